// Documents of an annual service contract in Storage (issue 11, "documents (uploads)"; the
// contract's "Storage: contract documents"): the six actors of the matrix (./fixture.ts) × read,
// list, create (single request and resumable) and delete on
// `…/sites/{site}/serviceContracts/{contractId}/attachments/{file}` — members read and list,
// admins upload and delete (an editor deletes nothing, not even a file of their own) — no
// replacing or metadata change, and the uploads refused whoever sends them (size, type,
// metadata, name, a contract that does not exist or is in another site, a company segment that
// is not the uid). Firestore holds the memberships and the contract, written with the rules off.
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

const CONTRACT_ID = 'contract1';
const CONTRACT = `users/alice/companies/alice/sites/s1/serviceContracts/${CONTRACT_ID}`;
const FOLDER = `${CONTRACT}/attachments`;
const bytes = new TextEncoder().encode('signed contract');

/** A fresh object name in the form the client makes. */
const newName = (label = 'contract.pdf') => `${(Date.now() + serial++).toString(36)}-${label}`;

const meta = (uploadedBy: string, overrides: Partial<UploadMetadata> = {}): UploadMetadata => ({
  contentType: 'application/pdf',
  customMetadata: { uploadedBy, originalName: 'Contract 2026.pdf' },
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
    // memberships and the contract are seeded there (under uids no app test registers).
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
      [CONTRACT, { vendor: 'Lift & Crane Ltd', category: 'crane' }],
      // A path whose company segment is not the uid: refused even though the contract exists.
      [`users/alice/companies/zed/sites/s1/serviceContracts/${CONTRACT_ID}`, { vendor: 'Lift & Crane Ltd' }],
    ];
    await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  console.log(`contracts.storage.rules.test.ts: ${cells} cells asserted`);
  await env.cleanup();
});

const MEMBERS: Actor[] = ['editor', 'admin', 'owner'];
const isMember = (actor: Actor) => MEMBERS.includes(actor);
const isAdmin = (actor: Actor) => actor === 'admin' || actor === 'owner';

describe('the matrix: who reads, lists, adds and deletes', () => {
  for (const actor of ACTORS) {
    const member = isMember(actor);
    const admin = isAdmin(actor);
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

      it(`${admin ? 'adds' : 'cannot add'} a file (single request and resumable)`, async () => {
        const storage = storageOf(actor);
        const small = `${FOLDER}/${newName()}`;
        await expectRule(admin, uploadBytes(ref(storage, small), bytes, meta(UID[actor])));
        expect(await exists(small)).toBe(admin);
        const large = `${FOLDER}/${newName('scan.png')}`;
        const task = uploadBytesResumable(
          ref(storage, large),
          new Uint8Array(300_000).fill(7),
          meta(UID[actor], { contentType: 'image/png' }),
        );
        await expectRule(admin, task.then());
        expect(await exists(large)).toBe(admin);
      });

      it(`${admin ? 'deletes' : 'cannot delete'} a file of their own`, async () => {
        const path = await seedFile(UID[actor]);
        await expectRule(admin, deleteObject(ref(storageOf(actor), path)));
        expect(await exists(path)).toBe(!admin);
      });

      it(`${admin ? 'deletes' : 'cannot delete'} a file another member uploaded`, async () => {
        const path = await seedFile(actor === 'admin' ? UID.owner : UID.admin);
        await expectRule(admin, deleteObject(ref(storageOf(actor), path)));
        expect(await exists(path)).toBe(!admin);
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

describe('uploads refused whoever sends them (an admin and the owner of the company)', () => {
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
      'a contract that does not exist',
      () => ({
        path: `users/alice/companies/alice/sites/s1/serviceContracts/contract9/attachments/${newName()}`,
        metadata: (uid) => meta(uid),
      }),
    ],
    [
      'the id of a contract of another site',
      () => ({
        path: `users/alice/companies/alice/sites/s2/serviceContracts/${CONTRACT_ID}/attachments/${newName()}`,
        metadata: (uid) => meta(uid),
      }),
    ],
    [
      'a company segment that is not the company uid',
      () => ({
        path: `users/alice/companies/zed/sites/s1/serviceContracts/${CONTRACT_ID}/attachments/${newName()}`,
        metadata: (uid) => meta(uid),
      }),
    ],
  ];

  for (const actor of ['admin', 'owner'] as const) {
    for (const [label, make] of cases) {
      it(`${actor}: ${label}`, async () => {
        const { path = `${FOLDER}/${newName()}`, data = bytes, metadata } = make();
        await expectRule(false, uploadBytes(ref(storageOf(actor), path), data, metadata(UID[actor])));
        expect(await exists(path)).toBe(false);
      });
    }
  }

  it('the same upload with everything right is accepted (so the refusals above are the checks)', async () => {
    for (const type of [
      'image/png',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]) {
      const path = `${FOLDER}/${newName('scan.png')}`;
      await expectRule(true, uploadBytes(ref(storageOf('admin'), path), bytes, meta(UID.admin, { contentType: type })));
    }
    const longest = `${FOLDER}/${newName(`${'a'.repeat(150)}.pdf`)}`;
    await expectRule(
      true,
      uploadBytes(
        ref(storageOf('admin'), longest),
        bytes,
        meta(UID.admin, { customMetadata: { uploadedBy: UID.admin, originalName: `${'a'.repeat(196)}.pdf` } }),
      ),
    );
  });
});
