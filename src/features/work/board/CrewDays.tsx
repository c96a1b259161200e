// The week's absences and overtime, for admins: the list with a way to remove each, and a form for
// a person's day (what, how many hours, a note); bad input is named under its field, nothing written.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppDispatch } from '../../../store/hooks';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { dateOf, formatDay } from '../../../lib/days';
import {
  checkCrewDay,
  CREW_DAY_KINDS,
  type CrewDay,
  type CrewDayInput,
  type CrewDayProblem,
  crewDayOf,
} from '../../../domain/board';
import { crewDaySaveRequested } from './boardSlice';
import type { CrewProps } from './crewProps';
import messages from './messages';

const DAY_PROBLEMS: Record<CrewDayProblem, keyof typeof messages> = {
  person: 'problemPerson',
  day: 'problemDay',
  hours: 'problemDayHours',
  note: 'problemNote',
};

/** A weekday's short name (1 = Monday) in the reader's language. */
const NEW_DAY = (uid: string, day: string): CrewDayInput => ({ uid, day, kind: 'holiday', hours: '8', note: '' });

export function CrewDays({ settings, days, crewDays, nameOf }: CrewProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const people = Object.keys(settings.people).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  const [input, setInput] = useState<CrewDayInput>(() => NEW_DAY(people[0] ?? '', days[0]));
  const [problem, setProblem] = useState<CrewDayProblem | null>(null);
  const value = {
    ...input,
    uid: people.includes(input.uid) ? input.uid : (people[0] ?? ''),
    day: days.includes(input.day) ? input.day : days[0],
  };
  const dayName = (day: string) => `${intl.formatDate(dateOf(day), { weekday: 'short' })} ${formatDay(day)}`;
  const show = (p: CrewDayProblem | null, field: CrewDayProblem) =>
    p === field ? intl.formatMessage(messages[DAY_PROBLEMS[field]]) : undefined;
  const kindName = (kind: CrewDay['kind']) => intl.formatMessage(messages[kind]);

  return (
    <section aria-labelledby={`${id}-title`} data-crew-days>
      <h3 id={`${id}-title`} className="h6">
        {intl.formatMessage(messages.crewDaysTitle)}
      </h3>
      {crewDays.length === 0 ? (
        <p className="small">{intl.formatMessage(messages.noCrewDays)}</p>
      ) : (
        <ul className="small">
          {[...crewDays]
            .sort((a, b) => a.day.localeCompare(b.day) || nameOf(a.uid).localeCompare(nameOf(b.uid)))
            .map((d) => (
              <li key={`${d.uid}|${d.day}`} data-crew-day={`${d.uid}|${d.day}`}>
                {nameOf(d.uid)}, {dayName(d.day)}:{' '}
                {intl.formatMessage(messages.away, { kind: kindName(d.kind), hours: d.hours })}
                {d.note && <> — {d.note}</>}{' '}
                <Button
                  size="sm"
                  color="link"
                  className="p-0 align-baseline"
                  onClick={() => dispatch(crewDaySaveRequested({ ...d, kind: null }))}
                >
                  {intl.formatMessage(messages.removeDay, { name: nameOf(d.uid), day: dayName(d.day) })}
                </Button>
              </li>
            ))}
        </ul>
      )}
      <form
        noValidate
        className="row g-2 align-items-start"
        onSubmit={(e) => {
          e.preventDefault();
          const found = checkCrewDay(value);
          setProblem(found);
          if (found) {
            document.getElementById(`${id}-${found}`)?.focus();
            return;
          }
          dispatch(crewDaySaveRequested(crewDayOf(value)));
          setInput({ ...value, note: '' });
        }}
      >
        <SelectField
          id={`${id}-person`}
          className="col-12 col-sm-6 col-lg-3 mb-0"
          label={intl.formatMessage(messages.person)}
          value={value.uid}
          onValue={(uid) => setInput({ ...value, uid })}
          problem={show(problem, 'person')}
        >
          {people.map((uid) => (
            <option key={uid} value={uid}>
              {nameOf(uid)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-day`}
          className="col-6 col-lg-2 mb-0"
          label={intl.formatMessage(messages.scheduleOn)}
          value={value.day}
          onValue={(day) => setInput({ ...value, day })}
          problem={show(problem, 'day')}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {dayName(day)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-kind`}
          className="col-6 col-lg-2 mb-0"
          label={intl.formatMessage(messages.kind)}
          value={value.kind}
          onValue={(kind) => setInput({ ...value, kind: kind as CrewDayInput['kind'] })}
        >
          {CREW_DAY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-hours`}
          className="col-6 col-lg-1 mb-0"
          label={intl.formatMessage(messages.dayHours)}
          inputMode="decimal"
          value={value.hours}
          onValue={(hours) => setInput({ ...value, hours })}
          problem={show(problem, 'hours')}
        />
        <TextField
          id={`${id}-note`}
          className="col-12 col-lg-3 mb-0"
          label={intl.formatMessage(messages.note)}
          value={value.note}
          maxLength={250}
          onValue={(note) => setInput({ ...value, note })}
          problem={show(problem, 'note')}
        />
        <div className="col-12 col-lg-1 d-flex align-items-end" style={{ minHeight: '4.3rem' }}>
          <Button type="submit" color="primary" size="sm">
            {intl.formatMessage(messages.saveDay)}
          </Button>
        </div>
      </form>
    </section>
  );
}
