// Procedures on a work order: which ones it requires, each one's acknowledgement, and
// the gate before In Progress — the Start button says what is missing and offers the
// acknowledgement right there. Acknowledging is a change like any other (version one up, with its
// history event), queued offline and shown waiting to sync.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLinkedProcedures } from '../../../components/procedures/LinkedProceduresCard';
import type { LinkedProcedure } from '../../../components/procedures/linkedProceduresSlice';
import { UserRole } from '../../../lib/currentUser';
import type { PlantKey } from '../../../services/firebase/collections';
import { equipmentLink, planLink } from '../../../services/firebase/procedures';
import { selectSavedPlant } from '../../plant/plantSlice';
import type { WorkStatus } from '../../../domain/statusMachine';
import { acknowledgementOf, acknowledgementsOf } from '../../../domain/work';
import { updateRequested, type WorkRow } from '../workSlice';
import { type AcknowledgementNeed, acknowledgementsNeeded } from '../workValidation';
import { PROCEDURE_MESSAGES as messages } from './messages';

/** The links whose procedures show on an order: its equipment's, and a preventive order's plan's. */
export const orderLinks = (plant: PlantKey, order: Pick<WorkRow, 'equipmentId' | 'pm'>): string[] => [
  equipmentLink(plant.site, plant.plant, order.equipmentId),
  ...(order.pm ? [planLink(plant.site, plant.plant, order.pm.planId)] : []),
];

/** Statuses in which procedures are still acknowledged (before the work is done). */
const ACKNOWLEDGING: readonly WorkStatus[] = [
  'inPlanning',
  'reliabilityReview',
  'awaitingMaterials',
  'readyToSchedule',
  'weeklySchedule',
  'dailySchedule',
  'inProgress',
];

export function useMayAct(order: WorkRow) {
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = user?.role === UserRole.Admin;
  return { isAdmin, mayAct: isAdmin || (!!user && order.assignees.includes(user.uid)) };
}

/** The order's linked procedures (live) and what still stands between it and In Progress. */
export function useOrderProcedures(order: WorkRow) {
  const plant = useAppSelector(selectSavedPlant);
  const links = useMemo(() => (plant ? orderLinks(plant, order) : []), [plant, order]);
  const list = useLinkedProcedures(links);
  const known = useMemo(() => list?.items ?? [], [list]);
  // Each person acknowledges for themself: what this user still has to read.
  const uid = useAppSelector((s) => s.auth.currentUser?.uid ?? '');
  const needs = useMemo(() => acknowledgementsNeeded(order, known, uid), [order, known, uid]);
  return { links, list, known, needs };
}

export function AcknowledgeButton({ order, procedure }: { order: WorkRow; procedure: LinkedProcedure }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { mayAct } = useMayAct(order);
  const uid = useAppSelector((s) => s.auth.currentUser?.uid ?? '');
  const ack = acknowledgementOf(order.acknowledgements, procedure.id, uid);
  if (!mayAct || !ACKNOWLEDGING.includes(order.status) || !order.requiredProcedures.includes(procedure.id)) return null;
  if (ack && ack.revision >= procedure.revision) return null;
  const values = { title: procedure.title, revision: procedure.revision };
  return (
    <Button
      size="sm"
      color="primary"
      data-acknowledge={procedure.id}
      onClick={() =>
        dispatch(
          updateRequested({
            number: order.number,
            changes: { acknowledge: { procedureId: procedure.id, revision: procedure.revision } },
            note: intl.formatMessage(messages.noteAcknowledged, values),
          }),
        )
      }
    >
      {intl.formatMessage(messages.acknowledge, values)}
    </Button>
  );
}

/** What must happen before the work starts, each with its acknowledgement (or, for admins, its removal). */
export function StartGate({
  order,
  needs,
  known,
  id,
}: {
  order: WorkRow;
  needs: AcknowledgementNeed[];
  known: readonly LinkedProcedure[];
  id: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { isAdmin } = useMayAct(order);
  if (needs.length === 0) return null;
  return (
    <div id={id} className="alert alert-warning" data-start-gate>
      <h3 className="h6">{t(messages.gateTitle)}</h3>
      <ul className="list-unstyled mb-0">
        {needs.map((need) => {
          const procedure = known.find((p) => p.id === need.id);
          return (
            <li key={need.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <span data-need={need.state}>
                {need.title === null
                  ? t(messages.gateUnknown)
                  : need.state === 'missing'
                    ? t(messages.gateMissing, { title: need.title })
                    : t(messages.gateStale, { title: need.title, current: need.current })}
              </span>
              {procedure && <AcknowledgeButton order={order} procedure={procedure} />}
              {!procedure && isAdmin && acknowledgementsOf(order.acknowledgements, need.id).length === 0 && (
                <Button
                  size="sm"
                  color="secondary"
                  outline
                  onClick={() =>
                    dispatch(
                      updateRequested({
                        number: order.number,
                        changes: { requiredProcedures: order.requiredProcedures.filter((x) => x !== need.id) },
                        note: t(messages.noteNotRequired, { title: need.id }),
                      }),
                    )
                  }
                >
                  {t(messages.removeRequirement)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
