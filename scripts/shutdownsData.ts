// The demo's shutdown: in the first demo plant, the three working days from the Monday two weeks
// ahead, stopping the first area of the plant's tree (its top item and all under it), with the
// open work on that equipment planned into it (at most eight orders: ready and scheduled work
// first, then work still in planning). Deterministic for one `now`.
import { addDays, dayOf, mondayOf } from '../src/lib/days';
import { withBranches } from '../src/domain/assets';
import { cleanShutdown, SHUTDOWN_LIMITS } from '../src/domain/shutdowns';
import { BACKLOG_STATUSES, READY_STATUSES, type WorkStatus } from '../src/domain/statusMachine';
import type { SeedItem } from './plantData.ts';
import type { SeedOrder } from './workData.ts';

/** The demo shutdown's id (a fixed one, so seeding can run again). */
export const DEMO_SHUTDOWN_ID = 'demo-wet-end-outage';

export function demoShutdownDocument(
  uid: string,
  plant: { site: string; plant: string; equipment: readonly SeedItem[] },
  orders: readonly SeedOrder<{ status: WorkStatus; equipmentId: string }>[],
  now: Date,
): readonly [path: string, data: object] {
  const items = plant.equipment.map(({ id, input }) => ({ id, parent: input.parent ?? null }));
  const top = items.find((e) => e.parent === null);
  const scope = withBranches(top ? [top.id] : [], items).slice(0, SHUTDOWN_LIMITS.equipment);
  const inScope = new Set(scope);
  const work = orders
    .filter(
      (o) =>
        o.site === plant.site &&
        o.plant === plant.plant &&
        inScope.has(o.data.equipmentId) &&
        BACKLOG_STATUSES.includes(o.data.status),
    )
    // Ready and scheduled work first (a planner puts ready work into a shutdown), then work still in planning.
    .sort(
      (a, b) =>
        Number(!READY_STATUSES.includes(a.data.status)) - Number(!READY_STATUSES.includes(b.data.status)) ||
        a.number.localeCompare(b.number),
    )
    .slice(0, 8)
    .map((o) => o.number);
  const start = addDays(mondayOf(dayOf(now)), 14);
  const input = cleanShutdown({
    title: 'Wet end outage',
    start,
    end: addDays(start, 2),
    equipment: scope,
    orders: work,
    note: 'Felts and wires changed by the supplier on day 1. Isolate at the wet end MCC; the LOTO list is in the procedures library.',
  });
  return [
    `users/${uid}/companies/${uid}/sites/${plant.site}/plants/${plant.plant}/shutdowns/${DEMO_SHUTDOWN_ID}`,
    { ...input, cancelled: false, createdAt: now, createdBy: uid, updatedAt: now, updatedBy: uid },
  ];
}
