// The cases shared by the Storage suites of files kept under a Firestore document (equipment
// attachments, work-request photos, service-contract documents): the six actors of the matrix
// (./fixture.ts) × read, list, create (single request and resumable) and delete (own file /
// another's), no replacing or metadata change, and the uploads refused whoever sends them (size,
// type, metadata, object name, and the suite's own wrong places: a parent document that does not
// exist, is elsewhere, or a company segment that is not the uid); then the right upload accepted,
// so each refusal is a check. Every upload is reserved first (firestore.rules, "Uploads"), as the
// app does, so a refusal is the check's and not a missing reservation's; the reservation's own
// checks (none, another size, uploader, place or kind) have cases of their own. Every file an
// actor acts on exists (or not) as the test says, so a refusal is the rules' and not a missing
// object's. Firestore holds the memberships, the parent documents and the reservations, written
// with the rules off (their own rules: uploads.rules.test.ts).
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
import { placeOfFolder, type UploadPlace } from '../../src/domain/uploads';
import { ACTORS, emailOf, membership, UID, type Actor } from './fixture';

/** Who may do something: every member of the company, or its admins (the owner is one). */
export type Who = 'members' | 'admins';

const WHO: Record<Who, Actor[]> = { members: ['editor', 'admin', 'owner'], admins: ['admin', 'owner'] };

export interface StorageSuite {
  /** The test file, named in its cell count. */
  file: string;
  /** The folder the files go in (`…/attachments`). */
  folder: string;
  /**
   * The Firestore documents seeded with the rules off besides the memberships: the parent of the
   * folder, and the same under a company segment that is not the uid (refused all the same).
   */
  documents: [path: string, data: Record<string, unknown>][];
  /** The file every case starts from: its bytes, object-name label, type and original name. */
  sample: { text: string; name: string; contentType: string; originalName: string };
  /** The object-name label of the resumable upload (a 300,000-byte PNG). */
  resumableName: string;
  /** Who may upload, and who may delete a file they uploaded (admins delete anyone's). */
  may: { upload: Who; deleteOwn: Who };
  /**
   * Uploads to wrong places, refused although the object name is reserved (for this suite's
   * folder): a label and the path for a fresh object name.
   */
  wrongPlaces: [label: string, path: (name: string) => string][];
  /** Other allowed types, accepted, under an object-name label. */
  accepted: { types: string[]; name: string };
}

