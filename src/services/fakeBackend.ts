// The one in-memory backend under the component tests. Each service has a fake (`fake*Service.ts`,
// beside the real one) that answers the real service's interface from the data held here, so a
// test seeds one backend and every service sees it: a work order put here is on the work queue,
// the schedule, Home's lists and the plan's orders alike. It behaves as Firestore's local cache
// does for a screen: listeners hear every change at once (the first answer in the next
// microtask), a write shows at once with its "waiting to sync" mark, then is confirmed — or
// refused and undone; a test may hold the answers (a slow link) and settle them itself. What was
// written is logged, so a test says "nothing was written" by looking at the backend, not at calls.
import type { AppError } from '../lib/errors';
import type { Equipment, Plant, Site } from './firebase/assets';
import type { CompanyUserRecord, Invite, Membership } from './firebase/collections';
import type { ServiceContract } from './firebase/contracts';
import type { CrewDay, CrewSettings } from './firebase/crew';
import type { Shutdown } from '../domain/shutdowns';
import type { FrozenWeek } from '../domain/scheduleWeeks';
import type { KpiSettings } from './firebase/kpiSettings';
import type { LiveList } from './firebase/live';
import type { QueuedWrite } from './firebase/writes';
import type { MaintenancePlan, MeterReading, MeterState, PmComplianceMonth } from './firebase/plans';
import type { Procedure, ProcedureProposal, ProcedureRevision } from './firebase/procedures';
import type { JobPlan, JobPlanProposal, JobPlanRevision } from './firebase/jobPlans';
import type { WorkStatus } from '../domain/statusMachine';
import { PLAIN_ORDER_FIELDS, type WorkChanges, type WorkRequest } from '../domain/work';
import type { TimeEntry } from '../domain/timeEntries';

export type Emit = () => void;

/** Who is listening: each hears every change, and its first answer comes at once. */
class LiveListeners {
  private readonly emits = new Set<Emit>();

  /** Adds a listener (answered in the next microtask); returns its "stop". */
  listen(emit: Emit): () => void {
    this.emits.add(emit);
    queueMicrotask(emit);
    return () => void this.emits.delete(emit);
  }

  /** Something changed on the server: every listener answers again. */
  changed(): void {
    for (const emit of [...this.emits]) emit();
  }

  clear(): void {
    this.emits.clear();
  }

  /** How many listen now (a test checks that a page closed its listeners). */
  get size(): number {
    return this.emits.size;
  }
}

/** A move of a work order, as the work service was asked to make it. */
export interface WrittenChange {
  number: string;
  from: WorkStatus;
  to: WorkStatus;
  changes: WorkChanges;
  note: string;
  by: string;
}

/** The data: what the services read and write, by collection. */
function emptyData() {
  return {
    /** The company's record (its users and plan). */
    record: null as CompanyUserRecord | null,
    members: [] as Membership[],
    invites: [] as Invite[],
    sites: [] as Site[],
    /** Plants by site id. */
    plants: {} as Record<string, Plant[]>,
    /** The saved plant's document (else the plant of that id in `plants`). */
    plant: null as Plant | null,
    /** Equipment documents by id (one not here answers "does not exist"). */
    equipment: {} as Record<string, Equipment>,
    /** Work orders by number (plain, preventive and contract visits alike). */
    orders: {} as Record<string, WorkRequest>,
    /** Each order's time entries, by order number. */
    timeEntries: {} as Record<string, TimeEntry[]>,
    /** The plant's crew capacity per craft (hours a week); null: not set. */
    capacity: null as Record<string, number> | null,
    /** The plant's hourly labour rate per craft. */
    rates: {} as Record<string, number>,
    /** The plant's crew for the planner's board; null: not set. */
    crew: null as Pick<CrewSettings, 'people' | 'permitDays'> | null,
    /** The days people's hours differ. */
    crewDays: [] as CrewDay[],
    /** The plant's shutdowns. */
    shutdowns: [] as Shutdown[],
    /** Frozen weekly schedules by Monday. */
    frozenWeeks: {} as Record<string, FrozenWeek>,
    plans: {} as Record<string, MaintenancePlan>,
    /** The PM compliance rollup by month. */
    compliance: {} as Record<string, PmComplianceMonth>,
    /** The company's KPI settings; null: never set. */
    kpiSettings: null as KpiSettings | null,
    readings: [] as (MeterReading & { eqid: string })[],
    /** The last reading of each meter, by `${eqid}/${meterId}`. */
    last: {} as Record<string, number>,
    /** The plant's meters by `${eqid}:${meterId}`. */
    meters: {} as Record<string, MeterState>,
    contracts: [] as ServiceContract[],
    procedures: [] as Procedure[],
    revisions: {} as Record<string, ProcedureRevision[]>,
    proposals: {} as Record<string, ProcedureProposal[]>,
    jobPlans: [] as JobPlan[],
    jobPlanRevisions: {} as Record<string, JobPlanRevision[]>,
    jobPlanProposals: {} as Record<string, JobPlanProposal[]>,
  };
}

type Data = ReturnType<typeof emptyData>;

