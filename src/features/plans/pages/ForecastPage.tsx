// Preventive maintenance → forecast: the next 12 weeks (Monday-based), per week the PM
// orders the active plans will bring (title, due day) and their estimated hours per craft against
// the crew's hours: week by week from the planner's board's crew when one is set (absences and
// overtime counted), else the weekly schedule's capacity; overloaded weeks said in words and shown in colour; a
// chart of the same. Meter plans are projected with their meters' daily rates from the plant's
// meters collection; a waiting floating plan from its last order (the id says its due date or
// threshold), so no order is read. `data-forecast-ready` once drawn from the loaded plans,
// `data-forecast-meters` once the meters are in too (browser tests, bench).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AsyncSection } from '../../../components/AsyncSection';
import { BarChart, type ChartSeries } from '../../../components/charts/BarChart';
import { DocumentTitle } from '../../../components/pageFocus';
import { addDays, formatDay, mondayOf, today } from '../../../lib/days';
import { FORECAST_WEEKS, forecast } from '../../../domain/forecast';
import { crewWeeks, hasCrew } from '../../../domain/planningCalendar';
import { usePmForecastInputs } from '../plansLive';
import { useCapacity } from '../../work/schedule/scheduleLive';
import { useCrewBetween } from '../../work/board/boardLive';
import messages from './messages';

const COLOURS = [
  'var(--bs-primary)',
  'var(--bs-info)',
  'var(--bs-success)',
  'var(--bs-warning)',
  'var(--bs-secondary)',
  'var(--bs-indigo, #6610f2)',
  'var(--bs-pink, #d63384)',
  'var(--bs-teal, #20c997)',
];

/** An overloaded week's mark at the start of its row (logical: right to left it is on the right). */
const WARN_EDGE = { borderInlineStart: '4px solid var(--bs-danger)' };

const round = (h: number) => Math.round(h * 10) / 10;