/** Registers the environment, the seed and every case of `suite` in the calling test file. */
export function describeStorageRules(suite: StorageSuite) {
  const { folder, sample } = suite;
  let env: RulesTestEnvironment;
  let cells = 0;
  let serial = 0;

  const bytes = new TextEncoder().encode(sample.text);
  const place = placeOfFolder(folder);
  if (!place) throw new Error(`${folder} is not an attachments folder`);

  /** A fresh object name in the form the client makes. */
  const newName = (label = sample.name) => `${(Date.now() + serial++).toString(36)}-${label}`;

  const meta = (uploadedBy: string, overrides: Partial<UploadMetadata> = {}): UploadMetadata => ({
    contentType: sample.contentType,
    customMetadata: { uploadedBy, originalName: sample.originalName },
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
  async function seedFile(uploadedBy: string): Promise<string> {
    const path = `${folder}/${newName()}`;
    await env.withSecurityRulesDisabled(async (ctx) => {
      await uploadBytes(ref(ctx.storage() as unknown as FirebaseStorage, path), bytes, meta(uploadedBy));
    });
    return path;
  }

  /**
   * Reserves the object named last in `path` as the app does before an upload (here with the rules
   * off): `size` bytes by `by`, for this suite's place unless `at` says otherwise.
   */
  async function reserve(path: string, size: number, by: string, at: Partial<UploadPlace> = {}) {
    const { kind, site, plant, item } = { ...place!, ...at };
    const name = path.slice(path.lastIndexOf('/') + 1);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      await setDoc(doc(db, `users/alice/companies/alice/uploads/${name}`), {
        kind,
        site,
        plant,
        item,
        size,
        by,
        at: new Date(),
        month: new Date().toISOString().slice(0, 7),
      });
    });
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
      // memberships and the parent documents are seeded there (under uids no app test registers).
      // The rules are loaded once for the run (./globalSetup.ts).
      projectId: 'demo-torque',
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const writes: [string, Record<string, unknown>][] = [
        ['users/alice/members/alice', membership('alice', 'admin')],
        ['users/alice/members/dan', membership('dan', 'admin')],
        ['users/alice/members/bob', membership('bob', 'editor')],
        ['users/zed/members/zed', membership('zed', 'admin')],
        ['users/zed/members/olga', membership('olga', 'editor')],
        ...suite.documents,
      ];
      await Promise.all(writes.map(([path, data]) => setDoc(doc(db, path), data)));
    });
  });

  afterAll(async () => {
    console.log(`${suite.file}: ${cells} cells asserted`);
    await env.cleanup();
  });

  const uploaders = WHO[suite.may.upload];

  describe('the matrix: who reads, lists, adds and deletes', () => {
    for (const actor of ACTORS) {
      const member = WHO.members.includes(actor);
      const uploads = uploaders.includes(actor);
      const deletesOwn = WHO[suite.may.deleteOwn].includes(actor);
      const deletesOthers = WHO.admins.includes(actor);
      describe(actor, () => {
        it(`${member ? 'reads' : 'cannot read'} a file's metadata and bytes`, async () => {
          const path = await seedFile(UID.editor);
          await expectRule(member, getMetadata(ref(storageOf(actor), path)));
          await expectRule(member, getBytes(ref(storageOf(actor), path)));
        });

        it(`${member ? 'lists' : 'cannot list'} the folder`, async () => {
          await seedFile(UID.editor);
          await expectRule(member, list(ref(storageOf(actor), folder), { maxResults: 10 }));
        });

        it(`${uploads ? 'adds' : 'cannot add'} a file (single request and resumable)`, async () => {
          const storage = storageOf(actor);
          const small = `${folder}/${newName()}`;
          await reserve(small, bytes.length, UID[actor]);
          await expectRule(uploads, uploadBytes(ref(storage, small), bytes, meta(UID[actor])));
          expect(await exists(small)).toBe(uploads);
          const large = `${folder}/${newName(suite.resumableName)}`;
          await reserve(large, 300_000, UID[actor]);
          const task = uploadBytesResumable(
            ref(storage, large),
            new Uint8Array(300_000).fill(7),
            meta(UID[actor], { contentType: 'image/png' }),
          );
          await expectRule(uploads, task.then());
          expect(await exists(large)).toBe(uploads);
        });

        it(`${deletesOwn ? 'deletes' : 'cannot delete'} a file of their own`, async () => {
          const path = await seedFile(UID[actor]);
          await expectRule(deletesOwn, deleteObject(ref(storageOf(actor), path)));
          expect(await exists(path)).toBe(!deletesOwn);
        });

        it(`${deletesOthers ? 'deletes' : 'cannot delete'} a file another member uploaded`, async () => {
          // Someone else who may upload, so the file could be there.
          const other = uploaders.find((uploader) => uploader !== actor)!;
          const path = await seedFile(UID[other]);
          await expectRule(deletesOthers, deleteObject(ref(storageOf(actor), path)));
          expect(await exists(path)).toBe(!deletesOthers);
        });

        it('cannot replace a file or change its metadata, even their own', async () => {
          const path = await seedFile(UID[actor]);
          const storage = storageOf(actor);
          await reserve(path, bytes.length, UID[actor]);
          await expectRule(false, uploadBytes(ref(storage, path), bytes, meta(UID[actor])));
          await expectRule(false, updateMetadata(ref(storage, path), { customMetadata: { originalName: 'x.pdf' } }));
          await expectRule(false, updateMetadata(ref(storage, path), { contentType: 'text/plain' }));
        });
      });
    }
  });

  // Two of those who may upload: an editor and an admin, or an admin and the owner.
  const senders = uploaders.slice(0, 2);
  const who = suite.may.upload === 'members' ? 'an editor and an admin' : 'an admin and the owner';

  describe(`uploads refused whoever sends them (${who} of the company)`, () => {
    type Upload = { path?: string; data?: Uint8Array; metadata: (uid: string) => UploadMetadata };
    const cases: [string, () => Upload][] = [
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
        () => ({ path: `${folder}/manual with spaces.pdf`, metadata: (uid) => meta(uid) }),
      ],
      [
        'an object name over 200 characters',
        () => ({ path: `${folder}/${newName(`${'a'.repeat(200)}.pdf`)}`, metadata: (uid) => meta(uid) }),
      ],
      ...suite.wrongPlaces.map(([label, path]): [string, () => Upload] => [
        label,
        () => ({ path: path(newName()), metadata: (uid) => meta(uid) }),
      ]),
    ];

    for (const actor of senders) {
      for (const [label, make] of cases) {
        it(`${actor}: ${label}`, async () => {
          const { path = `${folder}/${newName()}`, data = bytes, metadata } = make();
          await reserve(path, data.length, UID[actor]);
          await expectRule(false, uploadBytes(ref(storageOf(actor), path), data, metadata(UID[actor])));
          expect(await exists(path)).toBe(false);
        });
      }
    }

    // The reservation itself: the object must be reserved, by its uploader, at its size, for
    // this place and kind.
    const otherKind = place.kind === 'procedures' ? 'serviceContracts' : 'procedures';
    const reservations: [string, (path: string, uid: string) => Promise<void>][] = [
      ['no reservation', () => Promise.resolve()],
      ['a reservation of another size', (path, uid) => reserve(path, bytes.length + 1, uid)],
      ['a reservation made by someone else', (path) => reserve(path, bytes.length, 'someone-else')],
      ['a reservation for another item', (path, uid) => reserve(path, bytes.length, uid, { item: 'other-item' })],
      ['a reservation for another kind of place', (path, uid) => reserve(path, bytes.length, uid, { kind: otherKind })],
    ];
    for (const actor of senders) {
      for (const [label, reserveIt] of reservations) {
        it(`${actor}: ${label}`, async () => {
          const path = `${folder}/${newName()}`;
          await reserveIt(path, UID[actor]);
          await expectRule(false, uploadBytes(ref(storageOf(actor), path), bytes, meta(UID[actor])));
          expect(await exists(path)).toBe(false);
        });
      }
    }

    it('the same upload with everything right is accepted (so the refusals above are the checks)', async () => {
      const [sender] = senders;
      for (const type of suite.accepted.types) {
        const path = `${folder}/${newName(suite.accepted.name)}`;
        await reserve(path, bytes.length, UID[sender]);
        await expectRule(
          true,
          uploadBytes(ref(storageOf(sender), path), bytes, meta(UID[sender], { contentType: type })),
        );
      }
      const longest = `${folder}/${newName(`${'a'.repeat(150)}.pdf`)}`;
      await reserve(longest, bytes.length, UID[sender]);
      await expectRule(
        true,
        uploadBytes(
          ref(storageOf(sender), longest),
          bytes,
          meta(UID[sender], { customMetadata: { uploadedBy: UID[sender], originalName: `${'a'.repeat(196)}.pdf` } }),
        ),
      );
    });
  });
}
