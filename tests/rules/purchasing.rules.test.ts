// Purchasing under the rules, with the app's own batches (services/firebase/purchasing.ts): admins
// keep the vendors; a member drafts a purchase order, only an admin approves it, a member marks
// it ordered or cancels it; receiving a line moves it by exactly its receipt movement's quantity
// (with the stock), above what was ordered only with a reason, and the open count and status
// follow; nothing else of the order may change with a receipt, a finished order takes none, and
// a receipt movement that names an order it did not receive on is refused. Other companies'
// people can neither read nor write any of it.
import * as sdk from 'firebase/firestore';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { PoLine } from '../../src/domain/purchasing';
import { inventoryPaths, type StoreKey, writeMovement } from '../../src/services/firebase/inventory';
import {
  purchasingPaths,
  type PurchaseOrder,
  receiptStockPath,
  type SiteKey,
  writeReceipt,
} from '../../src/services/firebase/purchasing';
import { ACTORS, admin, COMPANY, dbOf, expectRule, readAsAdmin, setUpRulesEnvironment, signedIn, UID } from './fixture';
import { SITE } from './assetFixture';

const K: SiteKey = { company: COMPANY, site: SITE };
const STORE: StoreKey = { ...K, store: 'main' };
const BOB = { uid: 'bob', name: 'bob Test' };
const PO = 'PO-20261128-AB12';

const line = (partId: string, quantity: number, received = 0): PoLine => ({
  partId,
  number: partId.toUpperCase(),
  description: `Part ${partId}`,
  unit: 'each',
  quantity,
  unitCost: 12.5,
  received,
});

const vendor = (by: string, extra: Record<string, unknown> = {}) => ({
  name: 'Nordic Bearings',
  contact: 'Sales desk',
  email: 'sales@nordic.example',
  phone: '+46 8 123 45',
  leadTimeDays: 5,
  archived: false,
  createdAt: serverTimestamp(),
  createdBy: by,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...extra,
});

const draft = (by: string, name: string, extra: Record<string, unknown> = {}) => ({
  vendorId: 'nordic',
  vendorName: 'Nordic Bearings',
  store: 'main',
  status: 'draft',
  lines: [line('brg', 4), line('flt', 2)],
  open: 2,
  note: '',
  lastReceipt: null,
  lastLine: null,
  approvedBy: null,
  createdAt: serverTimestamp(),
  createdBy: by,
  createdByName: name,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...extra,
});

const part = (number: string) => ({
  number,
  description: `Part ${number}`,
  unit: 'each',
  category: '',
  manufacturer: '',
  manufacturerNumber: '',
  vendor: '',
  unitCost: 12.5,
  fits: [],
  archived: false,
  keywords: [],
  createdAt: serverTimestamp(),
  createdBy: 'dan',
  updatedAt: serverTimestamp(),
  updatedBy: 'dan',
});

setUpRulesEnvironment('purchasing.rules.test.ts', async () => {
  await admin(async (db) => {
    await setDoc(doc(db, `users/${COMPANY}/companies/${COMPANY}/sites/${SITE}`), {
      name: 'North',
      archived: false,
      createdAt: serverTimestamp(),
      createdBy: 'alice',
    });
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'brg')), part('BRG'));
    await setDoc(doc(db, inventoryPaths.part(COMPANY, 'flt')), part('FLT'));
    await setDoc(doc(db, inventoryPaths.storeroom(STORE)), {
      name: 'Main stores',
      archived: false,
      createdAt: serverTimestamp(),
      createdBy: 'dan',
    });
    await setDoc(doc(db, purchasingPaths.vendor(COMPANY, 'nordic')), vendor('dan'));
  });
});

const poPath = purchasingPaths.order(K, PO);
/** An order as the seed leaves it in `status` (written around the rules). */
const seedOrder = (status: string, extra: Record<string, unknown> = {}) =>
  admin((db) => setDoc(doc(db, poPath), draft('bob', 'bob Test', { status, ...extra })));
const order = async () => (await readAsAdmin(poPath)) as unknown as PurchaseOrder;

