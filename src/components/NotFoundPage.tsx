import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import messages from './messages';

export function NotFoundPage({ home }: { home: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className="py-5">
      <h1 className="h3">{intl.formatMessage(messages.notFoundTitle)}</h1>
      <p>{intl.formatMessage(messages.notFoundBody, { path: pathname })}</p>
      <Link to={home}>{intl.formatMessage(messages.goHome)}</Link>
    </div>
  );
}
