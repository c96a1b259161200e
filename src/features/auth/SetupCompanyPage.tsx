import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { companyFoundRequested, logoutRequested, sessionRestoreRequested } from './authSlice';
import { preloadAuth } from './authService';
import { CompanyNameField } from './CompanyNameField';
import authMessages from './messages';
import { useAuthForm } from './useAuthForm';
import { companyNameProblems } from './validation';

/** An account signed in without a company (docs/design.md §3) chooses: found one, or wait for an invitation. */
export function SetupCompanyPage() {
  const dispatch = useAppDispatch();
  const { pendingAccount: account, restoring, restoreTried } = useAppSelector((s) => s.auth);
  // Reloaded (the account is in Firebase's session, not in memory): ask Firebase once.
  useEffect(() => {
    if (account || restoreTried) return;
    preloadAuth();
    dispatch(sessionRestoreRequested());
  }, [account, restoreTried, dispatch]);
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { companyName: '' },
    companyNameProblems,
    (values, history) => companyFoundRequested({ companyName: values.companyName, history }),
  );
  if (!account) return restoring || !restoreTried ? <PageLoading /> : <Navigate to="/user/login" replace />;
  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-busy={loading}>
        <h1 className="h4">{intl.formatMessage(authMessages.setupTitle)}</h1>
        <p className="text-body-secondary">{intl.formatMessage(authMessages.setupIntro, { email: account.email })}</p>
        <ErrorAlert text={errorText} />
        <CompanyNameField id="setup-company" field={field('companyName')} />
        <button type="submit" className="btn btn-primary mb-3" disabled={loading}>
          {intl.formatMessage(loading ? authMessages.setupFounding : authMessages.setupFound)}
        </button>
      </form>
      <h2 className="h6 mt-3">{intl.formatMessage(authMessages.setupWaitTitle)}</h2>
      <p className="text-body-secondary small">
        {intl.formatMessage(authMessages.setupWait, { email: account.email })}
      </p>
      <button type="button" className="btn btn-outline-secondary" onClick={() => dispatch(logoutRequested())}>
        {intl.formatMessage(authMessages.setupSignOut)}
      </button>
    </>
  );
}
