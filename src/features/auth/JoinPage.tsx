import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { joinRequested } from './authSlice';
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
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { name: '', email, password: '' },
    joinProblems,
    (values, history) => joinRequested({ user: values, inviteCode: code, history }),
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
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">
        {company
          ? intl.formatMessage(authMessages.joinTitle, { company, role: intl.formatMessage(role) })
          : intl.formatMessage(authMessages.joinTitleNoCompany)}
      </h1>
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
