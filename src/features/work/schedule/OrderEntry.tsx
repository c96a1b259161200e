// One order in a cell of the weekly grid: number (a link), equipment tag, title, RIME and
// estimated hours; for admins, "Move … to" a day of the week (a select and a button, so the
// keyboard can do it) and "To the daily schedule".
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Input, Label } from 'reactstrap';
import { PendingBadge } from '../../../components/PendingBadge';
import { STATUS_NAMES } from '../messages';
import type { WorkRow } from '../workSlice';
import { formatDay } from '../../../lib/days';
import messages from './messages';
import { hoursOf } from './scheduleModel';
import { WorkNumber } from '../../../components/WorkNumber';
import { workNumberLabel } from '../../../lib/workNumber';

/** What a dragged order carries: its number. */
export const DRAG_TYPE = 'application/x-torque-work-number';

/** '' = off the schedule's days ("Not yet on a day"). */
export type MoveTarget = string;

interface Props {
  order: WorkRow;
  /** The days an admin may move it to (this week); null hides the controls. */
  days: { day: string; label: string }[] | null;
  onMove: (order: WorkRow, day: MoveTarget) => void;
  onToDaily: (order: WorkRow) => void;
}

export function OrderEntry({ order, days, onMove, onToDaily }: Props) {
  const intl = useIntl();
  const [target, setTarget] = useState<MoveTarget>(order.scheduledFor ?? '');
  const selectId = `move-${order.number}`;
  return (
    <li
      className="border rounded p-2 mb-2 bg-body"
      data-work-number={order.number}
      // Dragging to another day is a shortcut for the mouse; the select and button below are the way for everyone.
      draggable={!!days}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, order.number);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="d-flex flex-wrap align-items-baseline gap-1">
        <Link to={`/app/work/${order.number}`} className="fw-semibold text-break">
          <WorkNumber number={order.number} />
        </Link>
        <PendingBadge pending={order.pending} />
        {order.status === 'dailySchedule' && (
          <span className="badge text-bg-info fw-normal">{intl.formatMessage(STATUS_NAMES.dailySchedule)}</span>
        )}
      </div>
      <div className="small text-break">
        <span className="font-monospace">{order.equipmentTag}</span> · {order.title}
      </div>
      <div className="small text-body-secondary">
        {intl.formatMessage(messages.rime, { rime: order.rime })} ·{' '}
        {intl.formatMessage(messages.hours, { hours: hoursOf(order) })}
      </div>
      {days && (
        <div className="mt-2 d-print-none">
          <Label for={selectId} className="small mb-1">
            {intl.formatMessage(messages.moveTo, { number: workNumberLabel(order.number) })}
          </Label>
          <div className="d-flex gap-1">
            <Input id={selectId} type="select" bsSize="sm" value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{intl.formatMessage(messages.notOnADay)}</option>
              {days.map(({ day, label }) => (
                <option key={day} value={day}>
                  {label} {formatDay(day)}
                </option>
              ))}
            </Input>
            <Button
              size="sm"
              color="primary"
              outline
              disabled={target === (order.scheduledFor ?? '')}
              aria-label={intl.formatMessage(messages.moveOf, { number: workNumberLabel(order.number) })}
              onClick={() => onMove(order, target)}
            >
              {intl.formatMessage(messages.move)}
            </Button>
          </div>
          {order.status === 'weeklySchedule' && (
            <Button
              size="sm"
              color="secondary"
              outline
              className="mt-1 w-100"
              aria-label={intl.formatMessage(messages.toDailyOf, { number: workNumberLabel(order.number) })}
              onClick={() => onToDaily(order)}
            >
              {intl.formatMessage(messages.toDaily)}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
