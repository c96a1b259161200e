import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import messages from './messages';

export function RegisterPage() {
  const intl = useIntl();
  return (
    <>
      <h1 className="h4">{intl.formatMessage(messages.registerTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.registerIntro)}</p>
      <Link to="/user/login">{intl.formatMessage(messages.toLogin)}</Link>
    </>
  );
}
