// The demo job plans as the app and the rules will see them: each job plan, revision and proposal
// parsed by the client's converters with exactly the keys the rules require, the job plan equal to
// its latest revision, revisions numbered 1..n, keywords as the client makes them, each content
// free of problems, and the one open proposal by the editor against the current revision.
import { describe, expect, it } from 'vitest';
import { checkJobPlan, JOB_PLAN_FIELDS, jobPlanKeywords } from '../src/domain/jobPlans';
import { parseJobPlan, parseJobPlanProposal, parseJobPlanRevision } from '../src/services/firebase/jobPlans';
import { revisionId } from '../src/services/firebase/library';
import { FieldReader } from '../src/services/firebase/schema';
import { demoJobPlans } from './jobPlansData.ts';
import { demoProcedures } from './proceduresData.ts';

const people = { admin: { uid: 'admin-uid', name: 'Alex Admin' }, editor: { uid: 'editor-uid', name: 'Eve Editor' } };
const now = new Date('2026-11-23T16:00:00Z');
const docs = demoJobPlans({ uid: 'admin-uid', people, now });
const jobPlans = docs.filter(([path]) => /\/jobPlans\/[^/]+$/.test(path));
const content = (d: Record<string, unknown>) => JOB_PLAN_FIELDS.map((f) => d[f]);

describe('the demo job plans', () => {
  it('are parsed by the client, with exactly the rules’ keys, free of problems, and equal to their last revision', () => {
    expect(jobPlans).toHaveLength(4);
    for (const [path, data] of jobPlans) {
      const id = path.split('/').pop()!;
      const p = parseJobPlan(id, new FieldReader(path, data));
      expect(Object.keys(data).sort()).toEqual(
        [
          ...JOB_PLAN_FIELDS,
          'revision',
          'keywords',
          'archived',
          'createdAt',
          'createdBy',
          'updatedAt',
          'updatedBy',
          'updatedByName',
        ].sort(),
      );
      expect(checkJobPlan(p)).toEqual({});
      expect(p.keywords).toEqual(jobPlanKeywords(p));
      const revisions = docs.filter(([r]) => r.startsWith(`${path}/revisions/`));
      expect(revisions.map(([r]) => r.split('/').pop())).toEqual(
        Array.from({ length: p.revision }, (_, i) => revisionId(i + 1)),
      );
      const [lastPath, last] = revisions[revisions.length - 1];
      parseJobPlanRevision(new FieldReader(lastPath, last));
      expect(content(last)).toEqual(content(data));
    }
  });

  it('asks for procedures the demo library has', () => {
    const procedures = new Set(
      demoProcedures({ uid: 'admin-uid', people, plans: [], now })
        .map(([path]) => path)
        .filter((path) => /\/procedures\/[^/]+$/.test(path))
        .map((path) => path.split('/').pop()),
    );
    for (const [, data] of jobPlans)
      for (const id of data.procedures as string[]) expect(procedures.has(id)).toBe(true);
  });

  it('has one open proposal by the editor, against the current revision', () => {
    const proposals = docs.filter(([path]) => path.includes('/proposals/'));
    expect(proposals).toHaveLength(1);
    const [path, data] = proposals[0];
    const p = parseJobPlanProposal('roll-bearing-four', 'roll-bearing-change', new FieldReader(path, data));
    expect(p).toMatchObject({ status: 'open', proposedBy: 'editor-uid', baseRevision: 1, crewSize: 4 });
    expect(checkJobPlan(p)).toEqual({});
  });
});
