import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextField } from '../../components/TextField';
import { registerRequested } from './authSlice';
import authMessages from './messages';
import { useAuthForm } from './useAuthForm';
import { registerProblems } from './validation';
import messages from './pageMessages';

export function RegisterPage() {
  const [search] = useSearchParams();
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { name: '', email: search.get('email') ?? '', password: '', inviteCode: search.get('invite') ?? '' },
    registerProblems,
    (values, history) => registerRequested({ user: values, history }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">{intl.formatMessage(messages.registerTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.registerIntro)}</p>
      <ErrorAlert text={errorText} />
      <TextField
        id="register-name"
        name="name"
        autoComplete="name"
        label={intl.formatMessage(authMessages.fullName)}
        {...field('name')}
      />
      <TextField
        id="register-email"
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(authMessages.email)}
        {...field('email')}
      />
      <TextField
        id="register-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(authMessages.password)}
        {...field('password')}
      />
      <TextField
        id="register-invite"
        name="inviteCode"
        autoComplete="off"
        spellCheck={false}
        label={intl.formatMessage(authMessages.inviteCode)}
        hint={intl.formatMessage(authMessages.inviteCodeHint)}
        {...field('inviteCode')}
      />
      <button type="submit" className="btn btn-primary mb-3" disabled={loading}>
        {intl.formatMessage(loading ? authMessages.registering : authMessages.register)}
      </button>
      <div>
        <Link to="/user/login">{intl.formatMessage(messages.toLogin)}</Link>
      </div>
    </form>
  );
}
