// The steps whose gate has a form of its own: planning (before Ready-to-Schedule: hours, craft,
// people, permits, materials) and execution (start, record, Work Complete — ExecutionPanel).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppDispatch } from '../../../store/hooks';
import { ExecutionPanel } from '../forms/ExecutionPanel';
import { PlanForm } from '../forms/PlanForm';
import { STATUS_NAMES } from '../messages';
import type { WorkStatus } from '../../../domain/statusMachine';
import { moveRequested, type WorkRow } from '../workSlice';
import messages from './messages';

export function MoveSlots({ order, moves }: { order: WorkRow; moves: WorkStatus[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [planning, setPlanning] = useState(false);
  const label = intl.formatMessage(messages.moveTo, { status: intl.formatMessage(STATUS_NAMES.readyToSchedule) });
  return (
    <>
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
          onSubmit={(plan, note) => {
            dispatch(moveRequested({ number: order.number, to: 'readyToSchedule', changes: { plan }, note }));
            setPlanning(false);
          }}
        />
      )}
      <ExecutionPanel order={order} />
    </>
  );
}
