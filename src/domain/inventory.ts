// Spare parts and stock: the parts catalogue, stock of a part in a storeroom, and the movements
// that change it — an append-only ledger (receipt, issue to a work order, return, transfer out
// and in, count adjustment), each going in one batch with the stock figure it moves, by exactly
// its quantity (the rollup pattern the rules check). Stock may go below zero when movements made
// offline meet on the server: it is shown and listed, never refused or lost. Pure: the inventory
// service, its pages, the seed and the tests share it.
import { foldText, KEYWORD_MAX, KEYWORD_MIN, searchWords, titleKeywords } from '../lib/keywords';

/** How a part is counted: in whole pieces (each, set, box) or measured (litres, metres, kilograms). */
export const PART_UNITS = ['each', 'set', 'box', 'pair', 'roll', 'litre', 'kilogram', 'metre'] as const;
export type PartUnit = (typeof PART_UNITS)[number];
const WHOLE_UNITS: readonly PartUnit[] = ['each', 'set', 'box', 'pair', 'roll'];
export const isWholeUnit = (unit: PartUnit) => WHOLE_UNITS.includes(unit);

export const INVENTORY_LIMITS = {
  number: 40,
  text: 200,
  description: 2000,
  /** The largest quantity one movement or stock figure may hold. */
  quantity: 1_000_000,
  /** A unit cost's ceiling (in the company's currency). */
  unitCost: 10_000_000,
  reason: 500,
} as const;

