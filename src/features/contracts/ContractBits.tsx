// Pieces every contracts screen shares: the status badge in words, the category options, the
// refusal text.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AppMessage } from '../../i18n/defineMessages';
import { useRefusalText } from '../../lib/useErrorText';
import { CONTRACT_CATEGORIES } from '../../domain/contractCategories';
import type { ContractStatus } from '../../domain/contractStatus';
import messages, { CATEGORY_NAMES, STATUS_MESSAGES } from './messages';

const COLOR: Record<ContractStatus['kind'], string> = {
  upcoming: 'info',
  active: 'success',
  expiring90: 'warning',
  expiring60: 'warning',
  expiring30: 'danger',
  expired: 'secondary',
};

/** "Active", "Expires in 23 days", "Expired"… */
export function StatusBadge({ status }: { status: ContractStatus }) {
  const intl = useIntl();
  const text =
    status.kind === 'upcoming'
      ? intl.formatMessage(STATUS_MESSAGES.upcoming, { days: status.days })
      : status.kind === 'active'
        ? intl.formatMessage(STATUS_MESSAGES.active)
        : status.kind === 'expired'
          ? intl.formatMessage(STATUS_MESSAGES.expired)
          : intl.formatMessage(STATUS_MESSAGES.expiring, { days: status.days });
  // text-bg-* pairs each colour with a text colour that contrasts with it (dark on yellow).
  return <span className={`badge text-bg-${COLOR[status.kind]}`}>{text}</span>;
}

const REFUSALS: Record<string, AppMessage> = {
  'contracts/admins-only': messages.refusedAdminsOnly,
  'contracts/invalid': messages.refusedInvalid,
  'contracts/unknown': messages.refusedUnknown,
  'contracts/renewed': messages.refusedRenewed,
  'contracts/visit': messages.refusedVisit,
  'contracts/equipment': messages.refusedEquipment,
  'contracts/no-plant': messages.refusedNoPlant,
};

/** A refused write in words: the feature's own refusals, else the shared error map (Firestore's). */
export const useWriteErrorText = () => useRefusalText(REFUSALS, messages.writeFailed);

/** The 24 categories with their names in the current language, sorted by name. */
export function useCategoryOptions() {
  const intl = useIntl();
  return useMemo(
    () =>
      CONTRACT_CATEGORIES.map((code) => ({ code, name: intl.formatMessage(CATEGORY_NAMES[code]) })).sort((a, b) =>
        a.name.localeCompare(b.name, intl.locale),
      ),
    [intl],
  );
}
