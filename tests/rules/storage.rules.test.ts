// Storage is deny-all until a feature opens a path with its own rule and matrix (docs/design.md §3).
// The same six actors as the Firestore matrix (./fixture.ts) try every operation on the paths
// features are likely to open; the objects exist (written with the rules off), so a refusal is
// the rules' and not a missing object's.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getMetadata,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ACTORS, emailOf, UID, type Actor } from './fixture';

let env: RulesTestEnvironment;
let cells = 0;
const bytes = new TextEncoder().encode('manual');

/** Paths a feature may open one day; `{me}` is the actor's own uid. */
const PATHS = [
  'companies/alice/logo.png',
  'users/alice/manual.txt',
  'users/{me}/avatar.png',
  // Beside the attachments folder (opened by its own rule: attachments.storage.rules.test.ts).
  'users/alice/companies/alice/sites/s1/plants/p1/equipment/e1/manual.pdf',
  'users/alice/companies/alice/sites/s1/plants/p1/equipment/e1/attachments/sub/manual.pdf',
];

const OPERATIONS: Record<string, (storage: FirebaseStorage, path: string) => Promise<unknown>> = {
  'read (download)': (storage, path) => getBytes(ref(storage, path)),
  'read (metadata)': (storage, path) => getMetadata(ref(storage, path)),
  'read (list the folder)': (storage, path) => list(ref(storage, path.slice(0, path.lastIndexOf('/')))),
  'write (upload over it)': (storage, path) => uploadBytes(ref(storage, path), bytes),
  'write (a new object beside it)': (storage, path) => uploadBytes(ref(storage, `${path}.new`), bytes),
  'write (metadata)': (storage, path) => updateMetadata(ref(storage, path), { contentType: 'text/plain' }),
  'write (delete)': (storage, path) => deleteObject(ref(storage, path)),
};

const storageOf = (actor: Actor) =>
  (actor === 'anonymous'
    ? env.unauthenticatedContext().storage()
    : env.authenticatedContext(UID[actor], { email: emailOf(UID[actor]) }).storage()) as unknown as FirebaseStorage;

const pathFor = (path: string, actor: Actor) => path.replace('{me}', UID[actor]);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-torque-rules', // the rules are loaded once for the run (./globalSetup.ts)
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const storage = ctx.storage() as unknown as FirebaseStorage;
    const all = PATHS.flatMap((path) => ACTORS.map((actor) => pathFor(path, actor)));
    await Promise.all([...new Set(all)].map((path) => uploadBytes(ref(storage, path), bytes)));
  });
});

afterAll(async () => {
  console.log(`storage.rules.test.ts: ${cells} cells asserted`);
  await env.cleanup();
});

it('the objects exist: with the rules off they can be read (so the refusals below are the rules)', async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const storage = ctx.storage() as unknown as FirebaseStorage;
    for (const path of PATHS) {
      await assertSucceeds(getBytes(ref(storage, pathFor(path, 'owner'))));
      cells++;
    }
  });
});

for (const path of PATHS) {
  describe(path, () => {
    for (const [operation, run] of Object.entries(OPERATIONS)) {
      describe(operation, () => {
        for (const actor of ACTORS) {
          it(`${actor} is refused`, async () => {
            await assertFails(run(storageOf(actor), pathFor(path, actor)));
            cells++;
          });
        }
      });
    }
  });
}
