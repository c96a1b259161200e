// The procedures library's flows: publishing with a revision in one batch, history that
// only grows, proposals accepted, rejected and withdrawn, who may do which, and archiving. Each
// refusal sits beside the allowed variant it differs from by one thing. The world is in
// ./fixture.ts and ./procedureFixture.ts: loto1 at revision 2 with bob's open proposal open1.
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, expectRule, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import {
  accept,
  decide,
  procedurePath,
  proposalDoc,
  proposalPath,
  publish,
  revisionDoc,
  revisionPath,
  seedProcedures,
} from './procedureFixture';

setUpRulesEnvironment('procedures.flows.rules.test.ts', seedProcedures);

const dan = () => signedIn('dan');
const bob = () => signedIn('bob');

async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

describe('publishing', () => {
  it('creates a procedure with its revision 1 in one batch', async () => {
    await expectRule(true, publish(dan(), 'dan', 1, { id: 'new1' }));
    expect((await stored(procedurePath('new1')))?.revision).toBe(1);
    expect((await stored(revisionPath(1, 'new1')))?.savedBy).toBe('dan');
  });

  it('refuses an update without a revision, and accepts it with revision 3', async () => {
    await expectRule(false, updateDoc(doc(dan(), procedurePath()), { body: 'Changed.' }));
    await expectRule(true, publish(dan(), 'dan', 3, { ...same({ body: 'Changed.' }) }));
    expect((await stored(procedurePath()))?.body).toBe('Changed.');
  });

  it('refuses a revision number that skips or repeats, or a revision document of another number', async () => {
    await expectRule(false, publish(dan(), 'dan', 4));
    await expectRule(false, publish(dan(), 'dan', 2));
    await expectRule(false, publish(dan(), 'dan', 3, { revisionNumber: 4 }));
    await expectRule(true, publish(dan(), 'dan', 3));
  });

  it('refuses a revision whose content differs from the procedure, or saved by someone else', async () => {
    await expectRule(false, publish(dan(), 'dan', 3, { revision: (d) => ({ ...d, title: 'Another title' }) }));
    await expectRule(false, publish(dan(), 'dan', 3, { revision: (d) => ({ ...d, tags: ['other'] }) }));
    await expectRule(false, publish(dan(), 'dan', 3, { revision: (d) => ({ ...d, savedBy: 'alice' }) }));
    await expectRule(false, publish(dan(), 'dan', 3, { revision: (d) => ({ ...d, savedAt: PAST }) }));
  });

  it('keeps the history: a revision is never rewritten, and of two admins saving revision 3 only the first wins', async () => {
    await expectRule(true, publish(dan(), 'dan', 3));
    await expectRule(false, publish(signedIn('alice'), 'alice', 3));
    await expectRule(false, setDoc(doc(dan(), revisionPath(1)), revisionDoc('dan', 1)));
    await expectRule(false, updateDoc(doc(dan(), revisionPath(2)), { note: 'rewritten' }));
    expect((await stored(revisionPath(1)))?.body).toBe('# Steps\n\n1. Isolate the motor.');
  });

  it('an editor cannot publish', async () => {
    await expectRule(false, publish(bob(), 'bob', 1, { id: 'new1' }));
    await expectRule(false, publish(bob(), 'bob', 3));
  });
});

