// Time per person on an order in progress: who logged what (per person and per craft), a
// start/stop timer kept on the device (it survives a reload and runs with no signal), and hours
// typed in. Each entry is the writer's own, appended with the order's actual hours moving by
// exactly its hours (domain/timeEntries.ts, firestore.rules newTimeEntry), offline-first.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { PendingBadge } from '../../../components/PendingBadge';
import { TextField } from '../../../components/TextField';
import { WorkNumber } from '../../../components/WorkNumber';
import {
  hoursBetween,
  parseTypedHours,
  readTimer,
  type RunningTimer,
  TIME_LIMITS,
  type TimeInput,
  type TimeProblem,
  timeProblem,
  timeTotals,
  TIMER_STORAGE_KEY,
} from '../../../domain/timeEntries';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSavedPlant } from '../../plant/plantSlice';
import { useOrderTime } from '../orderLive';
import { useLabourCost } from './useLabourCost';
import { timeLogRequested, type WorkRow } from '../workSlice';
import { TIME_MESSAGES as messages } from './messages';

const plantKeyOf = (p: { site: string; plant: string } | null) => (p ? `${p.site}/${p.plant}` : '');

/** The device's running timer, kept in local storage and shared by every order page. */
function useTimer(): [RunningTimer | null, (next: RunningTimer | null) => void] {
  const [timer, setTimer] = useState(() => readTimer(localStorage.getItem(TIMER_STORAGE_KEY)));
  useEffect(() => {
    // Another tab started or stopped it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === TIMER_STORAGE_KEY) setTimer(readTimer(e.newValue));
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, []);
  const save = (next: RunningTimer | null) => {
    if (next) localStorage.setItem(TIMER_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(TIMER_STORAGE_KEY);
    setTimer(next);
  };
  return [timer, save];
}

/** Now, again every 30 seconds while `on` (the timer's "so far"). */
function useNow(on: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!on) return;
    const first = setTimeout(() => setNow(new Date()), 0);
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [on]);
  return now;
}

