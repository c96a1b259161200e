// What raising a request and each gate of the status machine need (docs/design.md §4): every problem in
// words before anything is written. Pure, shared by the forms, the saga
// (a second check) and the tests; firestore.rules checks the same again.
import type { AppMessage } from '../../i18n/defineMessages';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { PROCEDURE_LIMITS } from '../../services/firebase/procedures';
import type { ChecklistItem, Delay, Material, WorkExecution, WorkPlan } from '../../services/firebase/work';
import { acknowledgementOf, type Acknowledgements, MATERIAL_TEXT_MAX } from '../../domain/work';
import { PROBLEMS as messages } from './messages';
import {
  ACTIONS,
  DELAY_CODES,
  FAILURE_CAUSES,
  MAX_DELAYS,
  PERMIT_TYPES,
  WORK_TYPES,
  type WorkTypeCode,
} from '../../domain/referenceLists';
import {
  canMove,
  needsFailureCause,
  PARTS_DELAY_FAMILY,
  type Role,
  requirementsOf,
  type WorkStatus,
} from '../../domain/statusMachine';

export const LIMITS = {
  title: 200,
  description: 5000,
  reason: 1000,
  craft: 60,
  assignees: 10,
  materials: 50,
  materialText: MATERIAL_TEXT_MAX,
  delays: MAX_DELAYS,
  note: 1000,
  signature: 200,
  /** Readings beyond this are typing mistakes (the converter reads at most 1e12). */
  reading: 1e12,
  /** Hours above these are typing mistakes, not work. */
  estimatedHours: 1000,
  actualHours: 999,
  delayHours: 24,
} as const;

export type Problems<F extends string> = Partial<Record<F, AppMessage>>;

export interface RaiseDraft {
  title: string;
  description: string;
  equipmentId: string;
  workType: string;
}

export function checkRaise(
  d: RaiseDraft,
  equipment: ReadonlyMap<string, EquipmentSummary>,
): Problems<keyof RaiseDraft> {
  const p: Problems<keyof RaiseDraft> = {};
  const title = d.title.trim();
  if (!title) p.title = messages.titleRequired;
  else if (title.length > LIMITS.title) p.title = messages.titleTooLong;
  if (d.description.length > LIMITS.description) p.description = messages.descriptionTooLong;
  if (!d.equipmentId) p.equipmentId = messages.equipmentRequired;
  else if (!equipment.has(d.equipmentId)) p.equipmentId = messages.equipmentUnknown;
  if (!(d.workType in WORK_TYPES)) p.workType = messages.workTypeUnknown;
  return p;
}

const hoursOk = (h: number, max: number, allowZero = false) =>
  Number.isFinite(h) && (allowZero ? h >= 0 : h > 0) && h <= max;

export function checkReason(reason: string): AppMessage | undefined {
  const r = reason.trim();
  if (!r) return messages.reasonRequired;
  if (r.length > LIMITS.reason) return messages.reasonTooLong;
  return undefined;
}

export type PlanField = 'estimatedHours' | 'craft' | 'assignees' | 'permits' | 'materials';

export function checkPlan(plan: WorkPlan): Problems<PlanField> {
  const p: Problems<PlanField> = {};
  if (!hoursOk(plan.estimatedHours, LIMITS.estimatedHours)) p.estimatedHours = messages.estimatedHours;
  const craft = plan.craft.trim();
  if (!craft) p.craft = messages.craftRequired;
  else if (craft.length > LIMITS.craft) p.craft = messages.craftTooLong;
  if (plan.assignees.length === 0) p.assignees = messages.assigneesRequired;
  else if (plan.assignees.length > LIMITS.assignees) p.assignees = messages.assigneesTooMany;
  if (plan.permits.some((x) => !(PERMIT_TYPES as readonly string[]).includes(x))) p.permits = messages.permitUnknown;
  if (plan.materials.length > LIMITS.materials || plan.materials.some((m: Material) => !materialOk(m)))
    p.materials = messages.materials;
  return p;
}

const materialOk = (m: Material) =>
  m.text.trim().length > 0 && m.text.length <= LIMITS.materialText && Number.isFinite(m.quantity) && m.quantity > 0;

