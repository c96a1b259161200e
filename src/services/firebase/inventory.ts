// Spare parts and stock (domain/inventory.ts): the company's parts catalogue, each site's
// storerooms, the stock of each part in a storeroom and the movements that move it. Converters
// that refuse damaged data, the live lists, and the offline-first writes: a part, a storeroom,
// a stock level's minimum and maximum, and a movement in one batch with the stock it moves (an
// increment, so two devices' movements both land). firestore.rules checks each batch whole
// (docs/architecture.md, "Spare parts and stock").
import type * as FirestoreSdk from 'firebase/firestore';
import {
  headroomOfMin,
  INVENTORY_LIMITS,
  MOVEMENT_KINDS,
  movementChange,
  type MovementKind,
  PART_UNITS,
  partKeywords,
  partNumberForms,
  type PartValues,
  reservationId,
  SHORT_BELOW,
  type StockLevel,
} from '../../domain/inventory';
import { newId } from '../../lib/ids';
import { paths } from './collections';
import { converter } from './converter';
import { getDb } from './firestore';
import {
  EMPTY_LIST,
  type Listener,
  type LiveDoc,
  type LiveList,
  mergeLists,
  subscribe,
  subscribeAll,
  subscribeByIds,
} from './live';
import { type FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

const MAX = 1e9;

/** A part as an admin writes it (domain/inventory.ts). */
export type PartInput = PartValues;

export interface Part extends PartInput {
  id: string;
  /** Search words (domain/inventory.ts partKeywords), written with the part. */
  keywords: string[];
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
}

export interface Storeroom {
  id: string;
  name: string;
  archived: boolean;
  createdAt: string | null;
  createdBy: string;
}

export interface Stock extends StockLevel {
  partId: string;
  /** Available less the minimum (domain/inventory.ts headroom), kept by the writes' increments. */
  headroom: number;
  bin: string;
  /** The movement that last moved it (null: levels set, nothing moved yet). */
  last: string | null;
  /** The reservation that last moved `reserved` (null: none yet). */
  hold: string | null;
  updatedAt: string | null;
}

export interface Movement {
  id: string;
  partId: string;
  kind: MovementKind;
  /** As entered: how many moved (a count: the figure counted). */
  quantity: number;
  /** The signed change to on-hand stock. */
  change: number;
  unitCost: number;
  /** The work order, 'plant/number', or null. */
  order: string | null;
  /** The purchase order a receipt came on, or null. */
  po: string | null;
  /** A transfer's other half, 'store/movementId' (the same batch wrote both), or null. */
  twin: string | null;
  reason: string;
  /** When it happened (device time, ISO). */
  at: string;
  by: string;
  byName: string;
}

/** Which storeroom: the company, its site and the storeroom. */
export interface StoreKey {
  company: string;
  site: string;
  store: string;
}

export const inventoryPaths = {
  parts: (company: string) => `users/${company}/companies/${company}/parts`,
  part: (company: string, id: string) => `users/${company}/companies/${company}/parts/${id}`,
  /** The part's photos and files in Storage (storage.rules). */
  partFiles: (company: string, id: string) => `users/${company}/companies/${company}/parts/${id}/attachments`,
  storerooms: (company: string, site: string) => `users/${company}/companies/${company}/sites/${site}/storerooms`,
  storeroom: (k: StoreKey) => `users/${k.company}/companies/${k.company}/sites/${k.site}/storerooms/${k.store}`,
  stock: (k: StoreKey) => `${inventoryPaths.storeroom(k)}/stock`,
  stockOf: (k: StoreKey, part: string) => `${inventoryPaths.storeroom(k)}/stock/${part}`,
  movements: (k: StoreKey) => `${inventoryPaths.storeroom(k)}/movements`,
  movement: (k: StoreKey, id: string) => `${inventoryPaths.storeroom(k)}/movements/${id}`,
  reservations: (k: StoreKey) => `${inventoryPaths.storeroom(k)}/reservations`,
  reservation: (k: StoreKey, id: string) => `${inventoryPaths.storeroom(k)}/reservations/${id}`,
};

/** Stock of a part held in a storeroom for one work order (domain/inventory.ts reservationId). */
export interface Reservation {
  id: string;
  partId: string;
  /** The work order, 'plant/number'. */
  order: string;
  quantity: number;
  updatedAt: string | null;
  updatedBy: string;
}

export function parsePart(id: string, r: FieldReader): Part {
  const fits = r.textList('fits', 400);
  if (fits.length > 200) r.fail('fits', 'has more than 200 items');
  return {
    id,
    number: r.string('number', { max: INVENTORY_LIMITS.number }),
    description: r.string('description', { max: INVENTORY_LIMITS.description }),
    unit: r.oneOf('unit', PART_UNITS),
    category: r.string('category', { optional: true, max: INVENTORY_LIMITS.text }),
    manufacturer: r.string('manufacturer', { optional: true, max: INVENTORY_LIMITS.text }),
    manufacturerNumber: r.string('manufacturerNumber', { optional: true, max: 60 }),
    vendor: r.string('vendor', { optional: true, max: INVENTORY_LIMITS.text }),
    unitCost: r.finite('unitCost', 0, INVENTORY_LIMITS.unitCost),
    fits,
    archived: r.boolean('archived', false),
    keywords: r.raw('keywords') == null ? [] : r.textList('keywords', 100),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
  };
}

export function parseStoreroom(id: string, r: FieldReader): Storeroom {
  return {
    id,
    name: r.string('name', { max: 200 }),
    archived: r.boolean('archived', false),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
  };
}

export function parseStock(id: string, r: FieldReader): Stock {
  const partId = r.string('partId', { max: 128 });
  if (partId !== id) r.fail('partId', 'is not the part of its document');
  const level = (field: string) => (r.raw(field) == null ? null : r.finite(field, 0, INVENTORY_LIMITS.quantity));
  return {
    partId,
    onHand: r.finite('onHand', -MAX, MAX),
    reserved: r.finite('reserved', 0, MAX),
    min: level('min'),
    max: level('max'),
    headroom: r.finite('headroom', -MAX, MAX),
    bin: r.string('bin', { optional: true, max: 40 }),
    last: r.nullableString('last', { max: 128 }),
    hold: r.nullableString('hold', { max: 400 }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
  };
}

export function parseReservation(id: string, r: FieldReader): Reservation {
  return {
    id,
    partId: r.string('partId', { max: 128 }),
    order: r.string('order', { max: 300 }),
    quantity: r.finite('quantity', 0, INVENTORY_LIMITS.quantity),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
  };
}

export function parseMovement(id: string, r: FieldReader): Movement {
  return {
    id,
    partId: r.string('partId', { max: 128 }),
    kind: r.oneOf('kind', MOVEMENT_KINDS),
    quantity: r.finite('quantity', 0, INVENTORY_LIMITS.quantity),
    change: r.finite('change', -INVENTORY_LIMITS.quantity, INVENTORY_LIMITS.quantity),
    unitCost: r.finite('unitCost', 0, INVENTORY_LIMITS.unitCost),
    order: r.nullableString('order', { max: 300 }),
    po: r.nullableString('po', { max: 40 }),
    twin: r.nullableString('twin', { max: 300 }),
    reason: r.string('reason', { optional: true, max: INVENTORY_LIMITS.reason }),
    at: r.timestamp('at')!,
    by: r.string('by', { max: 128 }),
    byName: r.string('byName', { max: 200 }),
  };
}

type Sdk = typeof FirestoreSdk;
const converters = {
  part: converter((r, s) => parsePart(s.id, r)),
  storeroom: converter((r, s) => parseStoreroom(s.id, r)),
  stock: converter((r, s) => parseStock(s.id, r)),
  movement: converter((r, s) => parseMovement(s.id, r)),
  reservation: converter((r, s) => parseReservation(s.id, r)),
};

export function inventoryRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    parts: (company: string) => sdk.collection(db, inventoryPaths.parts(company)).withConverter(converters.part),
    storerooms: (company: string, site: string) =>
      sdk.collection(db, inventoryPaths.storerooms(company, site)).withConverter(converters.storeroom),
    stock: (k: StoreKey) => sdk.collection(db, inventoryPaths.stock(k)).withConverter(converters.stock),
    movements: (k: StoreKey) => sdk.collection(db, inventoryPaths.movements(k)).withConverter(converters.movement),
    reservations: (k: StoreKey) =>
      sdk.collection(db, inventoryPaths.reservations(k)).withConverter(converters.reservation),
  };
}

