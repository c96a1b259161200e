// The crew of the plant, for admins: each member's crafts, hours a day and working days, and the
// weekdays each permit type may be worked. Until edited, the form follows the stored crew; bad
// input is named under its row (focused) and nothing is written.
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Input } from 'reactstrap';
import { useAppDispatch } from '../../../store/hooks';
import {
  checkCrewRow,
  crewMemberOf,
  type CrewRowInput,
  type CrewRowProblem,
  type PermitDays,
  type Weekday,
  WEEKDAYS,
  WORKING_WEEK,
} from '../../../domain/board';
import { PERMIT_TYPES, type PermitType } from '../../../domain/referenceLists';
import { crewSaveRequested } from './boardSlice';
import type { CrewProps } from './crewProps';
import messages from './messages';

const ROW_PROBLEMS: Record<CrewRowProblem, keyof typeof messages> = {
  crafts: 'problemCrafts',
  tooManyCrafts: 'problemTooManyCrafts',
  craftName: 'problemCraftName',
  hours: 'problemHours',
  days: 'problemDays',
};
const weekdayName = (intl: ReturnType<typeof useIntl>, d: Weekday, style: 'short' | 'long' = 'short') =>
  intl.formatDate(new Date(2026, 10, 29 + d), { weekday: style });

/**
 * A checkbox per weekday, Monday first, each shown by its short name and named in full for screen
 * readers by `nameOf` (given the weekday's long name).
 */
function WeekdayChecks({
  idPrefix,
  checked,
  disabled = false,
  nameOf,
  onChange,
}: {
  idPrefix: string;
  checked: readonly Weekday[];
  disabled?: boolean;
  nameOf: (day: string) => string;
  onChange: (day: Weekday, on: boolean) => void;
}) {
  const intl = useIntl();
  return WEEKDAYS.map((d) => (
    <span key={d} className="form-check form-check-inline me-1">
      <input
        id={`${idPrefix}-${d}`}
        type="checkbox"
        className="form-check-input"
        checked={checked.includes(d)}
        disabled={disabled}
        aria-label={nameOf(weekdayName(intl, d, 'long'))}
        onChange={(e) => onChange(d, e.target.checked)}
      />
      <label htmlFor={`${idPrefix}-${d}`} className="form-check-label small" aria-hidden="true">
        {weekdayName(intl, d)}
      </label>
    </span>
  ));
}

type Rows = Record<string, CrewRowInput & { on: boolean }>;

