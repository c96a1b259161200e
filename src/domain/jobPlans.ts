// Job plans (standard jobs): reusable planning a company keeps in a versioned library, as it keeps
// procedures. A job plan says how a kind of job is done — its steps, the craft and labour it takes,
// the crew, permits, materials, the procedures to read first, tools — and which equipment classes
// it fits. Planning an order from one fills the order's plan in one go; a maintenance plan that
// uses one takes its steps, craft, labour and permits from the job plan's current revision, so a
// new revision reaches every order the plan generates from then on.
//
// Pure: the checks (codes the pages put in words), the stored form, search words, and what a job
// plan gives an order's plan and a maintenance plan. firestore.rules checks the same shape.
import { titleKeywords } from '../lib/keywords';
import type { PlanStep } from './plans';

export type { JobPlanLink } from './plans';
import { PERMIT_TYPES, type PermitType } from './referenceLists';
import { MATERIAL_TEXT_MAX, type Material, type WorkPlan } from './work';

/** What an admin publishes and a member proposes. */
export interface JobPlanContent {
  title: string;
  /** What the job is and when to use it (may be empty). */
  description: string;
  /** The steps, as a maintenance plan's checklist (a step may ask for a reading). */
  steps: PlanStep[];
  craft: string;
  /** The crew's labour in hours (2 people × 3 h = 6 h), as an order's estimate. */
  estimatedHours: number;
  /** How many people the job takes. */
  crewSize: number;
  permits: PermitType[];
  materials: Material[];
  /** Procedures (ids) the people doing the work acknowledge before it starts. */
  procedures: string[];
  tools: string[];
  /** Equipment classes it fits (failure-code library codes); empty: any equipment. */
  classes: string[];
}

/** Shared by the form, the converter and firestore.rules "Versioned libraries". */
export const JOB_PLAN_LIMITS = {
  title: 200,
  description: 2000,
  steps: 50,
  stepText: 500,
  unit: 20,
  craft: 60,
  maxHours: 1000,
  crewSize: 10,
  permits: 10,
  materials: 50,
  materialText: MATERIAL_TEXT_MAX,
  maxQuantity: 100_000,
  procedures: 5,
  tools: 20,
  tool: 100,
  classes: 30,
  classCode: 40,
} as const;

/** The fields a problem is about (`step.{i}`, `material.{i}`: one line). */
export type JobPlanField =
  | 'title'
  | 'description'
  | 'steps'
  | 'craft'
  | 'estimatedHours'
  | 'crewSize'
  | 'permits'
  | 'materials'
  | 'procedures'
  | 'tools'
  | 'classes'
  | `step.${number}`
  | `material.${number}`;

export type JobPlanProblem =
  | 'titleMissing'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'stepsTooMany'
  | 'stepText'
  | 'stepReading'
  | 'craft'
  | 'hours'
  | 'crewSize'
  | 'permits'
  | 'materialsTooMany'
  | 'materialLine'
  | 'proceduresTooMany'
  | 'toolsTooMany'
  | 'classesTooMany';

export type JobPlanProblems = Partial<Record<JobPlanField, JobPlanProblem>>;

const finite = (n: number | null) => n === null || Number.isFinite(n);

/** Every problem of `c`, by field (the first per field); none: it may be saved. */
export function checkJobPlan(c: JobPlanContent): JobPlanProblems {
  const L = JOB_PLAN_LIMITS;
  const p: JobPlanProblems = {};
  const say = (field: JobPlanField, problem: JobPlanProblem) => void (p[field] ??= problem);
  const title = c.title.trim();
  if (!title) say('title', 'titleMissing');
  else if (title.length > L.title) say('title', 'titleTooLong');
  if (c.description.length > L.description) say('description', 'descriptionTooLong');
  if (c.steps.length > L.steps) say('steps', 'stepsTooMany');
  c.steps.forEach((s, i) => {
    const text = s.text.trim();
    if (!text || text.length > L.stepText) say(`step.${i}`, 'stepText');
    else if (
      s.reading &&
      (s.reading.unit.trim().length > L.unit ||
        !finite(s.reading.min) ||
        !finite(s.reading.max) ||
        (s.reading.min !== null && s.reading.max !== null && s.reading.min > s.reading.max))
    )
      say(`step.${i}`, 'stepReading');
  });
  const craft = c.craft.trim();
  if (!craft || craft.length > L.craft) say('craft', 'craft');
  if (!(c.estimatedHours > 0 && c.estimatedHours <= L.maxHours)) say('estimatedHours', 'hours');
  if (!Number.isInteger(c.crewSize) || c.crewSize < 1 || c.crewSize > L.crewSize) say('crewSize', 'crewSize');
  if (c.permits.length > L.permits || !c.permits.every((x) => PERMIT_TYPES.includes(x))) say('permits', 'permits');
  if (c.materials.length > L.materials) say('materials', 'materialsTooMany');
  c.materials.forEach((m, i) => {
    const text = m.text.trim();
    if (!text || text.length > L.materialText || !(m.quantity > 0 && m.quantity <= L.maxQuantity))
      say(`material.${i}`, 'materialLine');
  });
  if (c.procedures.length > L.procedures) say('procedures', 'proceduresTooMany');
  if (c.tools.length > L.tools) say('tools', 'toolsTooMany');
  if (c.classes.length > L.classes) say('classes', 'classesTooMany');
  return p;
}