/** Why stock moved. The sign of a movement's `quantity` is its kind's (a count may go either way). */
export const MOVEMENT_KINDS = ['receipt', 'issue', 'return', 'transferOut', 'transferIn', 'count'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Kinds that take stock out (their quantity is negative); a count may be either. */
const OUTGOING: readonly MovementKind[] = ['issue', 'transferOut'];

/** One part's stock in one storeroom. */
export interface StockLevel {
  onHand: number;
  /** Held for planned work orders (not yet issued). */
  reserved: number;
  /** Reorder point and the level to order up to; null: not stocked to a level. */
  min: number | null;
  max: number | null;
}

export type QuantityProblem = 'missing' | 'notANumber' | 'notPositive' | 'notWhole' | 'tooLarge';

/**
 * What is wrong with a quantity typed for a movement (never negative as typed; only a count may
 * be zero: none found); null when fine.
 */
export function quantityProblem(typed: string, unit: PartUnit, { zero = false } = {}): QuantityProblem | null {
  const text = typed.trim().replace(',', '.');
  if (!text) return 'missing';
  if (!/^\d+(\.\d+)?$/.test(text)) return /^-/.test(text) ? 'notPositive' : 'notANumber';
  const n = Number(text);
  if (n < 0 || (n === 0 && !zero)) return 'notPositive';
  if (isWholeUnit(unit) && !Number.isInteger(n)) return 'notWhole';
  if (n > INVENTORY_LIMITS.quantity) return 'tooLarge';
  return null;
}

/** A typed quantity as a number (after `quantityProblem` found nothing), to 3 decimals. */
export const typedQuantity = (typed: string): number =>
  Math.round(Number(typed.trim().replace(',', '.')) * 1000) / 1000;

/**
 * The signed change a movement makes to on-hand stock: out for issues and transfers out, in for
 * receipts, returns and transfers in; a count adjustment is the counted figure minus what the
 * ledger said (`counted` − `onHand`), either way. Plain arithmetic, exactly as firestore.rules
 * and the server's increment work it out (show figures with `shownQuantity`).
 */
export function movementChange(kind: MovementKind, quantity: number, onHand = 0): number {
  if (kind === 'count') return quantity - onHand;
  return OUTGOING.includes(kind) ? -quantity : quantity;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A stock figure as people read it: to 3 decimals (0.1 + 0.2 is 0.3). */
export const shownQuantity = round3;

/** Stock after a movement's change (no floor: offline issues may take it below zero). */
export const stockAfter = (level: StockLevel, change: number): StockLevel => ({
  ...level,
  onHand: level.onHand + change,
});

/** What can still be reserved or issued: on hand less reserved (may be below zero). */
export const available = (level: StockLevel): number => round3(level.onHand - level.reserved);

export type StockState = 'negative' | 'out' | 'belowMin' | 'ok' | 'unstocked';

/** How a stock level stands, worst first: below zero (a storekeeper must look), none, under the minimum. */
export function stockState(level: StockLevel): StockState {
  if (level.onHand < 0) return 'negative';
  if (level.min === null && level.onHand === 0) return 'unstocked';
  if (available(level) <= 0) return 'out';
  if (level.min !== null && available(level) < level.min) return 'belowMin';
  return 'ok';
}

/**
 * A stock's headroom: available less its minimum (0 when no minimum is set). Stored with the
 * stock and moved by the same increments as the figures it is made of (a movement's change, a
 * reservation's change, a minimum's change), so the server can be asked for the short stock
 * alone: below its minimum, or more held or issued than there is. firestore.rules checks it
 * against the figures on every write.
 */
export const headroom = (level: StockLevel): number => round3(level.onHand - level.reserved - (level.min ?? 0));

/**
 * Short: a headroom below this (quantities are multiples of 0.001, so half of that keeps a
 * headroom of 0 worked out in floating point, say 0.30000000000000004 − 0.3, from counting).
 */
export const SHORT_BELOW = -0.0005;

/** Whether a stock is short (below its minimum, or more held or issued than there is). */
export const isShort = (level: StockLevel) => headroom(level) < SHORT_BELOW;

/** The change to a stock's headroom when its minimum changes from `was` to `min` (null: none). */
export const headroomOfMin = (was: number | null, min: number | null): number => round3((was ?? 0) - (min ?? 0));

/**
 * The quantity to reorder: up to the maximum (or twice the minimum when no maximum is set) from
 * what is available and already on order; 0 when available stock is not below the minimum.
 * Whole units round up.
 */
export function reorderQuantity(level: StockLevel, onOrder: number, unit: PartUnit): number {
  if (level.min === null) return 0;
  const have = available(level) + onOrder;
  if (have >= level.min) return 0;
  const target = level.max ?? level.min * 2;
  const need = Math.max(0, target - have);
  return isWholeUnit(unit) ? Math.ceil(need) : round3(need);
}

export type LevelProblem = 'minNotNumber' | 'maxNotNumber' | 'maxBelowMin' | 'notWhole';

/** What is wrong with a minimum and maximum typed for a part in a storeroom (empty: not set). */
export function levelProblems(
  typed: { min: string; max: string },
  unit: PartUnit,
): Partial<Record<'min' | 'max', LevelProblem>> {
  const found: Partial<Record<'min' | 'max', LevelProblem>> = {};
  const read = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
  const [min, max] = [read(typed.min), read(typed.max)];
  const bad = (n: number | null) => n !== null && (!Number.isFinite(n) || n < 0 || n > INVENTORY_LIMITS.quantity);
  if (bad(min)) found.min = 'minNotNumber';
  else if (min !== null && isWholeUnit(unit) && !Number.isInteger(min)) found.min = 'notWhole';
  if (bad(max)) found.max = 'maxNotNumber';
  else if (max !== null && isWholeUnit(unit) && !Number.isInteger(max)) found.max = 'notWhole';
  else if (max !== null && min !== null && !found.min && max < min) found.max = 'maxBelowMin';
  return found;
}

/** A work order's cost: labour (null when a craft has no rate), parts issued less returned, other costs. */
export interface OrderCost {
  labour: number | null;
  parts: number;
  other: number;
  /** null when the labour cannot be priced (a craft with hours has no rate). */
  total: number | null;
}

/** The parts' cost of an order from its movements: issues at their unit cost, returns taken back. */
export function partsCost(movements: readonly { kind: MovementKind; quantity: number; unitCost: number }[]): number {
  let cost = 0;
  for (const m of movements) {
    if (m.kind === 'issue') cost += m.quantity * m.unitCost;
    else if (m.kind === 'return') cost -= m.quantity * m.unitCost;
  }
  return Math.round(cost * 100) / 100;
}

export function orderCost(labour: number | null, parts: number, other: number): OrderCost {
  const cents = (n: number) => Math.round(n * 100) / 100;
  return { labour, parts, other, total: labour === null ? null : cents(labour + parts + other) };
}

/** A part as typed in its form. */
export interface PartDraft {
  number: string;
  description: string;
  unit: string;
  category: string;
  manufacturer: string;
  manufacturerNumber: string;
  vendor: string;
  unitCost: string;
}

export type PartProblem =
  | 'numberMissing'
  | 'numberTooLong'
  | 'numberTaken'
  | 'descriptionMissing'
  | 'descriptionTooLong'
  | 'unitMissing'
  | 'textTooLong'
  | 'costNotNumber';

/** Part numbers compare without case and surrounding spaces. */
/** A part as the catalogue holds it, as an admin writes it (the inventory service's `PartInput`). */
export interface PartValues {
  number: string;
  description: string;
  unit: PartUnit;
  category: string;
  manufacturer: string;
  manufacturerNumber: string;
  vendor: string;
  unitCost: number;
  /** The equipment it fits, as 'site/plant/eqid'. */
  fits: string[];
  archived: boolean;
}

export const partNumberKey = (n: string) => n.trim().toLocaleUpperCase('en');

/**
 * The ways a number may be stored, for an exact `in` query: as typed (trimmed), upper case (as
 * `partNumberKey` compares) and lower case; each once.
 */
export function partNumberForms(numbers: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const typed of numbers) {
    const number = typed.trim();
    if (!number) continue;
    forms.add(number).add(partNumberKey(number)).add(number.toLocaleLowerCase('en'));
  }
  return [...forms];
}

/** What is wrong with a part as typed, given the other parts' numbers; empty when it may be saved. */
export function partProblems(
  d: PartDraft,
  otherNumbers: readonly string[],
): Partial<Record<keyof PartDraft, PartProblem>> {
  const found: Partial<Record<keyof PartDraft, PartProblem>> = {};
  const number = d.number.trim();
  if (!number) found.number = 'numberMissing';
  else if (number.length > INVENTORY_LIMITS.number) found.number = 'numberTooLong';
  else if (otherNumbers.some((n) => partNumberKey(n) === partNumberKey(number))) found.number = 'numberTaken';
  const description = d.description.trim();
  if (!description) found.description = 'descriptionMissing';
  else if (description.length > INVENTORY_LIMITS.description) found.description = 'descriptionTooLong';
  if (!(PART_UNITS as readonly string[]).includes(d.unit)) found.unit = 'unitMissing';
  for (const field of ['category', 'manufacturer', 'vendor'] as const)
    if (d[field].trim().length > INVENTORY_LIMITS.text) found[field] = 'textTooLong';
  if (d.manufacturerNumber.trim().length > 60) found.manufacturerNumber = 'textTooLong';
  const cost = d.unitCost.trim().replace(',', '.');
  if (cost && (!/^\d+(\.\d{1,4})?$/.test(cost) || Number(cost) > INVENTORY_LIMITS.unitCost))
    found.unitCost = 'costNotNumber';
  return found;
}

/**
 * A reservation: stock of a part held in a storeroom for one work order, one document per order
 * and part (this id), whose quantity moves the stock's `reserved` by exactly its change in the
 * same batch. Released (to 0) as the parts are issued or the work no longer needs them.
 */
export const reservationId = (plant: string, number: string, partId: string) => `${plant}_${number}_${partId}`;

/** A work order's key in the ledger and in its reservations: 'plant/number'. */
export const orderKey = (plant: string, number: string) => `${plant}/${number}`;

/** One catalogue part of an order's plan against the storeroom: what is needed, held, issued, short. */
export interface OrderPartLine {
  partId: string;
  /** The plan's quantity (the lines of one part added up). */
  needed: number;
  reserved: number;
  /** Issued to the order less returned. */
  issued: number;
  /** Still to reserve: needed less issued and reserved (never below zero). */
  toReserve: number;
  /** What the storeroom cannot cover of `toReserve` from its available stock. */
  short: number;
}

/**
 * The order's catalogue parts against one storeroom, in the plan's order: `reserved` by part
 * (this order's reservations), its movements (issues and returns), and the storeroom's stock.
 */
export function orderPartLines(
  materials: readonly { partId?: string | null; quantity: number }[],
  reserved: Readonly<Record<string, number>>,
  movements: readonly { partId: string; kind: MovementKind; quantity: number }[],
  stock: Readonly<Record<string, StockLevel>>,
): OrderPartLine[] {
  const needed = new Map<string, number>();
  for (const m of materials) if (m.partId) needed.set(m.partId, round3((needed.get(m.partId) ?? 0) + m.quantity));
  // Parts issued that the plan does not name still show (and count in the cost).
  for (const m of movements) if (!needed.has(m.partId) && m.kind === 'issue') needed.set(m.partId, 0);
  return [...needed].map(([partId, need]) => {
    let issued = 0;
    for (const m of movements)
      if (m.partId === partId) issued += m.kind === 'issue' ? m.quantity : m.kind === 'return' ? -m.quantity : 0;
    issued = round3(issued);
    const held = reserved[partId] ?? 0;
    const toReserve = round3(Math.max(0, need - issued - held));
    const level = stock[partId];
    const free = level ? Math.max(0, available(level)) : 0;
    return { partId, needed: need, reserved: held, issued, toReserve, short: round3(Math.max(0, toReserve - free)) };
  });
}

/**
 * The orders (Awaiting Materials) that plan any of `partIds`, each with those parts in its plan's
 * order: a purchase order's receipt names the work it may let go. Oldest raised first.
 */
export function ordersWaitingFor<
  O extends {
    number: string;
    raisedAt: string | null;
    plan: { materials: readonly { partId?: string | null }[] } | null;
  },
>(orders: readonly O[], partIds: readonly string[]): { order: O; parts: string[] }[] {
  const wanted = new Set(partIds);
  return orders
    .map((order) => ({
      order,
      parts: [
        ...new Set((order.plan?.materials ?? []).flatMap((m) => (m.partId && wanted.has(m.partId) ? [m.partId] : []))),
      ],
    }))
    .filter((w) => w.parts.length > 0)
    .sort(
      (a, b) =>
        (a.order.raisedAt ?? '').localeCompare(b.order.raisedAt ?? '') || a.order.number.localeCompare(b.order.number),
    );
}

/** How much of a reservation an issue of `quantity` releases: up to what is held. */
export const releasedBy = (quantity: number, reserved: number) => round3(Math.min(reserved, quantity));

/** Why a return of `quantity` to the storeroom cannot be recorded against the order: more than was issued. */
export const returnProblem = (quantity: number, issued: number): 'moreThanIssued' | null =>
  quantity > issued + 1e-9 ? 'moreThanIssued' : null;

/** How a catalogue part reads in a line that names it (and is recognised again): "number – description". */
export const partLabel = (p: { number: string; description: string }, max = 200) =>
  `${p.number} – ${p.description}`.slice(0, max);

/**
 * Parts in use whose number, description or manufacturer's number holds `typed` (case aside),
 * in catalogue order, at most `max` (a picker's suggestions).
 */
export function partsMatching<
  P extends { number: string; description: string; manufacturerNumber: string; archived: boolean },
>(parts: readonly P[], typed: string, max = 20): P[] {
  const q = typed.trim().toLocaleLowerCase();
  const found: P[] = [];
  for (const p of parts) {
    if (p.archived) continue;
    if (
      !q ||
      p.number.toLocaleLowerCase().includes(q) ||
      p.description.toLocaleLowerCase().includes(q) ||
      p.manufacturerNumber.toLocaleLowerCase().includes(q)
    )
      found.push(p);
    if (found.length >= max) break;
  }
  return found;
}

/** How many parts a page of the catalogue list holds at first; "Show more" adds as many again. */
export const PARTS_PAGE = 100;

/**
 * A part's search words (stored on it as `keywords`): the prefixes of the words of its number,
 * description and manufacturer's number, folded as searches fold them ("BRG-6205" is found by
 * "brg", "62" or "6205"). A catalogue of any size is searched by one `array-contains` query.
 */
export const partKeywords = (p: { number: string; description: string; manufacturerNumber: string }) =>
  titleKeywords(`${p.number} ${p.manufacturerNumber} ${p.description}`);

/**
 * The word a catalogue search asks the server for: the longest typed word of at least two
 * letters (the most selective), cut to the longest stored prefix; null when none is typed. The
 * other words filter what comes back (`partMatches`).
 */
export function partSearchWord(typed: string): string | null {
  const words = searchWords(typed).filter((w) => w.length >= KEYWORD_MIN);
  if (!words.length) return null;
  return words.reduce((a, b) => (b.length > a.length ? b : a)).slice(0, KEYWORD_MAX);
}

/** A part holds every typed word somewhere in its number, description or manufacturer's number. */
export function partMatches(
  p: { number: string; description: string; manufacturerNumber: string },
  typed: string,
): boolean {
  const haystack = foldText(`${p.number} ${p.manufacturerNumber} ${p.description}`);
  return searchWords(typed).every((w) => haystack.includes(w));
}
