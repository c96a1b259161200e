// The dashboard's figures: every KPI's formula in one pure place, so the page, the
// report, the CSV export and the tests share them. Inputs are rollup months (workStats, PM
// compliance) and a few server aggregations; nothing here reads an order. A figure that would
// divide by zero is null (shown as "—" with the reason), never NaN.
import { type BacklogBand, backlogBand, crewWeeks } from '../lib/backlog';
import { addCounts } from './workStats';
import { emptyCounts, type StatsCounts, type WorkStatsMonth } from './workStats';

export interface PmMonth {
  month: string;
  onTime: number;
  late: number;
  missed: number;
}

const MONTH_MS = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return [Date.UTC(y, m - 1, 1), Date.UTC(y, m, 1)] as const;
};

/** The 'yyyy-mm' months from the month of `from` to the month of `to` (yyyy-mm-dd or ISO), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** The 12 months ending with the month of `to`. */
export const trendMonths = (to: string): string[] => {
  const [y, m] = to.slice(0, 7).split('-').map(Number);
  const start = m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
  return monthsBetween(start, to);
};

/** Hours of calendar time in `months` (operating time for MTBF). */
export const hoursIn = (months: readonly string[]): number =>
  months.reduce((sum, month) => {
    const [a, b] = MONTH_MS(month);
    return sum + (b - a) / 3_600_000;
  }, 0);

/** The sum of the rollup months among `months`. */
export function sumMonths(stats: readonly WorkStatsMonth[], months: readonly string[]): StatsCounts {
  const wanted = new Set(months);
  return stats.filter((s) => wanted.has(s.month)).reduce((sum, s) => addCounts(sum, s), emptyCounts());
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export interface PmCompliance {
  onTime: number;
  late: number;
  missed: number;
  /** Open preventive orders past their due date (counted as missed). */
  overdue: number;
  /** onTime ÷ (onTime + late + missed + overdue); null when nothing was due. */
  ratio: number | null;
}

export function pmCompliance(months: readonly PmMonth[], overdue: number): PmCompliance {
  const sum = months.reduce(
    (s, m) => ({ onTime: s.onTime + m.onTime, late: s.late + m.late, missed: s.missed + m.missed }),
    { onTime: 0, late: 0, missed: 0 },
  );
  return { ...sum, overdue, ratio: ratio(sum.onTime, sum.onTime + sum.late + sum.missed + overdue) };
}

/** World-class PM compliance, and the planned-work target band. */
export const PM_WORLD_CLASS = 0.9;
export const PLANNED_TARGET = { from: 0.8, to: 0.9 } as const;

export interface WorkKpis {
  /** Planned hours ÷ all hours of completed work. */
  planned: number | null;
  /** Orders completed in the week they were scheduled for ÷ orders completed. */
  schedule: number | null;
  /** Breakdown (BRP) hours ÷ all hours. */
  reactive: number | null;
  /** Mean time to repair: breakdown hours ÷ breakdowns. */
  mttr: number | null;
  /** Mean time between failures: (calendar hours × equipment − breakdown hours) ÷ breakdowns. */
  mtbf: number | null;
}

export function workKpis(counts: StatsCounts, calendarHours: number, equipmentCount: number): WorkKpis {
  const operating = calendarHours * equipmentCount - counts.breakdownHours;
  return {
    planned: ratio(counts.plannedHours, counts.hours),
    schedule: ratio(counts.onSchedule, counts.done),
    reactive: ratio(counts.breakdownHours, counts.hours),
    mttr: ratio(counts.breakdownHours, counts.breakdowns),
    mtbf: equipmentCount > 0 ? ratio(Math.max(0, operating), counts.breakdowns) : null,
  };
}

export interface Backlog {
  hours: number;
  orders: number;
  unestimated: number;
  capacity: number;
  weeks: number | null;
  band: BacklogBand | null;
}

export function backlogOf(hours: number, orders: number, unestimated: number, capacity: number): Backlog {
  const weeks = crewWeeks(hours, capacity);
  return { hours, orders, unestimated, capacity, weeks, band: weeks === null ? null : backlogBand(weeks) };
}

export interface ParetoItem {
  key: string;
  value: number;
}

/** Largest first; zero and negative entries (float dust, taken back) left out; at most `top`. */
export function pareto(entries: Record<string, number>, top = 10): ParetoItem[] {
  return Object.entries(entries)
    .filter(([, v]) => v > 1e-9)
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, top);
}

/** Delay hours per code family 1–7 (the code's first character: 1 permits and safety … 7 environment). */
export function delayFamilies(delays: Record<string, number>): Record<string, number> {
  const families: Record<string, number> = {};
  for (const [code, hours] of Object.entries(delays)) {
    const family = code.charAt(0);
    if (/^[1-7]$/.test(family)) families[family] = (families[family] ?? 0) + hours;
  }
  return families;
}

export interface EquipmentReliability {
  eqid: string;
  breakdowns: number;
  hours: number;
  mttr: number | null;
  mtbf: number | null;
}

/** Per piece of equipment with breakdowns: MTTR and MTBF over `calendarHours`, most breakdown hours first. */
export function equipmentReliability(
  equipment: StatsCounts['equipment'],
  calendarHours: number,
  top = 10,
): EquipmentReliability[] {
  return Object.entries(equipment)
    .filter(([, e]) => e.n > 0)
    .map(([eqid, e]) => ({
      eqid,
      breakdowns: e.n,
      hours: e.h,
      mttr: ratio(e.h, e.n),
      mtbf: ratio(Math.max(0, calendarHours - e.h), e.n),
    }))
    .sort((a, b) => b.hours - a.hours || b.breakdowns - a.breakdowns || a.eqid.localeCompare(b.eqid))
    .slice(0, top);
}

export interface TrendPoint extends WorkKpis {
  month: string;
  pm: number | null;
  done: number;
}

/** The KPIs month by month (no overdue orders in past months: what the rollup recorded). */
export function trends(
  months: readonly string[],
  stats: readonly WorkStatsMonth[],
  pm: readonly PmMonth[],
  equipmentCount: number,
): TrendPoint[] {
  return months.map((month) => {
    const counts = sumMonths(stats, [month]);
    return {
      month,
      done: counts.done,
      pm: pmCompliance(
        pm.filter((p) => p.month === month),
        0,
      ).ratio,
      ...workKpis(counts, hoursIn([month]), equipmentCount),
    };
  });
}

/** Whether a period has anything to show (no data → "no data for this period", never empty axes). */
export const hasData = (counts: StatsCounts, pm: PmCompliance): boolean =>
  counts.done > 0 || pm.onTime + pm.late + pm.missed + pm.overdue > 0;
