// Every field of the procedures library's write paths against bad values: a wrong
// type, an oversize value (a 1 MB body among them), an unknown category, bad stamps, a missing
// key and extra keys, each refused; and the valid write accepted, so each case can fail both
// ways. The world is in ./fixture.ts and ./procedureFixture.ts; dan (an admin) publishes and
// decides, bob (an editor) proposes.
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { decide, proposalDoc, proposalPath, publish, seedProcedures, type Change } from './procedureFixture';
import { chars, describeWritePaths, labeller, list, MISSING, type WritePath } from './fieldCases';

setUpRulesEnvironment('procedures.fields.rules.test.ts', seedProcedures);

const label = labeller([[PAST, 'a client time']]);
const MEGABYTE_BODY = 'x'.repeat(1_000_000);

const CONTENT = {
  title: [42, '', chars(201), null, MISSING],
  category: ['unknown', 'LOTO', 42, null, MISSING],
  tags: ['loto', list(11), ['a', chars(400)], null, MISSING],
  body: [42, chars(100_001), MEGABYTE_BODY, null, MISSING],
  links: ['eq:north/press/pump1', list(51), ['a', chars(20_000)], null, MISSING],
};

/** Applies a content change to both the procedure and its revision (they must agree). */
const both = (change: Change) => ({ procedure: change, revision: change });

const PATHS: Record<string, WritePath> = {
  'publish revision 1: the content (procedure and revision alike)': {
    write: (change) => publish(signedIn('dan'), 'dan', 1, { id: 'new1', ...both(change) }),
    fields: CONTENT,
    extra: { summary: 'x', paid: true },
  },
  'publish revision 1: the procedure': {
    write: (change) => publish(signedIn('dan'), 'dan', 1, { id: 'new1', procedure: change }),
    fields: {
      revision: [2, 0, '1', 1.5, null, MISSING],
      keywords: ['lo', list(101), ['lo', chars(1500)], null, MISSING],
      archived: [true, 'false', null, MISSING],
      createdAt: [PAST, '2026-01-01T00:00:00Z', null, MISSING],
      createdBy: ['alice', 42, MISSING],
      updatedAt: [PAST, null, MISSING],
      updatedBy: ['alice', null, MISSING],
      // Another member's name (the writer's own comes from their membership).
      updatedByName: [42, chars(201), null, 'alice Test', '', MISSING],
    },
    extra: { proposal: null, note: '' },
  },
  'publish revision 3: the procedure': {
    write: (change) => publish(signedIn('dan'), 'dan', 3, { procedure: change }),
    fields: {
      revision: [2, 4, '3', null, MISSING],
      createdAt: [PAST.toMillis(), null, MISSING],
      createdBy: ['alice', 'dan2', MISSING],
      updatedAt: [PAST, MISSING],
      updatedBy: ['alice', MISSING],
    },
    extra: { paid: false },
  },
  'publish revision 1: the revision': {
    write: (change) => publish(signedIn('dan'), 'dan', 1, { id: 'new1', revision: change }),
    fields: {
      revision: [2, '1', null, MISSING],
      savedAt: [PAST, null, MISSING],
      savedBy: ['alice', null, MISSING],
      savedByName: [42, chars(201), 'alice Test', MISSING],
      note: [42, chars(501), null, MISSING],
      proposal: ['open1', 42, MISSING],
      proposedBy: ['bob', MISSING],
      proposedByName: ['bob Test', MISSING],
    },
    extra: { keywords: [], archived: false },
  },
  'propose a change': {
    write: (change) => setDoc(doc(signedIn('bob'), proposalPath('p2')), change(proposalDoc('bob'))),
    fields: {
      ...CONTENT,
      baseRevision: [1, 3, '2', null, MISSING],
      status: ['accepted', 'draft', null, MISSING],
      note: [42, chars(501), null, MISSING],
      proposedBy: ['dan', null, MISSING],
      proposedByName: [42, chars(201), 'alice Test', MISSING],
      proposedAt: [PAST, null, MISSING],
      decidedBy: ['dan', MISSING],
      decidedByName: ['dan Test', MISSING],
      decidedAt: [PAST, MISSING],
      decisionNote: ['ok', 42, MISSING],
    },
    extra: { revision: 2, keywords: [] },
  },
  'reject a proposal': {
    write: (change) => updateDoc(doc(signedIn('dan'), proposalPath()), change(decide('dan', 'rejected', 'Unsafe.'))),
    fields: {
      status: ['open', 'accepted', 'withdrawn', 'done', null],
      decidedBy: ['bob', null],
      decidedByName: [42, chars(201), 'alice Test'],
      decidedAt: [PAST, null],
      decisionNote: ['', chars(501), 42],
    },
    extra: { title: 'Another title', baseRevision: 3 },
  },
};

describeWritePaths(PATHS, label);
