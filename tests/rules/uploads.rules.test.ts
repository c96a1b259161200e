// The upload allowance, the rules side: a reservation (uploads/{storedName}) and the month's figures
// (uploadMonths/{YYYY-MM}) written in one batch before a file goes to Storage. The six actors ×
// reserving for each kind of place, reading the figures, changing or deleting them; then every bad
// reservation (shape, size, uploader, stamp, month, a place that does not exist or is not one's
// to add to), figures that move by anything but the reservation, and the allowance of each plan at
// its edge. Storage's side (a file only where a reservation names it): the *.storage suites. Each
// bad write is tried by an admin, who may reserve anywhere, so a refusal is about what is written.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type UploadKind, uploadMonthOf } from '../../src/domain/uploads';
import { UPLOAD_ALLOWANCE } from '../../src/lib/planLimits';
import { plantPath, PUMP, seedAssets, SITE, sitePath } from './assetFixture';
import {
  ACTORS,
  admin,
  COMPANY,
  dbOf,
  expectRule,
  meOf,
  PAST,
  setUpRulesEnvironment,
  signedIn,
  type Me,
} from './fixture';

type Doc = Record<string, unknown>;

const NUMBER = 'WR-20261123-4F7K';
const CONTRACT = 'contract1';
const PROCEDURE = 'loto1';
const PART = 'brg6205';
const MONTH = uploadMonthOf(new Date());
const uploadPath = (file: string, uid = COMPANY) => `users/${uid}/companies/${uid}/uploads/${file}`;
const monthPath = (month = MONTH, uid = COMPANY) => `users/${uid}/companies/${uid}/uploadMonths/${month}`;

/** The places of each kind that exist in the seeded world. */
const PLACES: Record<UploadKind, Doc> = {
  equipment: { kind: 'equipment', site: SITE, plant: 'press', item: PUMP },
  workRequests: { kind: 'workRequests', site: SITE, plant: 'press', item: NUMBER },
  serviceContracts: { kind: 'serviceContracts', site: SITE, plant: '', item: CONTRACT },
  procedures: { kind: 'procedures', site: '', plant: '', item: PROCEDURE },
  parts: { kind: 'parts', site: '', plant: '', item: PART },
};

let serial = 0;
/** A fresh object name in the client's form. */
const newFile = (label = 'manual.pdf') => `${(Date.now() + serial++).toString(36)}-${label}`;

const reservation = (me: Me, extra: Doc = {}): Doc => ({
  ...PLACES.equipment,
  size: 1000,
  by: me.uid,
  at: serverTimestamp(),
  month: MONTH,
  ...extra,
});

/** As the app reserves: the reservation and the month's step naming it, in one batch. */
function reserve(
  db: Firestore,
  me: Me,
  { file = newFile(), data = {}, step }: { file?: string; data?: Doc; step?: Doc } = {},
) {
  // A key given as undefined is left out (a missing key).
  const upload = Object.fromEntries(Object.entries(reservation(me, data)).filter(([, v]) => v !== undefined));
  const batch = writeBatch(db);
  batch.set(doc(db, uploadPath(file)), upload);
  batch.set(
    doc(db, monthPath()),
    // A step that names no file names this one.
    step
      ? { ...step, last: step.last ?? file }
      : { bytes: increment(upload.size as number), files: increment(1), last: file },
    { merge: true },
  );
  return batch.commit();
}