describe('proposals', () => {
  it('refuses an acceptance whose revision names the proposer under another name', async () => {
    await expectRule(false, accept(dan(), 'dan', { revision: (d) => ({ ...d, proposedByName: 'alice Test' }) }));
    await expectRule(true, accept(dan(), 'dan'));
  });

  it('propose → accept: the procedure takes the proposal, the revision names it', async () => {
    await expectRule(true, setDoc(doc(bob(), proposalPath('p2')), proposalDoc('bob')));
    await expectRule(true, accept(dan(), 'dan', { proposalId: 'p2' }));
    const procedure = await stored(procedurePath());
    expect(procedure?.revision).toBe(3);
    expect(procedure?.body).toBe(proposalDoc('bob').body);
    const revision = await stored(revisionPath(3));
    expect([revision?.proposal, revision?.proposedBy]).toEqual(['p2', 'bob']);
    expect((await stored(proposalPath('p2')))?.status).toBe('accepted');
  });

  it('refuses an acceptance whose revision or procedure is not the proposal', async () => {
    await expectRule(false, accept(dan(), 'dan', { ...same({ body: 'Something else.' }) }));
    await expectRule(
      false,
      accept(dan(), 'dan', { revision: (d) => ({ ...d, proposal: null, proposedBy: null, proposedByName: null }) }),
    );
    await expectRule(false, accept(dan(), 'dan', { revision: (d) => ({ ...d, proposedBy: 'dan' }) }));
    await expectRule(true, accept(dan(), 'dan'));
    await expectRule(false, updateDoc(doc(dan(), proposalPath()), decide('dan', 'rejected', 'Too late.')));
  });

  it('refuses publishing a revision that claims a proposal still open', async () => {
    await expectRule(
      false,
      publish(dan(), 'dan', 3, {
        revision: (d) => ({ ...d, proposal: 'open1', proposedBy: 'bob', proposedByName: 'bob Test' }),
      }),
    );
  });

  it('propose → reject needs a reason; a closed proposal stays closed', async () => {
    await expectRule(false, updateDoc(doc(dan(), proposalPath()), decide('dan', 'rejected', '')));
    await expectRule(true, updateDoc(doc(dan(), proposalPath()), decide('dan', 'rejected', 'Step 3 is unsafe.')));
    await expectRule(false, updateDoc(doc(bob(), proposalPath()), decide('bob', 'withdrawn')));
    await expectRule(false, updateDoc(doc(dan(), proposalPath()), { status: 'open' }));
  });

  it('an editor cannot accept or reject, even their own proposal', async () => {
    await expectRule(false, accept(bob(), 'bob'));
    await expectRule(false, updateDoc(doc(bob(), proposalPath()), decide('bob', 'rejected', 'Never mind.')));
    await expectRule(false, updateDoc(doc(bob(), proposalPath()), decide('bob', 'accepted')));
  });

  it('the proposer withdraws their own open proposal; nobody else does', async () => {
    await expectRule(false, updateDoc(doc(dan(), proposalPath()), decide('dan', 'withdrawn')));
    await expectRule(false, updateDoc(doc(bob(), proposalPath()), { ...decide('bob', 'withdrawn'), body: 'Changed.' }));
    await expectRule(true, updateDoc(doc(bob(), proposalPath()), decide('bob', 'withdrawn')));
    expect((await stored(proposalPath()))?.status).toBe('withdrawn');
  });

  it('refuses a proposal against an old revision or with a decision already made', async () => {
    await expectRule(false, setDoc(doc(bob(), proposalPath('p2')), proposalDoc('bob', 1)));
    await expectRule(false, setDoc(doc(bob(), proposalPath('p2')), proposalDoc('bob', 2, { status: 'accepted' })));
    await expectRule(false, setDoc(doc(bob(), proposalPath('p2', 'nothing')), proposalDoc('bob', 1)));
    await expectRule(true, setDoc(doc(bob(), proposalPath('p2')), proposalDoc('bob', 2)));
  });
});

describe('archiving', () => {
  it('archives with a revision, never by a bare update, and takes no proposals while archived', async () => {
    await expectRule(false, updateDoc(doc(dan(), procedurePath()), { archived: true }));
    await expectRule(false, publish(bob(), 'bob', 3, { procedure: (d) => ({ ...d, archived: true }) }));
    await expectRule(true, publish(dan(), 'dan', 3, { procedure: (d) => ({ ...d, archived: true }) }));
    expect((await stored(procedurePath()))?.archived).toBe(true);
    await expectRule(false, setDoc(doc(bob(), proposalPath('p2')), proposalDoc('bob', 3)));
    await expectRule(true, publish(dan(), 'dan', 4, { procedure: (d) => ({ ...d, archived: false }) }));
    await expectRule(true, setDoc(doc(bob(), proposalPath('p2')), proposalDoc('bob', 4)));
  });

  it('never deletes a procedure, a revision or a proposal', async () => {
    await expectRule(false, deleteDoc(doc(dan(), procedurePath())));
    await expectRule(false, deleteDoc(doc(dan(), revisionPath(1))));
    await expectRule(false, deleteDoc(doc(bob(), proposalPath())));
    expect(await stored(revisionPath(1))).toBeDefined();
  });
});

/** A content change applied to the procedure and its revision alike. */
function same(extra: Record<string, unknown>) {
  return {
    procedure: (d: Record<string, unknown>) => ({ ...d, ...extra }),
    revision: (d: Record<string, unknown>) => ({ ...d, ...extra }),
  };
}
