import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextField } from '../../components/TextField';
import { useEmulators } from '../../services/firebase/config';
import { loginRequested } from './authSlice';
import authMessages from './messages';
import { useAuthForm } from './useAuthForm';
import { loginProblems } from './validation';
import messages from './pageMessages';

export function LoginPage() {
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { email: '', password: '' },
    loginProblems,
    (values, history) => loginRequested({ user: values, history }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">{intl.formatMessage(messages.loginTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.loginIntro)}</p>
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
      <Link to="/user/register">{intl.formatMessage(messages.toRegister)}</Link>
      {useEmulators && (
        <p className="small text-body-secondary mt-3 mb-0">
          {intl.formatMessage(messages.demoAccounts, {
            admin: 'admin@demo.torque.test',
            editor: 'editor@demo.torque.test',
            password: 'torque-demo',
          })}
        </p>
      )}
    </form>
  );
}
