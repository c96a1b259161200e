// Other costs of a work order: a line {order, kind, what, amount, by, byName, at} naming an order
// of the same plant. Members of the company read them, nobody else. An admin adds one while the
// order is open (also after the work is complete), an assignee while the work is in progress;
// an admin removes one while the order is open; nobody changes one. Wrong amounts, kinds, names,
// times, extra fields, an order that does not exist or is closed: refused. The seeded orders
// (./workFixture.ts) are assigned to bob.
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { WorkStatus } from '../../src/domain/statusMachine';
import { plantPath } from './assetFixture';
import { admin, dbOf, expectRule, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { numberOf, restore, seedWork } from './workFixture';

setUpRulesEnvironment('otherCosts.rules.test.ts', seedWork);

type Doc = Record<string, unknown>;
const costs = `${plantPath()}/otherCosts`;
const linePath = (id: string) => `${costs}/${id}`;

const line = (by: string, status: WorkStatus, extra: Doc = {}): Doc => ({
  order: numberOf(status),
  kind: 'contractor',
  what: 'Seal supplier’s fitter, 1 visit',
  amount: 420.5,
  by,
  byName: `${by} Test`,
  at: serverTimestamp(),
  ...extra,
});

const add = (uid: string, data: Doc, id = 'c1') => setDoc(doc(signedIn(uid), linePath(id)), data);

const stored = (id: string, status: WorkStatus) =>
  admin((db) => setDoc(doc(db, linePath(id)), { ...line('dan', status), at: PAST }));

describe('who reads order costs', () => {
  it('members of the company read them; outsiders and visitors do not', async () => {
    await stored('seen', 'inProgress');
    for (const actor of ['owner', 'admin', 'editor'] as const) {
      await expectRule(true, getDoc(doc(dbOf(actor), linePath('seen'))));
      await expectRule(true, getDocs(collection(dbOf(actor), costs)));
    }
    for (const actor of ['anonymous', 'outsiderEditor', 'outsiderAdmin'] as const) {
      await expectRule(false, getDoc(doc(dbOf(actor), linePath('seen'))));
      await expectRule(false, getDocs(collection(dbOf(actor), costs)));
    }
  });
});

describe('adding a cost', () => {
  it('an admin adds one to an open order, also once the work is complete', async () => {
    await expectRule(true, add('dan', line('dan', 'inPlanning'), 'a1'));
    await expectRule(true, add('dan', line('dan', 'complete'), 'a2'));
  });

  it('the assigned editor adds one while the work is in progress', async () => {
    await expectRule(true, add('bob', line('bob', 'inProgress'), 'b1'));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['an editor on work that is not in progress', () => add('bob', line('bob', 'workComplete'))],
    ['an admin on a closed order', () => add('dan', line('dan', 'closed'))],
    ['an admin on a cancelled order', () => add('dan', line('dan', 'cancelled'))],
    ['an order that does not exist', () => add('dan', line('dan', 'inProgress', { order: 'WR-20990101-ZZZZ' }))],
    ['an order number that is not one', () => add('dan', line('dan', 'inProgress', { order: '../x' }))],
    ['a zero amount', () => add('dan', line('dan', 'inProgress', { amount: 0 }))],
    ['a negative amount', () => add('dan', line('dan', 'inProgress', { amount: -5 }))],
    ['an amount over a million', () => add('dan', line('dan', 'inProgress', { amount: 1_000_001 }))],
    ['an amount as text', () => add('dan', line('dan', 'inProgress', { amount: '420' }))],
    ['a kind not in the list', () => add('dan', line('dan', 'inProgress', { kind: 'bribe' }))],
    ['no description', () => add('dan', line('dan', 'inProgress', { what: '' }))],
    ['a description over 200 characters', () => add('dan', line('dan', 'inProgress', { what: 'x'.repeat(201) }))],
    ['someone else’s name', () => add('dan', line('dan', 'inProgress', { byName: 'bob Test' }))],
    ['written as someone else', () => add('dan', line('bob', 'inProgress'))],
    ['a time of the client', () => add('dan', line('dan', 'inProgress', { at: PAST }))],
    ['an extra field', () => add('dan', line('dan', 'inProgress', { invoice: 'INV-1' }))],
    ['an outsider admin', () => add('zed', line('zed', 'inProgress'))],
  ];
  for (const [what, write] of refused)
    it(`refuses ${what}`, async () => {
      await expectRule(false, write());
    });

  it('refuses an editor not assigned to the order', async () => {
    await restore('inProgress', { assignees: ['dan'] });
    await expectRule(false, add('bob', line('bob', 'inProgress')));
    await restore('inProgress', {});
  });
});

describe('changing and removing a cost', () => {
  it('nobody changes a line', async () => {
    await stored('fixed', 'inProgress');
    await expectRule(false, updateDoc(doc(signedIn('dan'), linePath('fixed')), { amount: 1 }));
    await expectRule(false, updateDoc(doc(signedIn('bob'), linePath('fixed')), { what: 'Other' }));
  });

  it('an admin removes a line of an open order; an editor, an outsider, or anyone on a closed order does not', async () => {
    await stored('mistake', 'complete');
    await expectRule(false, deleteDoc(doc(signedIn('bob'), linePath('mistake'))));
    await expectRule(false, deleteDoc(doc(signedIn('zed'), linePath('mistake'))));
    await expectRule(true, deleteDoc(doc(signedIn('dan'), linePath('mistake'))));
    await stored('kept', 'closed');
    await expectRule(false, deleteDoc(doc(signedIn('dan'), linePath('kept'))));
  });
});