/** The company's parts catalogue, by part number. */
export function subscribeParts(company: string, listener: Listener<LiveList<Part>>): () => void {
  return subscribe((sdk, db) => sdk.query(inventoryRefs(sdk, db).parts(company), sdk.orderBy('number')), listener);
}

/**
 * A window of the catalogue: the first `limit` parts by number, or with `word` `limit` of those
 * whose search words hold it (domain/inventory.ts partSearchWord). A catalogue of 20,000 parts is
 * read a page at a time, never whole.
 */
export function subscribePartsPage(
  company: string,
  { word, limit }: { word: string | null; limit: number },
  listener: Listener<LiveList<Part>>,
): () => void {
  // A search is not ordered by the server (an ordered array-contains walks the whole order until
  // it has its page): the page sorts what comes back by number.
  const build = (sdk: Sdk, db: FirestoreSdk.Firestore) => {
    const parts = inventoryRefs(sdk, db).parts(company);
    return word
      ? sdk.query(parts, sdk.where('keywords', 'array-contains', word), sdk.limit(limit))
      : sdk.query(parts, sdk.orderBy('number'), sdk.limit(limit));
  };
  return subscribe(build, listener);
}

/** Firestore's most values in one `in` filter. */
const IN_MOST = 30;

/** Chosen parts by id (a label sheet, the part's own page), live; ids that are not parts are missing. */
export function subscribePartsByIds(company: string, ids: readonly string[], listener: Listener<LiveList<Part>>) {
  return subscribeByIds((sdk, db) => inventoryRefs(sdk, db).parts(company), ids, listener);
}

