import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { authErrorText } from './authErrors';
import { joinContinueRequested, joinRequested, joinVerificationResendRequested, logoutRequested } from './authSlice';
import authMessages from './messages';
import { NewAccountFields } from './NewAccountFields';
import { useAuthForm } from './useAuthForm';
import { isInviteCode, joinProblems } from './validation';

/**
 * "Join {company} as {role}": the invitation's code travels in the link and never in a field.
 * The company and role shown come from the link; what is joined is what the invitation says.
 */
export function JoinPage() {
  const [search] = useSearchParams();
  const code = search.get('invite') ?? '';
  const email = search.get('email') ?? '';
  const company = search.get('company') ?? '';
  const role = search.get('role') === 'admin' ? authMessages.roleAdmin : authMessages.roleEditor;
  const verification = useAppSelector((s) => s.auth.joinVerification);
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { name: '', email, password: '' },
    joinProblems,
    (values, history) => joinRequested({ user: values, inviteCode: code, history, continueUrl: window.location.href }),
  );
  const heading = (
    <h1 className="h4">
      {company
        ? intl.formatMessage(authMessages.joinTitle, { company, role: intl.formatMessage(role) })
        : intl.formatMessage(authMessages.joinTitleNoCompany)}
    </h1>
  );
  if (!isInviteCode(code)) {
    return (
      <>
        <h1 className="h4">{intl.formatMessage(authMessages.joinTitleNoCompany)}</h1>
        <ErrorAlert text={intl.formatMessage(authMessages.joinBrokenLink)} />
        <Link to="/user/login">{intl.formatMessage(authMessages.toLogin)}</Link>
      </>
    );
  }
  if (verification) return <ConfirmAddress heading={heading} inviteCode={code} email={verification.email} />;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      {heading}
      <p className="text-body-secondary">{intl.formatMessage(authMessages.joinIntro, { email: email || '…' })}</p>
      <ErrorAlert text={errorText} />
      <NewAccountFields idPrefix="join" field={field} />
      <button type="submit" className="btn btn-primary mb-3" disabled={loading}>
        {intl.formatMessage(loading ? authMessages.joining : authMessages.joinSubmit)}
      </button>
      <div>
        <Link to="/user/login">{intl.formatMessage(authMessages.toLogin)}</Link>
      </div>
    </form>
  );
}

/**
 * The account is signed in but its address is not confirmed: a link went to it. The join goes on
 * once the invitee has opened it (asked of Firebase again when they say so).
 */
function ConfirmAddress({ heading, inviteCode, email }: { heading: ReactNode; inviteCode: string; email: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loading, error, joinVerification } = useAppSelector((s) => s.auth);
  const errorText = authErrorText(intl, error);
  return (
    <div aria-busy={loading}>
      {heading}
      <p role="status">{intl.formatMessage(authMessages.joinVerifyIntro, { email })}</p>
      <p className="text-body-secondary small">{intl.formatMessage(authMessages.joinVerifyWhy)}</p>
      <ErrorAlert text={errorText} />
      {joinVerification?.resent && !error && (
        <p className="text-success" role="status">
          {intl.formatMessage(authMessages.joinVerifyResent, { email })}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={loading}
          onClick={() => dispatch(joinContinueRequested({ inviteCode, history: { push: (to) => void navigate(to) } }))}
        >
          {intl.formatMessage(loading ? authMessages.joining : authMessages.joinVerifyContinue)}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={loading}
          onClick={() => dispatch(joinVerificationResendRequested({ continueUrl: window.location.href }))}
        >
          {intl.formatMessage(authMessages.joinVerifyResend)}
        </button>
      </div>
      <Link to="/user/login" onClick={() => dispatch(logoutRequested())}>
        {intl.formatMessage(authMessages.toLogin)}
      </Link>
    </div>
  );
}
