// Executing a preventive order under the rules (execution, and the updates
// any work order allows): the checklist is ticked by admins or by an assigned editor while the work is
// in progress; a signature is recorded with the signer's own uid and the request time, only while
// in progress, and cleared by rework; a plan that requires a signature keeps its order out of
// Work Complete until signed; completedAt is the server time of the move to Work Complete and is
// cleared by rework; pm and contract never change.
// The order: the floating plan's, In Progress, version 5, bob assigned (./planFixture.ts).
import { deleteField, doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRule, meOf, PAST, setUpRulesEnvironment, signedIn, type Me } from './fixture';
import { SITE } from './assetFixture';
import { addStats, change, event, historyPath, workPath } from './workFixture';
import type { WorkStatus } from '../../src/domain/statusMachine';
import {
  addTally,
  CONTRACT,
  FLOATING_ORDER,
  FLOATING_ORDER_VERSION,
  restorePmOrder,
  seedPlans,
  STORED_PLANS,
  FLOATING,
  checklistOf,
} from './planFixture';

setUpRulesEnvironment('plans.execution.rules.test.ts', seedPlans);

type Doc = Record<string, unknown>;
const dan = meOf('admin');
const bob = meOf('editor');
const NEXT = FLOATING_ORDER_VERSION + 1;
const LATER = Timestamp.fromDate(new Date('2026-02-01T00:00:00Z'));

const STEPS = checklistOf(STORED_PLANS[FLOATING]).checklist;
/** Both steps done and the reading entered (work.ts checklistProgress). */
const TICKED = { checklistDone: [true, true], checklistValues: ['', '42'] };
const PM = {
  planId: FLOATING,
  due: '2026-11-01',
  threshold: null,
  toleranceDays: 3,
  signatureRequired: true,
  equipmentIds: ['pump1', 'motor1'],
};
const signature = (me: Me, extra: Doc = {}) => ({
  name: `${me.uid} Test`,
  by: me.uid,
  at: serverTimestamp(),
  ...extra,
});

/**
 * A change of the preventive order (stored in `from`, default In Progress), with its history
 * event: `to` the new status, `fields` what else changes.
 */
async function update(db: Firestore, me: Me, to: WorkStatus, fields: Doc = {}, from = 'inProgress') {
  const batch = writeBatch(db);
  batch.update(doc(db, workPath(FLOATING_ORDER)), {
    status: to,
    version: NEXT,
    updatedAt: serverTimestamp(),
    updatedBy: me.uid,
    ...fields,
  });
  batch.set(doc(db, historyPath(FLOATING_ORDER, NEXT)), event(me, NEXT, from, to));
  // The month's compliance moves with the order: due 01.11.2026 (3 days' tolerance), so late.
  if (to === 'workComplete' && from !== 'workComplete') addTally(batch, db, me, { version: NEXT, counter: 'late' });
  if (from === 'workComplete' && to === 'inProgress')
    addTally(batch, db, me, { version: NEXT, counter: 'late', by: -1 });
  await addStats(batch, db, me, workPath(FLOATING_ORDER), to, NEXT, fields);
  return batch.commit();
}

const complete = (db: Firestore, me: Me, fields: Doc = {}) =>
  update(db, me, 'workComplete', { completedAt: serverTimestamp(), ...fields });

