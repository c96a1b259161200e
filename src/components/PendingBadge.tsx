import { useIntl } from 'react-intl';
import messages from './messages';

/** "Waiting to sync": a change made here that the server has not confirmed yet (docs/design.md §6). */
export function PendingBadge({ pending }: { pending: boolean }) {
  const intl = useIntl();
  if (!pending) return null;
  return (
    <span
      className="badge rounded-pill text-bg-warning ms-2 fw-normal"
      title={intl.formatMessage(messages.pendingHint)}
    >
      {intl.formatMessage(messages.pending)}
    </span>
  );
}
