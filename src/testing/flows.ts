// Sign-in flows driven through a real store, for the emulator suites: each helper dispatches
// what a page would and waits for the saga to settle.
import { signOut } from 'firebase/auth';
import { expect } from 'vitest';
import { makeStore } from '../app/store';
import {
  type History,
  joinContinueRequested,
  joinRequested,
  loginRequested,
  logoutRequested,
  registerRequested,
} from '../features/auth/authSlice';
import { getFirebaseAuth } from '../services/firebase/auth';
import { emulatorHosts, firebaseOptions } from '../services/firebase/config';
import { until } from './until';
import { injectFeature } from '../store/featureRegistry';
import { liveKitFeature, type LiveKit } from '../store/liveKit';
import { registerLive } from '../features/plant/registerLive';
import { companyRecordLive, ownMembershipLive, uploadMonthLive } from '../features/company/sessionLive';
import { uploadMonthOf } from '../domain/uploads';
import { savedPlantLive, selectOwnSavedPlant } from '../features/assets/plantLive';
import { selectSavedPlant } from '../features/plant/plantSlice';
import { orderDocLive, orderHistoryLive, selectOpenOrder } from '../features/work/orderLive';
import { type CompanyListOf, invitesLive, membersLive } from '../features/company/companyLive';
import { selectCompany } from '../features/company/companySlice';
import { UserRole } from '../lib/currentUser';

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
export const PASSWORD = 'secret-123';

export function recordingHistory(): History & { pushed: string[] } {
  const pushed: string[] = [];
  return { pushed, push: (to) => pushed.push(to) };
}

export type Store = ReturnType<typeof makeStore>;

/** Every store a test made; signed out after it, so no listener of one test outlives it. */
const stores: Store[] = [];
export function newStore() {
  const store = makeStore();
  stores.push(store);
  showAppShell(store);
  return store;
}

export async function settled(store: Store) {
  await until(() => expect(store.getState().auth.loading).toBe(false));
}

export async function register(store: Store, name: string, email: string) {
  const history = recordingHistory();
  const companyName = `${name} Works`;
  store.dispatch(registerRequested({ user: { name, email, password: PASSWORD, companyName }, history }));
  await settled(store);
  return history;
}

export async function login(store: Store, email: string, password = PASSWORD) {
  const history = recordingHistory();
  store.dispatch(loginRequested({ user: { email, password }, history }));
  await settled(store);
  return history;
}

/** The newest e-mail action code the Auth emulator holds for `email` (a reset, a confirmation…). */
export async function oobCodeFor(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string> {
  const url = `http://${emulatorHosts.auth}/emulator/v1/projects/${firebaseOptions.projectId}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).pop();
  if (!code) throw new Error(`no ${requestType} code for ${email}`);
  return code.oobCode;
}

/** Opens the link that confirms `email` (what the invitee does in their mailbox). */
export async function confirmAddress(email: string) {
  const code = await oobCodeFor(email, 'VERIFY_EMAIL');
  const url = `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/accounts:update?key=${firebaseOptions.apiKey}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode: code }),
  });
  if (!response.ok) throw new Error(`confirming ${email}: ${response.status} ${await response.text()}`);
}

/**
 * Signs up `email` through the invitation `inviteCode`, as the join page does: when the address
 * is not confirmed yet, opens the link e-mailed to it and continues (`confirm` false stops there).
 */
export async function join(
  store: Store,
  name: string,
  email: string,
  inviteCode: string,
  password = PASSWORD,
  { confirm = true } = {},
) {
  const history = recordingHistory();
  store.dispatch(
    joinRequested({ user: { name, email, password }, inviteCode, history, continueUrl: 'http://localhost/join' }),
  );
  await settled(store);
  if (confirm && store.getState().auth.joinVerification) {
    await confirmAddress(store.getState().auth.joinVerification!.email);
    store.dispatch(joinContinueRequested({ inviteCode, history }));
    await settled(store);
  }
  return history;
}

export async function logout(store: Store) {
  store.dispatch(logoutRequested());
  const auth = await getFirebaseAuth();
  await until(() => expect(auth.currentUser).toBeNull());
}

/** After each test: every store signed out, so no listener of one test outlives it. */
export async function endStores() {
  for (const store of stores.splice(0)) store.dispatch(logoutRequested());
  await signOut(await getFirebaseAuth());
}

/** The work order a test has open, as its page would (the live-data kit). */
let shownOrder = '';

/** Opens order `number` of the saved plant and its history, as the order page does. */
export function showOrder(store: Store, number: string) {
  injectFeature(store, liveKitFeature);
  const plant = selectSavedPlant(store.getState());
  if (!plant) throw new Error('No plant is saved: the order page would show none');
  shownOrder = number;
  store.dispatch(orderDocLive.opened({ plant, number }));
  store.dispatch(orderHistoryLive.opened({ plant, number }));
}

/** The order `showOrder` opened, as its page shows it. */
export const openOrder = (store: Store) => selectOpenOrder(store.getState(), shownOrder);

/**
 * Keeps open, for whoever is signed in to `store`, the kit entries `wanted` names (as a page's
 * hooks do): listened to again when what they name changes, closed when it goes.
 */
function follow(store: Store, wanted: (state: ReturnType<Store['getState']>) => Opened[]) {
  injectFeature(store, liveKitFeature);
  let shown: Opened[] = [];
  const sync = () => {
    const next = wanted(store.getState());
    const key = (list: Opened[]) => list.map(({ kit, params }) => `${kit.name}/${kit.keyOf(params)}`).join();
    if (key(next) === key(shown)) return;
    const before = shown;
    shown = next;
    for (const { kit, params } of before) store.dispatch(kit.closed(params));
    for (const { kit, params } of next) store.dispatch(kit.opened(params));
  };
  store.subscribe(sync);
  sync();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of entries of any kit
type Opened = { kit: LiveKit<any, any>; params: unknown };

/**
 * The app shell on screen, as on every signed-in page: the session's lists (own membership,
 * company record, this month's uploads) and the top bar's (the register, the saved plant).
 */
export function showAppShell(store: Store) {
  follow(store, (state) => {
    const user = state.auth.currentUser;
    const plant = selectOwnSavedPlant(state);
    if (!user) return [];
    const company = user.companyUID;
    return [
      { kit: ownMembershipLive, params: { company, uid: user.uid } },
      { kit: companyRecordLive, params: company },
      { kit: uploadMonthLive, params: { company, month: uploadMonthOf(new Date()) } },
      { kit: registerLive, params: company },
      ...(plant ? [{ kit: savedPlantLive, params: plant }] : []),
    ];
  });
}

/**
 * The members page on screen for whoever is signed in to `store`, as its hooks do: the members
 * list (and, for an admin, the invitations) of the user's company and data filter, listened to
 * again when the user, the filter or the "every date" switch changes.
 */
export function showCompanyLists(store: Store) {
  follow(store, (state) => {
    const user = state.auth.currentUser;
    if (!user) return [];
    const params = (list: 'members' | 'invites'): CompanyListOf => ({
      company: user.companyUID,
      filter: state.settings.dataFilter,
      allDates: selectCompany(state).allDates[list],
    });
    return [
      { kit: membersLive, params: params('members') },
      ...(user.role === UserRole.Admin ? [{ kit: invitesLive, params: params('invites') }] : []),
    ];
  });
}