type Batch = ReturnType<typeof writeBatch>;
async function receive(db: Firestore, index: number, quantity: number, reason = '', edit?: (b: Batch) => void) {
  const o = await order();
  const batch = writeBatch(db);
  writeReceipt(batch, sdk, db, K, { number: PO, store: 'main', lines: o.lines }, index, quantity, reason, BOB);
  edit?.(batch);
  return batch.commit();
}

describe('vendors', () => {
  it('admins add, change and archive vendors; editors may not; nor a wrong shape', async () => {
    const dan = signedIn('dan');
    await expectRule(true, setDoc(doc(dan, purchasingPaths.vendor(COMPANY, 'hyd')), vendor('dan', { name: 'Hydro' })));
    await expectRule(
      false,
      setDoc(doc(signedIn('bob'), purchasingPaths.vendor(COMPANY, 'b')), vendor('bob', { name: 'By an editor' })),
    );
    await expectRule(
      false,
      setDoc(doc(dan, purchasingPaths.vendor(COMPANY, 'x')), vendor('dan', { name: 'x'.repeat(201) })),
    );
    await expectRule(
      false,
      setDoc(doc(dan, purchasingPaths.vendor(COMPANY, 'y')), vendor('dan', { leadTimeDays: 2.5 })),
    );
    await expectRule(
      true,
      updateDoc(doc(dan, purchasingPaths.vendor(COMPANY, 'hyd')), {
        archived: true,
        updatedAt: serverTimestamp(),
        updatedBy: 'dan',
      }),
    );
    await expectRule(false, sdk.deleteDoc(doc(dan, purchasingPaths.vendor(COMPANY, 'hyd'))));
  });
});

