import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { registerRequested } from './authSlice';
import { CompanyNameField } from './CompanyNameField';
import authMessages from './messages';
import { NewAccountFields } from './NewAccountFields';
import { useAuthForm } from './useAuthForm';
import { registerProblems } from './validation';

/** A new company with the registrant as its admin (docs/product.md §6); invitees join on the join page. */
export function RegisterPage() {
  const [search] = useSearchParams();
  const { intl, field, onSubmit, loading, errorText } = useAuthForm(
    { name: '', email: search.get('email') ?? '', password: '', companyName: '' },
    registerProblems,
    (values, history) => registerRequested({ user: values, history }),
  );
  // Invitation links of earlier versions pointed here.
  if (search.get('invite')) return <Navigate to={`/user/join?${search.toString()}`} replace />;
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={loading}>
      <h1 className="h4">{intl.formatMessage(authMessages.registerTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(authMessages.registerIntro)}</p>
      <ErrorAlert text={errorText} />
      <CompanyNameField id="register-company" field={field('companyName')} />
      <NewAccountFields idPrefix="register" field={field} />
      <button type="submit" className="btn btn-primary mb-3" disabled={loading}>
        {intl.formatMessage(loading ? authMessages.registering : authMessages.register)}
      </button>
      <div>
        <Link to="/user/login">{intl.formatMessage(authMessages.toLogin)}</Link>
      </div>
    </form>
  );
}
