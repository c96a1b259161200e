// Photos and files on a work request in Storage (issue 10, "Execute": comments and photos): the
// six actors of the matrix (./fixture.ts) × read, list, create and delete, and the uploads the
// rules must refuse whoever sends them (size, type, metadata, name, a missing work request,
// another company's path). Firestore holds the memberships and the work request, written with the
// rules off; every file an actor acts on exists (or not) as the test says, so a refusal is the
// rules' and not a missing object's.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import {
  deleteObject,
  getBytes,
  getMetadata,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, emailOf, membership, UID, type Actor } from './fixture';

let env: RulesTestEnvironment;
let cells = 0;
let serial = 0;

const NUMBER = 'WR-20261123-4F7K';
const WORK = `users/alice/companies/alice/sites/s1/plants/p1/workRequests/${NUMBER}`;
const FOLDER = `${WORK}/attachments`;
const bytes = new TextEncoder().encode('seal photo');

/** A fresh object name in the form the client makes. */
const newName = (label = 'seal.jpg') => `${(Date.now() + serial++).toString(36)}-${label}`;

const meta = (uploadedBy: string, overrides: Partial<UploadMetadata> = {}): UploadMetadata => ({
  contentType: 'image/jpeg',
  customMetadata: { uploadedBy, originalName: 'Seal photo.jpg' },
  ...overrides,
});

const storageOf = (actor: Actor) =>
  (actor === 'anonymous'
    ? env.unauthenticatedContext().storage()
    : env.authenticatedContext(UID[actor], { email: emailOf(UID[actor]) }).storage()) as unknown as FirebaseStorage;

async function expectRule(allowed: boolean, request: Promise<unknown>) {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
  cells++;
}

/** Stores a file with the rules off, as `uploadedBy` would have; returns its path. */
async function seedFile(uploadedBy: string, folder = FOLDER): Promise<string> {
  const path = `${folder}/${newName()}`;
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage() as unknown as FirebaseStorage, path), bytes, meta(uploadedBy));
  });
  return path;
}

async function exists(path: string): Promise<boolean> {
  let found = true;
  await env.withSecurityRulesDisabled(async (ctx) => {
    await getMetadata(ref(ctx.storage() as unknown as FirebaseStorage, path)).catch(() => {
      found = false;
    });
  });
  return found;
}

