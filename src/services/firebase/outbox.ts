// The sync centre's record of writes. Firestore keeps a write made offline in its
// own queue and sends it when the network returns, but it tells only the page that made the
// write whether the server took it, and nobody at all after a reload. So every write queued
// through `queueBatch` is also entered here: what it is, when, which record, the plain fields it
// wrote (to confirm it later) and, where a form made it, what the user typed (to edit and
// retry). It leaves the outbox when the server accepts it; a refusal stays, with its reason, until
// the user discards it or retries. The outbox lives in local storage, so it survives a reload
// and a browser restart just as Firestore's queue does.
import { readJson, tryWriteString } from '../../lib/storage';

export const OUTBOX_KEY = '__sync_outbox';

/** At most this many entries are kept (the oldest refused ones go first). */
export const OUTBOX_LIMIT = 300;

/** What a write is, as the sync centre names it (sync.what.* messages). */
export type WriteWhat =
  | 'export'
  | 'workRaise'
  | 'pmGenerate'
  | 'visitOrder'
  | 'workMove'
  | 'workUpdate'
  | 'workTime'
  | 'schedule'
  | 'plan'
  | 'equipment'
  | 'site'
  | 'plant'
  | 'contract'
  | 'procedure'
  | 'proposal'
  | 'jobPlan'
  | 'jobPlanProposal'
  | 'member'
  | 'invite'
  | 'crew'
  | 'crewDay'
  | 'shutdown'
  | 'kpiSettings'
  | 'failureCodes'
  | 'downtime'
  | 'stock'
  | 'part'
  | 'storeroom'
  | 'vendor'
  | 'purchaseOrder'
  | 'otherCost'
  | 'portal'
  | 'mailPrefs'
  | 'notificationsRead'
  | 'scheduleFreeze'
  | 'rebuild'
  | 'import'
  | 'bin'
  | 'change';

export type Plain = string | number | boolean | null;

export interface WriteLabel {
  what: WriteWhat;
  /** Values for the message: e.g. the status moved to. */
  values?: Record<string, string>;
  /** The record as people name it: "WR-20261125-AB12 · Pump leaking". */
  record: string;
  /** The record's page in the app. */
  link?: string;
  /** Where "edit and retry" goes (the record's page when not given). */
  retry?: string;
  /** What the user typed, for "edit and retry" (the form at `retry` reads it). */
  draft?: Record<string, string>;
  /** The refused entry this write retries: it leaves the outbox when this one is queued. */
  replaces?: string;
  /**
   * The write creates its first record under an id any device would give it (a generated
   * preventive order): refused because that record exists, another device made it first — not
   * a refusal to report.
   */
  madeOnce?: boolean;
}

export interface RecordedOp {
  path: string;
  kind: 'set' | 'update' | 'delete';
  /** The plain top-level fields written (sentinels, timestamps and long texts are left out). */
  fields: Record<string, Plain>;
}

export interface OutboxEntry {
  id: string;
  uid: string;
  /** The page session that queued it: another session cannot hear the server's answer. */
  session: string;
  queuedAt: number;
  label: WriteLabel;
  ops: RecordedOp[];
  state: 'pending' | 'refused';
  /** Why it was refused: an error code ('permission-denied', 'sync/not-applied', …). */
  reason?: string;
  /** The record's status on the server when the refusal was seen (null: it no longer exists). */
  serverStatus?: string | null;
}

export interface OutboxState {
  entries: OutboxEntry[];
  /** Local storage refused the outbox (quota or blocked): it will not survive a restart. */
  storageFull: boolean;
}

/** One id per page load. */
export const SESSION = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const isPlain = (v: unknown): v is Plain =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function validEntry(value: unknown): OutboxEntry | null {
  const e = value as Partial<OutboxEntry> | null;
  if (!e || typeof e !== 'object') return null;
  if (typeof e.id !== 'string' || typeof e.uid !== 'string' || typeof e.session !== 'string') return null;
  if (typeof e.queuedAt !== 'number' || (e.state !== 'pending' && e.state !== 'refused')) return null;
  const label = e.label as Partial<WriteLabel> | undefined;
  if (!label || typeof label.what !== 'string' || typeof label.record !== 'string') return null;
  if (!Array.isArray(e.ops)) return null;
  const ops = e.ops.filter(
    (op: Partial<RecordedOp>) =>
      op && typeof op.path === 'string' && ['set', 'update', 'delete'].includes(op.kind as string) && op.fields,
  );
  return { ...(e as OutboxEntry), ops };
}

