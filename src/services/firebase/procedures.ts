// The procedures library: standard operating procedures, lock-out/tag-out steps, safety
// notes and how-tos of a company, each with its revisions and the changes editors propose.
// Types, link keys and converters that refuse damaged data; firestore.rules checks the same shape.
//
//   users/{company}/companies/{company}/procedures/{id}                  the published procedure
//   …/procedures/{id}/revisions/{revision}                                every saved revision, append-only
//   …/procedures/{id}/proposals/{proposalId}                              a change an editor proposes
//   Storage …/procedures/{id}/attachments/{file}                          its files (images in the body)
//
// A procedure is linked to equipment and to preventive plans by `links`, strings a query can match
// with `array-contains` / `array-contains-any`: `eq:{site}/{plant}/{eqid}` and
// `plan:{site}/{plant}/{planId}`.
import type * as FirestoreSdk from 'firebase/firestore';
import { paths } from './collections';
import { converter } from './converter';
import {
  LIBRARY_NOTE_MAX,
  parseProposalMeta,
  parsePublished,
  parseRevisionMeta,
  PROPOSAL_STATUSES,
  type ProposalMeta,
  type ProposalStatus,
  type Published,
  revisionId,
  type RevisionMeta,
} from './library';
import { type FieldReader } from './schema';

/** The categories, stored as codes and checked by firestore.rules: never rename one. */
export const PROCEDURE_CATEGORIES = ['sop', 'loto', 'safety', 'howto', 'inspection', 'troubleshooting'] as const;
export type ProcedureCategory = (typeof PROCEDURE_CATEGORIES)[number];

export const PROCEDURE_LIMITS = {
  title: 200,
  /** Characters of Markdown (the form, the converter and the rules refuse more). */
  body: 100_000,
  tags: 10,
  tag: 40,
  /** Equipment and plan links. */
  links: 50,
  link: 400,
  /** A revision's or a proposal's note ("what changed"), a decision's reason. */
  note: LIBRARY_NOTE_MAX,
  /** Procedures a work order can require to be acknowledged before In Progress. */
  requiredPerOrder: 5,
} as const;

const ID = '[A-Za-z0-9_-]{1,128}';
const LINK = new RegExp(`^(eq|plan):(${ID})/(${ID})/(${ID})$`);

export type ProcedureLinkKind = 'eq' | 'plan';

export interface ProcedureLinkTarget {
  kind: ProcedureLinkKind;
  site: string;
  plant: string;
  /** The equipment id or the plan id. */
  id: string;
}

/** The link of a procedure to a piece of equipment. */
export const equipmentLink = (site: string, plant: string, eqid: string) => `eq:${site}/${plant}/${eqid}`;
/** The link of a procedure to a preventive maintenance plan. */
export const planLink = (site: string, plant: string, planId: string) => `plan:${site}/${plant}/${planId}`;

/** What a link points at, or null when it is not a well-formed link. */
export function parseProcedureLink(link: string): ProcedureLinkTarget | null {
  const m = LINK.exec(link);
  if (!m) return null;
  return { kind: m[1] as ProcedureLinkKind, site: m[2], plant: m[3], id: m[4] };
}

/** What an editor writes: the content of a procedure, of one of its revisions or of a proposal. */
export interface ProcedureContent {
  title: string;
  category: ProcedureCategory;
  tags: string[];
  /** Markdown, at most PROCEDURE_LIMITS.body characters. */
  body: string;
  links: string[];
}

export type Procedure = ProcedureContent & Published;
export type ProcedureRevision = ProcedureContent & RevisionMeta;
export type ProcedureProposal = ProcedureContent & ProposalMeta;
export { PROPOSAL_STATUSES, revisionId, type ProposalStatus };

function content(r: FieldReader): ProcedureContent {
  const tags = r.textList('tags', PROCEDURE_LIMITS.tag);
  if (tags.length > PROCEDURE_LIMITS.tags) r.fail('tags', 'has too many items');
  const links = r.textList('links', PROCEDURE_LIMITS.link);
  if (links.length > PROCEDURE_LIMITS.links) r.fail('links', 'has too many items');
  return {
    title: r.string('title', { max: PROCEDURE_LIMITS.title }),
    category: r.oneOf('category', PROCEDURE_CATEGORIES),
    tags,
    body: r.string('body', { optional: true, max: PROCEDURE_LIMITS.body }),
    links,
  };
}

export function parseProcedure(id: string, r: FieldReader): Procedure {
  return { ...content(r), ...parsePublished(id, r) };
}

export function parseRevision(r: FieldReader): ProcedureRevision {
  return { ...content(r), ...parseRevisionMeta(r) };
}

export function parseProposal(id: string, procedureId: string, r: FieldReader): ProcedureProposal {
  return { ...content(r), ...parseProposalMeta(id, procedureId, r) };
}

type Sdk = typeof FirestoreSdk;

export const procedureConverters = {
  procedure: converter((r, s) => parseProcedure(s.id, r)),
  revision: converter((r) => parseRevision(r)),
  proposal: converter((r, s) => parseProposal(s.id, s.ref.parent.parent?.id ?? '', r)),
};

/** Typed references; `company` is the company UID (its owner's uid). */
export function procedureRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    procedures: (company: string) =>
      sdk.collection(db, paths.procedures(company)).withConverter(procedureConverters.procedure),
    procedure: (company: string, id: string) =>
      sdk.doc(db, paths.procedure(company, id)).withConverter(procedureConverters.procedure),
    revisions: (company: string, id: string) =>
      sdk.collection(db, paths.procedureRevisions(company, id)).withConverter(procedureConverters.revision),
    revision: (company: string, id: string, revision: number) =>
      sdk
        .doc(db, `${paths.procedureRevisions(company, id)}/${revisionId(revision)}`)
        .withConverter(procedureConverters.revision),
    proposals: (company: string, id: string) =>
      sdk.collection(db, paths.procedureProposals(company, id)).withConverter(procedureConverters.proposal),
    proposal: (company: string, id: string, proposalId: string) =>
      sdk.doc(db, `${paths.procedureProposals(company, id)}/${proposalId}`).withConverter(procedureConverters.proposal),
  };
}
