// Downtime under the rules (stops, run states, the downtime rollup), with the app's own batches
// (services/firebase/downtime.ts writeNewStop, writeBackInService): a member records a stop of an
// existing piece of equipment, open or closed at once, and puts it back in service; the run state
// moves with every stop so that one equipment's stops never overlap; each closing moves its
// month of the rollup by exactly the stop's figures; nothing is deleted; another company's
// people can neither read nor write any of it.
import * as sdk from 'firebase/firestore';
import { collection, doc, getDoc, getDocs, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { downtimeMonthOf, type DowntimeReason } from '../../src/domain/downtime';
import { downtimePaths, type NewStop, writeBackInService, writeNewStop } from '../../src/services/firebase/downtime';
import { admin, COMPANY, readAsAdmin, dbOf, expectRule, setUpRulesEnvironment, signedIn, type Actor } from './fixture';
import { MOTOR, PLANT, PUMP, SITE } from './assetFixture';
import { numberOf, seedWork } from './workFixture';

setUpRulesEnvironment('downtime.rules.test.ts', seedWork);

const KEY = { uid: COMPANY, company: COMPANY, site: SITE, plant: PLANT };
const BOB = { uid: 'bob', name: 'bob Test' };
const DAN = { uid: 'dan', name: 'dan Test' };
/** A whole minute `minutes` before the file started. */
// Fixed when the file starts: a minute that turns during a test must not change its lengths.
const BASE = Math.floor(Date.now() / 60_000) * 60_000;
const ago = (minutes: number) => new Date(BASE - minutes * 60_000).toISOString();

const stopInput = (extra: Partial<NewStop> = {}): NewStop => ({
  equipmentId: PUMP,
  stoppedAt: ago(120),
  backAt: null,
  reason: 'failure',
  order: null,
  note: 'Seal leaking',
  ...extra,
});

type Batch = ReturnType<typeof writeBatch>;
/** The app's batch for a new stop, with `edit` changing what it wrote before it is sent. */
function recordStop(
  db: Firestore,
  id: string,
  input: NewStop,
  who = BOB,
  lastBackAt: string | null = null,
  edit?: (b: Batch) => void,
) {
  const batch = writeBatch(db);
  writeNewStop(batch, sdk, db, KEY, id, input, lastBackAt, who);
  edit?.(batch);
  return batch.commit();
}

function backInService(
  db: Firestore,
  id: string,
  input: NewStop,
  backAt: string,
  who = BOB,
  edit?: (b: Batch) => void,
) {
  const batch = writeBatch(db);
  writeBackInService(
    batch,
    sdk,
    db,
    KEY,
    { id, equipmentId: input.equipmentId, stoppedAt: input.stoppedAt, reason: input.reason },
    backAt,
    who,
  );
  edit?.(batch);
  return batch.commit();
}

const read = readAsAdmin;

describe('recording a stop and the return to service', () => {
  it('a member records an open stop; another puts the equipment back in service, and the month counts it', async () => {
    const input = stopInput();
    await expectRule(true, recordStop(signedIn('bob'), 's1', input));
    expect(await read(downtimePaths.runState(KEY, PUMP))).toMatchObject({ stop: 's1', last: 's1', lastBackAt: null });
    const back = ago(30);
    await expectRule(true, backInService(signedIn('dan'), 's1', input, back, DAN));
    expect(await read(downtimePaths.stop(KEY, 's1'))).toMatchObject({ seconds: 90 * 60, closedBy: 'dan' });
    expect(await read(downtimePaths.runState(KEY, PUMP))).toMatchObject({ stop: null, last: 's1' });
    expect(await read(downtimePaths.month(KEY, downtimeMonthOf(back)))).toMatchObject({
      stops: 1,
      seconds: 5400,
      failures: 1,
      failureSeconds: 5400,
      reasons: { failure: 5400 },
      equipment: { [PUMP]: { s: 5400, f: 1, fs: 5400 } },
      last: 's1',
    });
  });

  it('records a stop after the fact, closed at once, on an order; the next may begin when it ended', async () => {
    const first = stopInput({
      stoppedAt: ago(300),
      backAt: ago(240),
      reason: 'changeover',
      order: numberOf('inProgress'),
    });
    await expectRule(true, recordStop(signedIn('bob'), 'a', first));
    const month = downtimeMonthOf(first.backAt!);
    expect(await read(downtimePaths.month(KEY, month))).toMatchObject({
      stops: 1,
      failures: 0,
      reasons: { changeover: 3600 },
    });
    const second = stopInput({ stoppedAt: ago(240), backAt: ago(200), reason: 'utilities' });
    await expectRule(true, recordStop(signedIn('dan'), 'b', second, DAN, first.backAt));
    expect(await read(downtimePaths.month(KEY, month))).toMatchObject({
      stops: 2,
      seconds: 3600 + 2400,
      reasons: { changeover: 3600, utilities: 2400 },
      equipment: { [PUMP]: { s: 6000, f: 0, fs: 0 } },
    });
  });

  it('refuses a stop that overlaps: one is open, or it begins before the last one ended', async () => {
    await expectRule(true, recordStop(signedIn('bob'), 'open', stopInput()));
    await expectRule(false, recordStop(signedIn('dan'), 'again', stopInput({ stoppedAt: ago(60) }), DAN));
    await expectRule(
      false,
      recordStop(signedIn('dan'), 'closed', stopInput({ stoppedAt: ago(60), backAt: ago(50) }), DAN),
    );
    // Another equipment is its own.
    await expectRule(true, recordStop(signedIn('dan'), 'motor', stopInput({ equipmentId: MOTOR }), DAN));
  });

  it('refuses a stop that begins before the last ended, even when the device did not know of it', async () => {
    const first = stopInput({ stoppedAt: ago(300), backAt: ago(200) });
    await expectRule(true, recordStop(signedIn('bob'), 'a', first));
    await expectRule(
      false,
      recordStop(signedIn('dan'), 'b', stopInput({ stoppedAt: ago(250), backAt: ago(240) }), DAN, first.backAt),
    );
    await expectRule(false, recordStop(signedIn('dan'), 'c', stopInput({ stoppedAt: ago(250) }), DAN, null));
  });

  it('refuses back in service before it stopped, ahead of now, twice, or with the wrong length', async () => {
    const input = stopInput();
    await expectRule(true, recordStop(signedIn('bob'), 's1', input));
    await expectRule(false, backInService(signedIn('bob'), 's1', input, ago(121)));
    await expectRule(false, backInService(signedIn('bob'), 's1', input, ago(-30)));
    await expectRule(
      false,
      backInService(signedIn('bob'), 's1', input, ago(30), BOB, (b) =>
        b.update(doc(signedIn('bob'), downtimePaths.stop(KEY, 's1')), { seconds: 60 }),
      ),
    );
    await expectRule(true, backInService(signedIn('bob'), 's1', input, ago(30)));
    await expectRule(false, backInService(signedIn('dan'), 's1', input, ago(10), DAN));
  });

  it('refuses a closed stop whose length, minutes or rollup step is not the stop’s', async () => {
    const db = signedIn('bob');
    const closed = stopInput({ stoppedAt: ago(90), backAt: ago(30) });
    const month = downtimePaths.month(KEY, downtimeMonthOf(closed.backAt!));
    await expectRule(
      false,
      recordStop(db, 'x', closed, BOB, null, (b) => b.update(doc(db, downtimePaths.stop(KEY, 'x')), { seconds: 3599 })),
    );
    await expectRule(
      false,
      recordStop(db, 'x', closed, BOB, null, (b) =>
        b.set(doc(db, month), { seconds: sdk.increment(1) }, { merge: true }),
      ),
    );
    await expectRule(
      false,
      recordStop(db, 'x', closed, BOB, null, (b) =>
        b.set(
          doc(db, month),
          { equipment: { [MOTOR]: { s: sdk.increment(1), f: sdk.increment(0), fs: sdk.increment(0) } } },
          { merge: true },
        ),
      ),
    );
    await expectRule(
      false,
      recordStop(db, 'x', { ...closed, stoppedAt: new Date(Date.parse(closed.stoppedAt) + 1000).toISOString() }),
    );
    // The rollup alone, or the run state alone, cannot be moved.
    await expectRule(false, setDoc(doc(db, month), { month: 'x' }));
    await expectRule(true, recordStop(db, 'x', closed));
  });

  it('refuses a stop on equipment or an order that does not exist, with a reason not on the list, a long note, another’s name', async () => {
    const db = signedIn('bob');
    await expectRule(false, recordStop(db, 'g', stopInput({ equipmentId: 'ghost' })));
    await expectRule(false, recordStop(db, 'g', stopInput({ order: 'WR-20261101-999' })));
    await expectRule(false, recordStop(db, 'g', stopInput({ reason: 'lunch' as DowntimeReason })));
    await expectRule(false, recordStop(db, 'g', stopInput({ note: 'n'.repeat(501) })));
    await expectRule(false, recordStop(db, 'g', stopInput(), { uid: 'bob', name: 'dan Test' }));
    await expectRule(false, recordStop(db, 'g', stopInput({ stoppedAt: ago(15 * 24 * 60) })));
    await expectRule(true, recordStop(db, 'g', stopInput({ stoppedAt: ago(13 * 24 * 60) })));
  });

  it('keeps every stop: a closed one is not edited, and nothing is deleted', async () => {
    const closed = stopInput({ stoppedAt: ago(90), backAt: ago(30) });
    await expectRule(true, recordStop(signedIn('bob'), 'x', closed));
    await expectRule(false, sdk.updateDoc(doc(signedIn('dan'), downtimePaths.stop(KEY, 'x')), { note: 'changed' }));
    await expectRule(false, sdk.deleteDoc(doc(signedIn('dan'), downtimePaths.stop(KEY, 'x'))));
    await expectRule(false, sdk.deleteDoc(doc(signedIn('dan'), downtimePaths.runState(KEY, PUMP))));
    await expectRule(
      false,
      sdk.deleteDoc(doc(signedIn('dan'), downtimePaths.month(KEY, downtimeMonthOf(closed.backAt!)))),
    );
  });
});

describe('the admin’s rebuild of a month', () => {
  const whole = (by: string, extra: Record<string, unknown> = {}) => ({
    month: downtimeMonthOf(ago(0)),
    stops: 1,
    seconds: 600,
    failures: 0,
    failureSeconds: 0,
    reasons: { changeover: 600 },
    equipment: { [PUMP]: { s: 600, f: 0, fs: 0 } },
    last: null,
    updatedAt: sdk.serverTimestamp(),
    updatedBy: by,
    ...extra,
  });
  const path = downtimePaths.month(KEY, downtimeMonthOf(ago(0)));

  it('an admin rewrites a month whole; an editor may not; nor a wrong shape', async () => {
    await expectRule(false, setDoc(doc(signedIn('bob'), path), whole('bob')));
    await expectRule(true, setDoc(doc(signedIn('dan'), path), whole('dan')));
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('dan', { stops: -1 })));
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('dan', { extra: 1 })));
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('dan', { month: '2001-01' })));
    await expectRule(false, setDoc(doc(signedIn('dan'), path), whole('bob')));
    // A closing after the rebuild moves the rebuilt month on.
    await expectRule(true, recordStop(signedIn('bob'), 'after', stopInput({ stoppedAt: ago(20), backAt: ago(10) })));
  });
});

