// The demo's other costs of work orders: about one completed order in ten has a contractor's
// invoice, a hire, outside services or travel on it, recorded by the admin between the order's
// raising and its completion (so the cost report shows the column filled). Deterministic for a day.
import { OTHER_COST_LIMITS, type OtherCostKind } from '../src/domain/costs';
import { between, int, newId, pick, randomFrom } from './seedRandom.ts';

interface OrderLike {
  site: string;
  plant: string;
  number: string;
  data: { raisedAt: Date; completedAt: Date | null };
}

/** What the demo's lines are for, by kind, with their usual amounts. */
const LINES: readonly { kind: OtherCostKind; what: string; low: number; high: number }[] = [
  { kind: 'contractor', what: 'Vibration specialist, one visit', low: 380, high: 620 },
  { kind: 'contractor', what: 'Motor rewind at the motor shop', low: 900, high: 2400 },
  { kind: 'contractor', what: 'Laser alignment by the supplier', low: 450, high: 780 },
  { kind: 'rental', what: 'Mobile crane, half a day', low: 350, high: 650 },
  { kind: 'rental', what: 'Scaffolding, one week', low: 220, high: 480 },
  { kind: 'services', what: 'Oil analysis, laboratory', low: 60, high: 140 },
  { kind: 'services', what: 'Machining of a shaft sleeve', low: 180, high: 420 },
  { kind: 'travel', what: 'Technician travel to the site', low: 40, high: 160 },
];

/** One line, now and then, on the completed orders. */
export function otherCostDocuments(
  uid: string,
  orders: readonly OrderLike[],
  who: { uid: string; name: string },
  now: Date,
): [string, Record<string, unknown>][] {
  const random = randomFrom(Number(now.toISOString().slice(0, 10).replaceAll('-', '')) + 4040);
  const docs: [string, Record<string, unknown>][] = [];
  for (const o of orders) {
    const done = o.data.completedAt;
    if (!done || random() > 0.1) continue;
    const line = pick(random, LINES);
    const amount = Math.min(OTHER_COST_LIMITS.amount, Math.round(between(random, line.low, line.high) * 100) / 100);
    const from = o.data.raisedAt.getTime();
    const at = new Date(from + (done.getTime() - from) * between(random, 0.3, 0.95));
    docs.push([
      `users/${uid}/companies/${uid}/sites/${o.site}/plants/${o.plant}/otherCosts/${newId(random)}`,
      { order: o.number, kind: line.kind, what: line.what, amount, by: who.uid, byName: who.name, at },
    ]);
    // Sometimes a second line (travel with a contractor).
    if (line.kind === 'contractor' && int(random, 0, 2) === 0)
      docs.push([
        `users/${uid}/companies/${uid}/sites/${o.site}/plants/${o.plant}/otherCosts/${newId(random)}`,
        {
          order: o.number,
          kind: 'travel',
          what: 'Contractor travel',
          amount: Math.round(between(random, 40, 120) * 100) / 100,
          by: who.uid,
          byName: who.name,
          at,
        },
      ]);
  }
  return docs;
}
