// Purchasing: vendors, the reorder list and purchase orders. A purchase order goes Draft →
// Approved (an admin) → Ordered → Partially received → Received, or is Cancelled before
// anything arrives; receiving one line records its receipt movement in the storeroom in the same
// batch, and the order counts its lines still open so that the rules can tell Partially
// received from Received without looping. Pure: the purchasing service, its pages, the seed and
// the tests share it.
import {
  INVENTORY_LIMITS,
  type PartUnit,
  quantityProblem,
  type QuantityProblem,
  reorderQuantity,
  type StockLevel,
} from './inventory';

export const PO_STATUSES = ['draft', 'approved', 'ordered', 'partiallyReceived', 'received', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

/** The moves people make (receiving moves Ordered on by itself). */
export const PO_MOVES: Readonly<Record<PoStatus, readonly PoStatus[]>> = {
  draft: ['approved', 'cancelled'],
  approved: ['ordered', 'draft', 'cancelled'],
  ordered: ['cancelled'],
  partiallyReceived: [],
  received: [],
  cancelled: [],
};

/** Approving spends the company's money: admins only. The other moves: any member. */
export const canMovePo = (from: PoStatus, to: PoStatus, admin: boolean) =>
  PO_MOVES[from].includes(to) && (to !== 'approved' || admin);

/** Statuses in which goods may be received. */
export const RECEIVING: readonly PoStatus[] = ['ordered', 'partiallyReceived'];
/** Statuses whose open quantities count as on order (the reorder list leaves them out). */
export const ON_ORDER: readonly PoStatus[] = ['draft', 'approved', 'ordered', 'partiallyReceived'];

export const PO_LIMITS = { lines: 50, note: 1000, reason: 500 } as const;

export interface PoLine {
  partId: string;
  /** The part as it was when ordered (a vendor reads it on the printed order). */
  number: string;
  description: string;
  unit: PartUnit;
  quantity: number;
  unitCost: number;
  received: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** What the order is worth: each line's quantity × its price. */
export const poTotal = (lines: readonly Pick<PoLine, 'quantity' | 'unitCost'>[]) =>
  cents(lines.reduce((sum, l) => sum + l.quantity * l.unitCost, 0));

/** Lines not yet received in full. */
export const openLines = (lines: readonly Pick<PoLine, 'quantity' | 'received'>[]) =>
  lines.filter((l) => l.received < l.quantity).length;

/** Still to come on a line (never below zero). */
export const outstanding = (l: Pick<PoLine, 'quantity' | 'received'>) => round3(Math.max(0, l.quantity - l.received));

/** A line as typed in the draft form. */
export interface PoLineDraft {
  partId: string;
  quantity: string;
  unitCost: string;
}

export type PoLineProblem = QuantityProblem | 'partMissing' | 'partTwice' | 'costNotNumber';

/** What is wrong with each line typed (by index), and with the lines as a whole. */
export function poLineProblems(
  lines: readonly PoLineDraft[],
  unitOf: (partId: string) => PartUnit | null,
): { lines: Record<number, PoLineProblem>; all?: 'noLines' | 'tooManyLines' } {
  const found: Record<number, PoLineProblem> = {};
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const unit = l.partId ? unitOf(l.partId) : null;
    if (!unit) found[i] = 'partMissing';
    else if (seen.has(l.partId)) found[i] = 'partTwice';
    else {
      const q = quantityProblem(l.quantity, unit);
      const cost = l.unitCost.trim().replace(',', '.');
      if (q) found[i] = q;
      else if (!/^\d+(\.\d{1,4})?$/.test(cost) || Number(cost) > INVENTORY_LIMITS.unitCost) found[i] = 'costNotNumber';
    }
    seen.add(l.partId);
  });
  if (lines.length === 0) return { lines: found, all: 'noLines' };
  if (lines.length > PO_LIMITS.lines) return { lines: found, all: 'tooManyLines' };
  return { lines: found };
}

export type ReceiptProblem = QuantityProblem | 'overNeedsReason' | 'reasonTooLong';

/**
 * What is wrong with a receipt typed against a line: a quantity as its unit counts it, and a
 * reason when it takes the line above what was ordered.
 */
export function receiptProblem(
  typed: string,
  line: Pick<PoLine, 'unit' | 'quantity' | 'received'>,
  reason: string,
): ReceiptProblem | null {
  const q = quantityProblem(typed, line.unit);
  if (q) return q;
  if (reason.trim().length > PO_LIMITS.reason) return 'reasonTooLong';
  const n = Number(typed.trim().replace(',', '.'));
  if (line.received + n > line.quantity + 1e-9 && !reason.trim()) return 'overNeedsReason';
  return null;
}

