// A versioned library's demo documents (src/services/firebase/library.ts): one record published
// by the admin through its versions (a revision document each, the record equal to the last), and
// optionally the editor's open proposal against it. The procedures and the job plans seed with it.
import { revisionId } from '../src/services/firebase/library';
import type { Person } from './workData.ts';

/** A seeded version: its content, the saver's note and how many days ago it was saved. */
export interface SeedVersion<C> {
  content: C;
  note: string;
  daysAgo: number;
}

/** [path, data] pairs of one record of the library at `library` (its collection's path). */
export function versionedDocuments<C extends object>({
  library,
  id,
  versions,
  proposal,
  people: { admin, editor },
  at,
  keywords,
}: {
  library: string;
  id: string;
  versions: [SeedVersion<C>, ...SeedVersion<C>[]];
  proposal?: SeedVersion<C> & { id: string };
  people: { admin: Person; editor: Person };
  /** The time `daysAgo` days before the seed's now. */
  at: (daysAgo: number) => Date;
  keywords: (content: C) => string[];
}): [string, Record<string, unknown>][] {
  const last = versions[versions.length - 1];
  const docs: [string, Record<string, unknown>][] = versions.map((v, i) => [
    `${library}/${id}/revisions/${revisionId(i + 1)}`,
    {
      ...v.content,
      revision: i + 1,
      savedAt: at(v.daysAgo),
      savedBy: admin.uid,
      savedByName: admin.name,
      note: v.note,
      proposal: null,
      proposedBy: null,
      proposedByName: null,
    },
  ]);
  docs.push([
    `${library}/${id}`,
    {
      ...last.content,
      revision: versions.length,
      keywords: keywords(last.content),
      archived: false,
      createdAt: at(versions[0].daysAgo),
      createdBy: admin.uid,
      updatedAt: at(last.daysAgo),
      updatedBy: admin.uid,
      updatedByName: admin.name,
    },
  ]);
  if (proposal)
    docs.push([
      `${library}/${id}/proposals/${proposal.id}`,
      {
        ...proposal.content,
        baseRevision: versions.length,
        status: 'open',
        note: proposal.note,
        proposedBy: editor.uid,
        proposedByName: editor.name,
        proposedAt: at(proposal.daysAgo),
        decidedBy: null,
        decidedByName: null,
        decidedAt: null,
        decisionNote: '',
      },
    ]);
  return docs;
}