async function seedUploads() {
  await seedAssets();
  await admin(async (db) => {
    const writes: [string, Doc][] = [
      [`${plantPath()}/workRequests/${NUMBER}`, { number: NUMBER, title: 'Seal leaks', status: 'new' }],
      [`${sitePath()}/serviceContracts/${CONTRACT}`, { vendor: 'Lift & Crane Ltd' }],
      [`users/${COMPANY}/companies/${COMPANY}/procedures/${PROCEDURE}`, { title: 'Lock out P-101' }],
      [`users/${COMPANY}/companies/${COMPANY}/parts/${PART}`, { number: 'BRG-6205' }],
      // An earlier upload this month: 5,000 bytes in 2 files.
      [uploadPath('earlier-a.pdf'), { ...PLACES.equipment, size: 5000, by: 'bob', at: PAST, month: MONTH }],
      [monthPath(), { bytes: 5000, files: 2, last: 'earlier-a.pdf' }],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

setUpRulesEnvironment('uploads.rules.test.ts', seedUploads);

/** The month's figures as stored now. */
async function monthNow(): Promise<Doc | undefined> {
  let data: Doc | undefined;
  await admin(async (db) => {
    data = (await getDoc(doc(db, monthPath()))).data();
  });
  return data;
}

const Y = true;
const N = false;
type Outcomes = [boolean, boolean, boolean, boolean, boolean, boolean];
type Row = [what: string, outcomes: Outcomes, run: (db: Firestore, me: Me) => Promise<unknown>];

// prettier-ignore
const MATRIX: Row[] = [
  // Actors:                                              anon oEdit oAdmin editor admin owner
  ['reserve a file on equipment',                         [N,   N,    N,     Y,     Y,    Y], (db, me) => reserve(db, me)],
  ['reserve a file on a work request',                    [N,   N,    N,     Y,     Y,    Y], (db, me) => reserve(db, me, { data: PLACES.workRequests })],
  ['reserve a document of a service contract',            [N,   N,    N,     N,     Y,    Y], (db, me) => reserve(db, me, { data: PLACES.serviceContracts })],
  ['reserve a file of a procedure',                       [N,   N,    N,     N,     Y,    Y], (db, me) => reserve(db, me, { data: PLACES.procedures })],
  ['reserve a photo of a spare part',                     [N,   N,    N,     N,     Y,    Y], (db, me) => reserve(db, me, { data: PLACES.parts })],
  ["read the month's figures",                            [N,   N,    N,     Y,     Y,    Y], (db) => getDoc(doc(db, monthPath()))],
  ['list the reservations',                               [N,   N,    N,     Y,     Y,    Y], (db) => getDocs(collection(db, `users/${COMPANY}/companies/${COMPANY}/uploads`))],
  ['change a reservation (its size)',                     [N,   N,    N,     N,     N,    N], (db) => updateDoc(doc(db, uploadPath('earlier-a.pdf')), { size: 1 })],
  ['delete a reservation',                                [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, uploadPath('earlier-a.pdf')))],
  ["delete the month's figures",                          [N,   N,    N,     N,     N,    N], (db) => deleteDoc(doc(db, monthPath()))],
];

describe('uploads and uploadMonths: who', () => {
  for (const [what, outcomes, run] of MATRIX) {
    describe(what, () => {
      ACTORS.forEach((actor, i) => {
        it(`${actor}: ${outcomes[i] ? 'allowed' : 'refused'}`, async () => {
          await expectRule(outcomes[i], run(dbOf(actor), meOf(actor)));
        });
      });
    });
  }

  it("the zed admin cannot reserve in alice's company, nor move its figures", async () => {
    const me = meOf('outsiderAdmin');
    await expectRule(false, reserve(dbOf('outsiderAdmin'), me));
    await expectRule(false, setDoc(doc(dbOf('outsiderAdmin'), monthPath()), { bytes: 0, files: 0, last: 'x-y' }));
  });
});

describe('a reservation is what the file will be, here, now, by its uploader', () => {
  const me = meOf('admin');
  const db = () => dbOf('admin');
  // prettier-ignore
  const BAD: [string, () => Promise<unknown>][] = [
    ['an empty file (size 0)',                       () => reserve(db(), me, { data: { size: 0 } })],
    ['a negative size',                              () => reserve(db(), me, { data: { size: -5 }, step: { bytes: 0, files: 3, last: 'x' } })],
    ['a file over 20 MiB',                           () => reserve(db(), me, { data: { size: 20 * 1024 * 1024 + 1 } })],
    ['a size that is not a whole number',            () => reserve(db(), me, { data: { size: 10.5 } })],
    ['a size as text',                               () => reserve(db(), me, { data: { size: '1000' }, step: { bytes: 6000, files: 3 } })],
    ['another uploader',                             () => reserve(db(), me, { data: { by: 'bob' } })],
    ['a stamp from the device, not the server',      () => reserve(db(), me, { data: { at: PAST } })],
    ['another month',                                () => reserve(db(), me, { data: { month: '2001-01' } })],
    ['an unknown kind of place',                     () => reserve(db(), me, { data: { kind: 'plants' } })],
    ['equipment that does not exist',                () => reserve(db(), me, { data: { item: 'pump9' } })],
    ['equipment of another plant (paint)',           () => reserve(db(), me, { data: { plant: 'paint' } })],
    ['equipment without its plant',                  () => reserve(db(), me, { data: { plant: '' } })],
    ['a work request that does not exist',           () => reserve(db(), me, { data: { ...PLACES.workRequests, item: 'WR-20261123-ZZZZ' } })],
    ['a contract that does not exist',               () => reserve(db(), me, { data: { ...PLACES.serviceContracts, item: 'contract9' } })],
    ['a part that does not exist',                   () => reserve(db(), me, { data: { ...PLACES.parts, item: 'brg9999' } })],
    ['a part with a site',                           () => reserve(db(), me, { data: { ...PLACES.parts, site: SITE } })],
    ['a contract with a plant',                      () => reserve(db(), me, { data: { ...PLACES.serviceContracts, plant: 'press' } })],
    ['a procedure that does not exist',              () => reserve(db(), me, { data: { ...PLACES.procedures, item: 'loto9' } })],
    ['a procedure with a site',                      () => reserve(db(), me, { data: { ...PLACES.procedures, site: SITE } })],
    ['an item id with a slash',                      () => reserve(db(), me, { data: { item: `${PUMP}/readings` } })],
    ['an extra key',                                 () => reserve(db(), me, { data: { note: 'x' } })],
    ['a missing key (month)',                        () => reserve(db(), me, { data: { month: undefined } })],
    ['an object name not in the client form',        () => reserve(db(), me, { file: 'manual with spaces.pdf' })],
    ['an object name over 200 characters',           () => reserve(db(), me, { file: newFile(`${'a'.repeat(200)}.pdf`) })],
  ];
  for (const [label, run] of BAD) {
    it(`refused: ${label}`, async () => {
      await expectRule(false, run());
      expect(await monthNow()).toMatchObject({ bytes: 5000, files: 2 });
    });
  }

  it('accepted as the app writes it, for each kind of place (so the refusals above are the checks)', async () => {
    for (const place of Object.values(PLACES)) await expectRule(true, reserve(db(), me, { data: place }));
    await expectRule(true, reserve(db(), me, { data: { size: 20 * 1024 * 1024 } }));
    const kinds = Object.keys(PLACES).length;
    expect(await monthNow()).toMatchObject({ bytes: 5000 + kinds * 1000 + 20 * 1024 * 1024, files: 2 + kinds + 1 });
  });
});

describe("the month's figures move by exactly the reservation", () => {
  const me = meOf('editor');
  const db = () => dbOf('editor');
  // prettier-ignore
  const BAD: [string, () => Promise<unknown>][] = [
    ['a reservation without the step',               () => setDoc(doc(db(), uploadPath(newFile())), reservation(me))],
    ['the figures by less than the size',            () => reserve(db(), me, { step: { bytes: increment(999), files: increment(1), last: undefined } })],
    ['the figures by more than the size',            () => reserve(db(), me, { step: { bytes: increment(1001), files: increment(1), last: undefined } })],
    ['the files by two',                             () => reserve(db(), me, { step: { bytes: increment(1000), files: increment(2), last: undefined } })],
    ['the step naming another file',                 () => reserve(db(), me, { step: { bytes: increment(1000), files: increment(1), last: 'earlier-a.pdf' } })],
    ['the figures alone, down',                      () => setDoc(doc(db(), monthPath()), { bytes: 0, files: 0, last: 'earlier-a.pdf' })],
    ['the figures alone, naming an earlier upload',  () => setDoc(doc(db(), monthPath()), { bytes: 10000, files: 3, last: 'earlier-a.pdf' })],
    ['the figures with an extra key',                () => reserve(db(), me, { step: { bytes: increment(1000), files: increment(1), last: undefined, note: 'x' } })],
  ];
  for (const [label, run] of BAD) {
    it(`refused: ${label}`, async () => {
      await expectRule(false, run());
      expect(await monthNow()).toMatchObject({ bytes: 5000, files: 2 });
    });
  }

  it("refused: a reservation counted in another month's figures", async () => {
    const file = newFile();
    const batch = writeBatch(db());
    batch.set(doc(db(), uploadPath(file)), reservation(me));
    batch.set(doc(db(), monthPath('2001-01')), { bytes: 1000, files: 1, last: file });
    await expectRule(false, batch.commit());
  });

  it("refused: one reservation counted in this month's figures and again in another month's", async () => {
    const file = newFile();
    const batch = writeBatch(db());
    batch.set(doc(db(), uploadPath(file)), reservation(me));
    batch.set(doc(db(), monthPath()), { bytes: increment(1000), files: increment(1), last: file }, { merge: true });
    batch.set(doc(db(), monthPath('2001-01')), { bytes: 1000, files: 1, last: file });
    await expectRule(false, batch.commit());
  });

  it('refused: two reservations in one batch with one step (only one can be named)', async () => {
    const [a, b] = [newFile(), newFile()];
    const batch = writeBatch(db());
    batch.set(doc(db(), uploadPath(a)), reservation(me));
    batch.set(doc(db(), uploadPath(b)), reservation(me));
    batch.set(doc(db(), monthPath()), { bytes: increment(1000), files: increment(1), last: a }, { merge: true });
    await expectRule(false, batch.commit());
  });

  it('two uploads one after the other each add their size; the first of a month starts the figures', async () => {
    await expectRule(true, reserve(db(), me, { data: { size: 300 } }));
    await expectRule(true, reserve(db(), me, { data: { size: 700 } }));
    expect(await monthNow()).toMatchObject({ bytes: 6000, files: 4 });
    await admin((a) => deleteDoc(doc(a, monthPath())));
    await expectRule(true, reserve(db(), me, { data: { size: 42 } }));
    expect(await monthNow()).toMatchObject({ bytes: 42, files: 1 });
  });
});

describe('the allowance of each plan, at its edge', () => {
  const me = meOf('editor');
  const setPlan = (paid: boolean, used: number) =>
    admin(async (a) => {
      await updateDoc(doc(a, `users/${COMPANY}`), { paid });
      await setDoc(doc(a, monthPath()), { bytes: used, files: 9, last: 'earlier-a.pdf' });
    });

  it('Free: up to the last byte, not one more', async () => {
    await setPlan(false, UPLOAD_ALLOWANCE.free - 1000);
    await expectRule(false, reserve(dbOf('editor'), me, { data: { size: 1001 } }));
    await expectRule(true, reserve(dbOf('editor'), me, { data: { size: 1000 } }));
    await expectRule(false, reserve(dbOf('editor'), me, { data: { size: 1 } }));
    expect(await monthNow()).toMatchObject({ bytes: UPLOAD_ALLOWANCE.free, files: 10 });
  });

  it('Paid: beyond the Free allowance, up to its own', async () => {
    await setPlan(true, UPLOAD_ALLOWANCE.free - 1000);
    await expectRule(true, reserve(dbOf('editor'), me, { data: { size: 20 * 1024 * 1024 } }));
    await setPlan(true, UPLOAD_ALLOWANCE.paid - 10);
    await expectRule(false, reserve(dbOf('editor'), me, { data: { size: 11 } }));
    await expectRule(true, reserve(dbOf('editor'), me, { data: { size: 10 } }));
  });

  it('a record without `paid` is the Free plan', async () => {
    await setPlan(false, UPLOAD_ALLOWANCE.free - 10);
    await admin(async (a) => {
      const record = (await getDoc(doc(a, `users/${COMPANY}`))).data()!;
      delete record.paid;
      await setDoc(doc(a, `users/${COMPANY}`), record);
    });
    await expectRule(false, reserve(signedIn('bob'), { uid: 'bob', email: 'bob@example.com' }, { data: { size: 11 } }));
  });
});
