// One order on the planner's board (in the backlog or in a person's day): its number (a link),
// equipment, title, RIME, estimate and crew; for a planner a checkbox to select it and a move
// handle that picks it up by mouse, touch or keyboard (Space, the arrow keys, Space).
import { useDraggable } from '@dnd-kit/core';
import { memo, type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PendingBadge } from '../../../components/PendingBadge';
import { WorkNumber } from '../../../components/WorkNumber';
import { workNumberLabel } from '../../../lib/workNumber';
import { crewOf } from '../../../domain/capacity';
import { STATUS_NAMES } from '../messages';
import type { WorkRow } from '../workSlice';
import messages from './messages';
import shutdownMessages from '../shutdowns/messages';

/** What a dragged card carries: the order and the person it was dragged from. */
export interface DragData {
  number: string;
  from: string | null;
}

interface Props {
  order: WorkRow;
  /** The person's row it sits in (null: the backlog or nobody in particular). */
  from: string | null;
  planner: boolean;
  selected: boolean;
  onSelect: (number: string, from: string | null, selected: boolean) => void;
  breakIn?: boolean;
  /** The shutdown the order is planned into, if any (its name). */
  shutdown?: string;
  compact?: boolean;
}

/**
 * The part of a card that follows the drag-and-drop context: its list item (dimmed while dragged)
 * and its move handle. The context changes whenever any card or cell comes or goes, and every
 * consumer draws again then; the card's content comes in ready-made (`lead`, `marks`, `body`),
 * so only this shell does, not the content.
 */
function DraggableCard({
  id,
  data,
  disabled,
  handleLabel,
  className,
  number,
  compact,
  lead,
  marks,
  body,
}: {
  id: string;
  data: DragData;
  disabled: boolean;
  handleLabel: string;
  className: string;
  number: string;
  compact: boolean;
  lead: ReactNode;
  marks: ReactNode;
  body: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data, disabled });
  const handle = !disabled && (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary py-0 px-1 lh-1 flex-shrink-0 board-handle"
      aria-label={handleLabel}
      {...attributes}
      {...listeners}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li ref={setNodeRef} className={`${className}${isDragging ? ' opacity-50' : ''}`} data-work-number={number}>
      {compact ? (
        // In a day's cell: the controls and marks on one line, then number, tag and hours, each
        // cut to the cell's width (the link's name and title keep the whole number).
        <>
          <div className="d-flex flex-wrap align-items-center gap-1">
            {lead}
            {handle}
            {marks}
          </div>
          {body}
        </>
      ) : (
        <div className="d-flex align-items-start gap-1">
          {lead}
          {handle}
          <div className="min-w-0 flex-grow-1">{body}</div>
        </div>
      )}
    </li>
  );
}

export const BoardCard = memo(function BoardCard({
  order,
  from,
  planner,
  selected,
  onSelect,
  breakIn,
  shutdown,
  compact = false,
}: Props) {
  const intl = useIntl();
  const label = workNumberLabel(order.number);
  const plan = order.plan;
  const lead = planner && (
    <input
      type="checkbox"
      className="form-check-input mt-1 flex-shrink-0"
      checked={selected}
      aria-label={intl.formatMessage(messages.select, { number: label })}
      onChange={(e) => onSelect(order.number, from, e.target.checked)}
    />
  );
  const marks = (
    <>
      <PendingBadge pending={order.pending} />
      {order.status === 'dailySchedule' && (
        <span className="badge text-bg-info fw-normal ms-1">{intl.formatMessage(STATUS_NAMES.dailySchedule)}</span>
      )}
      {breakIn && <span className="badge text-bg-warning fw-normal ms-1">{intl.formatMessage(messages.breakIn)}</span>}
      {shutdown && (
        <span className="badge text-bg-dark fw-normal ms-1 text-wrap" data-shutdown-mark>
          {intl.formatMessage(shutdownMessages.cardMark, { title: shutdown })}
        </span>
      )}
    </>
  );
  const hours = (
    <bdi>
      {intl.formatMessage(messages.hours, { hours: plan?.estimatedHours ?? 0 })}
      {plan && crewOf(plan) > 1 && <> · {intl.formatMessage(messages.crew, { count: crewOf(plan) })}</>}
    </bdi>
  );
  const body = compact ? (
    <>
      <Link to={`/app/work/${order.number}`} className="d-block fw-semibold text-truncate" title={order.number}>
        <WorkNumber number={order.number} />
      </Link>
      <div className="font-monospace text-truncate" title={order.equipmentTag}>
        {order.equipmentTag}
      </div>
      <div className="text-body-secondary">{hours}</div>
    </>
  ) : (
    <>
      <Link to={`/app/work/${order.number}`} className="fw-semibold text-break">
        <WorkNumber number={order.number} />
      </Link>
      {marks}
      <div className="text-break">
        <span className="font-monospace">{order.equipmentTag}</span> · {order.title}
      </div>
      <div className="text-body-secondary">
        {intl.formatMessage(messages.rime, { rime: order.rime })} · {hours}
        {plan?.craft && <> · {plan.craft}</>}
      </div>
    </>
  );
  const id = `${order.number}|${from ?? ''}`;
  // One object per card while it stays where it is, so the shell's props do not change with it.
  const data = useMemo(() => ({ number: order.number, from }) satisfies DragData, [order.number, from]);
  return (
    <DraggableCard
      id={id}
      data={data}
      disabled={!planner}
      handleLabel={intl.formatMessage(messages.moveHandle, { number: label })}
      className={`board-card border rounded p-1 mb-1 bg-body small${selected ? ' border-primary border-2' : ''}`}
      number={order.number}
      compact={compact}
      lead={lead}
      marks={compact ? marks : null}
      body={body}
    />
  );
});
