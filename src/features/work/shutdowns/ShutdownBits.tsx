// Pieces every shutdown screen shares: the phase badge in words, the days in words, the refusal
// text, and the shutdowns' feature (their saga) with the plant's list.
import { useIntl } from 'react-intl';
import type { AppError } from '../../../lib/errors';
import { formatDay } from '../../../lib/days';
import { useErrorText } from '../../../lib/useErrorText';
import { type ShutdownPhase, shutdownDays } from '../../../domain/shutdowns';
import messages, { PHASE_NAMES } from './messages';

const COLOR: Record<ShutdownPhase, string> = {
  planned: 'info',
  running: 'warning',
  over: 'secondary',
  cancelled: 'light',
};

/** "Coming", "Running now", "Over", "Cancelled". */
export function PhaseBadge({ phase }: { phase: ShutdownPhase }) {
  const intl = useIntl();
  // text-bg-* pairs each colour with a text colour that contrasts with it.
  return (
    <span className={`badge text-bg-${COLOR[phase]} border`} data-phase={phase}>
      {intl.formatMessage(PHASE_NAMES[phase])}
    </span>
  );
}

/** "07.12.2026 – 09.12.2026 (3 days)", kept in its own direction right to left. */
export function DayRange({ start, end }: { start: string; end: string }) {
  const intl = useIntl();
  return (
    <bdi>
      {intl.formatMessage(messages.dayRange, {
        start: formatDay(start),
        end: formatDay(end),
        days: shutdownDays({ start, end }).length,
      })}
    </bdi>
  );
}

const REFUSALS: Record<string, keyof typeof messages> = {
  'shutdown/admins-only': 'refusedAdminsOnly',
  'shutdown/no-plant': 'refusedNoPlant',
  'shutdown/unknown': 'refusedUnknown',
  'shutdown/invalid': 'refusedInvalid',
  'shutdown/too-many-orders': 'refusedTooMany',
};

/** A refused write in words: the shutdowns' own refusals, else the shared error map (Firestore's). */
export function useWriteErrorText() {
  const intl = useIntl();
  const errorText = useErrorText();
  return (error: AppError | null) => {
    if (!error) return null;
    const own = REFUSALS[error.code];
    const reason = own ? intl.formatMessage(messages[own]) : (errorText(error) ?? '');
    return intl.formatMessage(messages.writeFailed, { reason });
  };
}