/**
 * The parts whose number is one of `numbers` as typed, in upper or in lower case
 * (`partNumberForms`), live: the part form's check that a number is not taken, without the
 * whole catalogue (a number stored in another mix of cases is not found here).
 */
export function subscribePartsNumbered(
  company: string,
  numbers: readonly string[],
  listener: Listener<LiveList<Part>>,
) {
  const forms = partNumberForms(numbers).slice(0, IN_MOST);
  if (forms.length === 0) {
    listener.next(EMPTY_LIST);
    return () => undefined;
  }
  return subscribe(
    (sdk, db) => sdk.query(inventoryRefs(sdk, db).parts(company), sdk.where('number', 'in', forms)),
    listener,
  );
}

/** The equipment a part fits, as stored in its `fits`: 'site/plant/eqid'. */
export const fitsKey = (site: string, plant: string, eqid: string) => `${site}/${plant}/${eqid}`;

/** How many parts an equipment page lists as its spare parts. */
export const FITTING_SHOWN = 200;

/** The parts that fit one piece of equipment (its spare parts list), by number. */
export function subscribePartsFitting(company: string, key: string, listener: Listener<LiveList<Part>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        inventoryRefs(sdk, db).parts(company),
        sdk.where('fits', 'array-contains', key),
        sdk.limit(FITTING_SHOWN),
      ),
    listener,
  );
}

/** A site's storerooms. */
export function subscribeStorerooms(company: string, site: string, listener: Listener<LiveList<Storeroom>>) {
  return subscribe((sdk, db) => inventoryRefs(sdk, db).storerooms(company, site), listener);
}

/** Every part's stock in one storeroom. */
export function subscribeStock(k: StoreKey, listener: Listener<LiveList<Stock>>): () => void {
  return subscribe((sdk, db) => inventoryRefs(sdk, db).stock(k), listener);
}

/** One part's stock in one storeroom (the part's page: never the storeroom's whole list). */
export function subscribeStockOf(k: StoreKey, part: string, listener: Listener<LiveDoc<Stock>>): () => void {
  return subscribe((sdk, db) => sdk.doc(db, inventoryPaths.stockOf(k, part)).withConverter(converters.stock), listener);
}

/** How many of a part's movements in a storeroom its page lists (newest first). */
export const MOVEMENTS_SHOWN = 100;

