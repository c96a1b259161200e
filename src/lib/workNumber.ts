// Shared by the work feature (raising requests) and service contracts (visit orders).
import { MAX_KEYWORDS, titleKeywords } from './keywords';
// Readable work-request numbers made on the device, unique without a server counter:
// WR-{yyyymmdd}-{4 characters}. The number is the document's id, so a clash (1 in 1,048,576 per
// day for two given requests) is refused by the rules as an update rather than silently merged,
// and the client simply draws again.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base 32: no I, L, O, U to misread

export const WORK_NUMBER = /^WR-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newWorkNumber(
  now: Date = new Date(),
  random: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(4)),
): string {
  return newDayNumber('WR', now, random);
}

/** {prefix}-{yyyymmdd}-{4 Crockford characters}: work requests (WR), purchase orders (PO). */
export function newDayNumber(
  prefix: string,
  now: Date = new Date(),
  random: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(4)),
): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const code = Array.from(random(), (b) => ALPHABET[b % 32]).join('');
  return `${prefix}-${day}-${code}`;
}

/**
 * A preventive order's document id is deterministic, so that two devices generating it at once
 * write the same document: {planId}_{yyyy-mm-dd} for a calendar due date, {planId}_m{threshold}
 * for a meter threshold (domain/generation.ts). People see it as a readable number instead:
 * PM-{yyyymmdd}-{code} or PM-M{threshold}-{code}, the code being four Crockford characters drawn
 * from the plan's id (a 20-bit hash), so one plan's orders share it and read as a series.
 */
const PM_CALENDAR_ID = /^(.+)_(\d{4})-(\d{2})-(\d{2})$/;
const PM_METER_ID = /^(.+)_m(\d+(?:\.\d+)?)$/;

/** Four Crockford characters from a text (FNV-1a, 32-bit, its low 20 bits). */
function code(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return Array.from({ length: 4 }, (_, i) => ALPHABET[(hash >>> (15 - i * 5)) & 31]).join('');
}

/** A plan's code: four Crockford characters from its id. */
export const planCode = (planId: string) => code(planId);

/**
 * The number of the follow-up request for step `step` of order `orderNumber` (an out-of-range
 * reading): WR-{the order's day}-{code of order and step}. The same on every device, so a reading
 * is followed up once: a second raise is the same document, which the rules refuse to overwrite.
 * `day` is the order's yyyy-mm-dd (a preventive order's due date).
 */
export function followUpNumber(orderNumber: string, step: number, day: string): string {
  return `WR-${day.replaceAll('-', '')}-${code(`${orderNumber}#${step}`)}`;
}

/** The number people read for an order id: a request's own number, a preventive order's PM-… number. */
export function workNumberLabel(number: string): string {
  if (WORK_NUMBER.test(number)) return number;
  const calendar = PM_CALENDAR_ID.exec(number);
  if (calendar) return `PM-${calendar[2]}${calendar[3]}${calendar[4]}-${planCode(calendar[1])}`;
  const meter = PM_METER_ID.exec(number);
  if (meter) return `PM-M${meter[2]}-${planCode(meter[1])}`;
  return number;
}

/**
 * An order's search words: its title's (lib/keywords.ts) and its readable number's, so "EXH9" (the
 * end of WR-20261123-EXH9), "20261123" or "PM-20261127" find it as its title's words do.
 */
export function workKeywords(title: string, number: string): string[] {
  const own = titleKeywords(title);
  const extra = titleKeywords(workNumberLabel(number)).filter((k) => !own.includes(k));
  return [...own.slice(0, MAX_KEYWORDS - Math.min(extra.length, MAX_KEYWORDS)), ...extra].slice(0, MAX_KEYWORDS);
}
