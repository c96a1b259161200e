// The dashboard's charts (Chart.js through KpiChart, in this lazily loaded chunk): 12-month
// trends, the four Paretos, the orders by stage and by age, and MTTR/MTBF per equipment. Every
// chart states its formula and has its table, CSV and PNG.
import { useIntl } from 'react-intl';
import KpiChart from '../../../components/charts/KpiChart';
import { DELAY_GROUP_NAMES } from '../../work/messages';
import { FAILURE_CAUSE_NAMES } from '../../../components/failureCodes/messages';
import { AGE_BUCKETS, type DashboardCounts } from '../dashboardService';
import messages from '../messages';
import { isDowntimeReason } from '../../../domain/downtime';
import { REASON_NAMES } from '../../../components/downtime/messages';
import { countFormat, hoursFormat, percentPoints, pmRuleText, toPoints } from './format';
import type { DashboardFigures } from './useDashboardFigures';

const STAGE_LABELS = {
  requests: messages.stageRequests,
  onHold: messages.stageOnHold,
  planning: messages.stagePlanning,
  scheduled: messages.stageScheduled,
  inProgress: messages.stageInProgress,
  completed: messages.stageCompleted,
  closed: messages.stageClosed,
} as const;

const AGE_LABELS = {
  week: messages.ageWeek,
  month: messages.ageMonth,
  quarter: messages.ageQuarter,
  older: messages.ageOlder,
} as const;

const col = 'col-lg-6';

export function monthLabel(intl: ReturnType<typeof useIntl>, month: string) {
  const [y, m] = month.split('-').map(Number);
  return intl.formatDate(new Date(y, m - 1, 15), { month: 'short', year: 'numeric' });
}

