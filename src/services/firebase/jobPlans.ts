// Job plans (standard jobs, domain/jobPlans.ts): a versioned library of the company, kept as the
// procedures are (library.ts). Types and converters that refuse damaged data; firestore.rules
// "Versioned libraries" checks the same shape.
//
//   users/{company}/companies/{company}/jobPlans/{id}                    the published job plan
//   …/jobPlans/{id}/revisions/{revision}                                  every revision, append-only
//   …/jobPlans/{id}/proposals/{proposalId}                                a change a member proposes
import type * as FirestoreSdk from 'firebase/firestore';
import { JOB_PLAN_LIMITS, type JobPlanContent } from '../../domain/jobPlans';
import { PERMIT_TYPES } from '../../domain/referenceLists';
import { converter } from './converter';
import {
  libraryPaths,
  parseProposalMeta,
  parsePublished,
  parseRevisionMeta,
  type ProposalMeta,
  type Published,
  revisionId,
  type RevisionMeta,
} from './library';
import { parsePlanStep } from './plans';
import type { FieldReader } from './schema';
import { parseMaterial } from './work';

export type { JobPlanContent };
export type JobPlan = JobPlanContent & Published;
export type JobPlanRevision = JobPlanContent & RevisionMeta;
export type JobPlanProposal = JobPlanContent & ProposalMeta;

function content(r: FieldReader): JobPlanContent {
  const L = JOB_PLAN_LIMITS;
  const steps = r.list('steps', parsePlanStep);
  if (steps.length > L.steps) r.fail('steps', 'has too many items');
  const materials = r.list('materials', parseMaterial);
  if (materials.length > L.materials) r.fail('materials', 'has too many items');
  const procedures = r.textList('procedures', 128);
  if (procedures.length > L.procedures) r.fail('procedures', 'has too many items');
  const tools = r.textList('tools', L.tool);
  if (tools.length > L.tools) r.fail('tools', 'has too many items');
  const classes = r.textList('classes', L.classCode);
  if (classes.length > L.classes) r.fail('classes', 'has too many items');
  return {
    title: r.string('title', { max: L.title }),
    description: r.string('description', { optional: true, max: L.description }),
    steps,
    craft: r.string('craft', { max: L.craft }),
    estimatedHours: r.finite('estimatedHours', 0, L.maxHours),
    crewSize: r.integer('crewSize', 1, L.crewSize),
    permits: r.codeList('permits', PERMIT_TYPES),
    materials,
    procedures,
    tools,
    classes,
  };
}

export const parseJobPlan = (id: string, r: FieldReader): JobPlan => ({ ...content(r), ...parsePublished(id, r) });
export const parseJobPlanRevision = (r: FieldReader): JobPlanRevision => ({ ...content(r), ...parseRevisionMeta(r) });
export const parseJobPlanProposal = (id: string, jobPlanId: string, r: FieldReader): JobPlanProposal => ({
  ...content(r),
  ...parseProposalMeta(id, jobPlanId, r),
});

export const jobPlanConverters = {
  jobPlan: converter((r, s) => parseJobPlan(s.id, r)),
  revision: converter((r) => parseJobPlanRevision(r)),
  proposal: converter((r, s) => parseJobPlanProposal(s.id, s.ref.parent.parent?.id ?? '', r)),
};

type Sdk = typeof FirestoreSdk;

/** Typed references; `company` is the company UID (its owner's uid). */
export function jobPlanRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  const kind = 'jobPlans';
  return {
    jobPlans: (company: string) =>
      sdk.collection(db, libraryPaths.records(kind, company)).withConverter(jobPlanConverters.jobPlan),
    jobPlan: (company: string, id: string) =>
      sdk.doc(db, libraryPaths.record(kind, company, id)).withConverter(jobPlanConverters.jobPlan),
    revisions: (company: string, id: string) =>
      sdk.collection(db, libraryPaths.revisions(kind, company, id)).withConverter(jobPlanConverters.revision),
    revision: (company: string, id: string, revision: number) =>
      sdk
        .doc(db, `${libraryPaths.revisions(kind, company, id)}/${revisionId(revision)}`)
        .withConverter(jobPlanConverters.revision),
    proposals: (company: string, id: string) =>
      sdk.collection(db, libraryPaths.proposals(kind, company, id)).withConverter(jobPlanConverters.proposal),
  };
}
