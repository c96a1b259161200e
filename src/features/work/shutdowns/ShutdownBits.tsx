// Pieces every shutdown screen shares: the phase badge in words, the days in words, the refusal
// text, and the shutdowns' feature (their saga) with the plant's list.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AsyncSection } from '../../../components/AsyncSection';
import { formatDay } from '../../../lib/days';
import { useRefusalText } from '../../../lib/useErrorText';
import type { AppMessage } from '../../../i18n/defineMessages';
import { type ShutdownPhase, shutdownDays } from '../../../domain/shutdowns';
import { type ShutdownRow, useShutdowns } from './shutdownsLive';
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

const REFUSALS: Record<string, AppMessage> = {
  'shutdown/admins-only': messages.refusedAdminsOnly,
  'shutdown/no-plant': messages.refusedNoPlant,
  'shutdown/unknown': messages.refusedUnknown,
  'shutdown/invalid': messages.refusedInvalid,
  'shutdown/too-many-orders': messages.refusedTooMany,
};

/** A refused write in words: the shutdowns' own refusals, else the shared error map (Firestore's). */
export const useWriteErrorText = () => useRefusalText(REFUSALS, messages.writeFailed);

/**
 * The shutdown `id` of the plant's live list for a page: loading, a refusal (with "Try again") and
 * a shutdown this plant does not have said in words; else `children` with it and the whole list.
 */
export function WithShutdown({
  id,
  children,
}: {
  id: string;
  children: (shutdown: ShutdownRow, all: readonly ShutdownRow[]) => ReactNode;
}) {
  const intl = useIntl();
  const list = useShutdowns();
  const shutdown = list.items.find((s) => s.id === id);
  return (
    <AsyncSection
      status={list.status === 'loading' || list.status === 'failed' ? list.status : 'idle'}
      error={list.error}
      hasData={!!shutdown}
      failedTitle={intl.formatMessage(messages.loadFailed)}
      loadingText={intl.formatMessage(messages.loading)}
      onRetry={list.retry}
    >
      {list.status === 'ready' && !shutdown && (
        <p className="alert alert-warning">{intl.formatMessage(messages.missing)}</p>
      )}
      {shutdown && children(shutdown, list.items)}
    </AsyncSection>
  );
}
