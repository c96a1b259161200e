// Attachments through the store, the uploads saga and the service, against the Auth, Firestore
// and Storage emulators with the real firestore.rules and storage.rules: a small upload reserved
// (the month's figures move by its size), listed and downloaded; a resumable upload paused,
// resumed and completed; one cancelled, leaving nothing stored; the Free plan's allowance at its
// last byte, and a file beyond it refused in words with nothing stored.
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { withRulesOff } from '../../testing/rulesOff';
import { endStores, newStore, register, type Store, unique } from '../../testing/flows';
import { uploadMonthOf } from '../../domain/uploads';
import { UPLOAD_ALLOWANCE } from '../../lib/planLimits';
import { attachmentsFolder, storedNameOf } from './attachmentRules';
import { attachmentUrl, listAttachments } from './attachmentsService';
import { holdFile } from './fileQueue';
import { attachmentsFeature } from './uploadsSaga';
import {
  cancelRequested,
  isFinished,
  listRequested,
  pauseRequested,
  resumeRequested,
  selectAttachments,
  selectList,
  uploadRequested,
  type UploadRow,
  type UploadState,
} from './uploadsSlice';
import { until } from '../../testing/until';

beforeAll(() => setLogLevel('silent'));
afterEach(endStores);

/** A registered admin whose company has one equipment item (written with the rules off). */
async function adminWithEquipment() {
  const store = newStore();
  injectFeature(store, attachmentsFeature);
  await register(store, 'Ada Admin', `attach-${unique()}@example.com`);
  const user = store.getState().auth.currentUser!;
  const plant = { uid: user.companyUID, company: user.companyUID, site: 's1', plant: 'p1' };
  // Equipment without its plant summary: set-up only the rules-off writer can make.
  await withRulesOff(async (db) => {
    await setDoc(doc(db, `users/${plant.uid}/companies/${plant.company}/sites/s1/plants/p1/equipment/e1`), {
      tag: 'P-101',
      name: 'Feed pump',
    });
  });
  return { store, company: user.companyUID, folder: attachmentsFolder(plant, 'e1') };
}

const monthPath = (company: string) =>
  `users/${company}/companies/${company}/uploadMonths/${uploadMonthOf(new Date())}`;

/** The company's figures for this month, as stored. */
async function figures(company: string) {
  let data: Record<string, unknown> | undefined;
  await withRulesOff(async (db) => {
    data = (await getDoc(doc(db, monthPath(company)))).data();
  });
  return data;
}

function upload(store: Store, folder: string, name: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  const blob = new Blob([bytes], { type: contentType });
  const id = holdFile(blob);
  store.dispatch(
    uploadRequested({
      id,
      folder,
      name,
      storedName: storedNameOf(name),
      contentType,
      size: blob.size,
      resumable: blob.size > 262_144,
    }),
  );
  return id;
}

const row = (store: Store, id: string): UploadRow =>
  selectAttachments(store.getState()).uploads.find((u) => u.id === id)!;

/**
 * Waits until the upload is in `state`, or has finished otherwise (a failed upload does not turn
 * into `state`: it is reported at once, not after a long wait), and asserts it is in `state`.
 */
async function reaches(store: Store, id: string, state: UploadState) {
  const reached = await until(() => {
    const now = row(store, id).state;
    expect(now === state || isFinished(now), `the upload is still ${now}`).toBe(true);
    return now;
  });
  expect(reached).toBe(state);
}

const pattern = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 251);

