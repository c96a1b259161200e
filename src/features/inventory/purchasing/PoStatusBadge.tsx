// A purchase order's status as a badge: what needs someone (a draft to approve, goods to come)
// stands out from what is done.
import { useIntl } from 'react-intl';
import type { PoStatus } from '../../../domain/purchasing';
import messages from './messages';

const TONES: Record<PoStatus, string> = {
  draft: 'secondary',
  approved: 'info',
  ordered: 'primary',
  partiallyReceived: 'warning',
  received: 'success',
  cancelled: 'dark',
};

export function PoStatusBadge({ status }: { status: PoStatus }) {
  const t = useIntl().formatMessage;
  return (
    <span className={`badge text-bg-${TONES[status]}`} data-po-status={status}>
      {t(messages[`status_${status}`])}
    </span>
  );
}
