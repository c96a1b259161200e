// The photo of a request sent through the request portal (storage.rules, work requests'
// attachments): its anonymous sender uploads it under the name the request gives it, an image of
// at most 5 MB with the metadata the app writes; a 20 MB photo, another type, another name,
// another visitor, a request that is not theirs or names no photo, and a replacement are refused.
// Members of the company read it like any of the order's files; the visitor does not.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { getMetadata, ref, uploadBytes, type FirebaseStorage, type UploadMetadata } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { emailOf, membership } from './fixture';

const NUMBER = 'WR-20261124-4PRT';
const PLACE = 'users/alice/companies/alice/sites/s1/plants/p1/workRequests';
const PHOTO = 'mx0a1b2c-leak.jpg';
const MB = 1024 * 1024;

let env: RulesTestEnvironment;
let cells = 0;

const order = (raisedBy: string, photo: string | null) => ({
  number: NUMBER,
  title: 'Oil on the floor',
  status: 'new',
  raisedBy,
  portal: {
    key: 'PortalKeyAlicePress1',
    status: 'StatusKeyOfVisitor01',
    name: 'Pat',
    contact: '',
    urgency: 'safety',
    photo,
  },
});

const visitor = (uid: string) =>
  env
    .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
    .storage() as unknown as FirebaseStorage;
const member = (uid: string) =>
  env.authenticatedContext(uid, { email: emailOf(uid) }).storage() as unknown as FirebaseStorage;

const meta = (uploadedBy: string, extra: Partial<UploadMetadata> = {}): UploadMetadata => ({
  contentType: 'image/jpeg',
  customMetadata: { uploadedBy, originalName: 'IMG_0042.jpg' },
  ...extra,
});

const put = (storage: FirebaseStorage, number: string, name: string, size: number, m: UploadMetadata) =>
  uploadBytes(ref(storage, `${PLACE}/${number}/attachments/${name}`), new Uint8Array(size), m);

async function expectRule(allowed: boolean, request: Promise<unknown>) {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
  cells++;
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-torque', // the rules are loaded once for the run (./globalSetup.ts)
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all([
      setDoc(doc(db, 'users/alice/members/dan'), membership('dan', 'admin')),
      setDoc(doc(db, 'users/alice/members/bob'), membership('bob', 'editor')),
      setDoc(doc(db, 'users/zed/members/zed'), membership('zed', 'admin')),
      setDoc(doc(db, `${PLACE}/${NUMBER}`), order('visitor1', PHOTO)),
      setDoc(doc(db, `${PLACE}/WR-20261124-4PR2`), order('visitor1', null)),
    ]);
  });
});

afterAll(async () => {
  console.log(`portal.storage.rules.test.ts: ${cells} cells asserted`);
  await env.cleanup();
});

describe('the photo of a portal request', () => {
  const refused: [string, () => Promise<unknown>][] = [
    ['of 20 MB', () => put(visitor('visitor1'), NUMBER, PHOTO, 20 * MB, meta('visitor1'))],
    ['just over 5 MB', () => put(visitor('visitor1'), NUMBER, PHOTO, 5 * MB + 1, meta('visitor1'))],
    [
      'that is not an image',
      () => put(visitor('visitor1'), NUMBER, PHOTO, 1000, meta('visitor1', { contentType: 'application/pdf' })),
    ],
    [
      'under another name than the request’s',
      () => put(visitor('visitor1'), NUMBER, 'mx0a1b2d-other.jpg', 1000, meta('visitor1')),
    ],
    ['from another visitor', () => put(visitor('visitor2'), NUMBER, PHOTO, 1000, meta('visitor2'))],
    ['with another uploader in its metadata', () => put(visitor('visitor1'), NUMBER, PHOTO, 1000, meta('dan'))],
    [
      'for a request that names no photo',
      () => put(visitor('visitor1'), 'WR-20261124-4PR2', PHOTO, 1000, meta('visitor1')),
    ],
    [
      'for a request that does not exist',
      () => put(visitor('visitor1'), 'WR-20261124-ZZZZ', PHOTO, 1000, meta('visitor1')),
    ],
    [
      'from someone not signed in',
      () => put(env.unauthenticatedContext().storage(), NUMBER, PHOTO, 1000, meta('visitor1')),
    ],
  ];
  for (const [what, attempt] of refused)
    it(`refuses one ${what}`, async () => {
      await expectRule(false, attempt());
    });

  it('its sender uploads it once; members read it, the visitor and other companies do not', async () => {
    await expectRule(true, put(visitor('visitor1'), NUMBER, PHOTO, 200_000, meta('visitor1')));
    await expectRule(false, put(visitor('visitor1'), NUMBER, PHOTO, 1000, meta('visitor1')));
    const path = `${PLACE}/${NUMBER}/attachments/${PHOTO}`;
    await expectRule(true, getMetadata(ref(member('bob'), path)));
    await expectRule(true, getMetadata(ref(member('dan'), path)));
    await expectRule(false, getMetadata(ref(visitor('visitor1'), path)));
    await expectRule(false, getMetadata(ref(member('zed'), path)));
  });
});
