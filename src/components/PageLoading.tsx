import { useIntl } from 'react-intl';
import messages from './messages';

/** Shown while a page's code downloads; same look as the placeholder in index.html. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading-spinner" aria-hidden="true" />
      <span className="page-loading-text">{intl.formatMessage(messages.loading)}</span>
    </div>
  );
}