describe('the checklist', () => {
  it('the assigned editor ticks steps and enters a reading while the work is in progress', async () => {
    await expectRule(true, update(signedIn('bob'), bob, 'inProgress', TICKED));
  });

  it('and in the move to Work Complete', async () => {
    await expectRule(true, complete(signedIn('bob'), bob, TICKED));
  });

  it('keeps its steps: none added, none removed, none changed, not replaced by something else', async () => {
    const changedText = [{ ...STEPS[0], text: 'Skip the grease' }, STEPS[1]];
    for (const checklist of [STEPS.slice(0, 1), [...STEPS, STEPS[0]], changedText, [], 'done']) {
      await expectRule(false, update(signedIn('bob'), bob, 'inProgress', { checklist, ...TICKED }));
      await expectRule(false, update(signedIn('dan'), dan, 'inProgress', { checklist, ...TICKED }));
    }
    await expectRule(false, update(signedIn('dan'), dan, 'inProgress', { checklist: deleteField() }));
    // Written again as it is: accepted.
    await expectRule(true, update(signedIn('bob'), bob, 'inProgress', { checklist: STEPS, ...TICKED }));
  });

  it('records a tick and a reading per step, and nothing bigger: no near-1 MB reading', async () => {
    const wrong: Doc[] = [
      { checklistDone: [true] },
      { checklistDone: [true, true, true] },
      { checklistDone: [true, 'yes'] },
      { checklistDone: 'all' },
      { checklistValues: ['42'] },
      { checklistValues: ['', '42', ''] },
      { checklistValues: ['', '1'.repeat(49)] },
      { checklistValues: ['', '1'.repeat(900_000)] },
      { checklistValues: ['', { value: '1'.repeat(900_000) }] },
      { checklistDone: deleteField() },
    ];
    for (const fields of wrong) {
      await expectRule(false, update(signedIn('bob'), bob, 'inProgress', { ...TICKED, ...fields }));
      await expectRule(false, update(signedIn('dan'), dan, 'inProgress', { ...TICKED, ...fields }));
    }
    await expectRule(
      true,
      update(signedIn('bob'), bob, 'inProgress', { ...TICKED, checklistValues: ['', '-1234.5678'] }),
    );
  });

  it('an editor not assigned is refused; an admin is not', async () => {
    await restorePmOrder({ assignees: ['dan'] });
    await expectRule(false, update(signedIn('bob'), bob, 'inProgress', TICKED));
    await expectRule(true, update(signedIn('dan'), dan, 'inProgress', TICKED));
  });

  it('an editor is refused before the work starts (Daily Schedule → In Progress ticks nothing)', async () => {
    await restorePmOrder({ status: 'dailySchedule' });
    await expectRule(false, update(signedIn('bob'), bob, 'inProgress', TICKED, 'dailySchedule'));
    await expectRule(true, update(signedIn('bob'), bob, 'inProgress', {}, 'dailySchedule'));
  });

  it('admins record on it in any status (here Ready to Schedule)', async () => {
    await restorePmOrder({ status: 'readyToSchedule' });
    await expectRule(true, update(signedIn('dan'), dan, 'readyToSchedule', TICKED, 'readyToSchedule'));
  });

  it('on a plain request an editor may write the empty record it reads as', async () => {
    const fields = { execution: { actualHours: 1, action: null, failureCause: null, delays: [], startedAt: null } };
    await expectRule(
      true,
      change(signedIn('bob'), bob, 'inProgress', 'inProgress', {
        fields: { ...fields, checklistDone: [], checklistValues: [] },
      }),
    );
    // The steps are never an editor's to write, not even as they are.
    await expectRule(
      false,
      change(signedIn('bob'), bob, 'inProgress', 'inProgress', { fields: { ...fields, checklist: [] } }),
    );
    await expectRule(
      false,
      change(signedIn('bob'), bob, 'inProgress', 'inProgress', {
        fields: { ...fields, checklist: [{ text: 'x', reading: null }] },
      }),
    );
    await expectRule(
      false,
      change(signedIn('bob'), bob, 'inProgress', 'inProgress', {
        fields: { ...fields, checklistDone: [true], checklistValues: [''] },
      }),
    );
  });
});

describe('the signature', () => {
  it('is the signer’s own uid and the request time, while in progress', async () => {
    await expectRule(true, update(signedIn('bob'), bob, 'inProgress', { signature: signature(bob) }));
  });

  it('refuses another’s uid, another time, no name, a long name, an extra key', async () => {
    const bad = [
      signature(bob, { by: 'dan' }),
      signature(bob, { at: PAST }),
      signature(bob, { at: LATER }),
      signature(bob, { name: '' }),
      signature(bob, { name: 'n'.repeat(201) }),
      signature(bob, { role: 'editor' }),
      { name: 'bob Test', by: 'bob' },
      'bob Test',
    ];
    for (const s of bad) await expectRule(false, update(signedIn('bob'), bob, 'inProgress', { signature: s }));
    await expectRule(false, update(signedIn('dan'), dan, 'inProgress', { signature: signature(bob) }));
    await expectRule(true, update(signedIn('dan'), dan, 'inProgress', { signature: signature(dan) }));
  });

  it('is set in the move to Work Complete', async () => {
    await expectRule(true, complete(signedIn('bob'), bob, { signature: signature(bob) }));
  });

  it('is not changed outside the work: not before it starts, not once complete', async () => {
    await restorePmOrder({ status: 'dailySchedule' });
    await expectRule(
      false,
      update(signedIn('dan'), dan, 'dailySchedule', { signature: signature(dan) }, 'dailySchedule'),
    );
    await restorePmOrder({
      status: 'workComplete',
      signature: { name: 'bob Test', by: 'bob', at: PAST },
      completedAt: PAST,
    });
    await expectRule(
      false,
      update(signedIn('dan'), dan, 'workComplete', { signature: signature(dan) }, 'workComplete'),
    );
    await expectRule(false, update(signedIn('dan'), dan, 'workComplete', { signature: null }, 'workComplete'));
    await expectRule(true, update(signedIn('dan'), dan, 'complete', {}, 'workComplete'));
  });

  it('is cleared by rework (Work Complete → In Progress)', async () => {
    await restorePmOrder({
      status: 'workComplete',
      signature: { name: 'bob Test', by: 'bob', at: PAST },
      completedAt: PAST,
    });
    await expectRule(false, update(signedIn('dan'), dan, 'inProgress', { completedAt: null }, 'workComplete'));
    await expectRule(
      false,
      update(signedIn('dan'), dan, 'inProgress', { completedAt: null, signature: signature(dan) }, 'workComplete'),
    );
    await expectRule(
      true,
      update(signedIn('dan'), dan, 'inProgress', { completedAt: null, signature: null }, 'workComplete'),
    );
  });
});

