// Spare parts and stock on screen, live (the live-data kit): the company's catalogue, a site's
// storerooms, a storeroom's stock, one part's movements in a storeroom, and a work order's
// movements and reservations across its site's storerooms.
import {
  type InStore,
  type Movement,
  type Part,
  type Reservation,
  type Stock,
  type StoreKey,
  type Storeroom,
  subscribePartMovements,
  subscribeOrderMovements,
  subscribeOrderReservations,
  subscribeParts,
  subscribePartsByIds,
  subscribePartsNumbered,
  subscribePartsFitting,
  subscribePartsPage,
  subscribeShortStock,
  subscribeStock,
  subscribeStockOf,
  subscribeStorerooms,
} from '../../services/firebase/inventory';
import type { LiveDoc, LiveList } from '../../services/firebase/live';
import { liveKit } from '../../store/liveKit';

const storeKey = (k: StoreKey) => `${k.company}/${k.site}/${k.store}`;

/** The company's parts catalogue, by part number. */
export const partsLive = liveKit<string, LiveList<Part>>({
  name: 'parts',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeParts(company, listener),
});

/** A window of the catalogue: the first `limit` parts by number, or those holding a search word. */
export const partsPageLive = liveKit<{ company: string; word: string | null; limit: number }, LiveList<Part>>({
  name: 'partsPage',
  keyOf: ({ company, word, limit }) => `${company}/${word ?? ''}/${limit}`,
  subscribe: ({ company, word, limit }, listener) => subscribePartsPage(company, { word, limit }, listener),
});

/** Chosen parts by id (in no particular order; ids that are not parts are missing). */
export const partsByIdsLive = liveKit<{ company: string; ids: readonly string[] }, LiveList<Part>>({
  name: 'partsByIds',
  keyOf: ({ company, ids }) => `${company}/${[...new Set(ids)].sort().join(',')}`,
  subscribe: ({ company, ids }, listener) => subscribePartsByIds(company, ids, listener),
});

/** The parts numbered as typed (in either case): a number's owners, for the part form. */
export const partsNumberedLive = liveKit<{ company: string; number: string }, LiveList<Part>>({
  name: 'partsNumbered',
  keyOf: ({ company, number }) => `${company}/${number.trim()}`,
  subscribe: ({ company, number }, listener) => subscribePartsNumbered(company, [number], listener),
});

/** The parts that fit one piece of equipment ('site/plant/eqid'). */
export const partsFittingLive = liveKit<{ company: string; key: string }, LiveList<Part>>({
  name: 'partsFitting',
  keyOf: ({ company, key }) => `${company}/${key}`,
  subscribe: ({ company, key }, listener) => subscribePartsFitting(company, key, listener),
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

/** One part's stock in one storeroom. */
export const stockOfLive = liveKit<StoreKey & { part: string }, LiveDoc<Stock>>({
  name: 'stockOf',
  keyOf: (k) => `${storeKey(k)}/${k.part}`,
  subscribe: (k, listener) => subscribeStockOf(k, k.part, listener),
});

/** One part's movements in one storeroom, newest first. */
export const movementsLive = liveKit<StoreKey & { part: string }, LiveList<Movement>>({
  name: 'partMovements',
  keyOf: (k) => `${storeKey(k)}/${k.part}`,
  subscribe: (k, listener) => subscribePartMovements(k, k.part, listener),
});

/** Storerooms of one site. */
export interface StoresOf {
  company: string;
  site: string;
  stores: readonly string[];
}

/** A work order ('plant/number') in the storerooms of its site. */
export interface OrderInStores extends StoresOf {
  order: string;
}
const orderKeyOf = (k: OrderInStores) => `${k.company}/${k.site}/${k.stores.join(',')}/${k.order}`;
const keysOf = (k: StoresOf) => k.stores.map((store) => ({ company: k.company, site: k.site, store }));

/** A work order's issues and returns in its site's storerooms. */
export const orderMovementsLive = liveKit<OrderInStores, LiveList<InStore<Movement>>>({
  name: 'orderMovements',
  keyOf: orderKeyOf,
  subscribe: (k, listener) => subscribeOrderMovements(keysOf(k), k.order, listener),
});

/** A work order's reservations in its site's storerooms. */
export const orderReservationsLive = liveKit<OrderInStores, LiveList<InStore<Reservation>>>({
  name: 'orderReservations',
  keyOf: orderKeyOf,
  subscribe: (k, listener) => subscribeOrderReservations(keysOf(k), k.order, listener),
});

/** The short stock (below its minimum, or more out than in) in a site's storerooms. */
export const shortStockLive = liveKit<StoresOf, LiveList<InStore<Stock>>>({
  name: 'shortStock',
  keyOf: (k) => `${k.company}/${k.site}/${k.stores.join(',')}`,
  subscribe: (k, listener) => subscribeShortStock(keysOf(k), listener),
});
