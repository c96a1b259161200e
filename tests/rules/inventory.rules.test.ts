// Spare parts and stock under the rules, with the app's own batches (services/firebase/
// inventory.ts writeMovement): a member receives, issues (to a work order), returns and counts
// parts, each movement in one batch with the stock it moves by exactly its change; two issues of
// the last unit both land and the stock shows -1; whole pieces stay whole; a count needs its
// reason and the stock as the server has it; a movement without its stock change, with a wrong
// change, on an archived part or storeroom, on an order that does not exist or from another
// company is refused; nothing is edited or deleted. Admins keep the catalogue, the storerooms
// and the levels; other companies' people can neither read nor write any of it.
import * as sdk from 'firebase/firestore';
import {
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  type Hold,
  inventoryPaths,
  type NewMovement,
  type StoreKey,
  writeMovement,
  writeReservation,
  writeTransfer,
} from '../../src/services/firebase/inventory';
import { reservationId } from '../../src/domain/inventory';
import { FREE_LIMITS } from '../../src/lib/planLimits';
import {
  ACTORS,
  admin,
  COMPANY,
  dbOf,
  expectRule,
  readAsAdmin,
  setUpRulesEnvironment,
  signedIn,
  UID,
  type Actor,
} from './fixture';
import { PLANT, SITE } from './assetFixture';
import { numberOf, seedWork } from './workFixture';

const STORE: StoreKey = { company: COMPANY, site: SITE, store: 'main' };
const BOB = { uid: 'bob', name: 'bob Test' };
const DAN = { uid: 'dan', name: 'dan Test' };

const part = (by: string, extra: Record<string, unknown> = {}) => ({
  number: 'BRG-6205',
  description: 'Deep groove ball bearing 6205-2RS',
  unit: 'each',
  category: 'Bearings',
  manufacturer: 'SKF',
  manufacturerNumber: '6205-2RSH',
  vendor: 'Bearing Supply Ltd',
  unitCost: 12.5,
  fits: [],
  archived: false,
  keywords: ['brg', '6205', 'deep'],
  createdAt: serverTimestamp(),
  createdBy: by,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...extra,
});
const storeroom = (by: string, extra: Record<string, unknown> = {}) => ({
  name: 'Main stores',
  archived: false,
  createdAt: serverTimestamp(),
  createdBy: by,
  ...extra,
});

setUpRulesEnvironment('inventory.rules.test.ts', async () => {
  await seedWork();
  await admin(async (db) => {
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'brg')), part('dan'));
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'oil')), part('dan', { number: 'OIL-68', unit: 'litre' }));
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'old')), part('dan', { number: 'OLD-1', archived: true }));
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'flt')), part('dan', { number: 'FLT-10' }));
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'gsk')), part('dan', { number: 'GSK-2' }));
    await setDoc(doc(db, inventoryPaths.storeroom(STORE)), storeroom('dan'));
    await setDoc(doc(db, inventoryPaths.storeroom({ ...STORE, store: 'side' })), storeroom('dan', { name: 'Side' }));
    await setDoc(
      doc(db, inventoryPaths.storeroom({ ...STORE, store: 'closed' })),
      storeroom('dan', { archived: true }),
    );
  });
});

const move = (extra: Partial<NewMovement> = {}): NewMovement => ({
  partId: 'brg',
  kind: 'receipt',
  quantity: 4,
  unitCost: 12.5,
  order: null,
  reason: '',
  at: new Date().toISOString(),
  ...extra,
});

type Batch = ReturnType<typeof writeBatch>;
/** The app's batch for a movement, with `edit` changing it before it is sent. */
function record(
  db: Firestore,
  id: string,
  input: NewMovement,
  onHand = 0,
  who = BOB,
  k = STORE,
  edit?: (b: Batch) => void,
) {
  const batch = writeBatch(db);
  writeMovement(batch, sdk, db, k, id, input, onHand, who);
  edit?.(batch);
  return batch.commit();
}

const stockNow = async (partId = 'brg') => (await readAsAdmin(inventoryPaths.stockOf(STORE, partId)))?.onHand;

