// Companies through the store, the sagas and the services, against the Auth and Firestore
// emulators and the real rules: inviting and joining, the live company, the set-up page, removal.
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { setLogLevel, waitForPendingWrites } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { UserRole } from '../../lib/currentUser';
import { readCompanyUser, readInvite, readMembership } from '../../services/companyService';
import { getFirebaseAuth } from '../../services/firebase/auth';
import { getDb } from '../../services/firebase/firestore';
import {
  confirmAddress,
  endStores,
  join,
  login,
  logout,
  newStore,
  oobCodeFor,
  PASSWORD,
  recordingHistory,
  showCompanyLists,
  register,
  settled,
  type Store,
  unique,
} from '../../testing/flows';
import {
  companyFoundRequested,
  joinContinueRequested,
  joinVerificationResendRequested,
  loginRequested,
} from '../auth/authSlice';
import { companyFeature } from './companySaga';
import { inviteRequested, memberRemoveRequested, selectCompany } from './companySlice';
import { selectInvites, selectMembers } from './companyLive';
import { membershipFeature } from './membershipSaga';
import { until } from '../../testing/until';

beforeAll(() => setLogLevel('silent'));

afterEach(endStores);

describe('invite and join', () => {
  /** A store running the company features, as the signed-in app does. */
  function appStore() {
    const store = newStore();
    injectFeature(store, membershipFeature);
    injectFeature(store, companyFeature);
    showCompanyLists(store);
    return store;
  }

  const members = (store: Store) => selectMembers(store.getState()).map((m) => [m.name, m.role]);

  async function adminWithInvite(store: Store, inviteeEmail: string, role: 'admin' | 'editor' = 'editor') {
    await register(store, 'Ada Admin', `admin-${unique()}@example.com`);
    const admin = store.getState().auth.currentUser!;
    await until(() => expect(members(store)).toEqual([['Ada Admin', 'admin']]));
    store.dispatch(inviteRequested({ email: inviteeEmail, role }));
    await until(() => expect(selectCompany(store.getState()).lastInvite).not.toBeNull());
    // The invitation shows in the live list, and the server confirms it (no longer pending).
    await until(() =>
      expect(selectInvites(store.getState()).map((i) => [i.email, i.pending])).toEqual([[inviteeEmail, false]]),
    );
    return { admin, invite: selectCompany(store.getState()).lastInvite! };
  }

  it('joins the inviting company with the invited role; the company name and list follow live', async () => {
    const adminStore = appStore();
    const inviteeEmail = `invitee-${unique()}@example.com`;
    const { admin, invite } = await adminWithInvite(adminStore, inviteeEmail);
    expect(invite.code).toMatch(/^[A-Z0-9]{20}$/);
    expect(selectCompany(adminStore.getState()).company?.name).toBe('Ada Admin Works');
    await logout(adminStore);

    const store = appStore();
    const history = await join(store, 'Ed Editor', inviteeEmail.toUpperCase(), invite.code);
    const editor = store.getState().auth.currentUser!;
    expect(store.getState().auth.error).toBeNull();
    expect(editor).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor, title: 'Ed Editor' });
    expect(history.pushed).toEqual(['/app']);
    expect(await readMembership(admin.uid, editor.uid)).toMatchObject({ role: 'editor' });
    // The invitation is used up.
    expect((await readInvite(invite.code))?.usedBy).toBe(editor.uid);

    // The editor sees the company and its members live, and no invitations.
    await until(() => expect(selectCompany(store.getState()).company?.name).toBe('Ada Admin Works'));
    await until(() =>
      expect(members(store)).toEqual([
        ['Ada Admin', 'admin'],
        ['Ed Editor', 'editor'],
      ]),
    );
    expect(selectInvites(store.getState())).toEqual([]);

    // An editor's invitation is shown at once, then refused by the server: reported in words.
    store.dispatch(inviteRequested({ email: `other-${unique()}@example.com`, role: 'admin' }));
    await until(() => expect(selectCompany(store.getState()).writeError?.code).toBe('permission-denied'));

    // Signing in again keeps the company and role.
    await logout(store);
    await login(store, inviteeEmail);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor });
  });

  it('joins only once the invited address is confirmed: the link is e-mailed, continuing before it is refused', async () => {
    const adminStore = appStore();
    const inviteeEmail = `confirm-${unique()}@example.com`;
    const { admin, invite } = await adminWithInvite(adminStore, inviteeEmail);
    await logout(adminStore);

    const store = appStore();
    const history = await join(store, 'Cy Confirm', inviteeEmail, invite.code, undefined, { confirm: false });
    expect(store.getState().auth).toMatchObject({
      error: null,
      currentUser: null,
      joinVerification: { email: inviteeEmail, resent: false },
    });
    expect(history.pushed).toEqual([]);
    await oobCodeFor(inviteeEmail, 'VERIFY_EMAIL'); // the link went out
    expect((await readInvite(invite.code))?.usedBy).toBeNull();

    // Not opened yet: continuing says so, and nothing is joined.
    store.dispatch(joinContinueRequested({ inviteCode: invite.code, history }));
    await settled(store);
    expect(store.getState().auth.error?.code).toBe('auth/email-not-verified');
    expect((await readInvite(invite.code))?.usedBy).toBeNull();

    // Sent again on request; opened; continuing joins.
    store.dispatch(joinVerificationResendRequested({ continueUrl: 'http://localhost/join' }));
    await settled(store);
    expect(store.getState().auth.joinVerification?.resent).toBe(true);
    await confirmAddress(inviteeEmail);
    store.dispatch(joinContinueRequested({ inviteCode: invite.code, history }));
    await settled(store);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser).toMatchObject({ companyUID: admin.uid, role: UserRole.Editor });
    expect(store.getState().auth.joinVerification).toBeNull();
    expect(history.pushed).toEqual(['/app']);
  });

  it("refuses someone else's invitation and leaves no account behind", async () => {
    const adminStore = appStore();
    const { invite } = await adminWithInvite(adminStore, `intended-${unique()}@example.com`);
    await logout(adminStore);

    const store = newStore();
    const intruder = `intruder-${unique()}@example.com`;
    await join(store, 'Ivan Intruder', intruder, invite.code);
    expect(store.getState().auth.error?.code).toBe('invite/not-found');
    expect(store.getState().auth.currentUser).toBeNull();
    // The account was removed, so the address can register on its own.
    await register(store, 'Ivan Intruder', intruder);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser?.companyUID).toBe(store.getState().auth.currentUser?.uid);
  });

  it('lets an account without a company join with its password, or found one', async () => {
    const email = `lone-${unique()}@example.com`;
    const auth = await getFirebaseAuth();
    await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await signOut(auth);

    // Signing in does not found a company silently: it asks.
    const store = appStore();
    const history = await login(store, email);
    expect(store.getState().auth.currentUser).toBeNull();
    expect(store.getState().auth.pendingAccount?.email).toBe(email);
    expect(history.pushed).toEqual(['/user/setup']);
    expect(await readCompanyUser(auth.currentUser!.uid)).toBeNull();

    // Founding one names it.
    const found = recordingHistory();
    store.dispatch(companyFoundRequested({ companyName: 'Lone Pumps', history: found }));
    await settled(store);
    const user = store.getState().auth.currentUser!;
    expect(user).toMatchObject({ companyUID: user.uid, role: UserRole.Admin });
    expect(found.pushed).toEqual(['/app']);
    expect(await readCompanyUser(user.uid)).toMatchObject({ companyName: 'Lone Pumps' });
  });

  it('joins with an existing account that has no company yet', async () => {
    const adminStore = appStore();
    const email = `waiting-${unique()}@example.com`;
    const { admin, invite } = await adminWithInvite(adminStore, email, 'admin');
    await logout(adminStore);
    const auth = await getFirebaseAuth();
    await createUserWithEmailAndPassword(auth, email, PASSWORD);
    await signOut(auth);

    const store = appStore();
    await join(store, 'Wes Waiting', email, invite.code);
    expect(store.getState().auth.error).toBeNull();
    expect(store.getState().auth.currentUser).toMatchObject({ companyUID: admin.uid, role: UserRole.Admin });
  });

  it('returns to the page asked for before signing in', async () => {
    const store = newStore();
    const email = `deep-${unique()}@example.com`;
    await register(store, 'Dee Deep', email);
    await logout(store);
    const history = recordingHistory();
    store.dispatch(
      loginRequested({ user: { email, password: PASSWORD }, history, redirectTo: '/app/company/members' }),
    );
    await settled(store);
    expect(history.pushed).toEqual(['/app/company/members']);
  });

  it('removes a member: gone from the live list, and refused at the next sign-in', async () => {
    const adminStore = appStore();
    const memberEmail = `leaver-${unique()}@example.com`;
    const { invite } = await adminWithInvite(adminStore, memberEmail);
    const adminEmail = await readCompanyUser(adminStore.getState().auth.currentUser!.uid).then((r) => r!.companyEmail);
    await logout(adminStore);

    const memberStore = newStore();
    await join(memberStore, 'Leo Leaver', memberEmail, invite.code);
    const memberUid = memberStore.getState().auth.currentUser!.uid;
    await logout(memberStore);

    await login(adminStore, adminEmail);
    await until(() => expect(members(adminStore)).toHaveLength(2));
    adminStore.dispatch(memberRemoveRequested({ uid: memberUid }));
    await until(() => expect(members(adminStore)).toEqual([['Ada Admin', 'admin']]));
    // The removal is queued on this device (a read here already shows it); Firestore keeps a
    // signed-out user's queue unsent, so wait until it has reached the server.
    await waitForPendingWrites(await getDb());
    expect((await readCompanyUser(adminStore.getState().auth.currentUser!.uid))!.users.map((u) => u.id)).not.toContain(
      memberUid,
    );
    await logout(adminStore);

    await login(memberStore, memberEmail);
    expect(memberStore.getState().auth.error?.code).toBe('company/not-a-member');
    expect(memberStore.getState().auth.currentUser).toBeNull();
    expect((await getFirebaseAuth()).currentUser).toBeNull();
  });
});