/** One part's movements in one storeroom, newest first. */
export function subscribePartMovements(k: StoreKey, part: string, listener: Listener<LiveList<Movement>>) {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        inventoryRefs(sdk, db).movements(k),
        sdk.where('partId', '==', part),
        sdk.orderBy('at', 'desc'),
        sdk.limit(MOVEMENTS_SHOWN),
      ),
    listener,
  );
}

/** An item of a list read across a site's storerooms, with the storeroom it is in. */
export type InStore<T> = T & { store: string };

/**
 * One query in each of a site's storerooms, reported as one list (a site has a few storerooms:
 * a work order's parts may come from any of them). Loading until every storeroom has answered.
 */
function subscribeAcross<T>(
  keys: readonly StoreKey[],
  one: (k: StoreKey, listener: Listener<LiveList<T>>) => () => void,
  listener: Listener<LiveList<InStore<T>>>,
): () => void {
  if (keys.length === 0) {
    listener.next(EMPTY_LIST);
    return () => undefined;
  }
  return subscribeAll(
    keys.map((k) => (l: Listener<LiveList<T>>) => one(k, l)),
    (lists) =>
      mergeLists(
        lists.map((list, i) => ({ ...list, items: list.items.map((item) => ({ ...item, store: keys[i].store })) })),
      ),
    listener,
  );
}

/** A work order's movements ('plant/number') in each of the given storerooms. */
export function subscribeOrderMovements(
  keys: readonly StoreKey[],
  order: string,
  listener: Listener<LiveList<InStore<Movement>>>,
) {
  return subscribeAcross<Movement>(
    keys,
    (k, l) =>
      subscribe(
        (sdk, db) => sdk.query(inventoryRefs(sdk, db).movements(k), sdk.where('order', '==', order), sdk.limit(500)),
        l,
      ),
    listener,
  );
}

/** A work order's reservations in each of the given storerooms. */
export function subscribeOrderReservations(
  keys: readonly StoreKey[],
  order: string,
  listener: Listener<LiveList<InStore<Reservation>>>,
) {
  return subscribeAcross<Reservation>(
    keys,
    (k, l) =>
      subscribe((sdk, db) => sdk.query(inventoryRefs(sdk, db).reservations(k), sdk.where('order', '==', order)), l),
    listener,
  );
}

/** How many short stocks are read in each storeroom (the shortest first). */
export const SHORT_SHOWN = 20;

/**
 * The short stock in each of the given storerooms, the shortest first: below its minimum, or
 * more held or issued than there is (domain/inventory.ts headroom). One range query on the
 * stored headroom per storeroom, never the whole stock list.
 */
export function subscribeShortStock(keys: readonly StoreKey[], listener: Listener<LiveList<InStore<Stock>>>) {
  return subscribeAcross<Stock>(
    keys,
    (k, l) =>
      subscribe(
        (sdk, db) =>
          sdk.query(
            inventoryRefs(sdk, db).stock(k),
            sdk.where('headroom', '<', SHORT_BELOW),
            sdk.orderBy('headroom'),
            sdk.limit(SHORT_SHOWN),
          ),
        l,
      ),
    listener,
  );
}

/** Who writes, as the rules check it: their uid and their name as their membership has it. */
export interface Writer {
  uid: string;
  name: string;
}

export interface NewMovement {
  partId: string;
  kind: MovementKind;
  quantity: number;
  unitCost: number;
  order: string | null;
  /** The purchase order a receipt came on. */
  po?: string | null;
  /** A transfer's other half: 'store/movementId'. */
  twin?: string | null;
  reason: string;
  /** ISO, the device's time. */
  at: string;
}

type Batch = Pick<FirestoreSdk.WriteBatch, 'set'>;

/** A reservation's change: the order ('plant/number') and part, from `was` to `quantity`. */
export interface Hold {
  order: string;
  partId: string;
  quantity: number;
  was: number;
}

const holdId = (h: Hold) => {
  const [plant, number] = h.order.split('/');
  return reservationId(plant, number, h.partId);
};