export function TrendCharts({ figures, fileName }: { figures: DashboardFigures; fileName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labels = figures.trends.map((p) => monthLabel(intl, p.month));
  const percent = percentPoints(intl);
  const common = { labels, categoryHeader: t(messages.month), emptyText: t(messages.emptyChart) };
  return (
    <>
      <div className={col}>
        <KpiChart
          {...common}
          kind="line"
          title={t(messages.trendPm)}
          description={t(messages.pmFormula, {
            rule: pmRuleText(intl, figures.pmRules),
          })}
          series={[{ key: 'pm', label: t(messages.pm), values: figures.trends.map((p) => toPoints(p.pm)) }]}
          line={{ value: 90, label: t(messages.worldClass) }}
          format={percent}
          yMax={100}
          fileName={`${fileName}-pm-compliance`}
        />
      </div>
      <div className={col}>
        <KpiChart
          {...common}
          kind="line"
          title={t(messages.trendPlanned)}
          description={t(messages.plannedFormula)}
          series={[
            { key: 'planned', label: t(messages.planned), values: figures.trends.map((p) => toPoints(p.planned)) },
          ]}
          band={{ from: 80, to: 90, label: t(messages.plannedBand) }}
          format={percent}
          yMax={100}
          fileName={`${fileName}-planned-work`}
        />
      </div>
      <div className={col}>
        <KpiChart
          {...common}
          kind="line"
          title={t(messages.trendSchedule)}
          description={`${t(messages.onScheduleFormula)} ${t(messages.reactiveFormula)}`}
          series={[
            {
              key: 'schedule',
              label: t(messages.onSchedule),
              values: figures.trends.map((p) => toPoints(p.schedule)),
            },
            {
              key: 'reactive',
              label: t(messages.reactive),
              values: figures.trends.map((p) => toPoints(p.reactive)),
              color: '--bs-danger',
            },
          ]}
          format={percent}
          yMax={100}
          fileName={`${fileName}-schedule-reactive`}
        />
      </div>
      <div className={col}>
        <KpiChart
          {...common}
          kind="bar"
          title={t(messages.trendRepair)}
          description={t(messages.mttrFormula)}
          series={[{ key: 'mttr', label: t(messages.mttr), values: figures.mttrTrend }]}
          format={hoursFormat(intl)}
          fileName={`${fileName}-mttr`}
        />
      </div>
      <div className={col}>
        <KpiChart
          {...common}
          kind="line"
          title={t(messages.trendMtbf)}
          description={t(messages.mtbfFormula, { units: intl.formatNumber(figures.units) })}
          series={[{ key: 'mtbf', label: t(messages.mtbf), values: figures.trends.map((p) => p.mtbf) }]}
          format={hoursFormat(intl)}
          fileName={`${fileName}-mtbf`}
        />
      </div>
    </>
  );
}

export function ParetoCharts({ figures, fileName }: { figures: DashboardFigures; fileName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const empty = t(messages.emptyChart);
  const causeName = (code: string) =>
    code in FAILURE_CAUSE_NAMES ? `${code} ${t(FAILURE_CAUSE_NAMES[code as keyof typeof FAILURE_CAUSE_NAMES])}` : code;
  const reasonName = (r: string) => (isDowntimeReason(r) ? t(REASON_NAMES[r]) : r);
  const familyName = (f: string) =>
    f in DELAY_GROUP_NAMES ? `${f} ${t(DELAY_GROUP_NAMES[f as keyof typeof DELAY_GROUP_NAMES])}` : f;
  return (
    <>
      <div className={col}>
        <KpiChart
          kind="pareto"
          title={t(messages.paretoCauses)}
          description={t(messages.paretoCausesFormula)}
          labels={figures.causes.map((c) => causeName(c.key))}
          series={[{ key: 'orders', label: t(messages.orders), values: figures.causes.map((c) => c.value) }]}
          format={countFormat(intl)}
          integer
          categoryHeader={t(messages.cause)}
          emptyText={empty}
          fileName={`${fileName}-failure-causes`}
        />
      </div>
      <div className={col}>
        <KpiChart
          kind="pareto"
          title={t(messages.paretoDelays)}
          description={t(messages.paretoDelaysFormula)}
          labels={figures.delays.map((d) => familyName(d.key))}
          series={[{ key: 'hours', label: t(messages.hoursLost), values: figures.delays.map((d) => d.value) }]}
          format={hoursFormat(intl)}
          categoryHeader={t(messages.delayFamily)}
          emptyText={empty}
          fileName={`${fileName}-delays`}
        />
      </div>
      <div className={col}>
        <KpiChart
          kind="pareto"
          title={t(messages.paretoEquipment)}
          description={t(messages.paretoEquipmentFormula)}
          labels={figures.equipment.map((e) => e.tag)}
          series={[{ key: 'hours', label: t(messages.breakdownHours), values: figures.equipment.map((e) => e.hours) }]}
          format={hoursFormat(intl)}
          categoryHeader={t(messages.equipment)}
          emptyText={empty}
          fileName={`${fileName}-equipment`}
        />
      </div>
      <div className={col}>
        <KpiChart
          kind="pareto"
          title={t(messages.paretoDowntime)}
          description={t(messages.paretoDowntimeFormula)}
          labels={figures.downtimeReasons.map((r) => reasonName(r.key))}
          series={[
            { key: 'hours', label: t(messages.hoursStopped), values: figures.downtimeReasons.map((r) => r.value) },
          ]}
          format={hoursFormat(intl)}
          categoryHeader={t(messages.downtimeReason)}
          emptyText={empty}
          fileName={`${fileName}-downtime`}
        />
      </div>
    </>
  );
}

export function OrderCharts({
  counts,
  crafts,
  fileName,
}: {
  counts: DashboardCounts | null;
  crafts: DashboardFigures['crafts'];
  fileName: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stages = Object.keys(STAGE_LABELS) as (keyof typeof STAGE_LABELS)[];
  // Crafts with capacity are drawn in crew-weeks; the rest (no capacity) is said in hours.
  const drawn = crafts.filter((c) => c.craft !== null && c.capacity > 0);
  const other = crafts
    .filter((c) => c.craft === null || c.capacity === 0)
    .reduce((h, c) => h + c.ready + c.planning, 0);
  const weeksFormat = (v: number) => t(messages.weeks, { value: v });
  return (
    <>
      <div className={col}>
        <KpiChart
          kind="bar"
          stacked
          title={t(messages.byCraft)}
          description={t(messages.byCraftFormula)}
          labels={drawn.map((c) => c.craft!)}
          series={[
            { key: 'ready', label: t(messages.readySeries), values: drawn.map((c) => c.ready / c.capacity) },
            {
              key: 'planning',
              label: t(messages.planningSeries),
              values: drawn.map((c) => c.planning / c.capacity),
              color: '--bs-warning',
            },
          ]}
          band={{ from: 2, to: 4, label: t(messages.healthyBand) }}
          format={weeksFormat}
          categoryHeader={t(messages.craft)}
          emptyText={counts ? t(messages.backlogNoCapacity) : t(messages.needsConnection)}
          fileName={`${fileName}-backlog-by-craft`}
        />
        {other > 1e-6 && (
          <p className="small text-body-secondary" data-other-crafts>
            {t(messages.otherCrafts, { hours: other })}
          </p>
        )}
      </div>
      <div className={col}>
        <KpiChart
          kind="bar"
          title={t(messages.byStage)}
          description={t(messages.byStageFormula)}
          labels={stages.map((s) => t(STAGE_LABELS[s]))}
          series={[{ key: 'orders', label: t(messages.orders), values: stages.map((s) => counts?.byGroup[s] ?? null) }]}
          format={countFormat(intl)}
          integer
          categoryHeader={t(messages.stage)}
          emptyText={counts ? t(messages.emptyChart) : t(messages.needsConnection)}
          fileName={`${fileName}-by-stage`}
        />
      </div>
      <div className={col}>
        <KpiChart
          kind="bar"
          title={t(messages.byAge)}
          description={t(messages.byAgeFormula)}
          labels={AGE_BUCKETS.map((b) => t(AGE_LABELS[b.key]))}
          series={[
            {
              key: 'orders',
              label: t(messages.orders),
              values: AGE_BUCKETS.map((b) => counts?.byAge[b.key] ?? null),
              color: '--bs-warning',
            },
          ]}
          format={countFormat(intl)}
          integer
          categoryHeader={t(messages.age)}
          emptyText={counts ? t(messages.emptyChart) : t(messages.needsConnection)}
          fileName={`${fileName}-by-age`}
        />
      </div>
    </>
  );
}
