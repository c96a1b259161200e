// The work-order status machine (docs/design.md §4): one `status` field, the moves allowed from each
// status, who may make them, and what each move needs. firestore.rules enforces the same table,
// so a modified or offline client cannot skip a gate.
import type { WorkTypeCode } from './referenceLists';

export const WORK_STATUSES = [
  'new',
  'awaitingReview',
  'rejected',
  'cancelled',
  'inPlanning',
  'reliabilityReview',
  'awaitingMaterials',
  'readyToSchedule',
  'weeklySchedule',
  'dailySchedule',
  'inProgress',
  'workComplete',
  'complete',
  'closed',
] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The moves each status allows (docs/design.md §4's table, in the same order). */
export const TRANSITIONS: Record<WorkStatus, readonly WorkStatus[]> = {
  new: ['inPlanning', 'awaitingReview', 'rejected', 'cancelled'],
  awaitingReview: ['inPlanning', 'rejected', 'cancelled'],
  inPlanning: ['reliabilityReview', 'awaitingMaterials', 'readyToSchedule', 'cancelled'],
  reliabilityReview: ['inPlanning', 'readyToSchedule', 'cancelled'],
  awaitingMaterials: ['inPlanning', 'readyToSchedule', 'cancelled'],
  readyToSchedule: ['weeklySchedule', 'awaitingMaterials', 'cancelled'],
  weeklySchedule: ['dailySchedule', 'readyToSchedule'],
  dailySchedule: ['inProgress', 'weeklySchedule'],
  inProgress: ['workComplete'],
  workComplete: ['complete', 'inProgress'],
  complete: ['closed'],
  rejected: [],
  cancelled: [],
  closed: [],
};

export type Role = 'admin' | 'editor';

/**
 * Editors raise requests and execute work (start it, finish it); admins triage, plan, schedule,
 * verify and close — and may execute too.
 */
const EDITOR_MOVES: readonly `${WorkStatus}>${WorkStatus}`[] = ['dailySchedule>inProgress', 'inProgress>workComplete'];

/** Breakdowns and safety work: whoever raised it may start it at once (the emergency path). */
export const EMERGENCY_TYPES = ['BRP', 'SI'] as const satisfies readonly WorkTypeCode[];
export const isEmergencyType = (type: WorkTypeCode) => (EMERGENCY_TYPES as readonly WorkTypeCode[]).includes(type);

/**
 * Moves outside the planned table, made in the field: the emergency start (New → In Progress, for
 * an emergency type, by whoever raised it or an admin; planning is recorded afterwards), on hold
 * for parts while the work is under way (In Progress → Awaiting Materials, with a parts delay
 * recorded) and back (Awaiting Materials → In Progress, only for work that had started). The
 * seed's planned walks follow TRANSITIONS alone; firestore.rules allows the same three moves.
 */
export const FIELD_MOVES = ['new>inProgress', 'inProgress>awaitingMaterials', 'awaitingMaterials>inProgress'] as const;
export type FieldMove = (typeof FIELD_MOVES)[number];
export const isFieldMove = (from: WorkStatus, to: WorkStatus) =>
  (FIELD_MOVES as readonly string[]).includes(`${from}>${to}`);

/** What the field moves need to know of the order and of the person moving it. */
export interface MoveContext {
  workType: WorkTypeCode;
  /** The person moving it raised it. */
  raisedByMe: boolean;
  /** The work had started (its execution has a start time). */
  started: boolean;
}

/** The delay-code family of a wait for parts (docs/product.md): going on hold needs one recorded. */
export const PARTS_DELAY_FAMILY = '4';

export function canMove(from: WorkStatus, to: WorkStatus, role: Role, order?: MoveContext): boolean {
  if (TRANSITIONS[from].includes(to)) return role === 'admin' || EDITOR_MOVES.includes(`${from}>${to}`);
  if (!order || !isFieldMove(from, to)) return false;
  if (from === 'new') return isEmergencyType(order.workType) && (role === 'admin' || order.raisedByMe);
  if (from === 'awaitingMaterials') return order.started;
  // On hold during the work: whoever executes it (an editor when assigned, as for starting it).
  return true;
}

/** The moves a role may offer from a status (only these are shown); the field moves with `order`. */
export const nextStatuses = (from: WorkStatus, role: Role, order?: MoveContext): WorkStatus[] =>
  [
    ...new Set([
      ...TRANSITIONS[from],
      ...FIELD_MOVES.filter((m) => m.startsWith(`${from}>`)).map((m) => m.split('>')[1] as WorkStatus),
    ]),
  ].filter((to) => canMove(from, to, role, order));

/**
 * Where a status sits, for the lists and the counts per group. Spec §9 names Awaiting Further
 * Review, Awaiting Materials, Rejected and Cancelled as on hold (In Planning is in both of its
 * lists; here it is planning, where the work is).
 */
export const STAGE_GROUPS = {
  requests: ['new'],
  onHold: ['awaitingReview', 'awaitingMaterials', 'rejected', 'cancelled'],
  planning: ['inPlanning', 'reliabilityReview', 'readyToSchedule'],
  scheduled: ['weeklySchedule', 'dailySchedule'],
  inProgress: ['inProgress'],
  completed: ['workComplete', 'complete'],
  closed: ['closed'],
} as const satisfies Record<string, readonly WorkStatus[]>;
export type StageGroup = keyof typeof STAGE_GROUPS;

export const groupOf = (status: WorkStatus): StageGroup =>
  (Object.keys(STAGE_GROUPS) as StageGroup[]).find((g) => (STAGE_GROUPS[g] as readonly WorkStatus[]).includes(status))!;

/** What a move must carry (checked by the form, the saga and the rules). */
export type MoveRequirement = 'reason' | 'plan' | 'execution' | 'signature' | 'acknowledgements';

/**
 * `order`: the order being moved, when known — a preventive order whose plan asks for a
 * signature needs a typed one to reach Work Complete; an order that requires
 * procedures needs each acknowledged before In Progress.
 */
export function requirementsOf(
  to: WorkStatus,
  order?: { pm?: { signatureRequired: boolean } | null; requiredProcedures?: readonly string[] } | null,
): MoveRequirement[] {
  if (to === 'rejected' || to === 'cancelled') return ['reason'];
  if (to === 'readyToSchedule') return ['plan'];
  if (to === 'workComplete') return order?.pm?.signatureRequired ? ['execution', 'signature'] : ['execution'];
  if (to === 'inProgress' && order?.requiredProcedures?.length) return ['acknowledgements'];
  return [];
}

/** A breakdown or a repair needs its failure cause recorded before the work is complete. */
export const needsFailureCause = (workType: WorkTypeCode) => workType === 'BRP' || workType === 'RPM-INSP';

/**
 * Ready work (SMRP 5.4.9's ready backlog): planned, estimated and with its materials, not yet
 * started — Ready-to-Schedule and on the weekly or daily schedule.
 */
export const READY_STATUSES: readonly WorkStatus[] = ['readyToSchedule', 'weeklySchedule', 'dailySchedule'];

/** Work being planned, not yet ready (In Planning, Reliability Review, Awaiting Materials). */
export const PLANNING_STATUSES: readonly WorkStatus[] = ['inPlanning', 'reliabilityReview', 'awaitingMaterials'];

/**
 * The backlog (SMRP 5.4.8's planned backlog: planned work + ready work): approved work not yet
 * started — past triage, before In Progress (work in progress is being done, not waiting). Its
 * estimated hours against the weekly crew capacity give the backlog in crew-weeks.
 */
export const BACKLOG_STATUSES: readonly WorkStatus[] = [...PLANNING_STATUSES, ...READY_STATUSES];

/** Work not finished: everything before Work Complete that is not dropped (Home's "open work"). */
export const OPEN_STATUSES = WORK_STATUSES.filter(
  (s) => !['workComplete', 'complete', 'closed', 'rejected', 'cancelled'].includes(s),
);

/** Requests waiting for an admin's triage. */
export const TRIAGE_STATUSES = ['new', 'awaitingReview'] as const satisfies readonly WorkStatus[];
