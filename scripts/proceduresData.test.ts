// The demo procedures library as the app and the rules will see them: each procedure, revision and
// proposal parsed by the client's converters with exactly the keys the rules require, the
// procedure equal to its latest revision, revisions numbered 1..n, keywords as the client makes
// them, links to real demo equipment and plans, and the one open proposal by the editor against
// the current revision.
import { describe, expect, it } from 'vitest';
import { procedureKeywords } from '../src/features/procedures/procedureValidation';
import {
  parseProcedure,
  parseProcedureLink,
  parseProposal,
  parseRevision,
  revisionId,
} from '../src/services/firebase/procedures';
import { FieldReader } from '../src/services/firebase/schema';
import { DEMO_SITES } from './plantData.ts';
import { demoProcedures, type SeedProcedureData } from './proceduresData.ts';

const people = { admin: { uid: 'admin-uid', name: 'Alex Admin' }, editor: { uid: 'editor-uid', name: 'Eve Editor' } };
const plans = [
  { id: 'planA', title: 'Dryer section: hood inspection' },
  { id: 'planB', title: 'Stock pump 1: seal check' },
];
const docs = demoProcedures({ uid: 'admin-uid', people, plans, now: new Date('2026-11-23T16:00:00Z') });
const byKind = (re: RegExp) => docs.filter(([path]) => re.test(path));
/** The procedures themselves (the documents right under the library). */
const procedures = docs.filter((d): d is [string, SeedProcedureData] => /\/procedures\/[^/]+$/.test(d[0]));
const equipment = new Set(DEMO_SITES[0].plants[0].equipment().map((e) => e.id));
const content = (d: Record<string, unknown>) => [d.title, d.category, d.tags, d.body, d.links];

describe('the demo procedures', () => {
  it('has a LOTO, a safety note, an SOP and a how-to, each parsed, with exactly the rules’ keys', () => {
    expect(procedures.map(([, d]) => d.category).sort()).toEqual(['howto', 'loto', 'safety', 'sop']);
    for (const [path, data] of procedures) {
      const p = parseProcedure(path.split('/').pop()!, new FieldReader(path, data));
      expect(Object.keys(data)).toHaveLength(13);
      expect(p.keywords).toEqual(procedureKeywords(p));
    }
  });

  it('keeps 1–3 revisions each, numbered from 1, the procedure equal to the latest', () => {
    for (const [path, data] of procedures) {
      const revisions = byKind(new RegExp(`^${path}/revisions/`)).map(
        ([p, d]) => [p, parseRevision(new FieldReader(p, d)), d] as const,
      );
      expect(revisions.length).toBeGreaterThanOrEqual(1);
      expect(revisions.length).toBeLessThanOrEqual(3);
      revisions.forEach(([p, r, d], i) => {
        expect(r.revision).toBe(i + 1);
        expect(p.endsWith(revisionId(i + 1))).toBe(true);
        expect(Object.keys(d)).toHaveLength(13);
      });
      expect(data.revision).toBe(revisions.length);
      expect(content(revisions[revisions.length - 1][2])).toEqual(content(data));
    }
  });

  it('links real equipment of paper machine 1 and a stock pump plan', () => {
    const links = procedures.flatMap(([, d]) => d.links).map(parseProcedureLink);
    for (const l of links) {
      expect(l).not.toBeNull();
      if (l!.kind === 'eq') expect(equipment.has(l!.id)).toBe(true);
      else expect(l!.id).toBe('planB');
    }
    expect(links.some((l) => l?.kind === 'plan')).toBe(true);
  });

  it('has one open proposal by the editor against the current revision', () => {
    const proposals = byKind(/\/proposals\//);
    expect(proposals).toHaveLength(1);
    const [path, data] = proposals[0];
    const proposal = parseProposal('x', 'y', new FieldReader(path, data));
    expect(Object.keys(data)).toHaveLength(15);
    const procedure = procedures.find(([p]) => path.startsWith(`${p}/`))![1];
    expect(proposal).toMatchObject({ status: 'open', proposedBy: 'editor-uid', baseRevision: procedure.revision });
    expect(proposal.body).not.toBe(procedure.body);
  });
});
