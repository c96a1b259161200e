// Meter readings under the rules (meter readings: `readings` and
// `lastReadings`): a member records a reading of an existing piece of equipment together with the
// meter's latest value, in one batch; readings are append-only and attributed to their writer; a
// reading below the latest is refused unless marked as a reset; the latest value moves only with
// a reading of the same batch, and so does the plant's meter state (`meters/{eqid}:{meterId}`:
// the latest and where its daily rate counts from). Pump1's meter m1 stands at 1200 (./planFixture.ts).
import { deleteDoc, doc, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { admin, DAYS_AGO, expectRule, FUTURE, LONG_AGO, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { equipmentPath, MOTOR } from './assetFixture';
import {
  lastReadingPath,
  METER_ID,
  meterStatePath,
  readingPath,
  recordReading,
  seedPlans,
  SINCE,
  type Change,
} from './planFixture';

setUpRulesEnvironment('plans.readings.rules.test.ts', seedPlans);

type Doc = Record<string, unknown>;
const bob = meOf('editor');
const dan = meOf('admin');

async function stored(path: string) {
  let data: Doc | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

const set =
  (extra: Doc): Change =>
  (data) => ({ ...data, ...extra });

describe('recording a reading', () => {
  it('a member records a reading with the meter’s latest, attributed to them', async () => {
    await expectRule(true, recordReading(signedIn('bob'), bob, 1300));
    expect(await stored(lastReadingPath())).toMatchObject({ value: 1300, readingId: 'r1', by: 'bob' });
    expect(await stored(readingPath('r1'))).toMatchObject({ value: 1300, by: 'bob', reset: false });
    await expectRule(true, recordReading(signedIn('dan'), dan, 1300.5, { id: 'r2' }));
  });

  it('the first reading of a meter (no latest yet)', async () => {
    await expectRule(true, recordReading(signedIn('bob'), bob, 5, { eqid: MOTOR }));
  });

  it('refuses a reading on equipment that does not exist', async () => {
    await expectRule(false, recordReading(signedIn('bob'), bob, 5, { eqid: 'ghost' }));
  });

  it('refuses a reading of a meter the equipment does not have', async () => {
    // The meter's latest and its state name the same meter, as the app would write them.
    await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { meterId: 'm9' }));
    await expectRule(false, recordReading(signedIn('dan'), dan, 5, { meterId: 'm9', eqid: MOTOR }));
  });

  it('finds the meter wherever it stands among the equipment’s 20', async () => {
    const meters = Array.from({ length: 20 }, (_, i) => ({ id: `k${i}`, name: `Meter ${i}`, unit: 'h' }));
    await admin(async (db) => {
      await setDoc(doc(db, equipmentPath(MOTOR)), { meters }, { merge: true });
    });
    await expectRule(false, recordReading(signedIn('bob'), bob, 5, { eqid: MOTOR }));
    await expectRule(true, recordReading(signedIn('bob'), bob, 5, { meterId: 'k19', eqid: MOTOR }));
    await expectRule(true, recordReading(signedIn('bob'), bob, 5, { meterId: 'k0', eqid: MOTOR, id: 'r2' }));
  });

  it('refuses a reading that goes back, unless it is a reset; the same value is fine', async () => {
    await expectRule(false, recordReading(signedIn('bob'), bob, 1199));
    await expectRule(false, recordReading(signedIn('dan'), dan, -5));
    await expectRule(true, recordReading(signedIn('bob'), bob, 1200));
    await expectRule(true, recordReading(signedIn('bob'), bob, 3, { id: 'r2', reset: true }));
    expect(await stored(lastReadingPath())).toMatchObject({ value: 3, readingId: 'r2' });
  });

  it('refuses a reading stamped long ago (in 2001, or 15 days back), and takes one made 13 days ago offline', async () => {
    const on = (readAt: Timestamp, id: string) => recordReading(signedIn('bob'), bob, 5, { eqid: MOTOR, id, readAt });
    await expectRule(false, on(LONG_AGO, 'r1'));
    await expectRule(false, on(DAYS_AGO(15), 'r2'));
    await expectRule(true, on(DAYS_AGO(13), 'r3'));
  });

  it('refuses a reading stamped before the meter’s latest reading, even a reset', async () => {
    // The stored latest reading r0 was read at PAST; make a newer one first.
    await expectRule(true, recordReading(signedIn('bob'), bob, 1300, { readAt: DAYS_AGO(1) }));
    await expectRule(false, recordReading(signedIn('bob'), bob, 1400, { id: 'r2', readAt: DAYS_AGO(2) }));
    await expectRule(false, recordReading(signedIn('bob'), bob, 3, { id: 'r2', reset: true, readAt: DAYS_AGO(2) }));
    await expectRule(true, recordReading(signedIn('bob'), bob, 1400, { id: 'r2', readAt: DAYS_AGO(1) }));
  });

  const bad: [string, Change][] = [
    ['by someone else', set({ by: 'dan' })],
    ['without a name', set({ byName: '' })],
    ['under another member’s name', set({ byName: 'alice Test' })],
    ['with a name of 201 characters', set({ byName: 'n'.repeat(201) })],
    ['read in the future', set({ readAt: FUTURE })],
    ['read at a text time', set({ readAt: '2026-11-23T10:00:00Z' })],
    ['with a text value', set({ value: '1300' })],
    ['with value NaN', set({ value: NaN })],
    ['with value Infinity', set({ value: Infinity })],
    ['with value over 1e12', set({ value: 1e13 })],
    ['with a reset that is not a boolean', set({ reset: 'no' })],
    ['without reset', (d) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'reset'))],
    ['with an extra key', set({ unit: 'h' })],
    ['on a meter id that is not an id', set({ meterId: 'a/b' })],
  ];
  for (const [what, change] of bad) {
    it(`refuses a reading ${what}`, async () => {
      await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { reading: change }));
    });
  }
});

