// Checks one piece of equipment as typed in the form or read from a CSV row: every problem in
// words (bad input writes nothing), nothing written while any remains. Pure, so the form, the CSV
// import and the tests share one set of rules.
import { parseDate } from '../../lib/date';
import {
  ASSET_LIMITS,
  EQUIPMENT_STATUSES,
  type EquipmentInput,
  type EquipmentStatus,
  type EquipmentSummary,
  type Meter,
} from '../../services/firebase/assets';
import { EQUIPMENT_CLASSES } from '../../domain/failureCodes';
import type { AppMessage } from '../../i18n/defineMessages';
import { isCriticality } from './criticality';
import messages from './messages';

/** The text fields of the form (and the CSV columns), as typed. */
export const DRAFT_FIELDS = [
  'tag',
  'name',
  'description',
  'criticality',
  'parent',
  'manufacturer',
  'model',
  'serial',
  'installDate',
  'location',
  'status',
  'equipmentClass',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type EquipmentDraft = Record<DraftField, string>;
export type DraftProblems = Partial<Record<DraftField | 'meters', AppMessage>>;

export const EMPTY_DRAFT: EquipmentDraft = {
  tag: '',
  name: '',
  description: '',
  criticality: '',
  parent: '',
  manufacturer: '',
  model: '',
  serial: '',
  installDate: '',
  location: '',
  status: 'inService',
  equipmentClass: '',
};

export interface CheckContext {
  /** The equipment being edited, or null for a new one. */
  eqid: string | null;
  /** The plant's equipment as the plant document lists it (pending changes included). */
  summaries: readonly EquipmentSummary[];
  /** The failure-code library's classes (the company's own too); the built-in ones when not given. */
  classes?: readonly string[];
}

/** Tags compare without case and surrounding spaces: "p-101" and "P-101 " are the same tag. */
export const tagKey = (tag: string) => tag.trim().toLocaleUpperCase('en');

/** True when making `parent` the parent of `eqid` would put `eqid` among its own ancestors. */
export function wouldCycle(eqid: string | null, parent: string, summaries: readonly EquipmentSummary[]): boolean {
  if (eqid === null) return false;
  const parentOf = new Map(summaries.map((s) => [s.id, s.parent]));
  const seen = new Set<string>();
  for (let at: string | null | undefined = parent; at; at = parentOf.get(at)) {
    if (at === eqid || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** An install date typed as dd.mm.yyyy or yyyy-mm-dd, as yyyy-mm-dd; '' is "not known"; undefined is invalid. */
export function isoDay(text: string): string | null | undefined {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
  }
  const date = parseDate(value);
  if (!date) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function meterProblem(meters: readonly Meter[]): boolean {
  return (
    meters.length > ASSET_LIMITS.meters ||
    meters.some(
      (m) =>
        !m.name.trim() ||
        !m.unit.trim() ||
        m.name.length > ASSET_LIMITS.meterName ||
        m.unit.length > ASSET_LIMITS.meterUnit,
    )
  );
}

/** The problems of a draft; an empty object means it can be saved. */
export function checkEquipment(draft: EquipmentDraft, meters: readonly Meter[], ctx: CheckContext): DraftProblems {
  const problems: DraftProblems = {};
  const tag = draft.tag.trim();
  if (!tag) problems.tag = messages.problemTagRequired;
  else if (tag.length > ASSET_LIMITS.tag) problems.tag = messages.problemTagTooLong;
  else if (ctx.summaries.some((s) => s.id !== ctx.eqid && tagKey(s.tag) === tagKey(tag)))
    problems.tag = messages.problemTagTaken;

  const name = draft.name.trim();
  if (!name) problems.name = messages.problemNameRequired;
  else if (name.length > ASSET_LIMITS.name) problems.name = messages.problemNameTooLong;

  if (draft.description.length > ASSET_LIMITS.description) problems.description = messages.problemDescriptionTooLong;
  for (const field of ['manufacturer', 'model', 'serial', 'location'] as const)
    if (draft[field].trim().length > ASSET_LIMITS.text) problems[field] = messages.problemTextTooLong;

  if (!isCriticality(Number(draft.criticality)) || !/^\d+$/.test(draft.criticality.trim()))
    problems.criticality = messages.problemCriticality;
  if (!EQUIPMENT_STATUSES.includes(draft.status as EquipmentStatus)) problems.status = messages.problemStatus;

  const parent = draft.parent.trim();
  if (parent) {
    if (parent === ctx.eqid || wouldCycle(ctx.eqid, parent, ctx.summaries))
      problems.parent = messages.problemParentCycle;
    else if (!ctx.summaries.some((s) => s.id === parent)) problems.parent = messages.problemParentUnknown;
  }
  if (isoDay(draft.installDate) === undefined) problems.installDate = messages.problemInstallDate;
  const equipmentClass = draft.equipmentClass.trim();
  if (equipmentClass && !(ctx.classes ?? EQUIPMENT_CLASSES).includes(equipmentClass))
    problems.equipmentClass = messages.problemClassUnknown;
  if (meterProblem(meters)) problems.meters = messages.problemMeters;
  if (ctx.eqid === null && ctx.summaries.length >= ASSET_LIMITS.equipmentPerPlant)
    problems.tag ??= messages.problemPlantFull;
  return problems;
}

/** The input to save, from a draft that `checkEquipment` found no problem in. */
export function toInput(draft: EquipmentDraft, meters: readonly Meter[]): EquipmentInput {
  return {
    tag: draft.tag.trim(),
    name: draft.name.trim(),
    description: draft.description.trim(),
    criticality: Number(draft.criticality),
    parent: draft.parent.trim() || null,
    manufacturer: draft.manufacturer.trim(),
    model: draft.model.trim(),
    serial: draft.serial.trim(),
    installDate: isoDay(draft.installDate) ?? null,
    location: draft.location.trim(),
    status: draft.status as EquipmentStatus,
    meters: meters.map((m) => ({ id: m.id, name: m.name.trim(), unit: m.unit.trim() })),
    equipmentClass: draft.equipmentClass.trim() || null,
  };
}

/** A saved piece of equipment as a draft, for editing. */
export function toDraft(e: EquipmentInput): EquipmentDraft {
  const [y, m, d] = e.installDate?.split('-') ?? [];
  return {
    tag: e.tag,
    name: e.name,
    description: e.description,
    criticality: String(e.criticality),
    parent: e.parent ?? '',
    manufacturer: e.manufacturer,
    model: e.model,
    serial: e.serial,
    installDate: e.installDate ? `${d}.${m}.${y}` : '',
    location: e.location,
    status: e.status,
    equipmentClass: e.equipmentClass ?? '',
  };
}
