// What maintenance cost: each completed work order's labour (its actual hours at its planned
// craft's rate per hour) and parts (issued less returned, at each part's cost when issued), rolled
// up per month of completion and per equipment. Pure: the cost page, its CSV and the tests share
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

export interface CostRow extends CostOrder {
  /** null: its craft has no rate. */
  labour: number | null;
  parts: number;
  /** Labour (0 when not priced) + parts. */
  total: number;
}

export interface CostGroup {
  key: string;
  label: string;
  orders: number;
  hours: number;
  labour: number;
  parts: number;
  total: number;
  /** Orders whose labour could not be priced. */
  unpriced: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Each order's cost; `movements` are the issues and returns of any orders, keyed by order number. */
export function orderCosts(
  orders: readonly CostOrder[],
  rates: Readonly<Record<string, number>>,
  movements: ReadonlyMap<string, readonly { kind: MovementKind; quantity: number; unitCost: number }[]>,
): CostRow[] {
  return orders.map((o) => {
    const labour = labourCost([{ craft: o.craft.trim(), hours: o.actualHours }], rates);
    const parts = partsCost(movements.get(o.number) ?? []);
    return { ...o, labour, parts, total: cents((labour ?? 0) + parts) };
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
      total: 0,
      unpriced: 0,
    };
    g.orders += 1;
    g.hours = Math.round((g.hours + r.actualHours) * 100) / 100;
    g.labour = cents(g.labour + (r.labour ?? 0));
    g.parts = cents(g.parts + r.parts);
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
