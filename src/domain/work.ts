// A work request's shape through its whole life as a work order (docs/design.md §3, §4): plain
// types and the pure helpers that build parts of it. services/firebase/work.ts reads and writes
// it (converters that refuse damaged data); firestore.rules checks the same shape.
import type { PortalOrigin } from './portal';
import type { ActionCode, FailureCauseCode, PermitType, WorkTypeCode } from './referenceLists';
import type { WorkStatus } from './statusMachine';

/** The most characters a material line's text has (an order's plan, a job plan). */
export const MATERIAL_TEXT_MAX = 200;

export interface Material {
  text: string;
  quantity: number;
  /** The catalogue part, when it is one (free text for a non-stock item). */
  partId?: string;
}

export interface WorkPlan {
  estimatedHours: number;
  craft: string;
  assignees: string[];
  permits: PermitType[];
  materials: Material[];
}

export interface Delay {
  code: string;
  hours: number;
  note: string;
}

export interface WorkExecution {
  actualHours: number;
  action: ActionCode | null;
  failureCause: FailureCauseCode | null;
  delays: Delay[];
  /** ISO date-time the work started; null before. */
  startedAt: string | null;
}

/** The execution of work starting at `now`: nothing recorded yet but its start. */
export const startedExecution = (now: Date = new Date()): WorkExecution => ({
  actualHours: 0,
  action: null,
  failureCause: null,
  delays: [],
  startedAt: now.toISOString(),
});

/** A preventive order's origin: its plan and the due date or meter threshold it was generated for. */
export interface PmOrigin {
  planId: string;
  /** yyyy-mm-dd the order is due (calendar), or the day the meter threshold was found crossed. */
  due: string;
  /** The meter value it was generated for (a meter plan), else null. */
  threshold: number | null;
  /** On time when completed within this many days of `due` (10% of the interval). */
  toleranceDays: number;
  signatureRequired: boolean;
  /** All the plan's equipment (the order's own equipment is the first). */
  equipmentIds: string[];
}

/** A checklist step on the order, with what the technician recorded. */
export interface ChecklistItem {
  text: string;
  reading: { unit: string; min: number | null; max: number | null } | null;
  done: boolean;
  value: number | null;
}

/** A checklist step as generated from the plan ({text, reading}, the plan's own step). */
export type ChecklistStep = Pick<ChecklistItem, 'text' | 'reading'>;

/**
 * What was recorded on a checklist, as an order stores it next to its steps: `checklistDone`
 * (ticked or not, step by step) and `checklistValues` (each reading as text, '' when none). The
 * steps themselves (`checklist`) never change after generation, so the rules compare them whole
 * and bound what a technician writes without looping over items (firestore.rules checklistEdit).
 */
export function checklistProgress(items: readonly ChecklistItem[]) {
  return {
    checklistDone: items.map((c) => c.done),
    checklistValues: items.map((c) => (c.value === null ? '' : String(c.value))),
  };
}

/** A new order's checklist: the plan's steps, copied whole, nothing ticked or read. */
export function newChecklist(steps: readonly ChecklistStep[]) {
  return {
    checklist: steps.map((s) => ({ text: s.text, reading: s.reading && { ...s.reading } })),
    checklistDone: steps.map(() => false),
    checklistValues: steps.map(() => ''),
  };
}

/** A typed signature: the signer's name as typed, their uid and when (firestore.rules: their own uid, request time). */
export interface Signature {
  name: string;
  by: string;
  at: string | null;
}

/** An order made for a service contract's visit. */
export interface ContractOrigin {
  site: string;
  id: string;
  vendor: string;
  /** yyyy-mm-dd of the visit. */
  visit: string;
}

/**
 * What a follow-up request was raised for: a preventive order's out-of-range reading (its number
 * and the checklist step's index). Its own number is deterministic (lib/workNumber.ts
 * followUpNumber), so a reading gets one follow-up, whichever device raises it and however often.
 */
export interface FollowUpOrigin {
  number: string;
  step: number;
}

