// What maintenance cost: each completed work order's labour (its actual hours at its planned
// craft's rate per hour), parts (issued less returned, at each part's cost when issued) and other
// costs (a contractor's invoice, a hired crane: lines recorded on the order), rolled up per month
// of completion and per equipment. Pure: the cost page, its CSV and the tests share
// it. An order whose craft has no rate cannot be priced: its labour is left out of the sums and
// counted, so a total is never smaller than it says without saying so.
import { labourCost } from './capacity';
import { partsCost, type MovementKind } from './inventory';

export interface CostOrder {
  number: string;
  title: string;
  equipmentId: string;
  equipmentTag: string;
  equipmentName: string;
  /** ISO; the month it counts in (UTC). */
  completedAt: string;
  craft: string;
  actualHours: number;
}

/** What an order's other costs are for. */
export const OTHER_COST_KINDS = ['contractor', 'rental', 'services', 'travel', 'other'] as const;
export type OtherCostKind = (typeof OTHER_COST_KINDS)[number];
export const isOtherCostKind = (v: unknown): v is OtherCostKind => OTHER_COST_KINDS.includes(v as OtherCostKind);

export const OTHER_COST_LIMITS = { what: 200, amount: 1_000_000 } as const;

/** An other-cost line as typed. */
export interface OtherCostDraft {
  kind: string;
  what: string;
  amount: string;
}

export type OtherCostProblem =
  | 'kind'
  | 'whatMissing'
  | 'whatTooLong'
  | 'amountMissing'
  | 'amountNotANumber'
  | 'amountNotPositive'
  | 'amountTooLarge'
  | 'amountCents';

/** What is wrong with a typed other-cost line, by field (none: it may be saved). */
export function otherCostProblems(d: OtherCostDraft): Partial<Record<'kind' | 'what' | 'amount', OtherCostProblem>> {
  const problems: Partial<Record<'kind' | 'what' | 'amount', OtherCostProblem>> = {};
  if (!isOtherCostKind(d.kind)) problems.kind = 'kind';
  const what = d.what.trim();
  if (!what) problems.what = 'whatMissing';
  else if (what.length > OTHER_COST_LIMITS.what) problems.what = 'whatTooLong';
  const typed = d.amount.trim().replace(',', '.');
  const amount = Number(typed);
  if (!typed) problems.amount = 'amountMissing';
  else if (!/^-?\d*\.?\d*$/.test(typed) || !Number.isFinite(amount)) problems.amount = 'amountNotANumber';
  else if (amount <= 0) problems.amount = 'amountNotPositive';
  else if (amount > OTHER_COST_LIMITS.amount) problems.amount = 'amountTooLarge';
  else if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) problems.amount = 'amountCents';
  return problems;
}

/** The amount of a typed line that has no problems. */
export const typedAmount = (typed: string): number => Math.round(Number(typed.trim().replace(',', '.')) * 100) / 100;

/** The sum of other-cost lines, to the cent. */
export const otherCostsTotal = (lines: readonly { amount: number }[]): number =>
  Math.round(lines.reduce((sum, l) => sum + l.amount, 0) * 100) / 100;

export interface CostRow extends CostOrder {
  /** null: its craft has no rate. */
  labour: number | null;
  parts: number;
  other: number;
  /** Labour (0 when not priced) + parts + other. */
  total: number;
}

export interface CostGroup {
  key: string;
  label: string;
  orders: number;
  hours: number;
  labour: number;
  parts: number;
  other: number;
  total: number;
  /** Orders whose labour could not be priced. */
  unpriced: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Each order's cost; `movements` are the issues and returns of any orders, and `others` their
 * other-cost lines, each keyed by order number.
 */
export function orderCosts(
  orders: readonly CostOrder[],
  rates: Readonly<Record<string, number>>,
  movements: ReadonlyMap<string, readonly { kind: MovementKind; quantity: number; unitCost: number }[]>,
  others: ReadonlyMap<string, readonly { amount: number }[]> = new Map(),
): CostRow[] {
  return orders.map((o) => {
    const labour = labourCost([{ craft: o.craft.trim(), hours: o.actualHours }], rates);
    const parts = partsCost(movements.get(o.number) ?? []);
    const other = otherCostsTotal(others.get(o.number) ?? []);
    return { ...o, labour, parts, other, total: cents((labour ?? 0) + parts + other) };
  });
}

function group(rows: readonly CostRow[], keyOf: (r: CostRow) => string, labelOf: (r: CostRow) => string): CostGroup[] {
  const groups = new Map<string, CostGroup>();
  for (const r of rows) {
    const key = keyOf(r);
    const g = groups.get(key) ?? {
      key,
      label: labelOf(r),
      orders: 0,
      hours: 0,
      labour: 0,
      parts: 0,
      other: 0,
      total: 0,
      unpriced: 0,
    };
    g.orders += 1;
    g.hours = Math.round((g.hours + r.actualHours) * 100) / 100;
    g.labour = cents(g.labour + (r.labour ?? 0));
    g.parts = cents(g.parts + r.parts);
    g.other = cents(g.other + r.other);
    g.total = cents(g.total + r.total);
    if (r.labour === null && r.actualHours > 0) g.unpriced += 1;
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** Per month of completion (UTC, 'yyyy-mm'), oldest first. */
export const costByMonth = (rows: readonly CostRow[]): CostGroup[] =>
  group(
    rows,
    (r) => r.completedAt.slice(0, 7),
    (r) => r.completedAt.slice(0, 7),
  ).sort((a, b) => a.key.localeCompare(b.key));

/** Per equipment, the costliest first. */
export const costByEquipment = (rows: readonly CostRow[]): CostGroup[] =>
  group(
    rows,
    (r) => r.equipmentId,
    (r) => `${r.equipmentTag} – ${r.equipmentName}`,
  ).sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
