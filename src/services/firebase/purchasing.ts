// Purchasing (domain/purchasing.ts): the company's vendors and each site's purchase orders.
// Converters that refuse damaged data, the live lists, and the offline-first writes: a vendor, a
// draft order, a status move, and receiving a line — the order's line and open count, the
// receipt movement and the stock it moves, in one batch that firestore.rules checks whole
// (docs/architecture.md, "Purchasing").
import type * as FirestoreSdk from 'firebase/firestore';
import { INVENTORY_LIMITS, PART_UNITS } from '../../domain/inventory';
import { afterReceipt, type PoLine, PO_LIMITS, PO_STATUSES, type PoStatus } from '../../domain/purchasing';
import { newId } from '../../lib/ids';
import { converter } from './converter';
import { inventoryPaths, type StoreKey, type Writer, writeMovement } from './inventory';
import { type Listener, type LiveList, subscribe } from './live';
import { type FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

export interface VendorInput {
  name: string;
  contact: string;
  email: string;
  phone: string;
  leadTimeDays: number | null;
  archived: boolean;
}

export interface Vendor extends VendorInput {
  id: string;
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
}

/** A site's purchase order: what is bought from whom, for which storeroom. */
export interface PurchaseOrderInput {
  vendorId: string;
  /** The vendor's name when the order was made (a renamed vendor keeps its old orders readable). */
  vendorName: string;
  /** The storeroom the goods go to. */
  store: string;
  lines: PoLine[];
  note: string;
}

export interface PurchaseOrder extends PurchaseOrderInput {
  /** PO-yyyymmdd-XXXX, the document's id. */
  number: string;
  status: PoStatus;
  /** Lines not yet received in full. */
  open: number;
  /** The receipt movement last recorded against it, and the line it received. */
  lastReceipt: string | null;
  lastLine: number | null;
  approvedBy: string | null;
  createdAt: string | null;
  createdBy: string;
  createdByName: string;
  updatedAt: string | null;
  updatedBy: string;
}

/** Which site: the company and the site. */
export interface SiteKey {
  company: string;
  site: string;
}

const companyPath = (c: string) => `users/${c}/companies/${c}`;
export const purchasingPaths = {
  vendors: (company: string) => `${companyPath(company)}/vendors`,
  vendor: (company: string, id: string) => `${companyPath(company)}/vendors/${id}`,
  orders: (k: SiteKey) => `${companyPath(k.company)}/sites/${k.site}/purchaseOrders`,
  order: (k: SiteKey, number: string) => `${companyPath(k.company)}/sites/${k.site}/purchaseOrders/${number}`,
};

export function parseVendor(id: string, r: FieldReader): Vendor {
  return {
    id,
    name: r.string('name', { max: 200 }),
    contact: r.string('contact', { optional: true, max: 200 }),
    email: r.string('email', { optional: true, max: 320 }),
    phone: r.string('phone', { optional: true, max: 40 }),
    leadTimeDays: r.raw('leadTimeDays') == null ? null : r.integer('leadTimeDays', 0, 365),
    archived: r.boolean('archived', false),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
  };
}

export function parsePurchaseOrder(id: string, r: FieldReader): PurchaseOrder {
  const lines = r.list('lines', (l) => ({
    partId: l.string('partId', { max: 128 }),
    number: l.string('number', { max: INVENTORY_LIMITS.number }),
    description: l.string('description', { max: INVENTORY_LIMITS.description }),
    unit: l.oneOf('unit', PART_UNITS),
    quantity: l.finite('quantity', 0, INVENTORY_LIMITS.quantity),
    unitCost: l.finite('unitCost', 0, INVENTORY_LIMITS.unitCost),
    received: l.finite('received', 0, INVENTORY_LIMITS.quantity * 10),
  }));
  if (lines.length > PO_LIMITS.lines) r.fail('lines', `has more than ${PO_LIMITS.lines} lines`);
  return {
    number: id,
    vendorId: r.string('vendorId', { max: 128 }),
    vendorName: r.string('vendorName', { max: 200 }),
    store: r.string('store', { max: 128 }),
    status: r.oneOf('status', PO_STATUSES),
    lines,
    open: r.integer('open', 0, PO_LIMITS.lines),
    note: r.string('note', { optional: true, max: PO_LIMITS.note }),
    lastReceipt: r.nullableString('lastReceipt', { max: 128 }),
    lastLine: r.raw('lastLine') == null ? null : r.integer('lastLine', 0, PO_LIMITS.lines - 1),
    approvedBy: r.nullableString('approvedBy', { max: 128 }),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    createdByName: r.string('createdByName', { optional: true, max: 200 }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
  };
}

type Sdk = typeof FirestoreSdk;
const converters = {
  vendor: converter((r, s) => parseVendor(s.id, r)),
  order: converter((r, s) => parsePurchaseOrder(s.id, r)),
};

export function purchasingRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    vendors: (company: string) => sdk.collection(db, purchasingPaths.vendors(company)).withConverter(converters.vendor),
    orders: (k: SiteKey) => sdk.collection(db, purchasingPaths.orders(k)).withConverter(converters.order),
    order: (k: SiteKey, number: string) =>
      sdk.doc(db, purchasingPaths.order(k, number)).withConverter(converters.order),
  };
}