export type ExecutionField = 'actualHours' | 'action' | 'failureCause' | 'delays';

/** `complete`: the execution must be whole (moving to Work Complete); else a record in progress. */
export function checkExecution(e: WorkExecution, workType: WorkTypeCode, complete: boolean): Problems<ExecutionField> {
  const p: Problems<ExecutionField> = {};
  if (!hoursOk(e.actualHours, LIMITS.actualHours, !complete)) p.actualHours = messages.actualHours;
  if (e.action !== null && !(ACTIONS as readonly string[]).includes(e.action)) p.action = messages.actionUnknown;
  else if (complete && e.action === null) p.action = messages.actionRequired;
  if (e.failureCause !== null && !(FAILURE_CAUSES as readonly string[]).includes(e.failureCause))
    p.failureCause = messages.failureCauseUnknown;
  else if (complete && e.failureCause === null && needsFailureCause(workType))
    p.failureCause = messages.failureCauseRequired;
  if (e.delays.length > LIMITS.delays) p.delays = messages.delaysTooMany;
  else if (e.delays.some((d: Delay) => !delayOk(d))) p.delays = messages.delays;
  else if (new Set(e.delays.map((d) => d.code)).size < e.delays.length) p.delays = messages.delaysRepeated;
  return p;
}

const delayOk = (d: Delay) =>
  DELAY_CODES.includes(d.code) && hoursOk(d.hours, LIMITS.delayHours) && d.note.length <= LIMITS.note;

/** A checklist reading as typed: '' is not read yet (null); a plain number (comma or point); anything else NaN. */
export function parseReading(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t) ? Number(t.replace(',', '.')) : Number.NaN;
}

export function checkReading(text: string): AppMessage | undefined {
  const value = parseReading(text);
  if (value === null) return undefined;
  if (!Number.isFinite(value) || Math.abs(value) > LIMITS.reading) return messages.readingNotNumber;
  return undefined;
}

/** Whether a recorded reading lies outside the step's allowed range (either bound may be open). */
export function outOfRange(reading: ChecklistItem['reading'], value: number | null): boolean {
  if (!reading || value === null || !Number.isFinite(value)) return false;
  return (reading.min !== null && value < reading.min) || (reading.max !== null && value > reading.max);
}

/** A typed signature: the signer's full name, 1..200 characters. */
export function checkSignature(name: string): AppMessage | undefined {
  const n = name.trim();
  if (!n) return messages.signatureRequired;
  if (n.length > LIMITS.signature) return messages.signatureTooLong;
  return undefined;
}

export interface MoveCheck {
  from: WorkStatus;
  to: WorkStatus;
  role: Role;
  workType: WorkTypeCode;
  reason?: string | null;
  plan?: WorkPlan | null;
  execution?: WorkExecution | null;
  /** The order's preventive origin: its plan may ask for a signature. */
  pm?: { signatureRequired: boolean } | null;
  signature?: { name: string } | null;
  /** The procedures to acknowledge before In Progress, and the acknowledgements so far. */
  requiredProcedures?: readonly string[];
  acknowledgements?: Acknowledgements;
  /** The mover's uid: each person acknowledges for themself. */
  uid?: string;
  /** The mover raised the order (the emergency path is theirs). */
  raisedByMe?: boolean;
  /** The execution's delays before this move (going on hold adds a parts delay). */
  delaysBefore?: number;
}

