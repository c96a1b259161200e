// Failure coding under the rules, with the app's own batches (services/firebase/downtime.ts
// writeFailureCoding): a member codes a closed failure (class, mode, mechanism, cause) and codes
// it again later; the month's `codes` map moves from the old key to the new one by exactly the
// stop's one failure and its seconds; nothing else of the stop or the month may change with it;
// an open stop, a stop of another reason or a coding in the wrong shape is refused. The
// company's library additions: admins write them whole, members read, other companies neither.
import * as sdk from 'firebase/firestore';
import { doc, getDoc, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { downtimeMonthOf, type Stop } from '../../src/domain/downtime';
import type { FailureCoding } from '../../src/domain/failureCodes';
import { downtimePaths, type NewStop, writeFailureCoding, writeNewStop } from '../../src/services/firebase/downtime';
import { failureCodesPath } from '../../src/services/firebase/failureCodes';
import {
  ACTORS,
  admin,
  COMPANY,
  readAsAdmin,
  UID,
  dbOf,
  expectRule,
  setUpRulesEnvironment,
  signedIn,
  type Actor,
} from './fixture';
import { MOTOR, PLANT, PUMP, SITE } from './assetFixture';
import { seedWork } from './workFixture';

setUpRulesEnvironment('failureCodes.rules.test.ts', seedWork);

const KEY = { uid: COMPANY, company: COMPANY, site: SITE, plant: PLANT };
const BOB = { uid: 'bob', name: 'bob Test' };
const BASE = Math.floor(Date.now() / 60_000) * 60_000;
const ago = (minutes: number) => new Date(BASE - minutes * 60_000).toISOString();

/** Who may: the company's members, and nobody else. */
const MEMBERS_ONLY: [Actor, boolean][] = ACTORS.map((a) => [
  a,
  !['anonymous', 'outsiderEditor', 'outsiderAdmin'].includes(a),
]);

const VIB = { equipmentClass: 'pump', mode: 'VIB', mechanism: null, cause: null };
const WEAR = { equipmentClass: 'pump', mode: 'VIB', mechanism: '2.4', cause: 'MNT.expected-wear' };

/** A closed stop of the pump (90 minutes), recorded by bob as the app does. */
async function closedStop(
  id: string,
  extra: Partial<NewStop> = {},
): Promise<Pick<Stop, 'id' | 'backAt' | 'seconds' | 'failure'>> {
  const input: NewStop = {
    equipmentId: PUMP,
    stoppedAt: ago(120),
    backAt: ago(30),
    reason: 'failure',
    order: null,
    note: '',
    ...extra,
  };
  const batch = writeBatch(signedIn('bob'));
  writeNewStop(batch, sdk, signedIn('bob'), KEY, id, input, null, BOB);
  await batch.commit();
  return { id, backAt: input.backAt, seconds: input.backAt ? 5400 : null, failure: null };
}

type Batch = ReturnType<typeof writeBatch>;
function code(
  db: Firestore,
  stop: Pick<Stop, 'id' | 'backAt' | 'seconds' | 'failure'>,
  coding: Omit<FailureCoding, 'by'>,
  uid = 'bob',
  edit?: (b: Batch) => void,
) {
  const batch = writeBatch(db);
  writeFailureCoding(batch, sdk, db, KEY, stop, coding, uid);
  edit?.(batch);
  return batch.commit();
}

const read = readAsAdmin;

const monthOf = (stop: { backAt: string | null }) => downtimePaths.month(KEY, downtimeMonthOf(stop.backAt!));

describe('coding a closed failure', () => {
  it('a member codes it; another codes it again after the analysis, and the month moves with each', async () => {
    const stop = await closedStop('s1');
    await expectRule(true, code(signedIn('bob'), stop, VIB));
    expect(await read(downtimePaths.stop(KEY, 's1'))).toMatchObject({ failure: { ...VIB, by: 'bob' } });
    expect((await read(monthOf(stop)))!.codes).toEqual({ 'pump|VIB|-|-': { n: 1, s: 5400 } });
    await expectRule(true, code(signedIn('dan'), { ...stop, failure: { ...VIB, by: 'bob' } }, WEAR, 'dan'));
    expect((await read(monthOf(stop)))!.codes).toEqual({
      'pump|VIB|-|-': { n: 0, s: 0 },
      'pump|VIB|2.4|MNT.expected-wear': { n: 1, s: 5400 },
    });
    // The other figures of the month did not move.
    expect(await read(monthOf(stop))).toMatchObject({ stops: 1, failures: 1, failureSeconds: 5400 });
  });

  it('refuses coding an open stop, a stop of another reason, or the same coding again', async () => {
    const open = await closedStop('open', { backAt: null, equipmentId: MOTOR });
    await expectRule(false, code(signedIn('bob'), { ...open, backAt: ago(10), seconds: 6600 }, VIB));
    const changeover = await closedStop('c', { reason: 'changeover', stoppedAt: ago(60 * 30), backAt: ago(60 * 29) });
    await expectRule(false, code(signedIn('bob'), { ...changeover, seconds: 3600 }, VIB));
    const stop = await closedStop('s2', { stoppedAt: ago(60 * 24), backAt: ago(60 * 23) });
    await expectRule(true, code(signedIn('bob'), { ...stop, seconds: 3600 }, VIB));
    await expectRule(false, code(signedIn('bob'), { ...stop, seconds: 3600, failure: { ...VIB, by: 'bob' } }, VIB));
  });

  it('refuses a month step that is not the stop’s: wrong count, wrong seconds, another key, a key left out', async () => {
    const stop = await closedStop('s3');
    const path = monthOf(stop);
    const bad = (codes: Record<string, unknown>) => (b: Batch) =>
      b.set(doc(signedIn('bob'), path), { codes }, { merge: true });
    const inc = sdk.increment;
    await expectRule(
      false,
      code(signedIn('bob'), stop, VIB, 'bob', bad({ 'pump|VIB|-|-': { n: inc(2), s: inc(5400) } })),
    );
    await expectRule(
      false,
      code(signedIn('bob'), stop, VIB, 'bob', bad({ 'pump|VIB|-|-': { n: inc(1), s: inc(60) } })),
    );
    await expectRule(
      false,
      code(signedIn('bob'), stop, VIB, 'bob', bad({ 'pump|NOI|-|-': { n: inc(1), s: inc(5400) } })),
    );
    // The stop coded without its month, or the month without its stop.
    await expectRule(
      false,
      sdk.updateDoc(doc(signedIn('bob'), downtimePaths.stop(KEY, 's3')), { failure: { ...VIB, by: 'bob' } }),
    );
    await expectRule(
      false,
      setDoc(
        doc(signedIn('bob'), path),
        {
          codes: { 'pump|VIB|-|-': { n: inc(1), s: inc(5400) } },
          last: 's3',
          updatedAt: sdk.serverTimestamp(),
          updatedBy: 'bob',
        },
        { merge: true },
      ),
    );
    // Other figures changed with the coding.
    await expectRule(
      false,
      code(signedIn('bob'), stop, VIB, 'bob', (b) =>
        b.set(doc(signedIn('bob'), path), { failures: inc(1) }, { merge: true }),
      ),
    );
    await expectRule(true, code(signedIn('bob'), stop, VIB));
  });

  it('refuses a coding in the wrong shape, under another’s name, or with other fields of the stop changed', async () => {
    const stop = await closedStop('s4');
    for (const wrong of [
      { ...VIB, equipmentClass: 'Pump' },
      { ...VIB, mode: 'vib' },
      { ...VIB, mechanism: '7' },
      { ...VIB, cause: 'expected-wear' },
      { ...VIB, cause: 'MNT.Expected wear' },
    ])
      await expectRule(false, code(signedIn('bob'), stop, wrong));
    await expectRule(false, code(signedIn('bob'), stop, VIB, 'dan'));
    await expectRule(
      false,
      code(signedIn('bob'), stop, VIB, 'bob', (b) =>
        b.update(doc(signedIn('bob'), downtimePaths.stop(KEY, 's4')), { note: 'changed too' }),
      ),
    );
    await expectRule(true, code(signedIn('bob'), stop, WEAR));
  });

  it('refuses a new stop that comes already coded', async () => {
    const batch = writeBatch(signedIn('bob'));
    writeNewStop(
      batch,
      sdk,
      signedIn('bob'),
      KEY,
      'pre',
      { equipmentId: PUMP, stoppedAt: ago(60), backAt: ago(50), reason: 'failure', order: null, note: '' },
      null,
      BOB,
    );
    batch.update(doc(signedIn('bob'), downtimePaths.stop(KEY, 'pre')), { failure: { ...VIB, by: 'bob' } });
    await expectRule(false, batch.commit());
  });
});

describe('the company’s library additions', () => {
  const whole = (by: string, extra: Record<string, unknown> = {}) => ({
    classes: [{ id: 'roll', name: 'Roll' }],
    modes: [{ equipmentClass: 'roll', code: 'SUR', name: 'Surface damage' }],
    causes: [{ category: 'MNT', id: 'felt-wash', name: 'Felt washing missed' }],
    updatedAt: sdk.serverTimestamp(),
    updatedBy: by,
    ...extra,
  });
  const path = failureCodesPath(COMPANY);

  it('an admin writes them whole; an editor may not; nor a wrong shape or too many', async () => {
    await expectRule(false, setDoc(doc(signedIn('bob'), path), whole('bob')));
    await expectRule(true, setDoc(doc(signedIn('dan'), path), whole('dan')));
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('dan', { extra: 1 })));
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('dan', { classes: 'roll' })));
    await expectRule(
      false,
      setDoc(
        doc(signedIn('dan'), path),
        whole('dan', { classes: Array.from({ length: 31 }, (_, i) => ({ id: `c${i}`, name: 'C' })) }),
      ),
    );
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('bob')));
    await expectRule(false, sdk.deleteDoc(doc(signedIn('dan'), path)));
  });

  it.each(MEMBERS_ONLY)('%s: reads them only when a member of the company (%s)', async (actor, allowed) => {
    await admin((db) => setDoc(doc(db, path), whole('dan')));
    await expectRule(allowed, getDoc(doc(dbOf(actor), path)));
  });
});

describe('who may code a failure', () => {
  it.each(MEMBERS_ONLY)('%s: codes only when a member of the company (%s)', async (actor, allowed) => {
    const stop = await closedStop('who');
    await expectRule(allowed, code(dbOf(actor), stop, VIB, UID[actor]));
  });
});
