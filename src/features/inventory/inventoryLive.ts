// Spare parts and stock on screen, live (the live-data kit): the company's catalogue, a site's
// storerooms, a storeroom's stock and one part's movements in a storeroom.
import {
  type Movement,
  type Part,
  type Stock,
  type StoreKey,
  type Storeroom,
  subscribePartMovements,
  subscribeParts,
  subscribeStock,
  subscribeStorerooms,
} from '../../services/firebase/inventory';
import type { LiveList } from '../../services/firebase/live';
import { liveKit } from '../../store/liveKit';

const storeKey = (k: StoreKey) => `${k.company}/${k.site}/${k.store}`;

/** The company's parts catalogue, by part number. */
export const partsLive = liveKit<string, LiveList<Part>>({
  name: 'parts',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeParts(company, listener),
});

/** A site's storerooms. */
export const storeroomsLive = liveKit<{ company: string; site: string }, LiveList<Storeroom>>({
  name: 'storerooms',
  keyOf: ({ company, site }) => `${company}/${site}`,
  subscribe: ({ company, site }, listener) => subscribeStorerooms(company, site, listener),
});

/** Every part's stock in one storeroom. */
export const stockLive = liveKit<StoreKey, LiveList<Stock>>({
  name: 'stock',
  keyOf: storeKey,
  subscribe: (k, listener) => subscribeStock(k, listener),
});

/** One part's movements in one storeroom, newest first. */
export const movementsLive = liveKit<StoreKey & { part: string }, LiveList<Movement>>({
  name: 'partMovements',
  keyOf: (k) => `${storeKey(k)}/${k.part}`,
  subscribe: (k, listener) => subscribePartMovements(k, k.part, listener),
});