describe('purchase orders', () => {
  it('a member drafts; only an admin approves; a member marks it ordered', async () => {
    const bob = signedIn('bob');
    await expectRule(true, setDoc(doc(bob, poPath), draft('bob', 'bob Test')));
    // Not the writer's name, an unknown vendor, no lines, a wrong open count, a bad number.
    await expectRule(false, setDoc(doc(bob, purchasingPaths.order(K, 'PO-20261128-AB13')), draft('bob', 'Eve')));
    await expectRule(
      false,
      setDoc(doc(bob, purchasingPaths.order(K, 'PO-20261128-AB14')), draft('bob', 'bob Test', { vendorId: 'ghost' })),
    );
    await expectRule(
      false,
      setDoc(doc(bob, purchasingPaths.order(K, 'PO-20261128-AB15')), draft('bob', 'bob Test', { lines: [], open: 0 })),
    );
    await expectRule(
      false,
      setDoc(doc(bob, purchasingPaths.order(K, 'PO-20261128-AB16')), draft('bob', 'bob Test', { open: 1 })),
    );
    await expectRule(false, setDoc(doc(bob, purchasingPaths.order(K, 'PO-1')), draft('bob', 'bob Test')));
    // Born approved: refused.
    await expectRule(
      false,
      setDoc(doc(bob, purchasingPaths.order(K, 'PO-20261128-AB17')), draft('bob', 'bob Test', { status: 'approved' })),
    );

    const move = (db: Firestore, status: string, approvedBy: string | null | undefined, by: string) =>
      updateDoc(doc(db, poPath), {
        status,
        ...(approvedBy !== undefined ? { approvedBy } : {}),
        updatedAt: serverTimestamp(),
        updatedBy: by,
      });
    await expectRule(false, move(bob, 'approved', 'bob', 'bob'));
    await expectRule(false, move(bob, 'ordered', undefined, 'bob'));
    await expectRule(true, move(signedIn('dan'), 'approved', 'dan', 'dan'));
    // Approved, it cannot be edited as a draft.
    await expectRule(
      false,
      updateDoc(doc(bob, poPath), { note: 'More', updatedAt: serverTimestamp(), updatedBy: 'bob' }),
    );
    await expectRule(true, move(bob, 'ordered', undefined, 'bob'));
    // Receiving is the only way on from Ordered.
    await expectRule(false, move(bob, 'received', undefined, 'bob'));
    expect(await order()).toMatchObject({ status: 'ordered', approvedBy: 'dan' });
  });

  it('receiving moves a line by exactly its receipt, with the stock; open count and status follow', async () => {
    await seedOrder('ordered', { approvedBy: 'dan' });
    const bob = signedIn('bob');
    await expectRule(true, receive(bob, 0, 3));
    expect(await order()).toMatchObject({ status: 'partiallyReceived', open: 2 });
    expect((await readAsAdmin(receiptStockPath(K, 'main', 'brg')))?.onHand).toBe(3);
    await expectRule(true, receive(bob, 0, 1));
    expect(await order()).toMatchObject({ status: 'partiallyReceived', open: 1 });
    // Above what was ordered: refused without a reason, recorded with one.
    await expectRule(false, receive(bob, 1, 3));
    await expectRule(true, receive(bob, 1, 3, 'The vendor sent a box of three'));
    const o = await order();
    expect(o).toMatchObject({ status: 'received', open: 0 });
    expect(o.lines.map((l) => l.received)).toEqual([4, 3]);
    expect((await readAsAdmin(receiptStockPath(K, 'main', 'flt')))?.onHand).toBe(3);
    // Received in full: it takes no more, nor a cancellation.
    await expectRule(false, receive(bob, 0, 1, 'Extra'));
    await expectRule(
      false,
      updateDoc(doc(bob, poPath), { status: 'cancelled', updatedAt: serverTimestamp(), updatedBy: 'bob' }),
    );
  });

  it('refuses a receipt whose line does not move by its movement, or that changes anything else', async () => {
    await seedOrder('ordered', { approvedBy: 'dan' });
    const bob = signedIn('bob');
    const poRef = doc(bob, poPath);
    // The line moved by 5 for a receipt of 2.
    await expectRule(
      false,
      receive(bob, 0, 2, '', (b) => b.update(poRef, { lines: [line('brg', 4, 5), line('flt', 2)] })),
    );
    // Another line changed with it, or a price.
    await expectRule(
      false,
      receive(bob, 0, 2, '', (b) => b.update(poRef, { lines: [line('brg', 4, 2), line('flt', 2, 1)] })),
    );
    await expectRule(
      false,
      receive(bob, 0, 2, '', (b) =>
        b.update(poRef, { lines: [{ ...line('brg', 4, 2), unitCost: 1 }, line('flt', 2)] }),
      ),
    );
    // Wrong status for the open count.
    await expectRule(
      false,
      receive(bob, 0, 4, '', (b) => b.update(poRef, { status: 'received' })),
    );
    // The note changed with it.
    await expectRule(
      false,
      receive(bob, 0, 2, '', (b) => b.update(poRef, { note: 'Changed' })),
    );
    // Before it is ordered: no receipt.
    await seedOrder('approved', { approvedBy: 'dan' });
    await expectRule(false, receive(bob, 0, 1));
    expect((await readAsAdmin(receiptStockPath(K, 'main', 'brg')))?.onHand ?? 0).toBe(0);
  });

  it('refuses a receipt movement that names an order it was not received on', async () => {
    await seedOrder('ordered', { approvedBy: 'dan' });
    const bob = signedIn('bob');
    const batch = writeBatch(bob);
    writeMovement(
      batch,
      sdk,
      bob,
      STORE,
      'm1',
      {
        partId: 'brg',
        kind: 'receipt',
        quantity: 1,
        unitCost: 12.5,
        order: null,
        po: PO,
        reason: '',
        at: new Date().toISOString(),
      },
      0,
      BOB,
    );
    await expectRule(false, batch.commit());
  });
});

describe('who may read and write purchasing', () => {
  it.each(ACTORS.map((a) => [a, !['anonymous', 'outsiderEditor', 'outsiderAdmin'].includes(a)] as const))(
    '%s: reads and drafts only when a member of the company (%s)',
    async (actor, allowed) => {
      const db = dbOf(actor);
      await expectRule(allowed, getDoc(doc(db, purchasingPaths.vendor(COMPANY, 'nordic'))));
      await expectRule(allowed, getDocs(collection(db, purchasingPaths.vendors(COMPANY))));
      await expectRule(allowed, getDocs(collection(db, purchasingPaths.orders(K))));
      const name =
        actor === 'owner'
          ? 'alice Test'
          : actor === 'admin'
            ? 'dan Test'
            : actor.startsWith('outsider')
              ? `${UID[actor]} Test`
              : 'bob Test';
      await expectRule(allowed, setDoc(doc(db, poPath), draft(UID[actor], name)));
    },
  );
});
