import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import messages from './messages';

export function LoginPage() {
  const intl = useIntl();
  return (
    <>
      <h1 className="h4">{intl.formatMessage(messages.loginTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.loginIntro)}</p>
      <Link to="/user/register">{intl.formatMessage(messages.toRegister)}</Link>
    </>
  );
}
