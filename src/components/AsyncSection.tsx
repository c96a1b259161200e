import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Spinner } from 'reactstrap';
import type { RequestState } from '../lib/errors';
import { useErrorText } from '../lib/useErrorText';
import messages from './messages';

interface Props extends RequestState {
  /** Whether there is something to show already (kept on screen while reloading or after a failure). */
  hasData: boolean;
  onRetry?: () => void;
  /** What failed, e.g. "The members could not be loaded." */
  failedTitle: string;
  children: ReactNode;
}

/**
 * The one way a page section shows loading, failure (in words, with a retry) and its content.
 * Data already on screen stays while it reloads or when a refresh fails.
 */
export function AsyncSection({ status, error, hasData, onRetry, failedTitle, children }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      {status === 'loading' && !hasData && (
        <div role="status" className="d-flex align-items-center gap-2 my-3">
          <Spinner size="sm" aria-hidden />
          <span>{intl.formatMessage(messages.loading)}</span>
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>
            {failedTitle} {errorText(error)}
          </span>
          {onRetry && (
            <Button size="sm" color="danger" outline onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          )}
        </div>
      )}
      {hasData && children}
    </>
  );
}
