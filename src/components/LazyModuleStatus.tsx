import { useIntl } from 'react-intl';
import { Button, Spinner } from 'reactstrap';
import messages from './messages';

interface Props {
  /** The download's failure, or null while it loads. */
  error: Error | null;
  onRetry: () => void;
  /** What is loading ("Loading the text…"). */
  loadingText: string;
  /** What could not be shown, in words ("The text could not be shown: …"). */
  failedText: string;
}

/** A component's code being downloaded (useLazyModule): a small loading line, or the failure with a retry. */
export function LazyModuleStatus({ error, onRetry, loadingText, failedText }: Props) {
  const intl = useIntl();
  if (!error) {
    return (
      <div role="status" className="d-flex align-items-center gap-2 my-2 text-body-secondary">
        <Spinner size="sm" aria-hidden />
        <span>{loadingText}</span>
      </div>
    );
  }
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{failedText}</span>
      <Button size="sm" color="secondary" outline onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