describe('the stock ledger', () => {
  it('receives, issues to an order, returns and counts; the stock moves by each exactly', async () => {
    await expectRule(true, record(signedIn('bob'), 'r1', move()));
    expect(await stockNow()).toBe(4);
    await expectRule(
      true,
      record(signedIn('bob'), 'i1', move({ kind: 'issue', quantity: 3, order: `${PLANT}/${numberOf('inProgress')}` })),
    );
    expect(await stockNow()).toBe(1);
    await expectRule(true, record(signedIn('dan'), 't1', move({ kind: 'return', quantity: 1 }), 0, DAN));
    expect(await stockNow()).toBe(2);
    // Counted 1 where the ledger says 2: the difference is recorded with its reason.
    await expectRule(
      true,
      record(signedIn('bob'), 'c1', move({ kind: 'count', quantity: 1, reason: 'One found damaged' }), 2),
    );
    expect(await readAsAdmin(inventoryPaths.stockOf(STORE, 'brg'))).toMatchObject({
      onHand: 1,
      last: 'c1',
      reserved: 0,
    });
    expect(await readAsAdmin(inventoryPaths.movement(STORE, 'c1'))).toMatchObject({ change: -1, quantity: 1 });
    // Measured units take decimals.
    await expectRule(true, record(signedIn('bob'), 'o1', move({ partId: 'oil', quantity: 2.5 })));
    await expectRule(true, record(signedIn('bob'), 'o2', move({ partId: 'oil', kind: 'issue', quantity: 0.75 })));
    expect(await stockNow('oil')).toBe(1.75);
  });

  it('lets two issues of the last unit both land: the stock shows -1', async () => {
    await expectRule(true, record(signedIn('bob'), 'r1', move({ quantity: 1 })));
    // Both devices saw one on hand; neither knew of the other's issue.
    await expectRule(true, record(signedIn('bob'), 'i1', move({ kind: 'issue', quantity: 1 }), 1));
    await expectRule(true, record(signedIn('dan'), 'i2', move({ kind: 'issue', quantity: 1 }), 1, DAN));
    expect(await stockNow()).toBe(-1);
    // Its headroom says so too: short, whichever device's increment landed last.
    expect((await readAsAdmin(inventoryPaths.stockOf(STORE, 'brg')))?.headroom).toBe(-1);
  });

  it('refuses a movement that leaves the headroom behind or moves it on its own', async () => {
    const db = signedIn('bob');
    const headroom = (value: unknown) => (b: Batch) =>
      b.set(doc(db, inventoryPaths.stockOf(STORE, 'brg')), { headroom: value }, { merge: true });
    await expectRule(false, record(db, 'h1', move(), 0, BOB, STORE, headroom(0)));
    await expectRule(false, record(db, 'h2', move(), 0, BOB, STORE, headroom(sdk.increment(100))));
    await expectRule(false, record(db, 'h4', move(), 0, BOB, STORE, headroom('4')));
    await expectRule(true, record(db, 'h3', move(), 0, BOB, STORE));
    expect(await readAsAdmin(inventoryPaths.stockOf(STORE, 'brg'))).toMatchObject({ onHand: 4, headroom: 4 });
  });

  it('refuses bad quantities: none, negative, fractional pieces, too many', async () => {
    await expectRule(false, record(signedIn('bob'), 'a', move({ quantity: 0 })));
    await expectRule(false, record(signedIn('bob'), 'b', move({ quantity: -2 })));
    await expectRule(false, record(signedIn('bob'), 'c', move({ quantity: 1.5 })));
    await expectRule(false, record(signedIn('bob'), 'd', move({ quantity: 1_000_001 })));
    await expectRule(false, record(signedIn('bob'), 'e', move({ kind: 'count', quantity: 2.5, reason: 'x' })));
  });

  it('refuses a movement without its stock change, or a stock change that is not the movement’s', async () => {
    const db = signedIn('bob');
    // The movement alone.
    await expectRule(
      false,
      setDoc(doc(db, inventoryPaths.movement(STORE, 'alone')), {
        partId: 'brg',
        kind: 'receipt',
        quantity: 1,
        change: 1,
        unitCost: 1,
        order: null,
        reason: '',
        at: sdk.Timestamp.now(),
        by: 'bob',
        byName: 'bob Test',
      }),
    );
    // The stock alone, claiming a movement.
    await expectRule(
      false,
      setDoc(
        doc(db, inventoryPaths.stockOf(STORE, 'brg')),
        {
          partId: 'brg',
          onHand: sdk.increment(5),
          reserved: sdk.increment(0),
          last: 'ghost',
          updatedAt: serverTimestamp(),
          updatedBy: 'bob',
        },
        { merge: true },
      ),
    );
    // A receipt of 4 that moves the stock by 5; an issue written as a gain; a count without its reason.
    await expectRule(
      false,
      record(db, 'x', move(), 0, BOB, STORE, (b) =>
        b.set(doc(db, inventoryPaths.stockOf(STORE, 'brg')), { onHand: sdk.increment(1) }, { merge: true }),
      ),
    );
    await expectRule(
      false,
      record(db, 'y', move({ kind: 'issue' }), 0, BOB, STORE, (b) =>
        b.set(doc(db, inventoryPaths.movement(STORE, 'y')), { change: 4 }, { merge: true }),
      ),
    );
    await expectRule(false, record(db, 'z', move({ kind: 'count', quantity: 3 })));
    // A count against a figure the server no longer holds.
    await expectRule(true, record(db, 'r', move()));
    await expectRule(false, record(db, 'w', move({ kind: 'count', quantity: 3, reason: 'Counted' }), 0));
    // A movement's write may not touch the levels.
    await expectRule(
      false,
      record(db, 'v', move(), 4, BOB, STORE, (b) =>
        b.set(doc(db, inventoryPaths.stockOf(STORE, 'brg')), { min: 100 }, { merge: true }),
      ),
    );
    expect(await stockNow()).toBe(4);
  });

  it('refuses an archived part or storeroom, an order that does not exist, another’s name, a long reason', async () => {
    const db = signedIn('bob');
    await expectRule(false, record(db, 'a', move({ partId: 'old' })));
    await expectRule(false, record(db, 'b', move({ partId: 'ghost' })));
    await expectRule(false, record(db, 'c', move(), 0, BOB, { ...STORE, store: 'closed' }));
    await expectRule(false, record(db, 'd', move({ kind: 'issue', order: `${PLANT}/WR-20260101-NOPE` })));
    await expectRule(false, record(db, 'e', move({ kind: 'issue', order: 'not-an-order' })));
    await expectRule(false, record(db, 'f', move(), 0, { uid: 'bob', name: 'Someone Else' }));
    await expectRule(false, record(db, 'g', move({ reason: 'x'.repeat(501) })));
    await expectRule(false, record(db, 'h', move({ at: new Date(Date.now() + 3_600_000).toISOString() })));
  });

  it('keeps every movement: none is edited or deleted, nor the stock', async () => {
    const db = signedIn('dan');
    await expectRule(true, record(db, 'r1', move(), 0, DAN));
    await expectRule(false, sdk.updateDoc(doc(db, inventoryPaths.movement(STORE, 'r1')), { reason: 'changed' }));
    await expectRule(false, sdk.deleteDoc(doc(db, inventoryPaths.movement(STORE, 'r1'))));
    await expectRule(false, sdk.deleteDoc(doc(db, inventoryPaths.stockOf(STORE, 'brg'))));
  });
});

