// Work → planning calendar: a month of the plant's scheduled work and the preventive work coming
// due, per day, with the hours they add up to against the crew's hours that day (absences and
// overtime counted), for every craft or one; then the weeks ahead as a chart of the same hours
// against the crew's. Everything is live: a move on the board, a plan's change or a day of
// absence shows at once. Planned work comes from the schedule (Weekly and Daily Work Schedule),
// the due work from the plans' forecast (no order is read for it), the crew from the board.
// The month is in the address (?month=yyyy-mm), so a reload or a link keeps it.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonGroup } from 'reactstrap';
import { SelectField } from '../../../components/SelectField';
import { AsyncSection } from '../../../components/AsyncSection';
import { BarChart, type ChartSeries } from '../../../components/charts/BarChart';
import { DocumentTitle } from '../../../components/pageFocus';
import { addDays, dateOf, daysBetween, formatDay, mondayOf, today } from '../../../lib/days';
import { workNumberLabel } from '../../../lib/workNumber';
import { forecast } from '../../../domain/forecast';
import {
  addMonths,
  calendarMonth,
  type CalendarDay,
  crewWeeks,
  hasCrew,
  isMonth,
  monthOfDay,
  monthWeeks,
  totalOf,
} from '../../../domain/planningCalendar';
import { useFeature } from '../../../store/featureRegistry';
import { usePmForecastInputs } from '../../plans/plansLive';
import { useCrewBetween } from '../board/boardLive';
import { useScheduled } from '../queuesLive';
import { workFeature } from '../workSaga';
import messages from './messages';
import './calendar.css';

/** The weeks ahead the chart shows. */
export const CALENDAR_WEEKS_AHEAD = 12;
/** Orders and due plans listed in a day before "and N more". */
const SHOWN_PER_DAY = 3;

const round1 = (h: number) => Math.round(h * 10) / 10;

function DayCell({
  entry,
  today: now,
  craftName,
}: {
  entry: CalendarDay;
  today: string;
  craftName: (c: string) => string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hours = (h: number) => intl.formatNumber(round1(h), { maximumFractionDigits: 1 });
  const load = totalOf(entry.load);
  const capacity = entry.crewHours;
  const over = [...entry.load.entries()].filter(([key, l]) => l.hours > (entry.capacity.get(key)?.hours ?? 0));
  const items = [
    ...entry.scheduled.map((o) => ({
      key: o.number,
      link: `/app/work/${o.number}`,
      text: `${workNumberLabel(o.number)} ${o.title}`,
      due: false,
    })),
    ...entry.due.map((d) => ({
      key: `${d.planId}-${d.due}`,
      link: `/app/plans/${d.planId}`,
      text: d.title,
      due: true,
    })),
  ];
  const empty = items.length === 0 && capacity === 0;
  const share = capacity > 0 ? Math.min(100, (load / capacity) * 100) : load > 0 ? 100 : 0;
  return (
    <div
      className={`calendar-day${entry.inMonth ? '' : ' calendar-spill'}${entry.day === now ? ' calendar-today' : ''}${empty ? ' calendar-empty' : ''}`}
      data-day={entry.day}
      data-load={load}
      data-capacity={capacity}
      data-over={over.length ? 'true' : undefined}
    >
      <h3 className="h6 mb-1 d-flex justify-content-between gap-1">
        <bdi>
          <span className="calendar-weekday">{intl.formatDate(dateOf(entry.day), { weekday: 'short' })} </span>
          {formatDay(entry.day)}
        </bdi>
        {entry.day === now && <span className="badge text-bg-primary">{t(messages.calendarToday)}</span>}
      </h3>
      {(load > 0 || capacity > 0) && (
        <div className={`small${over.length ? ' text-danger-emphasis fw-semibold' : ''}`}>
          <bdi>{t(messages.calendarLoad, { load: hours(load), capacity: hours(capacity) })}</bdi>
          {over.length > 0 && (
            <span>
              {' '}
              <span aria-hidden>⚠ </span>
              {t(messages.calendarOver, {
                crafts: over
                  .map(
                    ([key, l]) => `${craftName(l.craft)} ${hours(l.hours - (entry.capacity.get(key)?.hours ?? 0))} h`,
                  )
                  .join(', '),
              })}
            </span>
          )}
          <div className="calendar-bar" aria-hidden>
            <div className={over.length ? 'bg-danger' : 'bg-primary'} style={{ width: `${share}%` }} />
          </div>
        </div>
      )}
      {items.length > 0 && (
        <ul className="list-unstyled small mb-0 mt-1">
          {items.slice(0, SHOWN_PER_DAY).map((item) => (
            <li
              key={item.key}
              className="text-truncate"
              dir="auto"
              title={item.text}
              data-due={item.due ? 'true' : undefined}
            >
              {item.due && <span className="visually-hidden">{t(messages.calendarDue)} </span>}
              {item.due && (
                <span aria-hidden className="text-body-secondary">
                  ◇{' '}
                </span>
              )}
              <Link to={item.link}>{item.text}</Link>
            </li>
          ))}
          {items.length > SHOWN_PER_DAY && (
            <li className="text-body-secondary">{t(messages.calendarMore, { count: items.length - SHOWN_PER_DAY })}</li>
          )}
        </ul>
      )}
    </div>
  );
}

/** The month and the craft shown come from the address (?month=yyyy-mm&craft=…). */
export default function CalendarPage() {
  useFeature(workFeature);
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const now = today();
  const month = isMonth(asked) ? asked : monthOfDay(now);
  const craft = params.get('craft') ?? '';
  const choose = (next: { month?: string; craft?: string }) => {
    const values = { month, craft, ...next };
    setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v)), { replace: true });
  };
  return <Calendar month={month} craft={craft} now={now} onChoose={choose} />;
}

