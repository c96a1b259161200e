// The KPI tiles: each figure with its name, its formula in words (help text, linked to the
// figure) and, when there is no figure, why. A CSV of the same table for spreadsheets.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { downloadText } from '../../../lib/download';
import messages from '../messages';
import type { DashboardFigures } from './useDashboardFigures';
import { hoursOf, percentOf, pmRuleText } from './format';
import { HelpLink } from '../../../components/HelpLink';
import { backlogBand } from '../../../lib/backlog';

interface Tile {
  key: string;
  name: string;
  value: string;
  formula: string;
  /** Why there is no figure, or a detail under it. */
  note?: string;
  tone?: 'success' | 'warning' | 'danger';
  extra?: React.ReactNode;
}

function KpiTile({ tile }: { tile: Tile }) {
  const formulaId = useId();
  return (
    <div className="col-sm-6 col-lg-4 col-xxl-3">
      <Card className="h-100" data-kpi={tile.key}>
        <CardBody>
          <h2 className="h6 text-body-secondary mb-1">{tile.name}</h2>
          <p
            className={`h3 mb-1${tile.tone ? ` text-${tile.tone}-emphasis` : ''}`}
            aria-describedby={formulaId}
            data-kpi-value
          >
            <bdi>{tile.value}</bdi>
          </p>
          {tile.note && <p className="small mb-1">{tile.note}</p>}
          {tile.extra}
          <p id={formulaId} className="small text-body-secondary mb-0">
            {tile.formula}
          </p>
        </CardBody>
      </Card>
    </div>
  );
}