export function TimePanel({ order, mayLog }: { order: WorkRow; mayLog: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const dispatch = useAppDispatch();
  const uid = useAppSelector((s) => s.auth.currentUser?.uid ?? '');
  const plant = plantKeyOf(useAppSelector(selectSavedPlant));
  const { items } = useOrderTime(order.number);
  const [timer, setTimer] = useTimer();
  const mine = timer && timer.uid === uid ? timer : null;
  const here = mine && mine.plant === plant && mine.number === order.number ? mine : null;
  const now = useNow(Boolean(here));
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<TimeProblem | 'tooShort' | 'noteTooLong' | null>(null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const totals = timeTotals(items);
  const myEntries = items.filter((e) => e.by === uid);
  const { hoursByCraft, cost, unpriced, ready: ratesReady } = useLabourCost(order);

  const log = (input: TimeInput): boolean => {
    if (input.note.trim().length > TIME_LIMITS.note) {
      setProblem('noteTooLong');
      return false;
    }
    const found = timeProblem(input, myEntries, new Date());
    setProblem(found);
    if (found) return false;
    dispatch(timeLogRequested({ number: order.number, input }));
    return true;
  };

  const stop = () => {
    if (!here) return;
    const endedAt = new Date().toISOString();
    const ran = hoursBetween(here.startedAt, endedAt);
    if (ran < 0.01) {
      setTimer(null);
      setProblem('tooShort');
      return;
    }
    // Left running for longer than a shift: the person says how long they worked instead.
    if (ran > TIME_LIMITS.timerCheckHours) {
      setCorrecting(ran);
      setProblem('longTimer');
      return;
    }
    if (log({ hours: ran, startedAt: here.startedAt, endedAt, note: '' })) setTimer(null);
  };

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    const typed = parseTypedHours(hours);
    const input = {
      hours: typed,
      startedAt: null,
      endedAt: null,
      note: correcting !== null ? `${t(messages.correctedNote)}${note.trim() ? `: ${note.trim()}` : ''}` : note,
    };
    if (!log(input)) return;
    setHours('');
    setNote('');
    if (correcting !== null) {
      setCorrecting(null);
      setTimer(null);
    }
  };

  const problemText =
    problem === null
      ? null
      : problem === 'longTimer'
        ? t(messages.longTimer, { hours: correcting ?? 0 })
        : t(messages[problem]);

  return (
    <section className="mb-4" aria-labelledby={`${id}-title`} data-time-panel>
      <h3 className="h6" id={`${id}-title`}>
        {t(messages.title)}
      </h3>
      {items.length === 0 ? (
        <p className="text-body-secondary small">{t(messages.none)}</p>
      ) : (
        <div className="small mb-2">
          <p className="mb-1 fw-semibold">{t(messages.total, { hours: totals.total })}</p>
          <ul className="list-unstyled mb-1" aria-label={t(messages.title)}>
            {items.map((e) => (
              <li key={e.id} data-time-entry={e.by}>
                {t(messages.entry, { name: e.byName, hours: e.hours })}
                {e.note && <span className="text-body-secondary"> · {e.note}</span>}{' '}
                <PendingBadge pending={e.pending} />
              </li>
            ))}
          </ul>
          <p className="mb-0 text-body-secondary">
            {totals.byCraft
              .map((c) => t(messages.craft, { craft: c.craft || t(messages.noCraft), hours: c.hours }))
              .join(' · ')}
          </p>
        </div>
      )}

      {hoursByCraft.length > 0 && ratesReady && (
        <p className="small mb-2" data-labour-cost>
          {cost !== null
            ? t(messages.cost, {
                cost: intl.formatNumber(cost, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
              })
            : unpriced?.craft
              ? t(messages.costUnpriced, { craft: unpriced.craft })
              : t(messages.costNoCraft)}
        </p>
      )}

      {mayLog && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            {here ? (
              <>
                <span role="status" data-timer-running>
                  {t(messages.running, {
                    time: intl.formatTime(new Date(here.startedAt)),
                    hours: Math.max(0, hoursBetween(here.startedAt, now.toISOString())),
                  })}
                </span>
                <Button color="primary" size="sm" onClick={stop}>
                  {t(messages.stop)}
                </Button>
                <Button color="secondary" outline size="sm" onClick={() => setTimer(null)}>
                  {t(messages.discard)}
                </Button>
              </>
            ) : mine ? (
              <span>
                {t(messages.runningElsewhere, {
                  link: (
                    <Link key="l" to={`/app/work/${mine.number}`}>
                      <WorkNumber number={mine.number} />
                    </Link>
                  ),
                })}
              </span>
            ) : (
              <Button
                color="primary"
                outline
                size="sm"
                onClick={() => {
                  setProblem(null);
                  setTimer({ plant, number: order.number, uid, startedAt: new Date().toISOString() });
                }}
              >
                {t(messages.start)}
              </Button>
            )}
          </div>
          <p className="form-text mt-0">{t(messages.timerHint)}</p>
          {problemText && (
            <p className="alert alert-warning py-2" role="alert" data-time-problem={problem}>
              {problemText}
            </p>
          )}
          <form noValidate onSubmit={submitTyped} aria-label={t(messages.typedTitle)}>
            <div className="row g-2 align-items-end">
              <div className="col-5 col-sm-3">
                <TextField
                  id={`${id}-hours`}
                  label={t(messages.hours)}
                  value={hours}
                  onValue={(v) => {
                    setHours(v);
                    if (problem !== 'longTimer') setProblem(null);
                  }}
                  inputMode="decimal"
                  hint={t(messages.hoursHint)}
                  className="mb-0"
                />
              </div>
              <div className="col-7 col-sm-6">
                <TextField id={`${id}-note`} label={t(messages.note)} value={note} onValue={setNote} className="mb-0" />
              </div>
              <div className="col-12 col-sm-3">
                <Button type="submit" color="primary" outline className="w-100">
                  {t(messages.log)}
                </Button>
              </div>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