describe('the meter’s latest reading', () => {
  const bad: [string, Change][] = [
    ['by someone else', set({ by: 'dan' })],
    ['with another value than the reading', set({ value: 1400 })],
    ['naming another reading', set({ readingId: 'r9' })],
    ['naming the stored reading r0', set({ readingId: 'r0' })],
    ['read in the future', set({ readAt: FUTURE })],
    ['with an extra key', set({ meterId: METER_ID })],
    ['without readAt', (d) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== 'readAt'))],
  ];
  for (const [what, change] of bad) {
    it(`refuses a latest reading ${what}`, async () => {
      await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { last: change }));
    });
  }

  it('refuses a reading whose latest is written under another meter', async () => {
    const db = signedIn('bob');
    const batch = writeBatch(db);
    const readAt = Timestamp.now();
    batch.set(doc(db, readingPath('r1')), {
      meterId: 'm2',
      value: 1300,
      reset: false,
      readAt,
      by: 'bob',
      byName: 'bob Test',
    });
    batch.set(doc(db, lastReadingPath(METER_ID)), { value: 1300, readingId: 'r1', readAt, by: 'bob' });
    await expectRule(false, batch.commit());
  });

  it('moves only with a reading of the same batch', async () => {
    const db = signedIn('bob');
    const last = { value: 1300, readingId: 'r0', readAt: Timestamp.now(), by: 'bob' };
    await expectRule(false, setDoc(doc(db, lastReadingPath()), last));
    await expectRule(false, setDoc(doc(db, lastReadingPath()), { ...last, readingId: 'r1' }));
    await expectRule(false, setDoc(doc(db, lastReadingPath('m2', MOTOR)), { ...last, readingId: 'r1' }));
    expect(await stored(lastReadingPath())).toMatchObject({ value: 1200, readingId: 'r0' });
  });
});

describe('readings are append-only', () => {
  it('nobody rewrites, changes or deletes one, not even an admin or the owner', async () => {
    await expectRule(true, recordReading(signedIn('bob'), bob, 1300));
    for (const uid of ['bob', 'dan', 'alice']) {
      const me = meOf(uid === 'bob' ? 'editor' : uid === 'dan' ? 'admin' : 'owner');
      // Rewriting reading r1 (an update) with its latest in the same batch.
      await expectRule(false, recordReading(signedIn(uid), me, 1400));
      await expectRule(false, setDoc(doc(signedIn(uid), readingPath('r1')), { value: 1 }, { merge: true }));
      await expectRule(false, deleteDoc(doc(signedIn(uid), readingPath('r1'))));
    }
    expect(await stored(readingPath('r1'))).toMatchObject({ value: 1300, by: 'bob' });
  });
});

describe('the plant’s meter state (the forecast’s daily rates)', () => {
  const stayed = { value: 1000, readAt: SINCE };
  const previous = { value: 1200, readAt: PAST };

  it('is written with each reading: the latest, and where its rate counts from', async () => {
    // `since` stays where it was…
    await expectRule(true, recordReading(signedIn('bob'), bob, 1300, { since: stayed }));
    expect(await stored(meterStatePath())).toMatchObject({ value: 1300, readingId: 'r1', since: stayed, by: 'bob' });
    // …moves on to the latest before this one, or starts again at this reading.
    await expectRule(
      true,
      recordReading(signedIn('bob'), bob, 1400, {
        id: 'r2',
        since: { value: 1300, readAt: (await stored(meterStatePath()))!.readAt },
      }),
    );
    await expectRule(true, recordReading(signedIn('dan'), dan, 1500, { id: 'r3' }));
  });

  it('moves on to the latest before this one', async () => {
    await expectRule(true, recordReading(signedIn('bob'), bob, 1300, { since: previous }));
  });

  it('refuses a `since` from nowhere, or one kept across a reset', async () => {
    await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { since: { value: 1100, readAt: SINCE } }));
    await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { since: { value: 0, readAt: PAST } }));
    await expectRule(false, recordReading(signedIn('bob'), bob, 3, { reset: true, since: stayed }));
    await expectRule(true, recordReading(signedIn('bob'), bob, 3, { reset: true }));
  });

  it('a reading without it is refused, and it must be that reading', async () => {
    await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { skipMeter: true }));
    for (const change of [
      set({ value: 1301 }),
      set({ readingId: 'r9' }),
      set({ readAt: Timestamp.now() }),
      set({ by: 'dan' }),
      set({ meterId: 'm2' }),
      set({ equipmentId: MOTOR }),
      set({ extra: 1 }),
      set({ since: 'always' }),
    ])
      await expectRule(false, recordReading(signedIn('bob'), bob, 1300, { meter: change }));
  });

  it('is never written alone, and never deleted', async () => {
    const db = signedIn('dan');
    const state = {
      equipmentId: 'pump1',
      meterId: METER_ID,
      value: 5000,
      readAt: Timestamp.now(),
      readingId: 'r0',
      by: 'dan',
      since: stayed,
    };
    await expectRule(false, setDoc(doc(db, meterStatePath()), state));
    await expectRule(false, setDoc(doc(db, meterStatePath()), { ...state, readingId: 'r7' }));
    await expectRule(false, deleteDoc(doc(db, meterStatePath())));
    expect(await stored(meterStatePath())).toMatchObject({ value: 1200, readingId: 'r0' });
  });
});