/** The first reason a move cannot be made, or undefined when it can. */
export function moveProblem(m: MoveCheck): AppMessage | undefined {
  const started = Boolean(m.execution?.startedAt);
  if (!canMove(m.from, m.to, m.role, { workType: m.workType, raisedByMe: Boolean(m.raisedByMe), started }))
    return messages.moveNotAllowed;
  if (m.from === 'new' && m.to === 'inProgress' && !started) return messages.moveNotAllowed;
  if (
    m.from === 'inProgress' &&
    m.to === 'awaitingMaterials' &&
    !(
      (m.execution?.delays.length ?? 0) > (m.delaysBefore ?? 0) &&
      m.execution!.delays.some((d) => d.code.startsWith(PARTS_DELAY_FAMILY))
    )
  )
    return messages.partsDelayRequired;
  for (const need of requirementsOf(m.to, m)) {
    if (need === 'reason' && checkReason(m.reason ?? '')) return messages.reasonRequired;
    if (need === 'plan' && (!m.plan || Object.keys(checkPlan(m.plan)).length)) return messages.planIncomplete;
    if (need === 'execution' && (!m.execution || Object.keys(checkExecution(m.execution, m.workType, true)).length))
      return messages.executionIncomplete;
    if (need === 'signature' && (!m.signature || checkSignature(m.signature.name))) return messages.signatureRequired;
    if (
      need === 'acknowledgements' &&
      (m.requiredProcedures ?? []).some((id) => !acknowledgementOf(m.acknowledgements ?? {}, id, m.uid ?? ''))
    )
      return messages.acknowledgementRequired;
  }
  return undefined;
}

/** Before In Progress (and never once done), an admin may change the required procedures. */
const REQUIREMENTS_OPEN: readonly WorkStatus[] = [
  'new',
  'awaitingReview',
  'inPlanning',
  'reliabilityReview',
  'awaitingMaterials',
  'readyToSchedule',
  'weeklySchedule',
  'dailySchedule',
];

/** Why an order cannot require `list` (firestore.rules checks the same), or undefined. */
export function checkRequiredProcedures(
  order: { status: WorkStatus; acknowledgements: Readonly<Record<string, unknown>> },
  list: readonly string[],
  role: Role,
): AppMessage | undefined {
  if (role !== 'admin') return messages.requiredAdminOnly;
  if (!REQUIREMENTS_OPEN.includes(order.status)) return messages.requiredTooLate;
  if (list.length > PROCEDURE_LIMITS.requiredPerOrder) return messages.requiredTooMany;
  if (new Set(list).size !== list.length) return messages.requiredRepeated;
  if (Object.keys(order.acknowledgements).some((id) => !list.includes(id))) return messages.requiredAcknowledged;
  return undefined;
}

/** Why this acknowledgement cannot be written, or undefined: a required procedure, a newer revision. */
export function checkAcknowledge(
  order: { requiredProcedures: readonly string[]; acknowledgements: Acknowledgements },
  procedureId: string,
  revision: number,
  uid: string,
): AppMessage | undefined {
  if (!order.requiredProcedures.includes(procedureId)) return messages.acknowledgeNotRequired;
  const before = acknowledgementOf(order.acknowledgements, procedureId, uid);
  if (!Number.isInteger(revision) || revision < 1 || (before && revision <= before.revision))
    return messages.acknowledgeNotNewer;
  return undefined;
}

/** A required procedure as the order page knows it (title and published revision), when it is known. */
export interface KnownProcedure {
  id: string;
  title: string;
  revision: number;
}

export interface AcknowledgementNeed {
  id: string;
  /** The procedure's title, or null when it is not known here (archived, or not in the cache). */
  title: string | null;
  /** Not acknowledged at all, or acknowledged for an earlier revision than the current one. */
  state: 'missing' | 'stale';
  acknowledged: number | null;
  current: number | null;
}

/**
 * What still stands between person `uid` and working on an order (starting it, recording its
 * work): each required procedure they have not acknowledged, or (when its current revision is
 * known) acknowledged for an earlier revision — a revised procedure is read again. A colleague's
 * acknowledgement does not count for them. The rules check the same for the person writing.
 */
export function acknowledgementsNeeded(
  order: { requiredProcedures: readonly string[]; acknowledgements: Acknowledgements },
  known: readonly KnownProcedure[],
  uid: string,
): AcknowledgementNeed[] {
  return order.requiredProcedures.flatMap((id): AcknowledgementNeed[] => {
    const procedure = known.find((p) => p.id === id);
    const ack = acknowledgementOf(order.acknowledgements, id, uid);
    const base = { id, title: procedure?.title ?? null, current: procedure?.revision ?? null };
    if (!ack) return [{ ...base, state: 'missing', acknowledged: null }];
    if (procedure && ack.revision < procedure.revision)
      return [{ ...base, state: 'stale', acknowledged: ack.revision }];
    return [];
  });
}