/** The company's vendors, by name. */
export function subscribeVendors(company: string, listener: Listener<LiveList<Vendor>>): () => void {
  return subscribe((sdk, db) => sdk.query(purchasingRefs(sdk, db).vendors(company), sdk.orderBy('name')), listener);
}

/** How many of a site's purchase orders the lists read (newest first). */
export const ORDERS_SHOWN = 300;

/** A site's purchase orders, newest first. */
export function subscribePurchaseOrders(k: SiteKey, listener: Listener<LiveList<PurchaseOrder>>): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(purchasingRefs(sdk, db).orders(k), sdk.orderBy('createdAt', 'desc'), sdk.limit(ORDERS_SHOWN)),
    listener,
  );
}

/** An admin's new vendor (`isNew`) or a change to one, written whole (offline-first). */
export function queueVendor(
  company: string,
  id: string,
  input: VendorInput,
  uid: string,
  isNew: boolean,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, purchasingPaths.vendor(company, id));
      const stamp = { updatedAt: sdk.serverTimestamp(), updatedBy: uid };
      if (isNew) batch.set(ref, { ...input, createdAt: sdk.serverTimestamp(), createdBy: uid, ...stamp });
      else batch.update(ref, { ...input, ...stamp });
    },
    { what: 'vendor', record: input.name, link: '/app/inventory/vendors' },
  );
}

const orderLink = (number: string) => `/app/inventory/purchase-orders/${number}`;

/** A member's new draft order (`isNew`) or a change to a draft (offline-first). */
export function queuePurchaseOrder(
  k: SiteKey,
  number: string,
  input: PurchaseOrderInput,
  who: Writer,
  isNew: boolean,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      const ref = sdk.doc(db, purchasingPaths.order(k, number));
      const value = {
        ...input,
        open: input.lines.length,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: who.uid,
      };
      if (isNew)
        batch.set(ref, {
          ...value,
          status: 'draft',
          lastReceipt: null,
          lastLine: null,
          approvedBy: null,
          createdAt: sdk.serverTimestamp(),
          createdBy: who.uid,
          createdByName: who.name,
        });
      else batch.update(ref, value);
    },
    { what: 'purchaseOrder', values: { step: isNew ? 'created' : 'edited' }, record: number, link: orderLink(number) },
  );
}

/** Moves an order on: approved (by an admin), ordered, back to draft, or cancelled. */
export function queuePoMove(k: SiteKey, number: string, to: PoStatus, uid: string): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.update(sdk.doc(db, purchasingPaths.order(k, number)), {
        status: to,
        ...(to === 'approved' ? { approvedBy: uid } : to === 'draft' ? { approvedBy: null } : {}),
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      }),
    { what: 'purchaseOrder', values: { step: to }, record: number, link: orderLink(number) },
  );
}

type Batch = Pick<FirestoreSdk.WriteBatch, 'set' | 'update'>;

/**
 * The writes of receiving `quantity` on line `index`: the order's line, open count and status,
 * the receipt movement (naming the order) and its stock. Exported for the rules tests.
 */
export function writeReceipt(
  batch: Batch,
  sdk: Sdk,
  db: FirestoreSdk.Firestore,
  k: SiteKey,
  order: Pick<PurchaseOrder, 'number' | 'store' | 'lines'>,
  index: number,
  quantity: number,
  reason: string,
  who: Writer,
  movementId: string = newId(),
  at: string = new Date().toISOString(),
): void {
  const line = order.lines[index];
  const store: StoreKey = { company: k.company, site: k.site, store: order.store };
  const next = afterReceipt(order.lines, index, quantity);
  writeMovement(
    batch,
    sdk,
    db,
    store,
    movementId,
    {
      partId: line.partId,
      kind: 'receipt',
      quantity,
      unitCost: line.unitCost,
      order: null,
      po: order.number,
      reason,
      at,
    },
    0,
    who,
  );
  batch.update(sdk.doc(db, purchasingPaths.order(k, order.number)), {
    lines: next.lines,
    open: next.open,
    status: next.status,
    lastReceipt: movementId,
    lastLine: index,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: who.uid,
  });
}

/** Receives goods on one line of an order into its storeroom (offline-first). */
export function queueReceipt(
  k: SiteKey,
  order: Pick<PurchaseOrder, 'number' | 'store' | 'lines'>,
  index: number,
  quantity: number,
  reason: string,
  who: Writer,
): Promise<QueuedWrite> {
  return queueBatch((batch, sdk, db) => writeReceipt(batch, sdk, db, k, order, index, quantity, reason, who), {
    what: 'purchaseOrder',
    values: { step: 'received' },
    record: `${order.number} · ${order.lines[index].number}`,
    link: orderLink(order.number),
  });
}

/** The stock path a receipt moves (for tests that read it back). */
export const receiptStockPath = (k: SiteKey, store: string, partId: string) =>
  inventoryPaths.stockOf({ company: k.company, site: k.site, store }, partId);
