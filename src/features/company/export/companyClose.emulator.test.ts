// Closing a company against the emulators and the real rules: the owner invites an editor, who
// joins; the owner closes the company (from the server: every membership and the record in one
// batch); at once the editor, on another device, can read and write nothing of it but the record,
// which says it is closed; the owner stays signed in, told it is closed, reads the company for a
// last export and can change nothing. A second closing is refused.
import { collection, doc, type Firestore, getDoc, getDocs, setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectFeature } from '../../../store/featureRegistry';
import { getDb } from '../../../services/firebase/firestore';
import { closeCompany } from '../../../services/firebase/companyClose';
import { paths } from '../../../services/firebase/collections';
import { asColleague } from '../../../testing/emulatorCompany';
import {
  endStores,
  join,
  login,
  logout,
  newStore,
  PASSWORD,
  register,
  showAppShell,
  unique,
} from '../../../testing/flows';
import { withRulesOff } from '../../../testing/rulesOff';
import { deleteMyAccount } from '../../../services/firebase/account';
import { until } from '../../../testing/until';
import { companyFeature } from '../companySaga';
import { inviteRequested, selectCompany } from '../companySlice';
import { membershipFeature } from '../membershipSaga';

beforeAll(() => setLogLevel('silent'));
afterEach(endStores);

function appStore() {
  const store = newStore();
  injectFeature(store, membershipFeature);
  injectFeature(store, companyFeature);
  showAppShell(store);
  return store;
}

/** An owner's company with an editor who joined by invitation; the editor is signed in to `editor`. */
async function companyWithEditor() {
  const ownerEmail = `owner-${unique()}@example.com`;
  const editorEmail = `editor-${unique()}@example.com`;
  const first = appStore();
  await register(first, 'Ada Owner', ownerEmail);
  const company = first.getState().auth.currentUser!.uid;
  first.dispatch(inviteRequested({ email: editorEmail, role: 'editor' }));
  await until(() => expect(selectCompany(first.getState()).lastInvite).not.toBeNull());
  const code = selectCompany(first.getState()).lastInvite!.code;
  await until(async () => expect((await getDoc(doc(await getDb(), paths.invite(code)))).exists()).toBe(true));
  await logout(first);
  const editor = appStore();
  await join(editor, 'Ed Editor', editorEmail, code);
  return { company, ownerEmail, editorEmail, editor };
}

describe('closing a company', () => {
  it('cuts the members off at once, keeps the owner to read it, and happens once', async () => {
    const { company, ownerEmail, editorEmail } = await companyWithEditor();
    await logout(newStore());

    const owner = appStore();
    await login(owner, ownerEmail);
    const members = (db: Firestore) => getDocs(collection(db, paths.members(company)));
    expect((await asColleague(editorEmail, members)).size).toBe(2);

    expect(await closeCompany(company, company)).toEqual({ members: 2, portals: 0 });

    // The editor: nothing of the company, but the record saying it is closed.
    await asColleague(editorEmail, async (db) => {
      await expect(members(db)).rejects.toMatchObject({ code: 'permission-denied' });
      const record = await getDoc(doc(db, paths.companyRecord(company)));
      expect(record.get('closedAt')).toBeTruthy();
      expect(record.get('closedBy')).toBe(company);
    });
    // The owner: still signed in, told, reads it all, changes nothing.
    await until(() => expect(selectCompany(owner.getState()).company?.closedAt).toBeTruthy());
    expect(owner.getState().auth.currentUser?.uid).toBe(company);
    const db = await getDb();
    expect((await members(db)).docs.map((d) => d.get('removed') as unknown)).toEqual(['closed', 'closed']);
    await expect(closeCompany(company, company)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lets a member delete their own account: out of the company, their record and sign-in gone; a wrong password changes nothing', async () => {
    const { company, ownerEmail, editorEmail, editor } = await companyWithEditor();
    const uid = editor.getState().auth.currentUser!.uid;
    await until(() => expect(selectCompany(editor.getState()).record?.users).toHaveLength(2));
    const record = selectCompany(editor.getState()).record!;

    await expect(deleteMyAccount(company, record, 'not-my-password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\//) as unknown,
    });
    const db = await getDb();
    expect((await getDoc(doc(db, paths.member(company, uid)))).get('removed')).toBeUndefined();

    await deleteMyAccount(company, record, PASSWORD);
    const again = newStore();
    await login(again, editorEmail);
    expect(again.getState().auth.currentUser).toBeNull();
    expect(again.getState().auth.error).toBeTruthy();
    await asColleague(ownerEmail, async (owner) => {
      expect((await getDoc(doc(owner, paths.member(company, uid)))).get('removed')).toBe(true);
      const after = await getDoc(doc(owner, paths.companyRecord(company)));
      expect((after.get('users') as { id: string }[]).map((u) => u.id)).toEqual([company]);
      expect(after.get('memberCount')).toBe(1);
    });
    await withRulesOff(async (admin) =>
      expect((await getDoc(doc(admin, paths.companyRecord(uid)))).exists()).toBe(false),
    );
  });
});
