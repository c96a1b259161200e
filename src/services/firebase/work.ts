// Work requests, one document through their whole life as a work order (docs/design.md §3, §4), and
// their append-only history. Types and converters that refuse damaged data; the rules check the
// same shape (docs/architecture.md, "Work request rules").
import type * as FirestoreSdk from 'firebase/firestore';
import { ACTIONS, FAILURE_CAUSES, PERMIT_TYPES, WORK_TYPE_CODES } from '../../domain/referenceLists';
import { WORK_STATUSES } from '../../domain/statusMachine';
import type {
  Acknowledgement,
  Acknowledgements,
  ChecklistItem,
  HistoryEvent,
  Material,
  WorkRequest,
} from '../../domain/work';
import { PORTAL_KEY, PORTAL_LIMITS, PORTAL_URGENCIES, type PortalOrigin } from '../../domain/portal';
import { KEYWORD_MAX, MAX_KEYWORDS } from '../../lib/keywords';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { getDb } from './firestore';
import { type FieldReader } from './schema';
import { TIME_LIMITS, type TimeEntry } from '../../domain/timeEntries';
import { rankAt } from '../../domain/rime';

// The work order's shape and its pure helpers live in the domain layer; re-exported here for the
// code that reads and writes orders.
export * from '../../domain/work';

const number = (r: FieldReader, field: string, min: number, max: number) => {
  const v = r.raw(field);
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    r.fail(field, `is not a number from ${min} to ${max}`);
  return v;
};

const map = (r: FieldReader, field: string): FieldReader | null => {
  const v = r.raw(field);
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || Array.isArray(v)) r.fail(field, 'is not a map');
  return r.child(field);
};

/** At most this many required procedures on an order (PROCEDURE_LIMITS.requiredPerOrder; the rules check 5). */
const REQUIRED_MAX = 5;

/**
 * The acknowledgements by procedure, then by person. An entry written before they were per
 * person ({revision, by, ...} under the procedure) is read as its reader's, for the record; the
 * rules count it for nobody, so its reader acknowledges again before working.
 */
function acknowledgementsOf(r: FieldReader): Acknowledgements {
  const acks = map(r, 'acknowledgements');
  if (!acks) return {};
  const raw = r.raw('acknowledgements') as Record<string, unknown>;
  const one = (a: FieldReader): Acknowledgement => ({
    revision: a.integer('revision', 1, Number.MAX_SAFE_INTEGER),
    by: a.string('by', { max: 128 }),
    byName: a.string('byName', { optional: true, max: 200 }),
    at: a.timestamp('at', { optional: true }),
  });
  return Object.fromEntries(
    Object.keys(raw).map((id) => {
      const entry = map(acks, id) ?? acks.fail(id, 'is not a map');
      const people = raw[id] as Record<string, unknown>;
      const byPerson: Record<string, Acknowledgement> = {};
      if ('revision' in people) {
        const legacy = one(entry);
        byPerson[legacy.by] = legacy;
      }
      for (const uid of Object.keys(people))
        if (!['revision', 'by', 'byName', 'at'].includes(uid))
          byPerson[uid] = one(map(entry, uid) ?? entry.fail(uid, 'is not a map'));
      return [id, byPerson];
    }),
  );
}

function requiredProceduresOf(r: FieldReader): string[] {
  const list = r.textList('requiredProcedures', 128);
  if (list.length > REQUIRED_MAX) r.fail('requiredProcedures', `has more than ${REQUIRED_MAX} items`);
  return list;
}

const nullableNumber = (r: FieldReader, field: string) => (r.raw(field) == null ? null : number(r, field, -1e12, 1e12));

/** A recorded reading: '' for none, else a number as text (or, written by hand, a number). */
function readingOf(raw: unknown, fail: () => never): number | null {
  if (raw === '') return null;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && Math.abs(value) <= 1e12 ? value : fail();
}

/**
 * The checklist: its steps (`checklist`) with what was recorded on each (`checklistDone`,
 * `checklistValues`, one per step; see checklistProgress). An order stored before the two lists
 * keeps `done` and `value` on each step, and reads the same.
 */
