// The downtime card's read-only parts: one equipment's last year worked out from its stops
// (availability, MTTR and MTBF by SMRP, the stops, the hours by reason as a chart) and the list of
// stops, newest first, each with its length, reason, order and who recorded it.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Table } from 'reactstrap';
import { DOWNTIME_REASONS, type DowntimeCounts, downtimeFigures, type Stop } from '../../domain/downtime';
import { BarChart } from '../charts/BarChart';
import { DateText } from '../DateText';
import { PendingBadge } from '../PendingBadge';
import messages, { REASON_NAMES } from './messages';

/** Hours in the user's language: "2.5 h". */
export function useHours() {
  const intl = useIntl();
  return (h: number) =>
    intl.formatMessage(messages.hours, { hours: intl.formatNumber(h, { maximumFractionDigits: 1 }) });
}

/** The last 365 days of one equipment, from its stops in that window (`stopsInWindow`). */
export function DowntimeYear({ figures }: { figures: DowntimeCounts }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hours = useHours();
  const kpis = downtimeFigures(figures, 365 * 24);
  const percent = (v: number | null) =>
    v === null ? t(messages.none) : intl.formatNumber(v, { style: 'percent', maximumFractionDigits: 1 });
  const orNone = (v: number | null) => (v === null ? t(messages.noFailures) : hours(v));
  return (
    <section aria-labelledby="downtime-figures-title" className="mb-3">
      <h3 id="downtime-figures-title" className="h6">
        {t(messages.figuresTitle)}
      </h3>
      <dl className="row mb-2" data-downtime-figures="">
        <dt className="col-sm-5">{t(messages.availability)}</dt>
        <dd className="col-sm-7" data-figure="availability">
          {percent(kpis.availability)}
          <div className="form-text mt-0">
            {kpis.availability === null ? t(messages.noStopsYear) : t(messages.availabilityHint)}
          </div>
        </dd>
        <dt className="col-sm-5">{t(messages.mttr)}</dt>
        <dd className="col-sm-7" data-figure="mttr">
          {orNone(kpis.mttr)}
          <div className="form-text mt-0">{t(messages.mttrHint)}</div>
        </dd>
        <dt className="col-sm-5">{t(messages.mtbf)}</dt>
        <dd className="col-sm-7" data-figure="mtbf">
          {orNone(kpis.mtbf)}
          <div className="form-text mt-0">{t(messages.mtbfHint)}</div>
        </dd>
      </dl>
      <p className="small" data-figure="stops">
        {t(messages.stopsCount, {
          stops: figures.stops,
          failures: figures.failures,
          hours: hours(kpis.downtimeHours),
        })}
      </p>
      {/* Drawn from 6 minutes stopped: less would be an axis of zeros. */}
      {figures.seconds >= 360 && (
        <BarChart
          title={t(messages.paretoTitle)}
          series={[{ key: 'h', label: t(messages.paretoSeries), color: 'var(--bs-danger)' }]}
          bars={DOWNTIME_REASONS.filter((r) => (figures.reasons[r] ?? 0) > 0)
            .sort((a, b) => (figures.reasons[b] ?? 0) - (figures.reasons[a] ?? 0))
            .map((r) => ({
              key: r,
              label: t(REASON_NAMES[r]),
              values: { h: (figures.reasons[r] ?? 0) / 3600 },
            }))}
          format={(v) => hours(v)}
          categoryHeader={t(messages.paretoCategory)}
          showTable={t(messages.showTable)}
          hideTable={t(messages.hideTable)}
          height={180}
        />
      )}
    </section>
  );
}

/** The stops as a table, newest first (with their orders, except on an order's own page). */
export function StopsList({
  stops,
  onOrder,
  codingCell,
}: {
  stops: readonly (Stop & { pending: boolean })[];
  onOrder: boolean;
  /** A closed failure's coding and its button (under its reason, so a phone shows it first). */
  codingCell?: (stop: Stop & { pending: boolean }) => ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const hours = useHours();
  const when = (iso: string) => (
    <>
      <DateText value={iso} /> <bdi>{intl.formatTime(new Date(iso), { hour: '2-digit', minute: '2-digit' })}</bdi>
    </>
  );
  return (
    <>
      <h3 className="h6">{t(messages.recent)}</h3>
      {onOrder && <p className="small text-body-secondary">{t(messages.onOrder)}</p>}
      {stops.length === 0 ? (
        <p className="text-body-secondary mb-0">{t(messages.noStops)}</p>
      ) : (
        <div className="table-responsive">
          <Table size="sm" className="mb-0">
            <thead>
              <tr>
                <th scope="col">{t(messages.colStopped)}</th>
                <th scope="col">{t(messages.colBack)}</th>
                <th scope="col" className="text-end">
                  {t(messages.colLength)}
                </th>
                <th scope="col">{t(messages.colReason)}</th>
                {!onOrder && <th scope="col">{t(messages.colOrder)}</th>}
                <th scope="col">{t(messages.colBy)}</th>
              </tr>
            </thead>
            <tbody>
              {[...stops]
                .sort((a, b) => b.stoppedAt.localeCompare(a.stoppedAt))
                .map((s) => (
                  <tr key={s.id} data-stop={s.id}>
                    <td>
                      {when(s.stoppedAt)}
                      <PendingBadge pending={s.pending} />
                    </td>
                    <td>{s.backAt ? when(s.backAt) : <em>{t(messages.openNow)}</em>}</td>
                    <td className="text-end">{s.seconds === null ? '' : hours(s.seconds / 3600)}</td>
                    <td>
                      {t(REASON_NAMES[s.reason])}
                      {s.note && <div className="small text-body-secondary">{s.note}</div>}
                      {codingCell && <div className="small">{codingCell(s)}</div>}
                    </td>
                    {!onOrder && <td>{s.order ? <Link to={`/app/work/${s.order}`}>{s.order}</Link> : ''}</td>}
                    <td>{s.byName}</td>
                  </tr>
                ))}
            </tbody>
          </Table>
        </div>
      )}
    </>
  );
}
