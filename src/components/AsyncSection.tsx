import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Spinner } from 'reactstrap';
import type { AppError, RequestState } from '../lib/errors';
import { useErrorText } from '../lib/useErrorText';
import messages from './messages';

interface Props {
  status: RequestState['status'];
  /** A service error, shown in words from the shared error map. */
  error?: AppError | null;
  /** What failed, e.g. "The members could not be loaded." (followed by the error in words). */
  failedTitle?: string;
  /** The whole failure text, when the error is words already (the demo loader's, docs/product.md §8). */
  failedText?: string;
  /** Whether there is something to show already (kept on screen while reloading or after a failure). */
  hasData: boolean;
  onRetry?: () => void;
  /** What is loading, when "Loading…" says too little. */
  loadingText?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * The one way a page section shows loading, failure (in words, with a retry) and its content.
 * Data already on screen stays while it reloads or when a refresh fails.
 */
export function AsyncSection(props: Props) {
  const { status, error, failedTitle, failedText, hasData, onRetry, loadingText, className = 'my-3', children } = props;
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      {status === 'loading' && !hasData && (
        <div role="status" className={`d-flex align-items-center gap-2 ${className}`}>
          <Spinner size="sm" aria-hidden />
          <span>{loadingText ?? intl.formatMessage(messages.loading)}</span>
        </div>
      )}
      {status === 'failed' && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>{failedText ?? [failedTitle, errorText(error)].filter(Boolean).join(' ')}</span>
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

/** A request's status from the demo state's `loading` flag and stored error text. */
export const statusOf = (loading: boolean, error: string | null | undefined): RequestState['status'] =>
  loading ? 'loading' : error ? 'failed' : 'idle';