function checklistOf(r: FieldReader): ChecklistItem[] {
  const rawDone = r.raw('checklistDone');
  const split = rawDone !== undefined;
  if (split && (!Array.isArray(rawDone) || rawDone.some((d) => typeof d !== 'boolean')))
    r.fail('checklistDone', 'is not a list of true or false');
  const done = split ? (rawDone as boolean[]) : [];
  const rawValues = split ? r.raw('checklistValues') : [];
  if (!Array.isArray(rawValues)) r.fail('checklistValues', 'is not a list');
  const items = r.list(
    'checklist',
    (c, i) => {
      const reading = map(c, 'reading');
      const value = split
        ? readingOf(rawValues[i], () => r.fail(`checklistValues[${i}]`, 'is not a number'))
        : nullableNumber(c, 'value');
      return {
        text: c.string('text', { max: 500 }),
        reading: reading && {
          unit: reading.string('unit', { optional: true, max: 20 }),
          min: nullableNumber(reading, 'min'),
          max: nullableNumber(reading, 'max'),
        },
        done: split ? done[i] === true : c.boolean('done', false),
        value,
      };
    },
    { optional: true },
  );
  if (split && (done.length !== items.length || rawValues.length !== items.length))
    r.fail('checklistDone', 'does not match the steps');
  return items;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The title's search words, checked but not kept: only the search query uses them, and
 * state would carry up to 100 words per order. Optional: requests written before search existed lack
 * them (they are found by number only).
 */
function checkKeywords(r: FieldReader) {
  if (r.textList('keywords', KEYWORD_MAX).length > MAX_KEYWORDS)
    r.fail('keywords', `has more than ${MAX_KEYWORDS} words`);
}

/** A photo's stored name in the order's attachments (storage.rules and firestore.rules portalOrigin). */
const PORTAL_PHOTO = /^[0-9a-z]{1,20}-[A-Za-z0-9._-]{1,179}$/;

/** Where a request sent through the request portal came from (absent, or null, on any other order). */
function portalOf(r: FieldReader): PortalOrigin | null {
  const p = map(r, 'portal');
  if (!p) return null;
  const key = (field: string) => {
    const v = p.string(field, { max: 20 });
    if (!PORTAL_KEY.test(v)) p.fail(field, 'is not a portal key');
    return v;
  };
  const name = p.string('name', { max: PORTAL_LIMITS.name });
  if (!name.trim()) p.fail('name', 'is empty');
  return {
    key: key('key'),
    status: key('status'),
    name,
    contact: p.string('contact', { max: PORTAL_LIMITS.contact }),
    urgency: p.oneOf('urgency', PORTAL_URGENCIES),
    photo: p.nullableString('photo', { max: 200, pattern: PORTAL_PHOTO }),
  };
}

/** A material line {text, quantity, partId?} (an order's plan, a job plan's). */
export const parseMaterial = (m: FieldReader): Material => ({
  text: m.string('text', { max: 200 }),
  quantity: number(m, 'quantity', 0, 1_000_000),
  ...(m.raw('partId') == null ? {} : { partId: m.string('partId', { max: 128 }) }),
});

export function parseWorkRequest(id: string, r: FieldReader): WorkRequest {
  checkKeywords(r);
  const plan = map(r, 'plan');
  const execution = map(r, 'execution');
  const pm = map(r, 'pm');
  const signature = map(r, 'signature');
  const contract = map(r, 'contract');
  const followUpOf = map(r, 'followUpOf');
  const portal = portalOf(r);
  return {
    number: id,
    title: r.string('title', { max: 200 }),
    description: r.string('description', { optional: true, max: 5000 }),
    equipmentId: r.string('equipmentId', { max: 128 }),
    equipmentTag: r.string('equipmentTag', { max: 40 }),
    equipmentName: r.string('equipmentName', { max: 200 }),
    criticality: r.integer('criticality', 1, 10),
    workType: r.oneOf('workType', WORK_TYPE_CODES),
    rime: r.integer('rime', 1, 100),
    status: r.oneOf('status', WORK_STATUSES),
    version: r.integer('version', 1, Number.MAX_SAFE_INTEGER),
    raisedBy: r.string('raisedBy'),
    raisedByName: r.string('raisedByName', { optional: true, max: 200 }),
    raisedAt: r.timestamp('raisedAt', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
    reason: r.nullableString('reason', { max: 1000 }),
    plan: plan && {
      estimatedHours: number(plan, 'estimatedHours', 0, 1000),
      craft: plan.string('craft', { max: 60 }),
      assignees: plan.textList('assignees'),
      permits: plan.codeList('permits', PERMIT_TYPES),
      materials: plan.list('materials', parseMaterial, { optional: true }),
    },
    scheduledFor: r.nullableString('scheduledFor', { max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ }),
    execution: execution && {
      actualHours: number(execution, 'actualHours', 0, 999),
      action: execution.raw('action') == null ? null : execution.oneOf('action', ACTIONS),
      failureCause: execution.raw('failureCause') == null ? null : execution.oneOf('failureCause', FAILURE_CAUSES),
      delays: execution.list(
        'delays',
        (d) => ({
          code: d.string('code', { max: 2 }),
          hours: number(d, 'hours', 0, 24),
          note: d.string('note', { optional: true, max: 1000 }),
        }),
        { optional: true },
      ),
      startedAt: execution.timestamp('startedAt', { optional: true }),
    },
    assignees: r.textList('assignees'),
    pm: pm && {
      planId: pm.string('planId', { max: 128 }),
      due: pm.nullableString('due', { max: 10, pattern: DAY }) ?? pm.fail('due', 'is missing'),
      threshold: nullableNumber(pm, 'threshold'),
      toleranceDays: pm.integer('toleranceDays', 0, 3653),
      signatureRequired: pm.boolean('signatureRequired', false),
      equipmentIds: pm.textList('equipmentIds', 128),
    },
    checklist: checklistOf(r),
    signature: signature && {
      name: signature.string('name', { max: 200 }),
      by: signature.string('by', { max: 128 }),
      at: signature.timestamp('at', { optional: true }),
    },
    completedAt: r.timestamp('completedAt', { optional: true }),
    contract: contract && {
      site: contract.string('site', { max: 128 }),
      id: contract.string('id', { max: 128 }),
      vendor: contract.string('vendor', { max: 200 }),
      visit: contract.nullableString('visit', { max: 10, pattern: DAY }) ?? contract.fail('visit', 'is missing'),
    },
    requiredProcedures: requiredProceduresOf(r),
    acknowledgements: acknowledgementsOf(r),
    followUpOf: followUpOf && {
      number: followUpOf.string('number', { max: 128 }),
      step: followUpOf.integer('step', 0, 49),
    },
    // Only on a portal request: every other order reads as it did before the portal.
    ...(portal ? { portal } : {}),
  };
}

export function parseHistoryEvent(r: FieldReader): HistoryEvent {
  return {
    version: r.integer('version', 1, Number.MAX_SAFE_INTEGER),
    from: r.raw('from') == null ? null : r.oneOf('from', WORK_STATUSES),
    to: r.oneOf('to', WORK_STATUSES),
    by: r.string('by'),
    at: r.timestamp('at', { optional: true }),
    note: r.string('note', { optional: true, max: 1000 }),
  };
}

/** A time entry as stored (domain/timeEntries.ts); a damaged one is refused, naming the field. */
export function parseTimeEntry(id: string, r: FieldReader): TimeEntry {
  return {
    id,
    by: r.string('by', { max: 128 }),
    byName: r.string('byName', { optional: true, max: 200 }),
    craft: r.string('craft', { optional: true, max: 60 }),
    startedAt: r.timestamp('startedAt', { optional: true }),
    endedAt: r.timestamp('endedAt', { optional: true }),
    hours: number(r, 'hours', 0.01, TIME_LIMITS.maxHours),
    note: r.string('note', { optional: true, max: TIME_LIMITS.note }),
    at: r.timestamp('at', { optional: true }),
  };
}

type Sdk = typeof FirestoreSdk;

export const workConverters = {
  workRequest: converter((r, s) => parseWorkRequest(s.id, r)),
  history: converter((r) => parseHistoryEvent(r)),
  timeEntry: converter((r, s) => parseTimeEntry(s.id, r)),
};

/**
 * A new order's raising time, the device's (the queues filter on it, and the offline cache cannot
 * match a pending server stamp), and its ranking key from it (`rankAt` in domain/rime.ts; the
 * rules check it is exactly raisedAt less a week per RIME point).
 */
export function raisedStamps(sdk: Pick<Sdk, 'Timestamp'>, rimeValue: number, at = new Date()) {
  return { raisedAt: sdk.Timestamp.fromDate(at), rankAt: sdk.Timestamp.fromDate(rankAt(rimeValue, at)) };
}

export function workRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    workRequests: (k: PlantKey) => sdk.collection(db, paths.workRequests(k)).withConverter(workConverters.workRequest),
    workRequest: (k: PlantKey, number: string) =>
      sdk.doc(db, `${paths.workRequests(k)}/${number}`).withConverter(workConverters.workRequest),
    history: (k: PlantKey, number: string) =>
      sdk.collection(db, paths.history(k, number)).withConverter(workConverters.history),
    timeEntries: (k: PlantKey, number: string) =>
      sdk.collection(db, paths.timeEntries(k, number)).withConverter(workConverters.timeEntry),
  };
}

/** How many completed orders the cost page reads for a period (it says when there are more). */
export const COST_ORDERS_READ = 2000;

/**
 * The plant's orders completed in [from, to) (ISO), oldest first, at most COST_ORDERS_READ (the
 * cost page; one range on `completedAt`, its single-field index). `more`: the period holds more.
 */
export async function readCompletedOrders(
  key: PlantKey,
  from: string,
  to: string,
): Promise<{ orders: WorkRequest[]; more: boolean }> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const snapshot = await sdk.getDocs(
    sdk.query(
      workRefs(sdk, db).workRequests(key),
      sdk.where('completedAt', '>=', sdk.Timestamp.fromDate(new Date(from))),
      sdk.where('completedAt', '<', sdk.Timestamp.fromDate(new Date(to))),
      sdk.orderBy('completedAt'),
      sdk.limit(COST_ORDERS_READ + 1),
    ),
  );
  const orders: WorkRequest[] = [];
  for (const doc of snapshot.docs.slice(0, COST_ORDERS_READ))
    try {
      orders.push(doc.data());
    } catch {
      // A damaged order is left out (its own page names the damage).
    }
  return { orders, more: snapshot.size > COST_ORDERS_READ };
}
