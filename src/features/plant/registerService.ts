// The company's register, live as one value: its sites and, for each site, its plants (a listener
// per site, opened and closed as sites come and go). The top bar's picker, the sites page, Home
// and the dashboard's scope read it.
import { assetRefs, type Plant, type Site } from '../../services/firebase/assets';
import { type Listener, type LiveList, type Pending, subscribe } from '../../services/firebase/live';
import type { AppError } from '../../lib/errors';
import { operatingUnits } from '../../domain/assets';

export type SiteRow = Pending<Site>;

export interface PlantRow {
  id: string;
  site: string;
  name: string;
  archived: boolean;
  equipmentCount: number;
  /** Units in service with no children: whose operating time MTBF counts (domain/assets.ts). */
  operatingUnits: number;
  pending: boolean;
}

export interface Register {
  sites: SiteRow[];
  /** Plants by site id; a site not yet answered is missing. */
  plants: Record<string, PlantRow[]>;
  fromCache: boolean;
  /** Documents too damaged to show. */
  corrupt: AppError[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

const plantRow = (site: string, p: Pending<Plant>): PlantRow => ({
  id: p.id,
  site,
  name: p.name,
  archived: p.archived,
  equipmentCount: p.equipments.length,
  operatingUnits: operatingUnits(p.equipments).length,
  pending: p.pending,
});

type SubscribeSites = (uid: string, listener: Listener<LiveList<Site>>) => () => void;
type SubscribePlants = (uid: string, site: string, listener: Listener<LiveList<Plant>>) => () => void;

export const subscribeSites: SubscribeSites = (uid, listener) =>
  subscribe((sdk, db) => assetRefs(sdk, db).sites(uid, uid), listener);

export const subscribePlants: SubscribePlants = (uid, site, listener) =>
  subscribe((sdk, db) => assetRefs(sdk, db).plants(uid, uid, site), listener);

/** The register over the sites' and plants' listeners (tests pass in-memory ones). */
export function registerOver(sitesOf: SubscribeSites, plantsOf: SubscribePlants) {
  return function subscribeRegister(uid: string, listener: Listener<Register>): () => void {
    let sites: LiveList<Site> | null = null;
    const plants: Record<string, PlantRow[]> = {};
    const stops = new Map<string, () => void>();
    let stopSites: (() => void) | null = null;
    let closed = false;
    const emit = () => {
      if (closed || !sites) return;
      listener.next({
        sites: [...sites.items].sort(byName),
        plants: { ...plants },
        fromCache: sites.fromCache,
        corrupt: sites.corrupt,
      });
    };
    const close = () => {
      closed = true;
      stopSites?.();
      for (const stop of stops.values()) stop();
      stops.clear();
    };
    const fail = (error: AppError) => {
      if (closed) return;
      close();
      listener.error(error);
    };
    const watchPlants = (site: string) =>
      plantsOf(uid, site, {
        next: (list) => {
          if (closed || !stops.has(site)) return;
          plants[site] = list.items.map((p) => plantRow(site, p)).sort(byName);
          emit();
        },
        error: fail,
      });
    stopSites = sitesOf(uid, {
      next: (list) => {
        if (closed) return;
        sites = list;
        const ids = new Set(list.items.map((s) => s.id));
        for (const [id, stop] of stops)
          if (!ids.has(id)) {
            stop();
            stops.delete(id);
            delete plants[id];
          }
        for (const id of ids) if (!stops.has(id)) stops.set(id, watchPlants(id));
        emit();
      },
      error: fail,
    });
    if (closed) stopSites();
    return close;
  };
}

export const subscribeRegister = registerOver(subscribeSites, subscribePlants);