function Calendar({
  month,
  craft,
  now,
  onChoose: choose,
}: {
  month: string;
  craft: string;
  /** Today (yyyy-mm-dd). */
  now: string;
  onChoose: (next: { month?: string; craft?: string }) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const weeks = monthWeeks(month);
  const first = weeks[0][0];
  const thisMonday = mondayOf(now);
  const aheadMondays = useMemo(
    () => Array.from({ length: CALENDAR_WEEKS_AHEAD }, (_, i) => addDays(thisMonday, 7 * i)),
    [thisMonday],
  );
  // One read of the crew's days for the month shown and the weeks ahead.
  const from = first < thisMonday ? first : thisMonday;
  const lastShown = weeks[weeks.length - 1][6];
  const lastAhead = addDays(thisMonday, 7 * CALENDAR_WEEKS_AHEAD - 1);
  const to = lastShown > lastAhead ? lastShown : lastAhead;
  const { crew, days: crewDays, exceptions } = useCrewBetween(from, to);
  const people = crew.settings.people;
  const scheduled = useScheduled();
  const pm = usePmForecastInputs();

  // The forecast runs from this week to the later of the month's last week and the weeks ahead.
  const forecastWeeks = Math.max(CALENDAR_WEEKS_AHEAD, Math.floor(daysBetween(thisMonday, lastShown) / 7) + 1);
  const projected = useMemo(
    () => forecast({ plans: pm.plans.items, rates: pm.rates, capacity: {}, today: now, weeks: forecastWeeks }),
    [pm.plans.items, pm.rates, now, forecastWeeks],
  );
  const due = useMemo(
    () => projected.weeks.flatMap((w) => w.items).filter((item) => item.due >= now),
    [projected, now],
  );
  const grid = useMemo(
    () => calendarMonth({ month, scheduled: scheduled.items, due, crew: people, exceptions, craft }),
    [month, scheduled.items, due, people, exceptions, craft],
  );

  const crafts = useMemo(() => {
    const all = new Map<string, string>();
    const note = (c: string) => c.trim() && all.set(c.trim().toLowerCase(), c.trim());
    for (const m of Object.values(people)) m.crafts.forEach(note);
    for (const o of scheduled.items) note(o.plan?.craft ?? '');
    for (const p of pm.plans.items) note(p.craft);
    return [...all.values()].sort((a, b) => a.localeCompare(b));
  }, [people, scheduled.items, pm.plans.items]);
  const craftName = (c: string) => c || t(messages.noCraft);

  // The weeks ahead: due and scheduled hours of the chosen craft(s), against the crew's.
  const ahead = useMemo(() => {
    const crewOf = crewWeeks(aheadMondays, people, exceptions);
    const wanted = (c: string) => !craft || c.trim().toLowerCase() === craft.toLowerCase();
    return aheadMondays.map((monday, i) => {
      const sunday = addDays(monday, 6);
      const dueHours = projected.weeks[i].items
        .filter((d) => d.due >= now && wanted(d.craft))
        .reduce((s, d) => s + d.hours, 0);
      const scheduledHours = scheduled.items
        .filter(
          (o) => o.scheduledFor && o.scheduledFor >= monday && o.scheduledFor <= sunday && wanted(o.plan?.craft ?? ''),
        )
        .reduce((s, o) => s + (o.plan?.estimatedHours ?? 0), 0);
      const capacity = craft
        ? (Object.entries(crewOf[i].byCraft).find(([c]) => c.toLowerCase() === craft.toLowerCase())?.[1] ?? 0)
        : crewOf[i].total;
      return { monday, scheduled: round1(scheduledHours), due: round1(dueHours), capacity };
    });
  }, [aheadMondays, people, exceptions, projected, scheduled.items, craft, now]);
  const hours = (h: number) => intl.formatNumber(round1(h), { maximumFractionDigits: 1 });
  const series: ChartSeries[] = [
    { key: 'scheduled', label: t(messages.calendarScheduled), color: 'var(--bs-primary)' },
    { key: 'due', label: t(messages.calendarDueSeries), color: 'var(--bs-info)' },
  ];
  const withCrew = hasCrew(people);
  const overWeeks = withCrew ? ahead.filter((w) => w.scheduled + w.due > w.capacity).length : 0;

  const failed = scheduled.status === 'failed' || pm.plans.status === 'failed' || crew.status === 'failed';
  const ready =
    scheduled.status === 'ready' &&
    pm.plans.status === 'ready' &&
    (crew.status === 'ready' || crew.status === 'missing') &&
    crewDays.status === 'ready';
  const title = t(messages.calendarTitle);
  const monthName = intl.formatDate(dateOf(`${month}-01`), { month: 'long', year: 'numeric' });
  const weekdayNames = weeks[0].map((d) => intl.formatDate(dateOf(d), { weekday: 'long' }));

  return (
    <div data-calendar-ready={ready ? 'true' : 'false'} data-month={month}>
      <DocumentTitle page={title} />
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      <p className="text-body-secondary">{t(messages.calendarIntro)}</p>
      {!pm.saved ? (
        <p className="alert alert-info">{t(messages.calendarNoPlant)}</p>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-end gap-3 mb-2">
            <div>
              <h2 id="calendar-month" className="h5 mb-1" aria-live="polite">
                {monthName}
              </h2>
              <ButtonGroup size="sm" role="group" aria-label={t(messages.calendarMonthPicker)}>
                <Button color="secondary" outline onClick={() => choose({ month: addMonths(month, -1) })}>
                  {t(messages.calendarPrevious)}
                </Button>
                <Button color="secondary" outline onClick={() => choose({ month: monthOfDay(now) })}>
                  {t(messages.calendarThisMonth)}
                </Button>
                <Button color="secondary" outline onClick={() => choose({ month: addMonths(month, 1) })}>
                  {t(messages.calendarNext)}
                </Button>
              </ButtonGroup>
            </div>
            <SelectField
              id="calendar-craft"
              className="mb-0"
              label={t(messages.craft)}
              value={craft}
              onValue={(value) => choose({ craft: value })}
            >
              <option value="">{t(messages.calendarAllCrafts)}</option>
              {crafts.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <Link className="small" to="/app/work/schedule/board">
              {t(messages.calendarToBoard)}
            </Link>
          </div>
          <AsyncSection
            status={failed ? 'failed' : ready ? 'idle' : 'loading'}
            error={scheduled.error ?? pm.plans.error ?? crew.error ?? crewDays.error}
            failedTitle={t(messages.calendarFailed)}
            loadingText={t(messages.calendarLoading)}
            hasData={ready}
            onRetry={() => {
              scheduled.retry();
              pm.retry();
              crew.retry();
            }}
          >
            {!withCrew && <p className="alert alert-info small">{t(messages.calendarNoCrew)}</p>}
            <p className="small text-body-secondary">{t(messages.calendarHowCounted)}</p>
            <section aria-labelledby="calendar-month" className="mb-4">
              <div className="calendar-heads" aria-hidden>
                {weekdayNames.map((name) => (
                  <div key={name}>{name}</div>
                ))}
              </div>
              <ul className="calendar-grid list-unstyled mb-0">
                {grid.flat().map((entry) => (
                  <li key={entry.day} className={entry.inMonth ? undefined : 'calendar-spill-item'}>
                    <DayCell entry={entry} today={now} craftName={craftName} />
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="calendar-ahead">
              <h2 id="calendar-ahead" className="h5">
                {t(messages.calendarAheadTitle, { weeks: CALENDAR_WEEKS_AHEAD })}
              </h2>
              {withCrew && (
                <p className={overWeeks ? 'fw-semibold text-danger-emphasis' : 'fw-semibold'} role="status">
                  {overWeeks > 0 && <span aria-hidden>⚠ </span>}
                  {t(messages.calendarOverWeeks, { count: overWeeks })}
                </p>
              )}
              <BarChart
                title={t(messages.calendarAheadChart)}
                series={series}
                bars={ahead.map((w) => {
                  const over = withCrew && w.scheduled + w.due > w.capacity;
                  return {
                    key: w.monday,
                    label: formatDay(w.monday).slice(0, 5),
                    values: { scheduled: w.scheduled, due: w.due },
                    limit: withCrew ? w.capacity : undefined,
                    warn: over,
                    note: withCrew
                      ? t(over ? messages.calendarWeekOver : messages.calendarWeekWithin, {
                          load: hours(w.scheduled + w.due),
                          capacity: hours(w.capacity),
                        })
                      : undefined,
                  };
                })}
                limitLabel={t(messages.calendarCrewHours)}
                format={hours}
                categoryHeader={t(messages.calendarWeek)}
                totalHeader={t(messages.calendarTotal)}
                noteHeader={t(messages.calendarAgainstCrew)}
                showTable={t(messages.calendarShowTable)}
                hideTable={t(messages.calendarHideTable)}
              />
              <Link className="small" to="/app/plans/forecast">
                {t(messages.calendarToForecast)}
              </Link>
            </section>
          </AsyncSection>
        </>
      )}
    </div>
  );
}