/** A person's acknowledgement of a required procedure: who read which revision, when. */
export interface Acknowledgement {
  revision: number;
  by: string;
  byName: string;
  at: string | null;
}

/**
 * The acknowledgements of an order's required procedures: by procedure id, then by the uid of
 * the person who read it. Each person who works on the order acknowledges for themself.
 */
export type Acknowledgements = Record<string, Record<string, Acknowledgement>>;

/** `uid`'s acknowledgement of procedure `procedureId` on an order, if any. */
export const acknowledgementOf = (
  acks: Acknowledgements,
  procedureId: string,
  uid: string,
): Acknowledgement | undefined => acks[procedureId]?.[uid];

/** Everyone's acknowledgements of a procedure, earliest first. */
export const acknowledgementsOf = (acks: Acknowledgements, procedureId: string): Acknowledgement[] =>
  Object.values(acks[procedureId] ?? {}).sort((a, b) => (a.at ?? '9').localeCompare(b.at ?? '9'));

export interface WorkRequest {
  number: string;
  title: string;
  description: string;
  equipmentId: string;
  equipmentTag: string;
  equipmentName: string;
  criticality: number;
  workType: WorkTypeCode;
  rime: number;
  status: WorkStatus;
  version: number;
  raisedBy: string;
  raisedByName: string;
  raisedAt: string | null;
  updatedAt: string | null;
  updatedBy: string;
  reason: string | null;
  plan: WorkPlan | null;
  /** yyyy-mm-dd, the day it is scheduled for. */
  scheduledFor: string | null;
  execution: WorkExecution | null;
  assignees: string[];
  // Optional in storage (absent on plain requests), always present here:
  pm: PmOrigin | null;
  checklist: ChecklistItem[];
  signature: Signature | null;
  /** When it reached Work Complete (null before, and again after rework). */
  completedAt: string | null;
  contract: ContractOrigin | null;
  /** Procedures to acknowledge before In Progress (ids, at most 5). */
  requiredProcedures: string[];
  /** The acknowledgements by procedure id, then by person. */
  acknowledgements: Acknowledgements;
  /** The preventive order's reading this request follows up (set when raised, never changed). */
  followUpOf: FollowUpOrigin | null;
  /**
   * Sent through the plant's request portal by someone without an account (set when raised, never
   * changed): who they said they are, how to reach them, the urgency they chose, their photo.
   * Absent on every other order.
   */
  portal?: PortalOrigin | null;
}

export interface HistoryEvent {
  version: number;
  from: WorkStatus | null;
  to: WorkStatus;
  by: string;
  at: string | null;
  note: string;
}

/** The optional fields of a plain request (not preventive, not a contract visit), as read. */
export const PLAIN_ORDER_FIELDS: Pick<
  WorkRequest,
  | 'pm'
  | 'checklist'
  | 'signature'
  | 'completedAt'
  | 'contract'
  | 'requiredProcedures'
  | 'acknowledgements'
  | 'followUpOf'
> = {
  pm: null,
  checklist: [],
  signature: null,
  completedAt: null,
  contract: null,
  requiredProcedures: [],
  acknowledgements: {},
  followUpOf: null,
};

/** Fields a move or an update may change besides the status. */
export interface WorkChanges {
  /** An admin's new title (the service rewrites its search keywords with it). */
  title?: string;
  reason?: string | null;
  plan?: WorkPlan | null;
  scheduledFor?: string | null;
  execution?: WorkExecution | null;
  assignees?: string[];
  /** A preventive order's checklist as ticked and read so far (same steps, same order). */
  checklist?: ChecklistItem[];
  /** The typed signature (moving to Work Complete); the service stamps the signer's uid and the server's time. */
  signature?: { name: string } | null;
  /** An admin's procedures to acknowledge before In Progress (ids, at most 5). */
  requiredProcedures?: string[];
  /** The writer has read this revision of a required procedure (the service stamps who and when). */
  acknowledge?: { procedureId: string; revision: number };
}
