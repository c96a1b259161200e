// Frozen weekly schedules under the rules (`scheduleWeeks/{monday}`): any member freezes the week
// that is under way (from 14 hours before its Monday to 12 hours after its Sunday), once, in the
// exact shape; nobody changes or deletes it; a week that has not begun, one long over, a day that
// is not a Monday, a count that is not the orders', another's stamp, another company: refused.
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { addDays, mondayOf } from '../../src/lib/days';
import { COMPANY, dbOf, expectRule, setUpRulesEnvironment, signedIn } from './fixture';
import { plantPath, seedAssets } from './assetFixture';

setUpRulesEnvironment('scheduleWeeks.rules.test.ts', seedAssets);

/** This week's Monday by the UTC calendar (the rules' clock): within the window whatever the zone. */
const utcToday = new Date().toISOString().slice(0, 10);
const THIS_MONDAY = mondayOf(utcToday);
const weekPath = (monday: string, company = COMPANY) =>
  `${plantPath(undefined, undefined, company)}/scheduleWeeks/${monday}`;
const week = (monday: string, by: string, extra: Record<string, unknown> = {}) => ({
  monday,
  orders: { 'WR-20261116-AAAA': 4, 'WR-20261117-BBBB': 0 },
  count: 2,
  hours: 4,
  frozenAt: serverTimestamp(),
  frozenBy: by,
  ...extra,
});

describe('freezing a week', () => {
  it('a member freezes this week once; nobody changes or deletes it', async () => {
    await expectRule(true, setDoc(doc(signedIn('bob'), weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'bob')));
    await expectRule(true, getDoc(doc(signedIn('dan'), weekPath(THIS_MONDAY))));
    await expectRule(false, setDoc(doc(signedIn('dan'), weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'dan')));
    await expectRule(false, updateDoc(doc(signedIn('dan'), weekPath(THIS_MONDAY)), { hours: 1 }));
    await expectRule(false, deleteDoc(doc(signedIn('alice'), weekPath(THIS_MONDAY))));
  });

  it('refuses a week not under way, a day that is not a Monday, and a wrong shape', async () => {
    const db = signedIn('bob');
    // Two weeks ahead: next week's window opens 14 hours before its Monday, which is this Sunday
    // from 10:00 UTC (a run on a Sunday afternoon found next week rightly allowed).
    const next = addDays(THIS_MONDAY, 14);
    const past = addDays(THIS_MONDAY, -14);
    await expectRule(false, setDoc(doc(db, weekPath(next)), week(next, 'bob')));
    await expectRule(false, setDoc(doc(db, weekPath(past)), week(past, 'bob')));
    const tuesday = addDays(THIS_MONDAY, 1);
    await expectRule(false, setDoc(doc(db, weekPath(tuesday)), week(tuesday, 'bob')));
    await expectRule(false, setDoc(doc(db, weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'bob', { count: 3 })));
    await expectRule(false, setDoc(doc(db, weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'dan')));
    await expectRule(false, setDoc(doc(db, weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'bob', { hours: -1 })));
    await expectRule(false, setDoc(doc(db, weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'bob', { extra: 1 })));
    await expectRule(
      false,
      setDoc(doc(db, weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'bob', { monday: addDays(THIS_MONDAY, -7) })),
    );
    await expectRule(true, setDoc(doc(db, weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'bob')));
  });

  it('keeps another company out', async () => {
    for (const actor of ['anonymous', 'outsiderEditor', 'outsiderAdmin'] as const) {
      await expectRule(false, setDoc(doc(dbOf(actor), weekPath(THIS_MONDAY)), week(THIS_MONDAY, 'zed')));
      await expectRule(false, getDoc(doc(dbOf(actor), weekPath(THIS_MONDAY))));
    }
  });
});
