import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import messages from './messages';
import { applyUpdate, subscribeUpdate, updateState } from './serviceWorker';

/** "A new version is ready — reload", on every page, once a new version's worker waits. */
export function UpdatePrompt() {
  const intl = useIntl();
  const { ready, applying } = useSyncExternalStore(subscribeUpdate, updateState, updateState);
  if (!ready) return null;
  return (
    <div className="torque-update-prompt alert alert-info shadow d-flex align-items-center gap-3 mb-0" role="status">
      <div className="me-auto">
        <strong className="d-block">{intl.formatMessage(messages.updateReady)}</strong>
        <span className="small">{intl.formatMessage(messages.updateDetail)}</span>
      </div>
      <button type="button" className="btn btn-primary" onClick={applyUpdate} disabled={applying}>
        {intl.formatMessage(applying ? messages.updateReloading : messages.updateReload)}
      </button>
    </div>
  );
}