/** The order after a receipt of `quantity` on line `index`: its lines, open count and status. */
export function afterReceipt(lines: readonly PoLine[], index: number, quantity: number) {
  // Plain arithmetic, exactly as firestore.rules checks it (shown to 3 decimals).
  const next = lines.map((l, i) => (i === index ? { ...l, received: l.received + quantity } : l));
  const open = openLines(next);
  return { lines: next, open, status: (open === 0 ? 'received' : 'partiallyReceived') as PoStatus };
}

/** How much of each part is on order for a storeroom ('store/part' → quantity still to come). */
export function onOrderByStore(
  orders: readonly { status: PoStatus; store: string; lines: readonly PoLine[] }[],
): Map<string, number> {
  const on = new Map<string, number>();
  for (const o of orders) {
    if (!ON_ORDER.includes(o.status)) continue;
    for (const l of o.lines) {
      const key = `${o.store}/${l.partId}`;
      on.set(key, round3((on.get(key) ?? 0) + outstanding(l)));
    }
  }
  return on;
}

export interface ReorderLine {
  partId: string;
  store: string;
  available: number;
  onOrder: number;
  min: number;
  max: number | null;
  suggested: number;
}

/** The parts of a storeroom's stock that may need ordering (available and on order below the minimum), whatever their unit. */
export function reorderCandidates(
  stock: readonly { store: string; partId: string; level: StockLevel }[],
  onOrder: ReadonlyMap<string, number>,
): string[] {
  return stock
    .filter(
      ({ store, partId, level }) =>
        level.min !== null && level.onHand - level.reserved + (onOrder.get(`${store}/${partId}`) ?? 0) < level.min,
    )
    .map((s) => s.partId);
}

/**
 * The reorder list: each part whose available stock in a storeroom, with what is already on
 * order, is below its minimum, with the quantity to order up to the maximum. Worst first (the
 * furthest below its minimum).
 */
export function reorderList(
  stock: readonly { store: string; partId: string; level: StockLevel }[],
  unitOf: (partId: string) => PartUnit | null,
  onOrder: ReadonlyMap<string, number>,
): ReorderLine[] {
  const lines: ReorderLine[] = [];
  for (const { store, partId, level } of stock) {
    const unit = unitOf(partId);
    if (!unit || level.min === null) continue;
    const coming = onOrder.get(`${store}/${partId}`) ?? 0;
    const suggested = reorderQuantity(level, coming, unit);
    if (suggested <= 0) continue;
    lines.push({
      partId,
      store,
      available: round3(level.onHand - level.reserved),
      onOrder: coming,
      min: level.min,
      max: level.max,
      suggested,
    });
  }
  const gap = (l: ReorderLine) => (l.available + l.onOrder - l.min) / Math.max(l.min, 1);
  return lines.sort((a, b) => gap(a) - gap(b) || a.partId.localeCompare(b.partId));
}

/** A vendor as typed. */
export interface VendorDraft {
  name: string;
  contact: string;
  email: string;
  phone: string;
  leadTimeDays: string;
}

export type VendorProblem = 'nameMissing' | 'nameTaken' | 'textTooLong' | 'emailInvalid' | 'leadTime';

export const VENDOR_LIMITS = { name: 200, contact: 200, email: 320, phone: 40, leadTimeDays: 365 } as const;

/** What is wrong with a vendor as typed, given the other vendors' names; empty when it may be saved. */
export function vendorProblems(
  d: VendorDraft,
  otherNames: readonly string[],
): Partial<Record<keyof VendorDraft, VendorProblem>> {
  const found: Partial<Record<keyof VendorDraft, VendorProblem>> = {};
  const name = d.name.trim();
  const key = (s: string) => s.trim().toLocaleLowerCase();
  if (!name) found.name = 'nameMissing';
  else if (name.length > VENDOR_LIMITS.name) found.name = 'textTooLong';
  else if (otherNames.some((n) => key(n) === key(name))) found.name = 'nameTaken';
  if (d.contact.trim().length > VENDOR_LIMITS.contact) found.contact = 'textTooLong';
  const email = d.email.trim();
  if (email && (email.length > VENDOR_LIMITS.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)))
    found.email = 'emailInvalid';
  if (d.phone.trim().length > VENDOR_LIMITS.phone) found.phone = 'textTooLong';
  const lead = d.leadTimeDays.trim();
  if (lead && (!/^\d+$/.test(lead) || Number(lead) > VENDOR_LIMITS.leadTimeDays)) found.leadTimeDays = 'leadTime';
  return found;
}
