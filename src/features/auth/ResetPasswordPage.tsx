import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextField } from '../../components/TextField';
import { resetPasswordRequested } from './authSlice';
import authMessages from './messages';
import { useAuthForm } from './useAuthForm';
import { resetPasswordProblems } from './validation';

/** The page the reset e-mail links to: `?oobCode=…` carries the one-time code. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const code = search.get('oobCode') ?? '';
  const done = useAppSelector((s) => s.auth.newPassword === 'success');
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { password: '', confirm: '' },
    resetPasswordProblems,
    (v, history) => resetPasswordRequested({ resetPasswordCode: code, newPassword: v.password, history }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">{intl.formatMessage(authMessages.resetTitle)}</h1>
      {!code && (
        <div className="alert alert-warning" role="alert">
          {intl.formatMessage(authMessages.resetNoCode)}
        </div>
      )}
      <ErrorAlert text={errorText} />
      <div role="status">
        {done && <div className="alert alert-success">{intl.formatMessage(authMessages.resetDone)}</div>}
      </div>
      {!done && (
        <>
          <TextField
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(authMessages.newPassword)}
            {...field('password')}
          />
          <TextField
            id="reset-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(authMessages.confirmPassword)}
            {...field('confirm')}
          />
          <button type="submit" className="btn btn-primary mb-3" disabled={loading || !code}>
            {intl.formatMessage(loading ? authMessages.busy : authMessages.resetSubmit)}
          </button>
        </>
      )}
      <div>
        <Link to={done ? '/user/login' : '/user/forgot-password'}>
          {intl.formatMessage(done ? authMessages.backToLogin : authMessages.forgotLink)}
        </Link>
      </div>
    </form>
  );
}