describe('who may read and write downtime', () => {
  const cases: [Actor, boolean][] = [
    ['anonymous', false],
    ['outsiderEditor', false],
    ['outsiderAdmin', false],
    ['editor', true],
    ['admin', true],
    ['owner', true],
  ];
  it.each(cases)('%s: reads and records only when a member of the company (%s)', async (actor, allowed) => {
    await admin(async (db) => {
      const batch = writeBatch(db);
      writeNewStop(
        batch,
        sdk,
        db,
        KEY,
        'seeded',
        stopInput({ equipmentId: MOTOR, stoppedAt: ago(90), backAt: ago(60) }),
        null,
        BOB,
      );
      await batch.commit();
    });
    const db = dbOf(actor);
    await expectRule(allowed, getDoc(doc(db, downtimePaths.stop(KEY, 'seeded'))));
    await expectRule(allowed, getDocs(collection(db, downtimePaths.stops(KEY))));
    await expectRule(allowed, getDoc(doc(db, downtimePaths.runState(KEY, MOTOR))));
    await expectRule(allowed, getDocs(collection(db, downtimePaths.months(KEY))));
    const name = actor === 'owner' ? 'alice Test' : actor === 'admin' ? 'dan Test' : 'bob Test';
    const uid =
      actor === 'anonymous'
        ? 'anon'
        : { outsiderEditor: 'olga', outsiderAdmin: 'zed', editor: 'bob', admin: 'dan', owner: 'alice' }[actor];
    await expectRule(
      allowed,
      recordStop(db, 'new', stopInput(), { uid, name: actor.startsWith('outsider') ? `${uid} Test` : name }),
    );
  });
});