class FakeBackend {
  readonly listeners = new LiveListeners();
  /** Every write, in order: its kind and what the service was given. */
  written: { kind: string; payload: unknown }[] = [];
  /** The work orders' moves, in order (the work service's writes). */
  changes: WrittenChange[] = [];
  /** The code the server refuses writes with (e.g. 'permission-denied'), read when each settles; null: accepted. */
  refuse: string | null = null;
  /** Writes wait for `settle()` (a slow or absent connection). */
  hold = false;
  private held: (() => void)[] = [];
  /** Ids written here and not confirmed yet: their "waiting to sync" mark. */
  readonly pending = new Set<string>();
  /** The lists answer from the device's cache. */
  fromCache = false;
  private readonly resets = new Set<() => void>();

  constructor() {
    Object.assign(this, emptyData());
  }

  /** A fake's own test hooks, emptied with the backend. */
  onReset(reset: () => void): void {
    this.resets.add(reset);
    reset();
  }

  /** Empty again: no data, no listeners, no writes, accepted at once. */
  reset(): void {
    Object.assign(this, emptyData());
    this.written = [];
    this.changes = [];
    this.refuse = null;
    this.hold = false;
    this.held = [];
    this.pending.clear();
    this.fromCache = false;
    this.listeners.clear();
    for (const reset of this.resets) reset();
  }

  listen(emit: Emit): () => void {
    return this.listeners.listen(emit);
  }

  /** A change on the server (a colleague's): every listener answers again. */
  changed(): void {
    this.listeners.changed();
  }

  /** A list as a live query answers it: each item with its "waiting to sync" mark under `idOf`. */
  list<T extends object>(items: readonly T[], idOf: (item: T) => string | undefined = defaultId): LiveList<T> {
    return {
      items: items.map((item) => ({ ...item, pending: this.pending.has(idOf(item) ?? '') })),
      fromCache: this.fromCache,
      hasPendingWrites: false,
      corrupt: [],
    };
  }

  /**
   * A write: `apply` changes the data at once (returning how to undo it) and the change shows,
   * marked pending under `id`; then the server confirms it — or refuses it (`refuse`), and it is
   * undone. `held` until `settle()` while `hold` is on.
   */
  write(kind: string, payload: unknown, apply?: () => (() => void) | void, id?: string): Promise<QueuedWrite> {
    this.written.push({ kind, payload });
    const undo = apply?.();
    if (id) this.pending.add(id);
    this.changed();
    let settle!: () => void;
    const acknowledged = new Promise<void>((resolve, reject) => {
      settle = () => {
        if (id) this.pending.delete(id);
        const refusal = this.refuse;
        if (refusal) undo?.();
        this.changed();
        if (refusal) reject(Object.assign(new Error('raw SDK text: denied by Security Rules'), { code: refusal }));
        else resolve();
      };
    });
    // A test that never waits for the answer must not see an unhandled refusal.
    acknowledged.catch(() => undefined);
    if (this.hold) this.held.push(settle);
    else queueMicrotask(settle);
    return Promise.resolve({ acknowledged });
  }

  /** How to put these collections back as they are now: a write's undo, taken before it changes them. */
  keep(...names: (keyof Data)[]): () => void {
    const data = this as unknown as Data;
    const saved = structuredClone(Object.fromEntries(names.map((name) => [name, data[name]])));
    return () => void Object.assign(this, saved);
  }

  /** The held writes are answered now. */
  settle(): void {
    const held = this.held;
    this.held = [];
    for (const settle of held) settle();
  }

  /** Puts work orders (replacing those of the same number). */
  putOrders(...orders: WorkRequest[]): void {
    const data = this as unknown as Data;
    for (const order of orders) data.orders[order.number] = order;
    this.changed();
  }
}

const defaultId = (item: object) => {
  const { id, number, uid, code } = item as { id?: unknown; number?: unknown; uid?: unknown; code?: unknown };
  const key = id ?? number ?? uid ?? code;
  return typeof key === 'string' ? key : undefined;
};

type Backend = FakeBackend & Data;

/** The backend every fake service of a test answers from. */
export const backend = new FakeBackend() as Backend;

/** A refused answer as Firestore gives it (for a fake whose own check refuses, e.g. "exists"). */
export function refusedWrite(error: AppError): QueuedWrite {
  const acknowledged = Promise.reject(Object.assign(new Error(error.message), { code: error.code }));
  acknowledged.catch(() => undefined);
  return { acknowledged };
}

/** A work order as the lists read it: a plain request raised by user-1, with `more` over it. */
export function workOrder(number: string, more: Partial<WorkRequest> = {}): WorkRequest {
  return {
    number,
    title: `Order ${number}`,
    description: '',
    equipmentId: 'p1',
    equipmentTag: 'P-101',
    equipmentName: 'Feed pump',
    criticality: 7,
    workType: 'BRP',
    rime: 56,
    status: 'new',
    version: 1,
    raisedBy: 'user-1',
    raisedByName: 'Ana López',
    raisedAt: '2026-11-20T08:00:00.000Z',
    updatedAt: null,
    updatedBy: 'user-1',
    reason: null,
    plan: null,
    scheduledFor: null,
    execution: null,
    assignees: [],
    ...PLAIN_ORDER_FIELDS,
    ...more,
  };
}
