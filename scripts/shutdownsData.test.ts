// The demo shutdown as the app and the rules will see it: parsed by the client's reader with
// exactly the rules' keys, free of problems, stopping the first area of the first plant with
// everything under it, and holding open work on that equipment only.
import { describe, expect, it } from 'vitest';
import { checkShutdown, shutdownDays } from '../src/domain/shutdowns';
import { OPEN_STATUSES } from '../src/domain/statusMachine';
import { parseShutdown } from '../src/services/firebase/shutdowns';
import { FieldReader } from '../src/services/firebase/schema';
import { DEMO_SITES } from './plantData.ts';
import { demoShutdownDocument } from './shutdownsData.ts';
import { demoWorkOrders } from './workData.ts';

const people = { admin: { uid: 'admin-uid', name: 'Alex Admin' }, editor: { uid: 'editor-uid', name: 'Eve Editor' } };
const now = new Date('2026-11-25T10:00:00Z');
const [site] = DEMO_SITES;
const plant = site.plants[0];
const equipment = plant.equipment();
const { orders } = demoWorkOrders(people, now);
const [path, data] = demoShutdownDocument('admin-uid', { site: site.id, plant: plant.id, equipment }, orders, now);

describe('the demo shutdown', () => {
  it('is read by the client with exactly the rules’ keys, free of problems, three days two weeks ahead', () => {
    expect(path).toBe(
      `users/admin-uid/companies/admin-uid/sites/${site.id}/plants/${plant.id}/shutdowns/demo-wet-end-outage`,
    );
    expect(Object.keys(data).sort()).toEqual(
      [
        'title',
        'start',
        'end',
        'equipment',
        'orders',
        'note',
        'cancelled',
        'createdAt',
        'createdBy',
        'updatedAt',
        'updatedBy',
      ].sort(),
    );
    const shutdown = parseShutdown('demo-wet-end-outage', new FieldReader(path, data as Record<string, unknown>));
    expect(checkShutdown(shutdown)).toEqual({});
    expect(shutdown.start).toBe('2026-12-07');
    expect(shutdownDays(shutdown)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
  });

  it('stops the first area with all under it, and holds open work on that equipment only', () => {
    const shutdown = data as { equipment: string[]; orders: string[] };
    const top = equipment.find((e) => !e.input.parent)!;
    expect(shutdown.equipment).toContain(top.id);
    const children = equipment.filter((e) => e.input.parent === top.id).map((e) => e.id);
    expect(children.length).toBeGreaterThan(0);
    for (const id of children) expect(shutdown.equipment).toContain(id);
    expect(shutdown.orders.length).toBeGreaterThan(0);
    expect(shutdown.orders.length).toBeLessThanOrEqual(8);
    const byNumber = new Map(orders.map((o) => [o.number, o]));
    for (const number of shutdown.orders) {
      const order = byNumber.get(number)!;
      expect(order.plant).toBe(plant.id);
      expect(shutdown.equipment).toContain(order.data.equipmentId);
      expect(OPEN_STATUSES).toContain(order.data.status);
    }
  });
});
