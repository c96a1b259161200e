// The notification centre against the emulators (strict profile: every composite index its
// queries need must be declared) and the real rules: an editor's safety request reaches the admin
// as a notice, the admin's planning reaches the editor as one; what each read is written to their
// own read state, and the admin's e-mail choices are saved and read back live.
import { describe, expect, it } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import { readInvite } from '../../services/companyService';
import { readOutbox } from '../../services/firebase/outbox';
import { injectFeature } from '../../store/featureRegistry';
import { liveKitFeature } from '../../store/liveKit';
import { addPump, adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { join, login, logout, newStore, openOrder, showOrder, type Store, unique } from '../../testing/flows';
import { until } from '../../testing/until';
import { assetsFeature } from '../assets/assetsSaga';
import { companyFeature } from '../company/companySaga';
import { inviteRequested, selectCompany } from '../company/companySlice';
import { membershipFeature } from '../company/membershipSaga';
import { plantSelected, selectPlantState } from '../plant/plantSlice';
import { workFeature } from '../work/workSaga';
import { moveRequested, raiseRequested, selectWork } from '../work/workSlice';
import {
  mailChoicesLive,
  noticeOrdersLive,
  readStateLive,
  selectNoticeOrdersOf,
  selectNotices,
  selectPersonOf,
  selectReadState,
} from './notificationsLive';
import { notificationsFeature } from './notificationsSaga';
import {
  mailChoicesSaveRequested,
  markAllReadRequested,
  markReadRequested,
  selectNotificationsState,
} from './notificationsSlice';

emulatorSuite();

/** The bell on screen for whoever is signed in to `store`, in its saved plant. */
function showBell(store: Store) {
  injectFeature(store, liveKitFeature);
  injectFeature(store, notificationsFeature);
  store.dispatch(noticeOrdersLive.opened(selectNoticeOrdersOf(store.getState())!));
  store.dispatch(readStateLive.opened(selectPersonOf(store.getState())!));
}

const kindsOf = (store: Store) => selectNotices(store.getState()).map((n) => [n.id, n.about.kind, n.by]);

describe('notifications against the emulators', () => {
  it('tells the admin of an editor’s safety request and the editor of the admin’s planning; each one’s read state is theirs', async () => {
    // The admin, and an editor invited to the company.
    const { store, key, email } = await adminInPlant({
      prefix: 'notices',
      features: [workFeature, membershipFeature, companyFeature],
    });
    await addPump(store, key);
    await until(() => expect(selectCompany(store.getState()).company?.name).toBeTruthy());
    const editorEmail = `notices-editor-${unique()}@example.com`;
    store.dispatch(inviteRequested({ email: editorEmail, role: 'editor' }));
    await until(() => expect(selectCompany(store.getState()).lastInvite).not.toBeNull());
    const code = selectCompany(store.getState()).lastInvite!.code;
    await until(async () => expect((await readInvite(code))?.email).toBe(editorEmail));
    const adminUid = store.getState().auth.currentUser!.uid;
    await logout(store);

    // The editor raises a safety request.
    const editorStore = newStore();
    injectFeature(editorStore, assetsFeature);
    injectFeature(editorStore, workFeature);
    await join(editorStore, 'Ed Editor', editorEmail, code);
    const editor = editorStore.getState().auth.currentUser!;
    expect(editor.role).toBe(UserRole.Editor);
    editorStore.dispatch(plantSelected(key));
    await until(() => expect(selectPlantState(editorStore.getState()).status).toBe('ready'));
    editorStore.dispatch(
      raiseRequested({ title: 'Guard missing', description: '', equipmentId: 'pump1', workType: 'SI' }),
    );
    await until(() => expect(selectWork(editorStore.getState()).lastRaised).toMatch(/^WR-/));
    const number = selectWork(editorStore.getState()).lastRaised!;
    await until(() => expect(readOutbox().filter((e) => e.label.what === 'workRaise')).toEqual([]));
    await logout(editorStore);

    // The admin hears of it, unread.
    const adminStore = newStore();
    injectFeature(adminStore, assetsFeature);
    injectFeature(adminStore, workFeature);
    await login(adminStore, email);
    adminStore.dispatch(plantSelected(key));
    await until(() => expect(selectPlantState(adminStore.getState()).status).toBe('ready'));
    showBell(adminStore);
    await until(() => expect(kindsOf(adminStore)).toEqual([[`request:${number}`, 'request', editor.uid]]));
    await until(() => expect(selectReadState(adminStore.getState())).toEqual({ seenAt: null, read: [] }));

    // Reading it by id, then everything: the admin's own read state, accepted by the rules.
    adminStore.dispatch(markReadRequested([`request:${number}`]));
    await until(() => expect(selectReadState(adminStore.getState())?.read).toEqual([`request:${number}`]));
    const before = Date.now();
    adminStore.dispatch(markAllReadRequested());
    await until(() => expect(selectReadState(adminStore.getState())?.seenAt).toBeGreaterThan(before - 6 * 60_000));
    await until(() => expect(readOutbox().filter((e) => e.label.what === 'notificationsRead')).toEqual([]));
    expect(selectNotificationsState(adminStore.getState()).writeError).toBeNull();

    // The admin's e-mail choices, saved and read back live.
    const person = selectPersonOf(adminStore.getState())!;
    adminStore.dispatch(mailChoicesLive.opened(person));
    await until(() => expect(mailChoicesLive.select(adminStore.getState(), person)?.value?.kinds).toEqual([]));
    adminStore.dispatch(mailChoicesSaveRequested(['assigned', 'urgent']));
    await until(() =>
      expect(mailChoicesLive.select(adminStore.getState(), person)?.value).toEqual({
        kinds: ['assigned', 'urgent'],
        fromCache: false,
      }),
    );
    await until(() => expect(readOutbox().filter((e) => e.label.what === 'mailPrefs')).toEqual([]));
    expect(selectNotificationsState(adminStore.getState()).writeError).toBeNull();

    // The admin plans the request with the editor on it (from its page: the work saga checks a
    // move against the order on screen). No longer new, it is no longer a notice.
    showOrder(adminStore, number);
    await until(() => expect(openOrder(adminStore).item).toMatchObject({ status: 'new', pending: false }));
    adminStore.dispatch(moveRequested({ number, to: 'inPlanning', changes: {}, note: '' }));
    await until(() => expect(openOrder(adminStore).item).toMatchObject({ status: 'inPlanning', pending: false }));
    await until(() => expect(kindsOf(adminStore)).toEqual([]));
    const plan = { estimatedHours: 2, craft: 'Mechanical', assignees: [editor.uid], permits: [], materials: [] };
    adminStore.dispatch(moveRequested({ number, to: 'readyToSchedule', changes: { plan }, note: '' }));
    await until(() => expect(openOrder(adminStore).item).toMatchObject({ status: 'readyToSchedule', pending: false }));
    expect(selectWork(adminStore.getState()).writeError).toBeNull();
    await logout(adminStore);

    // The editor hears of it: their order (assigned to them, and their request), changed by the admin.
    const again = newStore();
    injectFeature(again, assetsFeature);
    await login(again, editorEmail);
    again.dispatch(plantSelected(key));
    await until(() => expect(selectPlantState(again.getState()).status).toBe('ready'));
    showBell(again);
    await until(() => expect(kindsOf(again)).toEqual([[`order:${number}:v3`, 'changed', adminUid]]));
    // The admin's read state is not the editor's.
    await until(() => expect(selectReadState(again.getState())).toEqual({ seenAt: null, read: [] }));
  });
});