/** The reservation document of a hold (the stock's `reserved` moves with it: see writeReservation). */
function writeHold(batch: Batch, sdk: Sdk, db: FirestoreSdk.Firestore, k: StoreKey, h: Hold, who: Writer) {
  batch.set(sdk.doc(db, inventoryPaths.reservation(k, holdId(h))), {
    partId: h.partId,
    order: h.order,
    quantity: h.quantity,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: who.uid,
  });
}

/**
 * The writes of a reservation's change alone: the reservation, and the stock's `reserved` moved
 * by exactly its change (an increment). Exported for the rules tests.
 */
export function writeReservation(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  k: StoreKey,
  h: Hold,
  who: Writer,
): void {
  writeHold(batch, sdk, db, k, h, who);
  batch.set(
    sdk.doc(db, inventoryPaths.stockOf(k, h.partId)),
    {
      partId: h.partId,
      onHand: sdk.increment(0),
      reserved: sdk.increment(h.quantity - h.was),
      headroom: sdk.increment(h.was - h.quantity),
      hold: holdId(h),
      updatedAt: sdk.serverTimestamp(),
      updatedBy: who.uid,
    },
    { merge: true },
  );
}

/**
 * The writes of one movement: the movement, and its stock moved by its change (an increment, so
 * movements from two devices add up; a count is measured against `onHand`, the stock as last
 * seen). Exported for the rules tests, which check the app's own batch.
 */
export function writeMovement(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  k: StoreKey,
  id: string,
  input: NewMovement,
  onHand: number,
  who: Writer,
  hold?: Hold,
): void {
  const change = movementChange(input.kind, input.quantity, onHand);
  const held = hold ? hold.quantity - hold.was : 0;
  if (hold) writeHold(batch, sdk, db, k, hold, who);
  batch.set(sdk.doc(db, inventoryPaths.movement(k, id)), {
    partId: input.partId,
    kind: input.kind,
    quantity: input.quantity,
    change,
    unitCost: input.unitCost,
    order: input.order,
    po: input.po ?? null,
    twin: input.twin ?? null,
    reason: input.reason,
    at: sdk.Timestamp.fromDate(new Date(input.at)),
    by: who.uid,
    byName: who.name,
  });
  batch.set(
    sdk.doc(db, inventoryPaths.stockOf(k, input.partId)),
    {
      partId: input.partId,
      onHand: sdk.increment(change),
      reserved: sdk.increment(held),
      headroom: sdk.increment(change - held),
      ...(hold ? { hold: holdId(hold) } : {}),
      last: id,
      updatedAt: sdk.serverTimestamp(),
      updatedBy: who.uid,
    },
    { merge: true },
  );
}

/** An admin's new part (`isNew`, counted on the company record) or a change to one, written whole (offline-first). */
export function queuePart(
  company: string,
  id: string,
  input: PartInput,
  uid: string,
  isNew: boolean,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, inventoryPaths.part(company, id));
      const stamp = { keywords: partKeywords(input), updatedAt: sdk.serverTimestamp(), updatedBy: uid };
      if (isNew) {
        batch.set(ref, { ...input, createdAt: sdk.serverTimestamp(), createdBy: uid, ...stamp });
        // The company's part count, in the same batch (the Free plan's limit).
        batch.update(sdk.doc(db, paths.companyRecord(company)), { partCount: sdk.increment(1), counted: { part: id } });
      } else batch.update(ref, { ...input, ...stamp });
    },
    { what: 'part', record: `${input.number} – ${input.description}`, link: `/app/inventory/parts/${id}` },
  );
}

/** An admin's new storeroom on a site (`isNew`), or its new name or archiving (offline-first). */
export function queueStoreroom(
  k: StoreKey,
  value: { name: string; archived: boolean },
  uid: string,
  isNew: boolean,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, inventoryPaths.storeroom(k));
      if (isNew) batch.set(ref, { ...value, createdAt: sdk.serverTimestamp(), createdBy: uid });
      else batch.update(ref, value);
    },
    { what: 'storeroom', record: value.name, link: '/app/inventory/storerooms' },
  );
}

/**
 * An admin's minimum, maximum and bin for a part in a storeroom (the figures stay the ledger's);
 * `wasMin` is the minimum as this device last saw it: the headroom moves by the difference.
 */
