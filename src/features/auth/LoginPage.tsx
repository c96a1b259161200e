import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextField } from '../../components/TextField';
import { useEmulators } from '../../services/firebase/config';
import { loginRequested } from './authSlice';
import authMessages from './messages';
import { useAuthForm } from './useAuthForm';
import { loginProblems } from './validation';

export function LoginPage() {
  // A deep link opened while signed out comes back here as the page to return to.
  const from = (useLocation().state as { from?: string } | null)?.from;
  const notice = useAppSelector((s) => s.auth.notice);
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { email: '', password: '' },
    loginProblems,
    (values, history) => loginRequested({ user: values, history, redirectTo: from }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">{intl.formatMessage(authMessages.loginTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(authMessages.loginIntro)}</p>
      {notice && !errorText && (
        <div className="alert alert-warning" role="status">
          {intl.formatMessage(
            notice === 'closed'
              ? authMessages.closedNotice
              : notice === 'deleted'
                ? authMessages.deletedNotice
                : authMessages.removedNotice,
          )}
        </div>
      )}
      <ErrorAlert text={errorText} />
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        label={intl.formatMessage(authMessages.email)}
        {...field('email')}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage(authMessages.password)}
        {...field('password')}
      />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <button type="submit" className="btn btn-primary" disabled={loading}>
          {intl.formatMessage(loading ? authMessages.loggingIn : authMessages.login)}
        </button>
        <Link to="/user/forgot-password">{intl.formatMessage(authMessages.forgotLink)}</Link>
      </div>
      <Link to="/user/register">{intl.formatMessage(authMessages.toRegister)}</Link>
      {useEmulators && (
        <p className="small text-body-secondary mt-3 mb-0">
          {intl.formatMessage(authMessages.demoAccounts, {
            admin: 'admin@demo.torque.test',
            editor: 'editor@demo.torque.test',
            password: 'torque-demo',
          })}
        </p>
      )}
    </form>
  );
}