beforeAll(async () => {
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    // The Storage emulator's firestore.exists/get read the default project's database, so the
    // memberships and the work request are seeded there (under uids no app test registers).
    projectId: 'demo-torque',
    storage: { rules: readFileSync('storage.rules', 'utf8') },
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    const writes: [string, Record<string, unknown>][] = [
      ['users/alice/members/alice', membership('alice', 'admin')],
      ['users/alice/members/dan', membership('dan', 'admin')],
      ['users/alice/members/bob', membership('bob', 'editor')],
      ['users/zed/members/zed', membership('zed', 'admin')],
      ['users/zed/members/olga', membership('olga', 'editor')],
      [WORK, { number: NUMBER, title: 'Pump leaks at the seal', status: 'inProgress' }],
      // A path whose company segment is not the uid: refused even though the request exists.
      [`users/alice/companies/zed/sites/s1/plants/p1/workRequests/${NUMBER}`, { number: NUMBER }],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  console.log(`work.storage.rules.test.ts: ${cells} cells asserted`);
  await env.cleanup();
});

const MEMBERS: Actor[] = ['editor', 'admin', 'owner'];
const isMember = (actor: Actor) => MEMBERS.includes(actor);

describe('the matrix: who reads, lists, adds and deletes', () => {
  for (const actor of ACTORS) {
    const member = isMember(actor);
    describe(actor, () => {
      it(`${member ? 'reads' : 'cannot read'} a file's metadata and bytes`, async () => {
        const path = await seedFile(UID.editor);
        await expectRule(member, getMetadata(ref(storageOf(actor), path)));
        await expectRule(member, getBytes(ref(storageOf(actor), path)));
      });

      it(`${member ? 'lists' : 'cannot list'} the folder`, async () => {
        await seedFile(UID.editor);
        await expectRule(member, list(ref(storageOf(actor), FOLDER), { maxResults: 10 }));
      });

      it(`${member ? 'adds' : 'cannot add'} a file (single request and resumable)`, async () => {
        const storage = storageOf(actor);
        const small = `${FOLDER}/${newName()}`;
        await expectRule(member, uploadBytes(ref(storage, small), bytes, meta(UID[actor])));
        expect(await exists(small)).toBe(member);
        const large = `${FOLDER}/${newName('drawing.png')}`;
        const task = uploadBytesResumable(
          ref(storage, large),
          new Uint8Array(300_000).fill(7),
          meta(UID[actor], { contentType: 'image/png' }),
        );
        await expectRule(member, task.then());
        expect(await exists(large)).toBe(member);
      });

      it(`${member ? 'deletes' : 'cannot delete'} a file of their own`, async () => {
        const path = await seedFile(UID[actor]);
        await expectRule(member, deleteObject(ref(storageOf(actor), path)));
        expect(await exists(path)).toBe(!member);
      });

      const deletesOthers = actor === 'admin' || actor === 'owner';
      it(`${deletesOthers ? 'deletes' : 'cannot delete'} a file another member uploaded`, async () => {
        const path = await seedFile(actor === 'editor' ? UID.admin : UID.editor);
        await expectRule(deletesOthers, deleteObject(ref(storageOf(actor), path)));
        expect(await exists(path)).toBe(!deletesOthers);
      });

      it('cannot replace a file or change its metadata, even their own', async () => {
        const path = await seedFile(UID[actor]);
        const storage = storageOf(actor);
        await expectRule(false, uploadBytes(ref(storage, path), bytes, meta(UID[actor])));
        await expectRule(false, updateMetadata(ref(storage, path), { customMetadata: { originalName: 'x.pdf' } }));
        await expectRule(false, updateMetadata(ref(storage, path), { contentType: 'text/plain' }));
      });
    });
  }
});

describe('uploads refused whoever sends them (an editor and an admin of the company)', () => {
  const cases: [string, () => { path?: string; data?: Uint8Array; metadata: (uid: string) => UploadMetadata }][] = [
    ['an empty file', () => ({ data: new Uint8Array(0), metadata: (uid) => meta(uid) })],
    ['a file over 20 MiB', () => ({ data: new Uint8Array(20 * 1024 * 1024 + 1), metadata: (uid) => meta(uid) })],
    [
      'a type not allowed (an executable)',
      () => ({ metadata: (uid) => meta(uid, { contentType: 'application/x-msdownload' }) }),
    ],
    ['a type not allowed (HTML)', () => ({ metadata: (uid) => meta(uid, { contentType: 'text/html' }) })],
    ['no content type', () => ({ metadata: (uid) => ({ customMetadata: meta(uid).customMetadata }) })],
    ['no custom metadata', () => ({ metadata: () => ({ contentType: 'application/pdf' }) })],
    [
      'metadata without originalName',
      () => ({ metadata: (uid) => meta(uid, { customMetadata: { uploadedBy: uid } }) }),
    ],
    [
      'metadata with an extra key',
      () => ({
        metadata: (uid) => meta(uid, { customMetadata: { uploadedBy: uid, originalName: 'a.pdf', extra: 'x' } }),
      }),
    ],
    ['uploadedBy naming someone else', () => ({ metadata: () => meta('someone-else') })],
    [
      'an empty originalName',
      () => ({ metadata: (uid) => meta(uid, { customMetadata: { uploadedBy: uid, originalName: '' } }) }),
    ],
    [
      'an originalName of 201 characters',
      () => ({
        metadata: (uid) => meta(uid, { customMetadata: { uploadedBy: uid, originalName: `${'a'.repeat(197)}.pdf` } }),
      }),
    ],
    [
      'an object name not in the client form',
      () => ({ path: `${FOLDER}/manual with spaces.pdf`, metadata: (uid) => meta(uid) }),
    ],
    [
      'an object name over 200 characters',
      () => ({ path: `${FOLDER}/${newName(`${'a'.repeat(200)}.pdf`)}`, metadata: (uid) => meta(uid) }),
    ],
    [
      'a work request that does not exist',
      () => ({
        path: `users/alice/companies/alice/sites/s1/plants/p1/workRequests/WR-20261123-ZZZZ/attachments/${newName()}`,
        metadata: (uid) => meta(uid),
      }),
    ],
    [
      'the number of a work request of another plant',
      () => ({
        path: `users/alice/companies/alice/sites/s1/plants/p2/workRequests/${NUMBER}/attachments/${newName()}`,
        metadata: (uid) => meta(uid),
      }),
    ],
    [
      'a company segment that is not the company uid',
      () => ({
        path: `users/alice/companies/zed/sites/s1/plants/p1/workRequests/${NUMBER}/attachments/${newName()}`,
        metadata: (uid) => meta(uid),
      }),
    ],
  ];

  for (const actor of ['editor', 'admin'] as const) {
    for (const [label, make] of cases) {
      it(`${actor}: ${label}`, async () => {
        const { path = `${FOLDER}/${newName()}`, data = bytes, metadata } = make();
        await expectRule(false, uploadBytes(ref(storageOf(actor), path), data, metadata(UID[actor])));
        expect(await exists(path)).toBe(false);
      });
    }
  }

  it('the same upload with everything right is accepted (so the refusals above are the checks)', async () => {
    for (const type of ['image/png', 'image/webp', 'application/pdf']) {
      const path = `${FOLDER}/${newName('photo.png')}`;
      await expectRule(
        true,
        uploadBytes(ref(storageOf('editor'), path), bytes, meta(UID.editor, { contentType: type })),
      );
    }
    const longest = `${FOLDER}/${newName(`${'a'.repeat(150)}.pdf`)}`;
    await expectRule(
      true,
      uploadBytes(
        ref(storageOf('editor'), longest),
        bytes,
        meta(UID.editor, { customMetadata: { uploadedBy: UID.editor, originalName: `${'a'.repeat(196)}.pdf` } }),
      ),
    );
  });
});
