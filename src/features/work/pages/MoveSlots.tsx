// The steps whose gate has a form of its own: planning (before Ready-to-Schedule: hours, craft,
// people, permits, materials) and execution (start, record, Work Complete — ExecutionPanel).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { UserRole } from '../../../lib/currentUser';
import { ExecutionPanel } from '../forms/ExecutionPanel';
import { PlanForm } from '../forms/PlanForm';
import { TimePanel } from '../forms/TimePanel';
import { STATUS_NAMES } from '../messages';
import type { WorkStatus } from '../../../domain/statusMachine';
import { moveRequested, updateRequested, type WorkRow } from '../workSlice';
import messages from './messages';

/** Done work: its time and labour cost stay on show, read-only. */
const DONE: readonly WorkStatus[] = ['workComplete', 'complete', 'closed'];

/** Work started on the emergency path is planned afterwards, by an admin, without moving it. */
const PLANNED_AFTER: readonly WorkStatus[] = ['inProgress', 'awaitingMaterials', 'workComplete'];

export function MoveSlots({ order, moves }: { order: WorkRow; moves: WorkStatus[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const admin = useAppSelector((s) => s.auth.currentUser?.role === UserRole.Admin);
  const [planning, setPlanning] = useState(false);
  const [planningAfter, setPlanningAfter] = useState(false);
  const label = intl.formatMessage(messages.moveTo, { status: intl.formatMessage(STATUS_NAMES.readyToSchedule) });
  const planAfter = admin && order.plan === null && PLANNED_AFTER.includes(order.status);
  return (
    <>
      {planAfter && !planningAfter && (
        <Button size="sm" color="primary" outline className="mb-2" onClick={() => setPlanningAfter(true)}>
          {intl.formatMessage(messages.planAfter)}
        </Button>
      )}
      {planAfter && planningAfter && (
        <PlanForm
          order={order}
          submitLabel={intl.formatMessage(messages.planAfter)}
          onCancel={() => setPlanningAfter(false)}
          onSubmit={(plan, note) => {
            // Who is on the work stays on it; the plan's people join them. Work already started
            // takes no new required procedures.
            const assignees = [...new Set([...order.assignees, ...plan.assignees])].slice(0, 10);
            dispatch(updateRequested({ number: order.number, changes: { plan, assignees }, note }));
            setPlanningAfter(false);
          }}
        />
      )}
      {moves.includes('readyToSchedule') && !planning && (
        <Button size="sm" color="primary" data-move="readyToSchedule" onClick={() => setPlanning(true)}>
          {label}
        </Button>
      )}
      {planning && (
        <PlanForm
          order={order}
          submitLabel={label}
          onCancel={() => setPlanning(false)}
          onSubmit={(plan, note, requiredProcedures) => {
            const changes = requiredProcedures ? { plan, requiredProcedures } : { plan };
            dispatch(moveRequested({ number: order.number, to: 'readyToSchedule', changes, note }));
            setPlanning(false);
          }}
        />
      )}
      <ExecutionPanel order={order} />
      {DONE.includes(order.status) && <TimePanel order={order} mayLog={false} />}
    </>
  );
}
