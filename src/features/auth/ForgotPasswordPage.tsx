import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextField } from '../../components/TextField';
import { forgotPasswordRequested } from './authSlice';
import authMessages from './messages';
import { useAuthForm } from './useAuthForm';
import { forgotPasswordProblems } from './validation';

export function ForgotPasswordPage() {
  const sent = useAppSelector((s) => s.auth.forgotUserMail === 'success');
  const { intl, values, field, onSubmit, loading, errorText } = useAuthForm(
    { email: '' },
    forgotPasswordProblems,
    (v, history) => forgotPasswordRequested({ forgotUserMail: v.email, history }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">{intl.formatMessage(authMessages.forgotTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(authMessages.forgotIntro)}</p>
      <ErrorAlert text={errorText} />
      <div role="status">
        {sent && (
          <div className="alert alert-success">
            {intl.formatMessage(authMessages.forgotSent, { email: values.email.trim() })}
          </div>
        )}
      </div>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="username"
        label={intl.formatMessage(authMessages.email)}
        {...field('email')}
      />
      <button type="submit" className="btn btn-primary mb-3" disabled={loading}>
        {intl.formatMessage(loading ? authMessages.busy : authMessages.forgotSubmit)}
      </button>
      <div>
        <Link to="/user/login">{intl.formatMessage(authMessages.backToLogin)}</Link>
      </div>
    </form>
  );
}