describe('a plan that requires a signature', () => {
  it('keeps its order out of Work Complete until signed', async () => {
    await restorePmOrder({ pm: PM });
    await expectRule(false, complete(signedIn('bob'), bob));
    await expectRule(false, complete(signedIn('dan'), dan, { signature: null }));
    await expectRule(true, complete(signedIn('bob'), bob, { signature: signature(bob), ...TICKED }));
  });

  it('a signature recorded earlier in the work counts', async () => {
    await restorePmOrder({ pm: PM, signature: { name: 'bob Test', by: 'bob', at: PAST } });
    await expectRule(true, complete(signedIn('bob'), bob));
  });

  it('an order whose plan does not require one completes unsigned', async () => {
    await expectRule(true, complete(signedIn('bob'), bob));
  });
});

describe('completedAt', () => {
  it('the move to Work Complete stamps it with the request time', async () => {
    await expectRule(false, update(signedIn('bob'), bob, 'workComplete'));
    await expectRule(false, update(signedIn('bob'), bob, 'workComplete', { completedAt: null }));
    await expectRule(false, update(signedIn('bob'), bob, 'workComplete', { completedAt: PAST }));
    await expectRule(false, update(signedIn('bob'), bob, 'workComplete', { completedAt: '2026-11-23' }));
    await expectRule(true, complete(signedIn('bob'), bob));
  });

  it('also on a plain request (the work fixture stamps it; without it the move is refused)', async () => {
    await expectRule(
      false,
      change(signedIn('bob'), bob, 'inProgress', 'workComplete', { fields: { completedAt: deleteField() } }),
    );
    await expectRule(
      false,
      change(signedIn('bob'), bob, 'inProgress', 'workComplete', { fields: { completedAt: LATER } }),
    );
    await expectRule(true, change(signedIn('bob'), bob, 'inProgress', 'workComplete'));
  });

  it('does not change otherwise, and rework clears it', async () => {
    await expectRule(false, update(signedIn('dan'), dan, 'inProgress', { completedAt: serverTimestamp() }));
    await restorePmOrder({ status: 'workComplete', completedAt: PAST });
    await expectRule(
      false,
      update(signedIn('dan'), dan, 'complete', { completedAt: serverTimestamp() }, 'workComplete'),
    );
    await expectRule(false, update(signedIn('dan'), dan, 'complete', { completedAt: null }, 'workComplete'));
    await expectRule(false, update(signedIn('dan'), dan, 'inProgress', {}, 'workComplete'));
    await expectRule(true, update(signedIn('dan'), dan, 'inProgress', { completedAt: null }, 'workComplete'));
  });

  it('a plain request stays without one until its work is complete', async () => {
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields: { completedAt: serverTimestamp() } }),
    );
    await expectRule(true, change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields: { completedAt: null } }));
    await expectRule(true, change(signedIn('dan'), dan, 'workComplete', 'complete'));
  });
});

describe('pm and contract never change', () => {
  it('refuses a changed, removed or added origin, even by an admin', async () => {
    const stored = { ...PM, signatureRequired: false }; // the floating plan's order, as seeded
    for (const fields of [
      { pm: PM }, // signature now required
      { pm: { ...stored, due: '2026-12-01' } },
      { pm: { ...stored, toleranceDays: 30 } },
      { pm: null },
      { pm: deleteField() },
      { contract: { site: SITE, id: CONTRACT, vendor: 'Lift & Crane Ltd', visit: '2026-11-01' } },
    ]) {
      await expectRule(false, update(signedIn('dan'), dan, 'inProgress', fields));
    }
    await expectRule(
      false,
      change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', {
        fields: { pm: { ...PM, planId: FLOATING } },
      }),
    );
    // Written as they are (the stored origin; a plain request's missing one as null): accepted.
    await expectRule(true, update(signedIn('dan'), dan, 'inProgress', { pm: stored, contract: null }));
    await expectRule(
      true,
      change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields: { pm: null, contract: null } }),
    );
  });
});