describe('transfers between storerooms', () => {
  const SIDE = { ...STORE, store: 'side' };
  const sideNow = async () => (await readAsAdmin(inventoryPaths.stockOf(SIDE, 'brg')))?.onHand;
  const half = (db: Firestore, k: StoreKey, id: string, extra: Partial<NewMovement>) => {
    const batch = writeBatch(db);
    writeMovement(batch, sdk, db, k, id, move({ kind: 'transferOut', quantity: 2, ...extra }), 0, BOB);
    return batch;
  };

  it('moves both stocks in one batch; neither half lands alone, nor halves that disagree', async () => {
    const bob = signedIn('bob');
    await expectRule(true, record(bob, 'r1', move()));
    const batch = writeBatch(bob);
    writeTransfer(batch, sdk, bob, STORE, SIDE, 'out1', 'in1', { ...move(), quantity: 3 }, BOB);
    await expectRule(true, batch.commit());
    expect([await stockNow(), await sideNow()]).toEqual([1, 3]);

    // One half alone, naming a twin that is not written, or no twin at all.
    await expectRule(false, half(bob, STORE, 'out2', { twin: 'side/in2' }).commit());
    await expectRule(false, half(bob, STORE, 'out3', { twin: null }).commit());
    // Halves of different quantities, or both out.
    const wrong = half(bob, STORE, 'out4', { twin: 'side/in4' });
    writeMovement(wrong, sdk, bob, SIDE, 'in4', move({ kind: 'transferIn', quantity: 1, twin: 'main/out4' }), 0, BOB);
    await expectRule(false, wrong.commit());
    const bothOut = half(bob, STORE, 'out5', { twin: 'side/in5' });
    writeMovement(
      bothOut,
      sdk,
      bob,
      SIDE,
      'in5',
      move({ kind: 'transferOut', quantity: 2, twin: 'main/out5' }),
      0,
      BOB,
    );
    await expectRule(false, bothOut.commit());
    // Into the storeroom it leaves.
    const same = writeBatch(bob);
    writeTransfer(same, sdk, bob, STORE, STORE, 'out6', 'in6', { ...move(), quantity: 1 }, BOB);
    await expectRule(false, same.commit());
    expect([await stockNow(), await sideNow()]).toEqual([1, 3]);
  });
});

