// The company's exports, the rules side: the audit list of archives made. The six actors × reading
// the list and recording an export; then every bad record (another's name or uid, a stamp not now,
// a figure that is not a whole number, a field too many), a change and a deletion — each tried by
// an admin, who may record, so a refusal is about what is written.
import { collection, deleteDoc, doc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTORS,
  type Actor,
  admin,
  COMPANY,
  dbOf,
  expectRule,
  meOf,
  PAST,
  setUpRulesEnvironment,
  signedIn,
} from './fixture';

type Doc = Record<string, unknown>;

const exportsPath = (company = COMPANY) => `users/${company}/companies/${company}/exports`;
const NAMES: Partial<Record<Actor, string>> = { admin: 'dan Test', owner: 'alice Test', editor: 'bob Test' };

const record = (actor: Actor, extra: Doc = {}): Doc => ({
  at: serverTimestamp(),
  by: meOf(actor).uid,
  byName: NAMES[actor] ?? 'Someone',
  documents: 1234,
  files: 0,
  ...extra,
});

setUpRulesEnvironment('companyArchive.rules.test.ts', () =>
  admin((db) => setDoc(doc(db, `${exportsPath()}/earlier`), { ...record('owner'), at: PAST })),
);

describe('who may read the exports and record one', () => {
  const ADMINS: Actor[] = ['admin', 'owner'];
  for (const actor of ACTORS) {
    const allowed = ADMINS.includes(actor);
    it(`${actor}: ${allowed ? 'reads and records' : 'neither reads nor records'}`, async () => {
      await expectRule(allowed, getDocs(collection(dbOf(actor), exportsPath())));
      await expectRule(allowed, setDoc(doc(dbOf(actor), `${exportsPath()}/e-${actor}`), record(actor)));
    });
  }

  it('an admin of another company cannot record one here, nor read it', async () => {
    await expectRule(false, setDoc(doc(dbOf('outsiderAdmin'), `${exportsPath()}/zed1`), record('outsiderAdmin')));
    await expectRule(false, getDocs(collection(dbOf('outsiderAdmin'), exportsPath())));
  });
});

describe('a bad record', () => {
  const dan = () => signedIn('dan');
  const put = (id: string, extra: Doc) => setDoc(doc(dan(), `${exportsPath()}/${id}`), record('admin', extra));

  it('is refused: another’s uid or name, a stamp not now, figures that are not whole, a field too many', async () => {
    await expectRule(true, put('ok', {}));
    await expectRule(false, put('b1', { by: 'alice' }));
    await expectRule(false, put('b2', { byName: 'alice Test' }));
    await expectRule(false, put('b3', { at: PAST }));
    await expectRule(false, put('b4', { documents: 1.5 }));
    await expectRule(false, put('b5', { documents: -1 }));
    await expectRule(false, put('b6', { files: '3' }));
    await expectRule(false, put('b7', { note: 'hello' }));
    await expectRule(false, put('bad id!', {}));
  });

  it('is never changed or deleted', async () => {
    const earlier = doc(dan(), `${exportsPath()}/earlier`);
    await expectRule(false, updateDoc(earlier, { documents: 1 }));
    await expectRule(false, deleteDoc(earlier));
  });
});
