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

/** From the start of the first of `months` ('yyyy-mm', in order) to the start of the month after the last (UTC). */
export function monthsSpan(months: readonly string[]): { start: Date; end: Date } {
  const [y, m] = months[months.length - 1].split('-').map(Number);
  return { start: new Date(`${months[0]}-01T00:00:00Z`), end: new Date(Date.UTC(y, m, 1)) };
}

/** The 12 months ending with the month of `to`. */
export const trendMonths = (to: string): string[] => {
  const [y, m] = to.slice(0, 7).split('-').map(Number);
  const start = m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
  return monthsBetween(start, to);
};

/**
 * Hours of calendar time in `months` that have passed by `now` (ms): a month not yet begun counts
 * none, the current month up to now (operating time is never counted ahead).
 */
export const hoursIn = (months: readonly string[], now = Date.now()): number =>
  months.reduce((sum, month) => {
    const [a, b] = MONTH_MS(month);
    return sum + Math.max(0, Math.min(b, now) - a) / 3_600_000;
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
  /** Repair labour per breakdown: breakdown hours ÷ breakdowns (MTTR by SMRP is downtime.ts's). */
  mttr: number | null;
  /**
   * Mean time between failures (SMRP 3.5.1): operating time ÷ breakdowns, the operating time
   * being the hours passed × the units that run (operatingUnits) − the hours they were stopped
   * (the recorded stops; a plant that records none has its repair hours stand in).
   */
  mtbf: number | null;
}

export function workKpis(counts: StatsCounts, passedHours: number, units: number, stoppedHours?: number): WorkKpis {
  const operating = passedHours * units - (stoppedHours ?? counts.breakdownHours);
  return {
    planned: ratio(counts.plannedHours, counts.hours),
    schedule: ratio(counts.onSchedule, counts.done),
    reactive: ratio(counts.breakdownHours, counts.hours),
    mttr: ratio(counts.breakdownHours, counts.breakdowns),
    mtbf: units > 0 ? ratio(Math.max(0, operating), counts.breakdowns) : null,
  };
}

/**
 * The backlog (SMRP 5.4.8 planned backlog: planned + ready work, in crew-weeks) and within it the
 * ready backlog (SMRP 5.4.9: ready work only). Orders without an estimate are not in the hours;
 * `unestimated` says how many.
 */
export interface Backlog {
  hours: number;
  orders: number;
  unestimated: number;
  capacity: number;
  weeks: number | null;
  band: BacklogBand | null;
  /** Hours of ready work (Ready-to-Schedule and scheduled). */
  readyHours: number;
  readyWeeks: number | null;
}

export function backlogOf(
  hours: number,
  orders: number,
  unestimated: number,
  capacity: number,
  readyHours = 0,
): Backlog {
  const weeks = crewWeeks(hours, capacity);
  return {
    hours,
    orders,
    unestimated,
    capacity,
    weeks,
    band: weeks === null ? null : backlogBand(weeks),
    readyHours,
    readyWeeks: crewWeeks(readyHours, capacity),
  };
}

/** Estimated hours of one craft's backlog: ready work, and work still in planning. */
export interface CraftHours {
  ready: number;
  planning: number;
}

/** One craft's backlog against its own crew hours per week. */
export interface CraftBacklog extends CraftHours {
  /** The craft's name; null for work under crafts with no capacity set ("other crafts"). */
  craft: string | null;
  /** The craft's crew hours per week (0: none set). */
  capacity: number;
  /** Ready backlog in crew-weeks (SMRP 5.4.9); null without capacity. */
  readyWeeks: number | null;
  /** Planned backlog in crew-weeks: planning + ready work (SMRP 5.4.8); null without capacity. */
  weeks: number | null;
  band: BacklogBand | null;
}

/**
 * The backlog per craft: every craft with capacity or hours, most crew-weeks first (a craft
 * short of work matters as much as one drowning, so each has its band). `other`: backlog hours
 * under crafts that were not counted one by one (no capacity set), shown as one last row.
 */
export function craftBacklogs(
  hours: Record<string, CraftHours>,
  capacity: Record<string, number>,
  other: CraftHours = { ready: 0, planning: 0 },
): CraftBacklog[] {
  const crafts = [...new Set([...Object.keys(capacity), ...Object.keys(hours)])];
  const rows: CraftBacklog[] = crafts.map((craft) => {
    const { ready, planning } = hours[craft] ?? { ready: 0, planning: 0 };
    const cap = capacity[craft] > 0 ? capacity[craft] : 0;
    const weeks = crewWeeks(ready + planning, cap);
    return {
      craft,
      ready,
      planning,
      capacity: cap,
      readyWeeks: crewWeeks(ready, cap),
      weeks,
      band: weeks === null ? null : backlogBand(weeks),
    };
  });
  rows.sort((a, b) => (b.weeks ?? -1) - (a.weeks ?? -1) || (a.craft ?? '').localeCompare(b.craft ?? ''));
  // Float dust of the subtraction that made `other` is not a row.
  if (other.ready + other.planning > 1e-6)
    rows.push({
      craft: null,
      ready: Math.max(0, other.ready),
      planning: Math.max(0, other.planning),
      capacity: 0,
      readyWeeks: null,
      weeks: null,
      band: null,
    });
  return rows;
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
  /** Repair hours of its breakdowns, and per breakdown. */
  hours: number;
  repair: number | null;
  /** Hours stopped (recorded stops of every reason), null when none was recorded. */
  stopped: number | null;
  /** SMRP 3.5.2: failure downtime ÷ failure stops; null without a recorded failure stop. */
  mttr: number | null;
  /** SMRP 3.5.1: (hours passed − hours stopped, or the repair hours without stops) ÷ breakdowns. */
  mtbf: number | null;
}

/** One item's downtime in the period (the downtime rollup's `equipment` entries, in seconds). */
export type StoppedByEquipment = Readonly<Record<string, { s: number; f: number; fs: number }>>;

/**
 * Per system (a register item with children: an area, a line, a machine with its parts): the
 * breakdowns of every unit under it, as the system's own. A system stops when any of its units
 * does, so its MTBF is the hours passed (less the repair hours) ÷ all their breakdowns. `parentOf`
 * maps an item to its parent (the plant's register); most breakdown hours first.
 */
export function systemReliability(
  equipment: StatsCounts['equipment'],
  parentOf: ReadonlyMap<string, string | null>,
  passedHours: number,
  top = 10,
  stopped: StoppedByEquipment = {},
): EquipmentReliability[] {
  const ancestors = (eqid: string) => {
    // Every ancestor, nearest first (a loop in damaged data stops at the first repeat).
    const seen = new Set<string>([eqid]);
    const found: string[] = [];
    for (let up = parentOf.get(eqid) ?? null; up && !seen.has(up); up = parentOf.get(up) ?? null) {
      seen.add(up);
      found.push(up);
    }
    return found;
  };
  const systems = new Map<string, { n: number; h: number }>();
  for (const [eqid, e] of Object.entries(equipment)) {
    if (e.n <= 0) continue;
    for (const up of ancestors(eqid)) {
      const was = systems.get(up) ?? { n: 0, h: 0 };
      systems.set(up, { n: was.n + e.n, h: was.h + e.h });
    }
  }
  // A system's stops: its units' (a stop of two units at once counts twice: an upper bound).
  const systemStops: Record<string, { s: number; f: number; fs: number }> = {};
  for (const [eqid, d] of Object.entries(stopped))
    for (const up of ancestors(eqid)) {
      const was = systemStops[up] ?? { s: 0, f: 0, fs: 0 };
      systemStops[up] = { s: was.s + d.s, f: was.f + d.f, fs: was.fs + d.fs };
    }
  return equipmentReliability(Object.fromEntries(systems), passedHours, top, systemStops);
}

/** Per piece of equipment with breakdowns: MTTR and MTBF over `calendarHours`, most breakdown hours first. */
export function equipmentReliability(
  equipment: StatsCounts['equipment'],
  calendarHours: number,
  top = 10,
  stopped: StoppedByEquipment = {},
): EquipmentReliability[] {
  return Object.entries(equipment)
    .filter(([, e]) => e.n > 0)
    .map(([eqid, e]) => {
      const d = stopped[eqid];
      const stoppedHours = d ? d.s / 3600 : null;
      return {
        eqid,
        breakdowns: e.n,
        hours: e.h,
        repair: ratio(e.h, e.n),
        stopped: stoppedHours,
        mttr: d ? ratio(d.fs / 3600, d.f) : null,
        mtbf: ratio(Math.max(0, calendarHours - (stoppedHours ?? e.h)), e.n),
      };
    })
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
  units: number,
  /** Month → hours stopped (recorded stops); a month without is left to the repair hours. */
  stoppedHours: Readonly<Record<string, number>> = {},
  now = Date.now(),
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
      ...workKpis(counts, hoursIn([month], now), units, stoppedHours[month]),
    };
  });
}

/** Whether a period has anything to show (no data → "no data for this period", never empty axes). */
export const hasData = (counts: StatsCounts, pm: PmCompliance): boolean =>
  counts.done > 0 || pm.onTime + pm.late + pm.missed + pm.overdue > 0;