export default function ForecastPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  // The plans only (no orders, nor the compliance figures), and the plant's meters for the meter plans.
  const { saved, plans, retry: retryPlans, meters, rates } = usePmForecastInputs();
  const { capacity } = useCapacity();
  const day = today();
  const first = mondayOf(day);
  const { crew, exceptions } = useCrewBetween(first, addDays(first, 7 * FORECAST_WEEKS - 1));
  const people = crew.settings.people;
  const fromCrew = hasCrew(people);
  const weeksOfCrew = useMemo(
    () =>
      fromCrew
        ? crewWeeks(
            Array.from({ length: FORECAST_WEEKS }, (_, i) => addDays(first, 7 * i)),
            people,
            exceptions,
          )
        : null,
    [fromCrew, first, people, exceptions],
  );
  const result = useMemo(
    () =>
      forecast({
        plans: plans.items,
        rates,
        capacity: weeksOfCrew ? {} : capacity,
        weekly: weeksOfCrew?.map((w) => w.byCraft),
        today: day,
      }),
    [plans.items, rates, capacity, weeksOfCrew, day],
  );
  const craftName = (craft: string) => craft || t(messages.noCraft);
  const series: ChartSeries[] = result.crafts.map((craft, i) => ({
    key: craft,
    label: craftName(craft),
    color: COLOURS[i % COLOURS.length],
  }));
  const totalCapacity = Object.values(capacity).reduce((a, b) => a + b, 0);
  const overloadedCount = result.weeks.filter((w) => w.overloaded.length > 0).length;
  const hours = (h: number) => intl.formatNumber(round(h), { maximumFractionDigits: 1 });
  const overText = (week: (typeof result.weeks)[number]) =>
    week.overloaded.length
      ? t(messages.overloaded, {
          crafts: week.overloaded
            .map((c) => `${craftName(c)} (${t(messages.overBy, { hours: hours(week.hours[c] - week.capacity[c]) })})`)
            .join(', '),
        })
      : t(messages.withinCapacity);

  const title = t(messages.forecastTitle);
  const ready = plans.status === 'ready';
  // Drawn from the server's answer, not only from this device's copy: the cache may hold just the
  // plans an earlier query read (generation reads the due and the meter plans), so the first
  // snapshot can be a part of the list. Offline the page still shows the copy, and says so.
  const fromCache = plans.fromCache;
  // Drawn once the plans are in; the meter plans join once the plant's meters are (a failed read
  // leaves them out, said below as rates not known).
  const drawn = ready && !fromCache;
  const metersLoading = !meters || meters.status === 'loading';
  const metersIn = drawn && !metersLoading;
  const loadingMeterPlans = metersLoading
    ? plans.items.filter((p) => p.active && p.trigger !== 'calendar' && p.meter).length
    : 0;
  const unknownRate = result.unknownRate.length - loadingMeterPlans;
  return (
    <div data-forecast-ready={drawn ? 'true' : 'false'} data-forecast-meters={metersIn ? 'true' : 'false'}>
      <DocumentTitle page={title} />
      <nav aria-label={t(messages.backToPlans)} className="small mb-2">
        <Link to="/app/plans">{t(messages.backToPlans)}</Link>
      </nav>
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <AsyncSection
          status={ready ? 'idle' : plans.status === 'failed' ? 'failed' : 'loading'}
          error={plans.error}
          hasData={ready}
          failedTitle={t(messages.listFailed)}
          loadingText={t(messages.loading)}
          onRetry={retryPlans}
        >
          <p className="text-body-secondary">{t(messages.forecastIntro)}</p>
          {fromCache && (
            <p className="small text-body-secondary" role="status">
              {t(messages.fromCache)}
            </p>
          )}
          <p className={overloadedCount ? 'fw-semibold text-danger-emphasis' : 'fw-semibold'} role="status">
            {overloadedCount > 0 && <span aria-hidden>⚠ </span>}
            {t(messages.overloadedWeeks, { count: overloadedCount })}
          </p>
          {fromCrew ? (
            <p className="small">
              {t(messages.capacityFromCrew)} <Link to="/app/work/schedule/board">{t(messages.plannersBoard)}</Link>
            </p>
          ) : (
            Object.keys(capacity).length === 0 && (
              <p className="small">
                {t(messages.noCapacity)} <Link to="/app/work/schedule/weekly">{t(messages.weeklySchedule)}</Link>
              </p>
            )
          )}
          {loadingMeterPlans > 0 && (
            <p className="small text-body-secondary" role="status">
              {t(messages.meterRatesLoading, { count: loadingMeterPlans })}
            </p>
          )}
          {unknownRate > 0 && (
            <p className="small text-body-secondary">{t(messages.unknownRate, { count: unknownRate })}</p>
          )}
          <BarChart
            title={t(messages.forecastChart)}
            series={series}
            bars={result.weeks.map((w, i) => ({
              key: w.monday,
              label: formatDay(w.monday).slice(0, 5),
              values: w.hours,
              warn: w.overloaded.length > 0,
              note: overText(w),
              limit: weeksOfCrew ? weeksOfCrew[i].total : undefined,
            }))}
            line={!weeksOfCrew && totalCapacity > 0 ? { value: totalCapacity, label: t(messages.totalCapacity) } : null}
            limitLabel={t(messages.totalCapacity)}
            format={hours}
            categoryHeader={t(messages.colWeek)}
            totalHeader={t(messages.colTotal)}
            noteHeader={t(messages.colLoad)}
            showTable={t(messages.showTable)}
            hideTable={t(messages.hideTable)}
          />
          <div className="table-responsive">
            <table className="table align-middle torque-stack-table">
              <caption className="caption-top">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(messages.colWeek)}</th>
                  <th scope="col">{t(messages.colOrders)}</th>
                  <th scope="col">{t(messages.colHours)}</th>
                  <th scope="col">{t(messages.colLoad)}</th>
                </tr>
              </thead>
              <tbody>
                {result.weeks.map((w) => {
                  const over = w.overloaded.length > 0;
                  return (
                    <tr key={w.monday} data-week={w.monday} data-overloaded={over ? 'true' : undefined}>
                      <th
                        scope="row"
                        data-label={t(messages.colWeek)}
                        className={over ? 'text-danger-emphasis' : undefined}
                        style={over ? WARN_EDGE : undefined}
                      >
                        <bdi>{formatDay(w.monday)}</bdi>
                      </th>
                      <td data-label={t(messages.colOrders)}>
                        {w.items.length === 0 ? (
                          <span className="text-body-secondary">{t(messages.noneThisWeek)}</span>
                        ) : (
                          <ul className="list-unstyled mb-0">
                            {w.items.map((item) => (
                              <li key={`${item.planId}-${item.due}`}>
                                <Link to={`/app/plans/${item.planId}`}>{item.title}</Link>{' '}
                                <span className="small text-body-secondary">
                                  {t(messages.dueOn, { date: <bdi key="d">{formatDay(item.due)}</bdi> })}
                                  {item.by === 'meter' && <> {t(messages.byMeter)}</>}
                                </span>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td data-label={t(messages.colHours)}>
                        <ul className="list-unstyled mb-0 small">
                          {Object.entries(w.hours)
                            .sort(([a], [b]) => a.localeCompare(b))
                            .map(([craft, h]) => (
                              <li
                                key={craft}
                                className={
                                  w.overloaded.includes(craft) ? 'text-danger-emphasis fw-semibold' : undefined
                                }
                              >
                                {w.capacity[craft] !== undefined
                                  ? t(messages.craftHours, {
                                      craft: craftName(craft),
                                      hours: hours(h),
                                      capacity: hours(w.capacity[craft]),
                                    })
                                  : t(messages.craftHoursNoCapacity, { craft: craftName(craft), hours: hours(h) })}
                              </li>
                            ))}
                        </ul>
                      </td>
                      <td
                        data-label={t(messages.colLoad)}
                        className={over ? 'text-danger-emphasis fw-semibold' : undefined}
                      >
                        {over && <span aria-hidden>⚠ </span>}
                        {overText(w)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </AsyncSection>
      )}
    </div>
  );
}