describe('reservations for work orders', () => {
  const ORDER = () => `${PLANT}/${numberOf('inPlanning')}`;
  const hold = (quantity: number, was: number, extra: Partial<Hold> = {}): Hold => ({
    order: ORDER(),
    partId: 'flt',
    quantity,
    was,
    ...extra,
  });
  const reserve = (db: Firestore, h: Hold, who = DAN, edit?: (b: Batch) => void) => {
    const batch = writeBatch(db);
    writeReservation(batch, sdk, db, STORE, h, who);
    edit?.(batch);
    return batch.commit();
  };
  const stockOf = (partId = 'flt') => readAsAdmin(inventoryPaths.stockOf(STORE, partId));
  const resPath = (partId = 'flt') => {
    const [plant, number] = ORDER().split('/');
    return inventoryPaths.reservation(STORE, reservationId(plant, number, partId));
  };

  it('an admin reserves up to what is on hand; the stock’s reserved moves by exactly the change', async () => {
    await expectRule(true, record(signedIn('bob'), 'fr1', move({ partId: 'flt', quantity: 5 })));
    await expectRule(true, reserve(signedIn('dan'), hold(3, 0)));
    expect(await stockOf()).toMatchObject({ onHand: 5, reserved: 3 });
    expect(await readAsAdmin(resPath())).toMatchObject({ quantity: 3, order: ORDER(), partId: 'flt' });
    // More than is on hand, or an editor reserving: refused.
    await expectRule(false, reserve(signedIn('dan'), hold(6, 3)));
    await expectRule(false, reserve(signedIn('bob'), hold(4, 3), BOB));
    // The reserved figure not moved with it, or moved by another amount: refused.
    for (const reserved of [3, 6])
      await expectRule(
        false,
        reserve(signedIn('dan'), hold(4, 3), DAN, (b) =>
          b.set(doc(signedIn('dan'), inventoryPaths.stockOf(STORE, 'flt')), { reserved }, { merge: true }),
        ),
      );
    // A claimed `was` that is not the reservation's: the stock's figure would not follow.
    await expectRule(false, reserve(signedIn('dan'), hold(4, 0)));
    expect(await stockOf()).toMatchObject({ onHand: 5, reserved: 3 });
  });

  it('an issue to the order releases what it covers in its batch; any member may release', async () => {
    await expectRule(true, record(signedIn('bob'), 'fr1', move({ partId: 'flt', quantity: 5 })));
    await expectRule(true, reserve(signedIn('dan'), hold(3, 0)));
    const batch = writeBatch(signedIn('bob'));
    writeMovement(
      batch,
      sdk,
      signedIn('bob'),
      STORE,
      'fi1',
      move({ partId: 'flt', kind: 'issue', quantity: 2, order: ORDER() }),
      0,
      BOB,
      hold(1, 3),
    );
    await expectRule(true, batch.commit());
    expect(await stockOf()).toMatchObject({ onHand: 3, reserved: 1 });
    await expectRule(true, reserve(signedIn('bob'), hold(0, 1), BOB));
    expect(await stockOf()).toMatchObject({ onHand: 3, reserved: 0 });
    expect(await readAsAdmin(resPath())).toMatchObject({ quantity: 0 });
  });

  it('refuses a wrong id, an order that does not exist, an archived part, fractions of pieces, deleting', async () => {
    await expectRule(true, record(signedIn('bob'), 'gr1', move({ partId: 'gsk', quantity: 5 })));
    await expectRule(
      false,
      reserve(signedIn('dan'), hold(1, 0, { partId: 'gsk', order: `${PLANT}/WR-20990101-ZZZZ` })),
    );
    await expectRule(false, reserve(signedIn('dan'), hold(1.5, 0, { partId: 'gsk' })));
    await expectRule(false, reserve(signedIn('dan'), hold(1, 0, { partId: 'old' })));
    await expectRule(
      false,
      setDoc(doc(signedIn('dan'), inventoryPaths.reservation(STORE, 'other_id_gsk')), {
        partId: 'gsk',
        order: ORDER(),
        quantity: 1,
        updatedAt: serverTimestamp(),
        updatedBy: 'dan',
      }),
    );
    await expectRule(true, reserve(signedIn('dan'), hold(2, 0, { partId: 'gsk' })));
    await expectRule(false, sdk.deleteDoc(doc(signedIn('dan'), resPath('gsk'))));
    expect(await stockOf('gsk')).toMatchObject({ onHand: 5, reserved: 2 });
  });
});

