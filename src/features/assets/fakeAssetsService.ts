// A small live in-memory stand-in for assetsService in component tests: listeners hear every
// change at once (as Firestore's local cache does), and what was written is kept, so a test can
// say "nothing was written" by looking at the server, not at calls.
import type { Equipment, Plant, Site } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import type { Listener, LiveDoc } from '../../services/firebase/live';
import type * as Real from './assetsService';
import type * as RealRegister from '../plant/registerService';
import { type Emit, liveList, LiveListeners, queuedWrite } from '../../services/fakeLiveServer';

export const server = {
  sites: [] as Site[],
  plants: {} as Record<string, Plant[]>,
  /** The saved plant's document (else the plant of that id in `plants`). */
  plant: null as Plant | null,
  /** Equipment documents by id (one not here answers "does not exist"). */
  equipment: {} as Record<string, Equipment>,
  written: [] as { kind: string; payload: unknown }[],
  listeners: new LiveListeners(),
  /** The code the server refuses the next writes with (e.g. 'permission-denied'); null: accepted. */
  refuse: null as string | null,
  reset() {
    this.refuse = null;
    this.sites = [];
    this.plants = {};
    this.plant = null;
    this.equipment = {};
    this.written = [];
    this.listeners.clear();
  },
};

const list = <T extends object>(items: T[]) => liveList(items);

const listen = (emit: Emit) => server.listeners.listen(emit);

const changed = () => server.listeners.changed();
const queued = () => queuedWrite(server.refuse);

function write(kind: string, payload: unknown) {
  server.written.push({ kind, payload });
  changed();
}

let next = 0;

export const fakeAssetsService: typeof Real = {
  subscribePlant: (key: PlantKey, l) =>
    listen(() => {
      const plant = server.plant ?? server.plants[key.site]?.find((p) => p.id === key.plant) ?? null;
      l.next({ item: plant && { ...plant, pending: false }, fromCache: false, hasPendingWrites: false });
    }),
  queueCreateSite: (_uid, name, by) => {
    const id = `site-${(next += 1)}`;
    server.sites.push({ id, name, archived: false, createdAt: null, createdBy: by });
    write('createSite', { name });
    return queued().then((q) => ({ ...q, id }));
  },
  queueUpdateSite: (_uid, site, change) => {
    server.sites = server.sites.map((s) => (s.id === site ? { ...s, ...change } : s));
    write('updateSite', { site, ...change });
    return queued();
  },
  queueCreatePlant: (_uid, site, name, by) => {
    const id = `plant-${(next += 1)}`;
    const plant = { id, name, archived: false, createdAt: null, createdBy: by, equipments: [], corruptItems: 0 };
    server.plants[site] = [...(server.plants[site] ?? []), plant];
    write('createPlant', { site, name });
    return queued().then((q) => ({ ...q, id }));
  },
  queueUpdatePlant: (key, change) => {
    server.plants[key.site] = (server.plants[key.site] ?? []).map((p) =>
      p.id === key.plant ? { ...p, ...change } : p,
    );
    write('updatePlant', { ...key, ...change });
    return queued();
  },
  queueSaveEquipment: (w) => {
    write('saveEquipment', w);
    return queued();
  },
  queueDeleteEquipment: (key, eqid) => {
    write('deleteEquipment', { key, eqid });
    return queued();
  },
};

/** The open equipment's listener (features/plant/equipmentService.ts) over the same server. */
export const fakeEquipmentService = {
  subscribeEquipment: (_key: PlantKey, eqid: string, l: Listener<LiveDoc<Equipment>>) =>
    listen(() => {
      const item = server.equipment[eqid];
      l.next({ item: item ? { ...item, pending: false } : null, fromCache: false, hasPendingWrites: false });
    }),
};

const fakeSites: Parameters<typeof RealRegister.registerOver>[0] = (_uid, l) =>
  listen(() => l.next(list(server.sites)));
const fakePlants: Parameters<typeof RealRegister.registerOver>[1] = (_uid, site, l) =>
  listen(() => l.next(list(server.plants[site] ?? [])));

/**
 * For `vi.mock('../plant/registerService', async (original) => (await import(
 * './fakeAssetsService')).fakeRegisterModule(original))`: the real register over this server.
 */
export async function fakeRegisterModule(original: <T>() => Promise<T>) {
  const real = await original<typeof RealRegister>();
  return { ...real, subscribeRegister: real.registerOver(fakeSites, fakePlants) };
}
