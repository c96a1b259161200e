// The requester's words for each stage (domain/portal.ts portalStage), in the order a request
// moves through them; Declined ends it instead of Done.
import type { PortalStage } from '../../domain/portal';
import messages from './messages';

export const STAGE_TEXT = {
  received: messages.stageReceived,
  accepted: messages.stageAccepted,
  scheduled: messages.stageScheduled,
  inProgress: messages.stageInProgress,
  done: messages.stageDone,
  declined: messages.stageDeclined,
} as const satisfies Record<PortalStage, unknown>;

/** The steps shown for a stage: the way to Done, or to Declined once it is declined. */
export function stepsFor(stage: PortalStage): PortalStage[] {
  const way: PortalStage[] = ['received', 'accepted', 'scheduled', 'inProgress', 'done'];
  return stage === 'declined' ? ['received', 'declined'] : way;
}
