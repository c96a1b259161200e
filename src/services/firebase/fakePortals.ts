// services/firebase/portals.ts over the tests' one in-memory backend (services/fakeBackend.ts):
// the company's portals are kept here (emptied with the backend), every write goes through
// `backend.write` (shown at once, "waiting to sync" under the portal's key, then confirmed or
// refused and undone) and is logged in `backend.written` with its kind.
import { portalEquipmentList } from '../../domain/portal';
import { backend } from '../fakeBackend';
import type * as Real from './portals';
import type { PlantPortal } from './portals';

/** The portals on the fake server, by key. */
export const portals: { byKey: Record<string, PlantPortal> } = { byKey: {} };
backend.onReset(() => (portals.byKey = {}));

let made = 0;
/** Keys as the real service makes them: 20 letters and digits. */
const nextKey = () => `FakePortalKey${String((made += 1)).padStart(7, '0')}`;

const now = () => new Date().toISOString();

/** A write of the portals: `change` gives the new map; undone when refused. */
function write(
  kind: string,
  payload: unknown,
  id: string,
  change: (was: Record<string, PlantPortal>) => Record<string, PlantPortal>,
) {
  return backend.write(
    kind,
    payload,
    () => {
      const before = portals.byKey;
      portals.byKey = change(before);
      return () => (portals.byKey = before);
    },
    id,
  );
}

export const fakePortals: typeof Real = {
  parsePortal: (key) => {
    throw new Error(`The fake does not read stored portals (${key})`);
  },
  plantPortalOf: (items, k) =>
    items
      .filter((p) => p.site === k.site && p.plant === k.plant)
      .sort((a, b) => Number(b.enabled) - Number(a.enabled))[0] ?? null,
  subscribePlantPortal: (k, listener) =>
    backend.listen(() => {
      const items = Object.values(portals.byKey)
        .filter((p) => p.company === k.uid)
        .map((p) => ({ ...p, pending: backend.pending.has(p.key) }));
      listener.next({
        item: fakePortals.plantPortalOf(items, k),
        fromCache: backend.fromCache,
        hasPendingWrites: false,
        corrupt: [],
      });
    }),
  queueOpenPortal: async (k, plantName, equipment, uid) => {
    const key = nextKey();
    const portal: PlantPortal = {
      key,
      company: k.uid,
      site: k.site,
      plant: k.plant,
      plantName,
      enabled: true,
      equipment: portalEquipmentList(equipment),
      updatedAt: now(),
      updatedBy: uid,
    };
    const queued = await write('portalOpen', { key, plant: k.plant }, key, (was) => ({ ...was, [key]: portal }));
    return { ...queued, key };
  },
  queuePortalEnabled: (portal, enabled, uid) =>
    write('portalEnabled', { key: portal.key, enabled }, portal.key, (was) => ({
      ...was,
      [portal.key]: { ...was[portal.key], enabled, updatedAt: now(), updatedBy: uid },
    })),
  queueNewPortalKey: async (portal, uid) => {
    const key = nextKey();
    const queued = await write('portalNewKey', { was: portal.key, key }, key, (was) => {
      const next = { ...was, [key]: { ...was[portal.key], key, updatedAt: now(), updatedBy: uid } };
      delete next[portal.key];
      return next;
    });
    return { ...queued, key };
  },
  queuePortalEquipment: (portal, plantName, equipment, uid) =>
    write('portalEquipment', { key: portal.key, count: equipment.length }, portal.key, (was) => ({
      ...was,
      [portal.key]: {
        ...was[portal.key],
        plantName,
        equipment: portalEquipmentList(equipment),
        updatedAt: now(),
        updatedBy: uid,
      },
    })),
};