/** The app's batch for a new part: the part, and the company's part count moved by one naming it. */
function addPart(db: Firestore, id: string, data: Record<string, unknown>, step: Record<string, unknown> = {}) {
  const batch = writeBatch(db);
  batch.set(doc(db, inventoryPaths.part(COMPANY, id)), data);
  batch.update(doc(db, 'users', COMPANY), { partCount: sdk.increment(1), counted: { part: id }, ...step });
  return batch.commit();
}

describe('the Free plan’s limit on parts', () => {
  const plan = (extra: Record<string, unknown>) => admin((db) => sdk.updateDoc(doc(db, 'users', COMPANY), extra));
  const count = async () => (await readAsAdmin('users/' + COMPANY))?.partCount;

  it(`lets a Free company have ${FREE_LIMITS.parts} parts and refuses one more; paid, it grows`, async () => {
    await plan({ paid: false, partCount: FREE_LIMITS.parts - 1 });
    const dan = signedIn('dan');
    await expectRule(true, addPart(dan, 'last', part('dan', { number: 'LAST' })));
    expect(await count()).toBe(FREE_LIMITS.parts);
    await expectRule(false, addPart(dan, 'onetoomany', part('dan', { number: 'MORE' })));
    // Archived parts still count: archiving frees nothing.
    await expectRule(
      true,
      sdk.updateDoc(doc(dan, inventoryPaths.part(COMPANY, 'last')), {
        archived: true,
        updatedAt: serverTimestamp(),
        updatedBy: 'dan',
      }),
    );
    await expectRule(false, addPart(dan, 'onetoomany', part('dan', { number: 'MORE' })));
    await plan({ paid: true });
    await expectRule(true, addPart(dan, 'onetoomany', part('dan', { number: 'MORE' })));
    expect(await count()).toBe(FREE_LIMITS.parts + 1);
  });

  it('counts from the first part when the record has no counter yet', async () => {
    await plan({ paid: false, partCount: sdk.deleteField() });
    await expectRule(true, addPart(signedIn('dan'), 'first', part('dan', { number: 'FIRST' })));
    expect(await count()).toBe(1);
  });

  it('refuses a part without its count, a count without its part, a step of two, another counter moved', async () => {
    const dan = signedIn('dan');
    await expectRule(false, setDoc(doc(dan, inventoryPaths.part(COMPANY, 'uncounted')), part('dan')));
    await expectRule(
      false,
      sdk.updateDoc(doc(dan, 'users', COMPANY), { partCount: sdk.increment(1), counted: { part: 'ghost' } }),
    );
    await expectRule(false, addPart(dan, 'two', part('dan', { number: 'TWO' }), { partCount: sdk.increment(2) }));
    await expectRule(false, addPart(dan, 'site', part('dan', { number: 'SITE' }), { siteCount: sdk.increment(1) }));
    await expectRule(false, addPart(dan, 'named', part('dan', { number: 'NAMED' }), { counted: { part: 'another' } }));
  });
});