const unique = (list: readonly string[], max: number) => [
  ...new Set(list.map((x) => x.trim().slice(0, max)).filter(Boolean)),
];

/** The content as stored: trimmed, blank tools and repeats dropped, a material's part kept. */
export function cleanJobPlan(c: JobPlanContent): JobPlanContent {
  const L = JOB_PLAN_LIMITS;
  return {
    title: c.title.trim(),
    description: c.description.trim(),
    steps: c.steps.map((s) => ({
      text: s.text.trim(),
      reading: s.reading ? { unit: s.reading.unit.trim(), min: s.reading.min, max: s.reading.max } : null,
    })),
    craft: c.craft.trim(),
    estimatedHours: c.estimatedHours,
    crewSize: c.crewSize,
    permits: [...new Set(c.permits)],
    materials: c.materials.map((m) => ({
      text: m.text.trim(),
      quantity: m.quantity,
      ...(m.partId ? { partId: m.partId } : {}),
    })),
    procedures: [...new Set(c.procedures)],
    tools: unique(c.tools, L.tool),
    classes: unique(c.classes, L.classCode),
  };
}

/** Search words: the title's, the craft's and the tools'. */
export const jobPlanKeywords = (c: Pick<JobPlanContent, 'title' | 'craft' | 'tools'>) =>
  titleKeywords([c.title, c.craft, ...c.tools].join(' '));

/** How long the job takes its crew, in hours: the labour shared by the crew. */
export const jobDuration = (c: Pick<JobPlanContent, 'estimatedHours' | 'crewSize'>) =>
  Math.round((c.estimatedHours / Math.max(1, c.crewSize)) * 100) / 100;

/** Whether a job plan fits equipment of `equipmentClass` (a plan for no class fits all). */
export const fitsClass = (c: Pick<JobPlanContent, 'classes'>, equipmentClass: string | null) =>
  c.classes.length === 0 || (equipmentClass !== null && c.classes.includes(equipmentClass));

/**
 * Job plans for equipment of `equipmentClass`: those made for its class first, then those for any
 * equipment, each by title; the others are left out.
 */
export function jobPlansFor<T extends Pick<JobPlanContent, 'classes' | 'title'>>(
  plans: readonly T[],
  equipmentClass: string | null,
): T[] {
  const rank = (p: T) => (p.classes.length === 0 ? 1 : 0);
  return plans
    .filter((p) => fitsClass(p, equipmentClass))
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}

/**
 * An order's plan from a job plan: its labour, craft, permits and materials. Who does it stays
 * the planner's choice (the people already named are kept); the job plan says how many it takes.
 */
export function orderPlanFrom(
  job: Pick<JobPlanContent, 'estimatedHours' | 'craft' | 'permits' | 'materials'>,
  assignees: readonly string[],
): WorkPlan {
  return {
    estimatedHours: job.estimatedHours,
    craft: job.craft,
    assignees: [...assignees],
    permits: [...job.permits],
    materials: job.materials.map((m) => ({ ...m })),
  };
}

/**
 * The procedures an order requires once planned from a job plan: those it already requires and the
 * job plan's, at most `max`.
 */
export const requiredWith = (required: readonly string[], job: Pick<JobPlanContent, 'procedures'>, max: number) =>
  [...new Set([...required, ...job.procedures])].slice(0, max);

/** What a maintenance plan takes from its job plan: the steps, craft, labour and permits. */
export interface PlanWorkFromJob {
  steps: PlanStep[];
  craft: string;
  estimatedHours: number;
  permits: PermitType[];
}

export const planWorkFrom = (job: JobPlanContent): PlanWorkFromJob => ({
  steps: job.steps.map((s) => ({ text: s.text, reading: s.reading ? { ...s.reading } : null })),
  craft: job.craft,
  estimatedHours: job.estimatedHours,
  permits: [...job.permits],
});

/** Whether a maintenance plan's work is its job plan's, as `job` has it now. */
export const planWorkIs = (plan: PlanWorkFromJob, job: JobPlanContent) =>
  JSON.stringify(planWorkFrom({ ...job, ...plan })) === JSON.stringify(planWorkFrom(job));

/** A job plan's content fields, in the order the pages list them. */
export const JOB_PLAN_FIELDS = [
  'title',
  'description',
  'craft',
  'estimatedHours',
  'crewSize',
  'steps',
  'permits',
  'materials',
  'procedures',
  'tools',
  'classes',
] as const satisfies readonly (keyof JobPlanContent)[];
export type JobPlanContentField = (typeof JOB_PLAN_FIELDS)[number];

/** The content fields that differ between two versions of a job plan. */
export function jobPlanChanges(before: JobPlanContent, after: JobPlanContent): JobPlanContentField[] {
  const a = cleanJobPlan(before);
  const b = cleanJobPlan(after);
  return JOB_PLAN_FIELDS.filter((f) => JSON.stringify(a[f]) !== JSON.stringify(b[f]));
}