export function CrewEditor({ settings, users, nameOf }: CrewProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const initial = useMemo((): Rows => {
    const uids = new Set([...users.map((u) => u.id), ...Object.keys(settings.people)]);
    return Object.fromEntries(
      [...uids].map((uid) => {
        const m = settings.people[uid];
        return [
          uid,
          m
            ? { on: true, crafts: m.crafts.join(', '), hours: String(m.hours), days: m.days }
            : { on: false, crafts: '', hours: '8', days: [...WORKING_WEEK] },
        ];
      }),
    );
  }, [settings.people, users]);
  const [rows, setRows] = useState<Rows | null>(null);
  const [permits, setPermits] = useState<PermitDays | null>(null);
  const [problems, setProblems] = useState<Record<string, CrewRowProblem>>({});
  const [saved, setSaved] = useState(false);
  // Until edited, the form follows the stored crew (a colleague's save shows at once).
  const shown = rows ?? initial;
  const shownPermits = permits ?? settings.permitDays;
  const uids = Object.keys(shown).sort((a, b) => nameOf(a).localeCompare(nameOf(b)));

  const edit = (uid: string, change: Partial<CrewRowInput & { on: boolean }>) => {
    setSaved(false);
    setRows({ ...shown, [uid]: { ...shown[uid], ...change } });
  };
  const togglePermit = (permit: PermitType, day: Weekday, on: boolean) => {
    setSaved(false);
    const current = shownPermits[permit] ?? [...WEEKDAYS];
    const next = on ? [...new Set([...current, day])].sort() : current.filter((d) => d !== day);
    const all = { ...shownPermits, [permit]: next };
    if (next.length === WEEKDAYS.length) delete all[permit];
    setPermits(all);
  };
  const save = () => {
    const found: Record<string, CrewRowProblem> = {};
    for (const uid of uids) {
      const problem = shown[uid].on ? checkCrewRow(shown[uid]) : null;
      if (problem) found[uid] = problem;
    }
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document
        .getElementById(
          `${id}-${first}-${found[first] === 'days' ? 'day-1' : found[first] === 'hours' ? 'hours' : 'crafts'}`,
        )
        ?.focus();
      return;
    }
    const people = Object.fromEntries(
      uids.filter((uid) => shown[uid].on).map((uid) => [uid, crewMemberOf(shown[uid])]),
    );
    dispatch(crewSaveRequested({ people, permitDays: shownPermits }));
    setRows(null);
    setPermits(null);
    setSaved(true);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      data-crew-editor
    >
      <p className="small text-body-secondary">{intl.formatMessage(messages.crewIntro)}</p>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.member)}</th>
              <th scope="col">{intl.formatMessage(messages.inCrew)}</th>
              <th scope="col">{intl.formatMessage(messages.crafts)}</th>
              <th scope="col">{intl.formatMessage(messages.hoursPerDay)}</th>
              <th scope="col">{intl.formatMessage(messages.workingDays)}</th>
            </tr>
          </thead>
          <tbody>
            {uids.map((uid) => {
              const row = shown[uid];
              const name = nameOf(uid);
              const problem = problems[uid];
              const problemId = `${id}-${uid}-problem`;
              return (
                <tr key={uid} data-crew-row={uid}>
                  <th scope="row" className="fw-normal text-break">
                    {name}
                    {problem && (
                      <div id={problemId} className="text-danger small">
                        {intl.formatMessage(messages[ROW_PROBLEMS[problem]])}
                      </div>
                    )}
                  </th>
                  <td>
                    <Input
                      type="checkbox"
                      checked={row.on}
                      aria-label={intl.formatMessage(messages.inCrewOf, { name })}
                      onChange={(e) => edit(uid, { on: e.target.checked })}
                    />
                  </td>
                  <td>
                    <Input
                      id={`${id}-${uid}-crafts`}
                      bsSize="sm"
                      value={row.crafts}
                      disabled={!row.on}
                      maxLength={400}
                      invalid={problem !== undefined && problem !== 'hours' && problem !== 'days'}
                      aria-describedby={problem ? problemId : undefined}
                      aria-label={intl.formatMessage(messages.craftsOf, { name })}
                      onChange={(e) => edit(uid, { crafts: e.target.value })}
                    />
                  </td>
                  <td style={{ minWidth: '5rem' }}>
                    <Input
                      id={`${id}-${uid}-hours`}
                      bsSize="sm"
                      inputMode="decimal"
                      value={row.hours}
                      disabled={!row.on}
                      invalid={problem === 'hours'}
                      aria-describedby={problem ? problemId : undefined}
                      aria-label={intl.formatMessage(messages.hoursPerDayOf, { name })}
                      onChange={(e) => edit(uid, { hours: e.target.value })}
                    />
                  </td>
                  <td className="text-nowrap">
                    <WeekdayChecks
                      idPrefix={`${id}-${uid}-day`}
                      checked={row.days}
                      disabled={!row.on}
                      nameOf={(day) => intl.formatMessage(messages.worksOn, { name, day })}
                      onChange={(d, on) =>
                        edit(uid, { days: on ? [...row.days, d].sort() : row.days.filter((x) => x !== d) })
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className="h6 mt-2">{intl.formatMessage(messages.permitTitle)}</h3>
      <p className="small text-body-secondary">{intl.formatMessage(messages.permitIntro)}</p>
      <div className="table-responsive">
        <table className="table table-sm">
          <tbody>
            {PERMIT_TYPES.map((permit) => (
              <tr key={permit} data-permit-days={permit}>
                <th scope="row" className="fw-normal font-monospace">
                  {permit}
                </th>
                <td className="text-nowrap">
                  <WeekdayChecks
                    idPrefix={`${id}-${permit}`}
                    checked={shownPermits[permit] ?? WEEKDAYS}
                    nameOf={(day) => intl.formatMessage(messages.permitOn, { permit, day })}
                    onChange={(d, on) => togglePermit(permit, d, on)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="d-flex align-items-center gap-2 mb-3">
        <Button type="submit" color="primary" size="sm">
          {intl.formatMessage(messages.saveCrew)}
        </Button>
        {saved && (
          <span className="small" role="status">
            {intl.formatMessage(messages.crewSaved)}
          </span>
        )}
      </div>
    </form>
  );
}
