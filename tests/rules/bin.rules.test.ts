// The bin, the rules side (firestore.rules "The bin"): equipment, a maintenance plan and a
// service contract are moved there by adding {binnedAt: now, binnedBy: me} and nothing else,
// restored by removing exactly those within 30 days, and deleted for good only after that, all by
// the company's admins. The clock is the server's: a document is put in the bin "days ago" by
// writing its binnedAt with the rules off, which is how these tests move time.
import { deleteDoc, deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, type Actor, admin, DAYS_AGO, dbOf, expectRule, meOf, PAST, setUpRulesEnvironment } from './fixture';
import { equipmentPath, MOTOR, newEquipment, PUMP } from './assetFixture';
import { CALENDAR, contractPath, PAUSED, planPath, seedPlans } from './planFixture';

type Doc = Record<string, unknown>;

/** One record of each kind that may go to the bin (MOTOR has no children; PAUSED is paused). */
const KINDS: [string, string][] = [
  ['equipment', equipmentPath(MOTOR)],
  ['a paused plan', planPath(PAUSED)],
  ['a contract', contractPath()],
];
const ADMINS: Actor[] = ['admin', 'owner'];

const binMark = (actor: Actor): Doc => ({ binnedAt: serverTimestamp(), binnedBy: meOf(actor).uid });
const unbin = { binnedAt: deleteField(), binnedBy: deleteField() };

/** Puts the record in the bin `days` ago, by the owner, with the rules off. */
const binnedDaysAgo = (path: string, days: number) =>
  admin((db) => updateDoc(doc(db, path), { binnedAt: DAYS_AGO(days), binnedBy: 'alice' }));

setUpRulesEnvironment('bin.rules.test.ts', seedPlans);

describe('who may move a record to the bin, restore it and delete it for good', () => {
  for (const [kind, path] of KINDS) {
    for (const actor of ACTORS) {
      const allowed = ADMINS.includes(actor);
      it(`${kind}, ${actor}: ${allowed ? 'bins, restores, purges after 30 days' : 'none of it'}`, async () => {
        const db = dbOf(actor);
        await expectRule(allowed, updateDoc(doc(db, path), binMark(actor)));
        await binnedDaysAgo(path, 3);
        await expectRule(allowed, updateDoc(doc(db, path), unbin));
        await binnedDaysAgo(path, 31);
        await expectRule(allowed, deleteDoc(doc(db, path)));
      });
    }
  }
});

describe('the bin’s time, by the server’s clock', () => {
  for (const [kind, path] of KINDS) {
    it(`${kind}: restorable on day 29, not on day 31; deleted for good on day 31, not on day 29 or before the bin`, async () => {
      const db = dbOf('admin');
      await expectRule(false, deleteDoc(doc(db, path)));
      await binnedDaysAgo(path, 29);
      await expectRule(false, deleteDoc(doc(db, path)));
      await binnedDaysAgo(path, 31);
      await expectRule(false, updateDoc(doc(db, path), unbin));
      await binnedDaysAgo(path, 29);
      await expectRule(true, updateDoc(doc(db, path), unbin));
    });
  }
});

describe('a bad move', () => {
  const db = () => dbOf('admin');

  for (const [kind, path] of KINDS) {
    it(`${kind}: a time not now, another’s name, another field with it, a second binning: refused`, async () => {
      await expectRule(false, updateDoc(doc(db(), path), { binnedAt: PAST, binnedBy: 'dan' }));
      await expectRule(false, updateDoc(doc(db(), path), { binnedAt: serverTimestamp(), binnedBy: 'alice' }));
      await expectRule(false, updateDoc(doc(db(), path), { binnedAt: serverTimestamp() }));
      await expectRule(false, updateDoc(doc(db(), path), { ...binMark('admin'), createdBy: 'dan' }));
      await expectRule(true, updateDoc(doc(db(), path), binMark('admin')));
      await expectRule(false, updateDoc(doc(db(), path), binMark('admin')));
    });

    it(`${kind}: in the bin, nothing else changes, and a restore removes both marks and nothing else`, async () => {
      await binnedDaysAgo(path, 3);
      await expectRule(false, updateDoc(doc(db(), path), { updatedBy: 'dan' }));
      await expectRule(false, updateDoc(doc(db(), path), { binnedAt: deleteField() }));
      await expectRule(false, updateDoc(doc(db(), path), { ...unbin, createdBy: 'dan' }));
      await expectRule(false, updateDoc(doc(db(), path), { binnedAt: serverTimestamp(), binnedBy: 'dan' }));
      await expectRule(true, updateDoc(doc(db(), path), unbin));
    });
  }

  it('an active plan cannot go to the bin: it is paused first', async () => {
    await expectRule(false, updateDoc(doc(db(), planPath(CALENDAR)), binMark('admin')));
  });

  it('a plan in the bin is not advanced by generation, even by a member', async () => {
    await binnedDaysAgo(planPath(PAUSED), 1);
    await expectRule(false, updateDoc(doc(dbOf('editor'), planPath(PAUSED)), { updatedBy: 'bob' }));
  });

  it('equipment in the bin is no parent for new equipment', async () => {
    await expectRule(true, setDoc(doc(db(), equipmentPath('child1')), newEquipment('dan', { parent: PUMP })));
    await binnedDaysAgo(equipmentPath(PUMP), 1);
    await expectRule(false, setDoc(doc(db(), equipmentPath('child2')), newEquipment('dan', { parent: PUMP })));
  });
});
