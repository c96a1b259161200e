import { FormattedMessage } from 'react-intl';
import { isChunkError } from '../lib/chunks';
import messages from './messages';

interface Props {
  error: unknown;
  onRetry: () => void;
}

/** What a user sees when code or a style sheet could not be loaded: never a blank page. */
export function LoadErrorScreen({ error, onRetry }: Props) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className="load-error" role="alert">
      <h1 className="h4">
        <FormattedMessage {...(isChunkError(error) ? messages.chunkFailedTitle : messages.unexpectedTitle)} />
      </h1>
      <p>
        <FormattedMessage {...messages.chunkFailedBody} />
      </p>
      <p className="load-error-detail">
        <FormattedMessage {...messages.technicalDetails} values={{ detail }} />
      </p>
      <div className="load-error-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
          <FormattedMessage {...messages.reload} />
        </button>
      </div>
    </div>
  );
}