export function KpiTiles({
  figures,
  countsReady,
  fileName,
}: {
  figures: DashboardFigures;
  countsReady: boolean;
  fileName: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { backlog, pm, work } = figures;
  const pmRules = pmRuleText(intl, figures.pmRules);
  const hours = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
  /** A backlog tile: crew-weeks of `worked` hours against the capacity, with its band or why there is none. */
  const backlogTileOf = (
    key: string,
    name: string,
    formula: typeof messages.backlogFormula,
    worked: number | undefined,
    weeks: number | null | undefined,
  ): Tile => {
    const band = weeks == null ? null : backlogBand(weeks);
    return {
      key,
      name,
      value: weeks != null ? t(messages.weeks, { value: weeks }) : '—',
      formula: t(formula, {
        hours: worked !== undefined ? `${hours(worked)} h` : '—',
        capacity: backlog && backlog.capacity > 0 ? `${hours(backlog.capacity)} h` : '—',
      }),
      note: !countsReady
        ? t(messages.needsConnection)
        : band === null
          ? t(messages.backlogNoCapacity)
          : t(band === 'low' ? messages.bandLow : band === 'high' ? messages.bandHigh : messages.bandHealthy),
      tone: band ? (band === 'healthy' ? 'success' : 'warning') : undefined,
    };
  };
  const backlogTile: Tile = {
    ...backlogTileOf('backlog', t(messages.backlog), messages.backlogFormula, backlog?.hours, backlog?.weeks),
    extra: (
      <>
        {backlog && backlog.unestimated > 0 && (
          <p className="small mb-1">{t(messages.backlogUnestimated, { count: backlog.unestimated })}</p>
        )}
        {countsReady && backlog?.weeks == null && (
          <p className="small mb-1">
            <Link to="/app/work/schedule/weekly">{t(messages.setCapacity)}</Link>
          </p>
        )}
      </>
    ),
  };
  const readyTile = backlogTileOf(
    'readyBacklog',
    t(messages.readyBacklog),
    messages.readyBacklogFormula,
    backlog?.readyHours,
    backlog?.readyWeeks,
  );
  const tiles: Tile[] = [
    backlogTile,
    readyTile,
    {
      key: 'pm',
      name: t(messages.pm),
      value: percentOf(intl, pm.ratio),
      formula: t(messages.pmFormula, { rule: pmRules }),
      note:
        pm.ratio === null
          ? t(messages.pmNone)
          : t(messages.pmDetail, { onTime: pm.onTime, late: pm.late, missed: pm.missed, overdue: pm.overdue }),
      tone: pm.ratio === null ? undefined : pm.ratio >= 0.9 ? 'success' : 'warning',
      extra: <HelpLink topic="pm-compliance" className="d-inline-flex mb-1" />,
    },
    {
      key: 'planned',
      name: t(messages.planned),
      value: percentOf(intl, work.planned),
      formula: t(messages.plannedFormula),
      note: work.planned === null ? t(messages.noHours) : undefined,
      tone: work.planned === null ? undefined : work.planned >= 0.8 ? 'success' : 'warning',
    },
    {
      key: 'schedule',
      name: t(messages.schedule),
      value: percentOf(intl, figures.schedule?.byOrders ?? null),
      formula: t(messages.scheduleFormula),
      note: [
        !countsReady || !figures.schedule
          ? t(messages.needsConnection)
          : figures.schedule.byOrders === null
            ? t(messages.scheduleNone)
            : t(messages.scheduleDetail, {
                done: figures.schedule.doneCount,
                count: figures.schedule.count,
                weeks: figures.schedule.weeks,
                hours: percentOf(intl, figures.schedule.byHours),
              }),
        figures.schedule?.unfrozen ? t(messages.scheduleUnfrozen, { weeks: figures.schedule.unfrozen }) : '',
        work.schedule === null ? '' : t(messages.scheduleCompleted, { share: percentOf(intl, work.schedule) }),
      ]
        .filter(Boolean)
        .join(' '),
    },
    {
      key: 'reactive',
      name: t(messages.reactive),
      value: percentOf(intl, work.reactive),
      formula: t(messages.reactiveFormula),
      note: work.reactive === null ? t(messages.noHours) : undefined,
    },
    {
      key: 'availability',
      name: t(messages.availability),
      value: percentOf(intl, figures.downtime.availability),
      formula: t(messages.availabilityFormula, { units: intl.formatNumber(figures.units) }),
      note: t(messages.availabilityNote, {
        stops: figures.stops.stops,
        hours: hoursOf(intl, figures.downtime.downtimeHours),
      }),
    },
    {
      key: 'mttr',
      name: t(messages.mttr),
      value: hoursOf(intl, figures.downtime.mttr),
      formula: t(messages.mttrFormula),
      note: [
        figures.downtime.mttr === null
          ? t(messages.noFailureStops)
          : t(messages.failureStops, { n: figures.stops.failures }),
        t(messages.repairPerBreakdown, { hours: hoursOf(intl, work.mttr) }),
      ].join(' '),
    },
    {
      key: 'mtbf',
      name: t(messages.mtbf),
      value: hoursOf(intl, work.mtbf),
      formula: t(messages.mtbfFormula, { units: intl.formatNumber(figures.units) }),
      note: work.mtbf === null ? t(messages.noBreakdowns) : undefined,
    },
  ];
  // papaparse quotes what needs quoting; loaded on first use.
  const csv = async () =>
    downloadText(
      `${fileName}-kpis.csv`,
      (await import('papaparse')).default.unparse([
        [t(messages.kpiColumn), t(messages.valueColumn), t(messages.formulaColumn)],
        ...tiles.map((tile) => [tile.name, tile.value, tile.formula]),
      ]),
    );
  return (
    <section aria-labelledby="kpi-tiles">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="kpi-tiles" className="visually-hidden">
          {t(messages.title)}
        </h2>
        <HelpLink topic="kpis" className="ms-auto d-print-none" />
        <Button size="sm" color="secondary" outline className="d-print-none" onClick={() => void csv()}>
          {t(messages.kpiCsv)}
        </Button>
      </div>
      <div className="row g-3">
        {tiles.map((tile) => (
          <KpiTile key={tile.key} tile={tile} />
        ))}
      </div>
    </section>
  );
}