/** The stored outbox; a corrupt or outdated one reads as what can be read of it. */
export function readOutbox(): OutboxEntry[] {
  return (
    readJson(OUTBOX_KEY, (v) => {
      const list = (v as { entries?: unknown })?.entries;
      return Array.isArray(list) ? list.map(validEntry).filter((e): e is OutboxEntry => e !== null) : null;
    }) ?? []
  );
}

let state: OutboxState | null = null;
const listeners = new Set<() => void>();

function current(): OutboxState {
  state ??= { entries: readOutbox(), storageFull: false };
  return state;
}

function commit(entries: OutboxEntry[]) {
  // Over the limit: refused entries the user has not looked at go first, oldest first.
  let kept = entries;
  while (kept.length > OUTBOX_LIMIT) {
    const drop = kept.findIndex((e) => e.state === 'refused');
    kept = kept.filter((_, i) => i !== (drop >= 0 ? drop : 0));
  }
  const stored = tryWriteString(OUTBOX_KEY, JSON.stringify({ v: 1, entries: kept }));
  state = { entries: kept, storageFull: !stored };
  for (const listener of listeners) listener();
}

export function outboxState(): OutboxState {
  return current();
}

let pathsOf: { state: OutboxState; paths: ReadonlySet<string> } | null = null;

/**
 * The documents this device still holds a write for (a pending entry writes them), or null when
 * the outbox could not be stored (then it may have lost entries, and only Firestore knows).
 */
export function pendingPaths(): ReadonlySet<string> | null {
  const state = current();
  if (state.storageFull) return null;
  if (pathsOf?.state !== state) {
    const paths = new Set<string>();
    for (const entry of state.entries) if (entry.state === 'pending') for (const op of entry.ops) paths.add(op.path);
    pathsOf = { state, paths };
  }
  return pathsOf.paths;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addEntry(entry: OutboxEntry): void {
  const others = current().entries.filter((e) => e.id !== entry.label.replaces);
  commit([...others, entry]);
}

/** The server accepted it. */
export function settleEntry(id: string): void {
  const { entries } = current();
  if (entries.some((e) => e.id === id)) commit(entries.filter((e) => e.id !== id));
}

export function refuseEntry(id: string, reason: string, serverStatus?: string | null): void {
  const { entries } = current();
  if (!entries.some((e) => e.id === id)) return;
  commit(
    entries.map((e) =>
      e.id === id ? { ...e, state: 'refused', reason, ...(serverStatus !== undefined ? { serverStatus } : {}) } : e,
    ),
  );
}

/** The user dropped a refused write (Firestore has already undone it on this device). */
export function discardEntry(id: string): void {
  settleEntry(id);
}

/** Pending writes queued by an earlier page session (a reload, a restart): their answers are lost. */
export function earlierPending(uid: string): OutboxEntry[] {
  return current().entries.filter((e) => e.uid === uid && e.state === 'pending' && e.session !== SESSION);
}

/** The plain fields of a write, as the outbox keeps them. */
export function plainFields(data: Record<string, unknown>): Record<string, Plain> {
  const fields: Record<string, Plain> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!isPlain(value)) continue;
    if (typeof value === 'string' && value.length > 200) continue;
    fields[key] = value;
  }
  return fields;
}

/** Whether a document on the server holds what the write wrote (a deleted one: is gone). */
export function opApplied(op: RecordedOp, server: Record<string, unknown> | null): boolean {
  if (op.kind === 'delete') return server === null;
  if (server === null) return false;
  return Object.entries(op.fields).every(([key, value]) => {
    // An update names nested fields by dotted path.
    const found = key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | null)?.[part], server);
    return (found ?? null) === value;
  });
}

/** For tests: forget the in-memory copy (the next read comes from storage). */
export function resetOutbox(): void {
  state = null;
}