describe('attachments against the Storage emulator', () => {
  it('a small file goes in one request, is listed, and downloads as sent', async () => {
    const { store, folder, company } = await adminWithEquipment();
    const text = 'Feed pump P-101: check the seal every 500 hours.';
    const id = upload(store, folder, 'Seal notes.txt', new TextEncoder().encode(text), 'text/plain');
    expect(row(store, id)).toMatchObject({ state: 'running', resumable: false });
    await reaches(store, id, 'success');

    // The saga refreshed the list after the upload.
    await until(() => expect(selectList(store.getState(), folder).items).toHaveLength(1));
    const [item] = selectList(store.getState(), folder).items;
    const uid = store.getState().auth.currentUser!.uid;
    expect(item).toMatchObject({
      originalName: 'Seal notes.txt',
      uploadedBy: uid,
      contentType: 'text/plain',
      size: text.length,
    });
    expect(item.name).toMatch(/^[0-9a-z]+-Seal_notes\.txt$/);

    const response = await fetch(await attachmentUrl(item.path));
    expect(response.ok).toBe(true);
    expect(await response.text()).toBe(text);
    // Counted in the month's allowance, by its size, naming it.
    expect(await figures(company)).toEqual({ bytes: text.length, files: 1, last: item.name });
  });

  it('a resumable upload is paused, resumed and completes', async () => {
    const { store, folder } = await adminWithEquipment();
    const size = 1024 * 1024;
    const id = upload(store, folder, 'Pump drawing.pdf', pattern(size), 'application/pdf');
    expect(row(store, id)).toMatchObject({ state: 'running', resumable: true, total: size });
    store.dispatch(pauseRequested(id));
    expect(row(store, id).state).toBe('pausing');
    await reaches(store, id, 'paused');
    expect(row(store, id).bytes).toBeLessThan(size);

    store.dispatch(resumeRequested(id));
    await reaches(store, id, 'success');
    expect(row(store, id).bytes).toBe(size);

    await until(() =>
      expect(selectList(store.getState(), folder).items.map((i) => [i.originalName, i.size])).toEqual([
        ['Pump drawing.pdf', size],
      ]),
    );
    const response = await fetch(await attachmentUrl(selectList(store.getState(), folder).items[0].path));
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pattern(size)))).toBe(true);
  });

  it('a cancelled resumable upload ends "canceled" and stores nothing', async () => {
    const { store, folder } = await adminWithEquipment();
    const id = upload(store, folder, 'Big manual.pdf', pattern(2 * 1024 * 1024), 'application/pdf');
    store.dispatch(cancelRequested(id));
    expect(row(store, id).state).toBe('canceling');
    await reaches(store, id, 'canceled');
    expect(row(store, id).error).toBeNull();

    store.dispatch(listRequested({ folder }));
    await until(() => expect(selectList(store.getState(), folder).status).toBe('idle'));
    expect(selectList(store.getState(), folder).items).toEqual([]);
    expect((await listAttachments(folder, 10, null)).items).toEqual([]);
  });

  it('a file for equipment that does not exist is refused by the rules, in a code the card words', async () => {
    const { store, folder, company } = await adminWithEquipment();
    const id = upload(store, folder.replace('/e1/', '/missing/'), 'x.txt', new TextEncoder().encode('x'), 'text/plain');
    await reaches(store, id, 'error');
    expect(row(store, id).error?.code).toBe('upload/not-reserved');
    expect(await figures(company)).toBeUndefined();
  });

  it("the Free plan's allowance: a file beyond what is left is refused in words, the last bytes are taken", async () => {
    const { store, folder, company } = await adminWithEquipment();
    const left = 20;
    await withRulesOff((db) =>
      setDoc(doc(db, monthPath(company)), { bytes: UPLOAD_ALLOWANCE.free - left, files: 40, last: 'earlier-x.pdf' }),
    );
    const tooBig = upload(store, folder, 'Too big.txt', pattern(left + 1), 'text/plain');
    await reaches(store, tooBig, 'error');
    expect(row(store, tooBig).error?.code).toBe('upload/allowance-used');
    expect(await figures(company)).toMatchObject({ bytes: UPLOAD_ALLOWANCE.free - left, files: 40 });

    const fits = upload(store, folder, 'Fits.txt', pattern(left), 'text/plain');
    await reaches(store, fits, 'success');
    expect(await figures(company)).toMatchObject({ bytes: UPLOAD_ALLOWANCE.free, files: 41 });
    store.dispatch(listRequested({ folder }));
    await until(() =>
      expect(selectList(store.getState(), folder).items.map((i) => i.originalName)).toEqual(['Fits.txt']),
    );
  });
});
