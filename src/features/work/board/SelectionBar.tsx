// What to do with the orders selected on the board: schedule them all on a day for a person (or
// for nobody in particular: then they keep their people), or take them back to the backlog. The
// keyboard's way to make any move the mouse makes by dragging.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Input, Label } from 'reactstrap';
import { dateOf, formatDay } from '../../../lib/days';
import type { BoardTarget } from '../../../domain/board';
import messages from './messages';

interface Props {
  count: number;
  /** The days of the week still to come. */
  days: string[];
  people: string[];
  nameOf: (uid: string) => string;
  onSchedule: (target: BoardTarget) => void;
  onClear: () => void;
}

export function SelectionBar({ count, days, people, nameOf, onSchedule, onClear }: Props) {
  const intl = useIntl();
  const id = useId();
  const [day, setDay] = useState(days[0] ?? '');
  const [uid, setUid] = useState(people[0] ?? '');
  const chosenDay = days.includes(day) ? day : (days[0] ?? '');
  return (
    <section
      className="border border-primary rounded p-2 mb-2 d-flex flex-wrap align-items-end gap-2 bg-body sticky-top"
      aria-label={intl.formatMessage(messages.selected, { count })}
      data-selection={count}
    >
      <p className="mb-0 fw-semibold align-self-center" aria-live="polite">
        {intl.formatMessage(messages.selected, { count })}
      </p>
      <div>
        <Label for={`${id}-day`} className="small mb-0">
          {intl.formatMessage(messages.scheduleOn)}
        </Label>
        <Input id={`${id}-day`} type="select" bsSize="sm" value={chosenDay} onChange={(e) => setDay(e.target.value)}>
          {days.map((d) => (
            <option key={d} value={d}>
              {intl.formatDate(dateOf(d), { weekday: 'short' })} {formatDay(d)}
            </option>
          ))}
        </Input>
      </div>
      <div>
        <Label for={`${id}-person`} className="small mb-0">
          {intl.formatMessage(messages.scheduleFor)}
        </Label>
        <Input id={`${id}-person`} type="select" bsSize="sm" value={uid} onChange={(e) => setUid(e.target.value)}>
          {people.map((p) => (
            <option key={p} value={p}>
              {nameOf(p)}
            </option>
          ))}
          <option value="">{intl.formatMessage(messages.notAssigned)}</option>
        </Input>
      </div>
      <Button
        size="sm"
        color="primary"
        disabled={!chosenDay}
        onClick={() => onSchedule({ day: chosenDay, uid: uid || null })}
      >
        {intl.formatMessage(messages.scheduleSelected)}
      </Button>
      <Button size="sm" color="secondary" outline onClick={() => onSchedule('backlog')}>
        {intl.formatMessage(messages.unscheduleSelected)}
      </Button>
      <Button size="sm" color="link" onClick={onClear}>
        {intl.formatMessage(messages.clearSelection)}
      </Button>
    </section>
  );
}
