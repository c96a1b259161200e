// assetsService, the open equipment and the register of sites and plants over the tests' one
// in-memory backend (services/fakeBackend.ts).
import type { Equipment } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import type { Listener, LiveDoc } from '../../services/firebase/live';
import type * as Real from './assetsService';
import type * as RealRegister from '../plant/registerService';
import { backend, type Emit } from '../../services/fakeBackend';

export const server = backend;

const listen = (emit: Emit) => backend.listen(emit);
const list = <T extends object>(items: T[]) => backend.list(items);

let next = 0;

export const fakeAssetsService: typeof Real = {
  subscribePlant: (key: PlantKey, l) =>
    listen(() => {
      const plant = backend.plant ?? backend.plants[key.site]?.find((p) => p.id === key.plant) ?? null;
      l.next({ item: plant && { ...plant, pending: false }, fromCache: false, hasPendingWrites: false });
    }),
  queueCreateSite: async (_uid, name, by) => {
    const id = `site-${(next += 1)}`;
    const queued = await backend.write(
      'createSite',
      { name },
      () => {
        backend.sites = [...backend.sites, { id, name, archived: false, createdAt: null, createdBy: by }];
        return () => (backend.sites = backend.sites.filter((s) => s.id !== id));
      },
      id,
    );
    return { ...queued, id };
  },
  queueUpdateSite: (_uid, site, change) =>
    backend.write(
      'updateSite',
      { site, ...change },
      () => {
        const before = backend.sites;
        backend.sites = before.map((s) => (s.id === site ? { ...s, ...change } : s));
        return () => (backend.sites = before);
      },
      site,
    ),
  queueCreatePlant: async (_uid, site, name, by) => {
    const id = `plant-${(next += 1)}`;
    const plant = { id, name, archived: false, createdAt: null, createdBy: by, equipments: [], corruptItems: 0 };
    const queued = await backend.write(
      'createPlant',
      { site, name },
      () => {
        const before = backend.plants[site];
        backend.plants = { ...backend.plants, [site]: [...(before ?? []), plant] };
        return () => (backend.plants = { ...backend.plants, [site]: before ?? [] });
      },
      id,
    );
    return { ...queued, id };
  },
  queueUpdatePlant: (key, change) =>
    backend.write(
      'updatePlant',
      { ...key, ...change },
      () => {
        const before = backend.plants[key.site] ?? [];
        backend.plants = {
          ...backend.plants,
          [key.site]: before.map((p) => (p.id === key.plant ? { ...p, ...change } : p)),
        };
        return () => (backend.plants = { ...backend.plants, [key.site]: before });
      },
      key.plant,
    ),
  queueSaveEquipment: (w) => backend.write('saveEquipment', w),
  queueBinEquipment: (key, eqid) => backend.write('binEquipment', { key, eqid }),
};

/** The open equipment's listener (features/plant/equipmentService.ts) over the same backend. */
export const fakeEquipmentService = {
  subscribeEquipment: (_key: PlantKey, eqid: string, l: Listener<LiveDoc<Equipment>>) =>
    listen(() => {
      const item = backend.equipment[eqid];
      l.next({ item: item ? { ...item, pending: false } : null, fromCache: false, hasPendingWrites: false });
    }),
};

const fakeSites: Parameters<typeof RealRegister.registerOver>[0] = (_uid, l) =>
  listen(() => l.next(list(backend.sites)));
const fakePlants: Parameters<typeof RealRegister.registerOver>[1] = (_uid, site, l) =>
  listen(() => l.next(list(backend.plants[site] ?? [])));

/**
 * For `vi.mock('../plant/registerService', async (original) => (await import(
 * './fakeAssetsService')).fakeRegisterModule(original))`: the real register over this backend.
 */
export async function fakeRegisterModule(original: <T>() => Promise<T>) {
  const real = await original<typeof RealRegister>();
  return { ...real, subscribeRegister: real.registerOver(fakeSites, fakePlants) };
}
