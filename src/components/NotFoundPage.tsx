import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import messages from './messages';
import { DocumentTitle } from './pageFocus';

/**
 * A page that does not exist. Inside the app it sits in the app's layout; `standalone` (the
 * top-level catch-all) gives it a layout of its own, like the signed-out pages.
 */
export function NotFoundPage({ home, standalone = false }: { home: string; standalone?: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = intl.formatMessage(messages.notFoundTitle);
  const body = (
    <>
      <DocumentTitle page={title} />
      <h1 className={standalone ? 'h4' : 'h3'}>{title}</h1>
      <p className="text-body-secondary text-break">{intl.formatMessage(messages.notFoundBody, { path: pathname })}</p>
      <Link className="btn btn-primary" to={home}>
        {intl.formatMessage(messages.goHome)}
      </Link>
    </>
  );
  if (!standalone) return <div className="py-4">{body}</div>;
  return (
    <main className="torque-user-pages">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <p className="fs-4 fw-bold text-primary-emphasis mb-3">{intl.formatMessage(messages.brand)}</p>
          {body}
        </div>
      </div>
    </main>
  );
}