describe('the catalogue, storerooms and levels', () => {
  it('admins add and change parts and storerooms and archive them; editors may not; nor a wrong shape', async () => {
    const bob = signedIn('bob');
    const dan = signedIn('dan');
    await expectRule(false, addPart(bob, 'new', part('bob')));
    await expectRule(true, addPart(dan, 'new', part('dan')));
    for (const wrong of [
      { number: '' },
      { description: 'x'.repeat(2001) },
      { unit: 'gallon' },
      { unitCost: -1 },
      { fits: Array.from({ length: 201 }, (_, i) => `north/press/e${i}`) },
      { extra: 1 },
      { keywords: 'brg' },
      { keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) },
    ])
      await expectRule(false, addPart(dan, 'bad', part('dan', wrong)));
    await expectRule(
      true,
      sdk.updateDoc(doc(dan, inventoryPaths.part(COMPANY, 'new')), {
        archived: true,
        updatedAt: serverTimestamp(),
        updatedBy: 'dan',
      }),
    );
    await expectRule(false, sdk.deleteDoc(doc(dan, inventoryPaths.part(COMPANY, 'new'))));
    await expectRule(false, setDoc(doc(bob, inventoryPaths.storeroom({ ...STORE, store: 's2' })), storeroom('bob')));
    await expectRule(true, setDoc(doc(dan, inventoryPaths.storeroom({ ...STORE, store: 's2' })), storeroom('dan')));
    await expectRule(
      false,
      setDoc(doc(dan, inventoryPaths.storeroom({ ...STORE, site: 'nowhere', store: 's3' })), storeroom('dan')),
    );
  });

  it('admins set the minimum, maximum and bin; the figures stay the ledger’s', async () => {
    const dan = signedIn('dan');
    const levels = (extra: Record<string, unknown> = {}) => ({
      partId: 'brg',
      min: 2,
      max: 10,
      bin: 'A-03',
      onHand: sdk.increment(0),
      reserved: sdk.increment(0),
      headroom: sdk.increment(0),
      updatedAt: serverTimestamp(),
      updatedBy: 'dan',
      ...extra,
    });
    const path = inventoryPaths.stockOf(STORE, 'brg');
    const first = { headroom: sdk.increment(-2) };
    await expectRule(
      false,
      setDoc(doc(signedIn('bob'), path), levels({ ...first, updatedBy: 'bob' }), { merge: true }),
    );
    // The headroom must fall by the minimum set.
    await expectRule(false, setDoc(doc(dan, path), levels(), { merge: true }));
    await expectRule(true, setDoc(doc(dan, path), levels(first), { merge: true }));
    await expectRule(true, record(signedIn('bob'), 'r1', move()));
    expect(await readAsAdmin(path)).toMatchObject({ onHand: 4, min: 2, max: 10, bin: 'A-03', last: 'r1', headroom: 2 });
    await expectRule(false, setDoc(doc(dan, path), levels({ onHand: 50 }), { merge: true }));
    // A headroom set outright, or moved by anything but the minimum's change.
    await expectRule(false, setDoc(doc(dan, path), levels({ headroom: -50 }), { merge: true }));
    await expectRule(false, setDoc(doc(dan, path), levels({ min: 6, max: 10 }), { merge: true }));
    await expectRule(true, setDoc(doc(dan, path), levels({ min: 6, headroom: sdk.increment(-4) }), { merge: true }));
    expect(await readAsAdmin(path)).toMatchObject({ onHand: 4, min: 6, headroom: -2 });
    await expectRule(false, setDoc(doc(dan, path), levels({ min: 5, max: 3 }), { merge: true }));
    await expectRule(false, setDoc(doc(dan, path), levels({ last: 'other' }), { merge: true }));
    await expectRule(
      false,
      setDoc(doc(dan, inventoryPaths.stockOf(STORE, 'ghost')), levels({ partId: 'ghost' }), { merge: true }),
    );
  });
});

describe('who may read and write parts and stock', () => {
  const MEMBERS: [Actor, boolean][] = ACTORS.map((a) => [
    a,
    !['anonymous', 'outsiderEditor', 'outsiderAdmin'].includes(a),
  ]);
  it.each(MEMBERS)('%s: reads and moves stock only when a member of the company (%s)', async (actor, allowed) => {
    const db = dbOf(actor);
    await expectRule(allowed, getDoc(doc(db, inventoryPaths.part(COMPANY, 'brg'))));
    await expectRule(allowed, getDocs(collection(db, inventoryPaths.parts(COMPANY))));
    await expectRule(allowed, getDocs(collection(db, inventoryPaths.storerooms(COMPANY, SITE))));
    await expectRule(allowed, getDocs(collection(db, inventoryPaths.stock(STORE))));
    await expectRule(allowed, getDocs(collection(db, inventoryPaths.movements(STORE))));
    await expectRule(allowed, getDocs(collection(db, inventoryPaths.reservations(STORE))));
    const name =
      actor === 'owner'
        ? 'alice Test'
        : actor === 'admin'
          ? 'dan Test'
          : actor.startsWith('outsider')
            ? `${UID[actor]} Test`
            : 'bob Test';
    await expectRule(allowed, record(db, 'm', move(), 0, { uid: UID[actor], name }));
  });
});