export function queueStockLevels(
  k: StoreKey,
  partId: string,
  levels: { min: number | null; max: number | null; bin: string },
  wasMin: number | null,
  uid: string,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.set(
        sdk.doc(db, inventoryPaths.stockOf(k, partId)),
        {
          partId,
          ...levels,
          onHand: sdk.increment(0),
          reserved: sdk.increment(0),
          headroom: sdk.increment(headroomOfMin(wasMin, levels.min)),
          updatedAt: sdk.serverTimestamp(),
          updatedBy: uid,
        },
        { merge: true },
      ),
    { what: 'stock', values: { kind: 'levels' }, ...label },
  );
}

/** Records a movement (offline-first); `record` names the part for the sync centre. */
export function queueMovement(
  k: StoreKey,
  input: NewMovement,
  onHand: number,
  who: Writer,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeMovement(batch, sdk, db, k, newId(), input, onHand, who), {
    what: 'stock',
    values: { kind: input.kind },
    ...label,
  });
}

/** Reserves (or releases) a part for a work order (offline-first). */
export function queueReservation(
  k: StoreKey,
  hold: Hold,
  who: Writer,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeReservation(batch, sdk, db, k, hold, who), {
    what: 'stock',
    values: { kind: 'reservation' },
    ...label,
  });
}

/**
 * Issues a part to a work order, or takes one back (offline-first): the movement, and with an
 * issue the order's reservation released by what it covers, in one batch.
 */
export function queueOrderMovement(
  k: StoreKey,
  input: NewMovement,
  who: Writer,
  hold: Hold | null,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeMovement(batch, sdk, db, k, newId(), input, 0, who, hold ?? undefined), {
    what: 'stock',
    values: { kind: input.kind },
    ...label,
  });
}

/**
 * Moves a part from one storeroom of the site to another (offline-first): the transfer out and
 * the transfer in, each naming the other, with both stocks, in one batch — neither lands alone.
 */
export function queueTransfer(
  from: StoreKey,
  to: StoreKey,
  input: Omit<NewMovement, 'kind' | 'order' | 'po' | 'twin'>,
  who: Writer,
  label: { record: string; link: string },
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeTransfer(batch, sdk, db, from, to, newId(), newId(), input, who), {
    what: 'stock',
    values: { kind: 'transferOut' },
    ...label,
  });
}

/** The writes of a transfer (exported for the rules tests). */
export function writeTransfer(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  from: StoreKey,
  to: StoreKey,
  outId: string,
  inId: string,
  input: Omit<NewMovement, 'kind' | 'order' | 'po' | 'twin'>,
  who: Writer,
): void {
  const common = { ...input, order: null, po: null };
  writeMovement(batch, sdk, db, from, outId, { ...common, kind: 'transferOut', twin: `${to.store}/${inId}` }, 0, who);
  writeMovement(batch, sdk, db, to, inId, { ...common, kind: 'transferIn', twin: `${from.store}/${outId}` }, 0, who);
}

/**
 * The issues and returns recorded in the given storerooms in [from, to) (ISO) for orders of one
 * plant, by order number (the cost page: one range on `at` per storeroom).
 */
export async function readOrderMovements(
  keys: readonly StoreKey[],
  plant: string,
  from: string,
  to: string,
): Promise<Map<string, Movement[]>> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const byOrder = new Map<string, Movement[]>();
  const snapshots = await Promise.all(
    keys.map((k) =>
      sdk.getDocs(
        sdk.query(
          inventoryRefs(sdk, db).movements(k),
          sdk.where('at', '>=', sdk.Timestamp.fromDate(new Date(from))),
          sdk.where('at', '<', sdk.Timestamp.fromDate(new Date(to))),
        ),
      ),
    ),
  );
  for (const snapshot of snapshots)
    for (const doc of snapshot.docs) {
      try {
        const m = doc.data();
        if (!m.order?.startsWith(`${plant}/`) || (m.kind !== 'issue' && m.kind !== 'return')) continue;
        const number = m.order.slice(plant.length + 1);
        byOrder.set(number, [...(byOrder.get(number) ?? []), m]);
      } catch {
        // A damaged movement is left out (the part's page names it).
      }
    }
  return byOrder;
}
