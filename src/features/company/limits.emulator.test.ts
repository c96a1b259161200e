// The Free plan's limits against the Auth and Firestore emulators and the real rules:
// the counters the client writes in each batch (founding, a site, a plant, a join, a removal),
// a create beyond a limit refused and reported, the operator's `company:set-paid` script (the
// module function) lifting the limits, and every member's page following the plan live.
import { setLogLevel } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { join, login, logout, newStore, register, showCompanyLists, type Store, unique } from '../../testing/flows';
import { setPaid } from '../../../scripts/setPaid';
import { plantCreateRequested, siteCreateRequested } from '../plant/registerSlice';
import { selectRegister } from '../plant/registerLive';
import { companyFeature } from './companySaga';
import { inviteRequested, memberRemoveRequested, selectCompany, selectPlan } from './companySlice';
import { selectMembers } from './companyLive';
import { membershipFeature } from './membershipSaga';
import { until } from '../../testing/until';

emulatorSuite();
beforeAll(() => setLogLevel('silent'));

/** Where `emulators exec` runs the Firestore emulator (the script's default target). */
const target = () => ({
  kind: 'emulator' as const,
  project: process.env.GCLOUD_PROJECT ?? 'demo-torque',
  host: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
});

/** The record's counters as stored, read as the emulator's owner (whoever is signed in, or nobody). */
async function counts(company: string) {
  const { host, project } = target();
  const url = `http://${host}/v1/projects/${project}/databases/(default)/documents/users/${company}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const { fields = {} } = (await response.json()) as { fields?: Record<string, { integerValue?: string }> };
  return ['memberCount', 'siteCount', 'plantCount'].map((f) =>
    fields[f]?.integerValue === undefined ? undefined : Number(fields[f].integerValue),
  );
}

describe('site and plant counts', () => {
  it('counts each create in its batch, refuses one past the limit, and lifts the limits when paid', async () => {
    const { store, user } = await adminInPlant({ prefix: 'limits', features: [membershipFeature] });
    const company = user.companyUID;
    expect(await counts(company)).toEqual([1, 1, 1]);
    await until(() =>
      expect(selectPlan(store.getState())).toEqual({
        paid: false,
        usage: { members: 1, sites: 1, plants: 1, parts: 0 },
      }),
    );

    // A second site on the Free plan: shown at once (offline-first), refused by the rules, reported.
    store.dispatch(siteCreateRequested({ name: 'South' }));
    await until(() => expect(selectRegister(store.getState()).writeError?.code).toBe('permission-denied'));
    await until(() => expect(selectRegister(store.getState()).sites.map((s) => s.name)).toEqual(['North']));
    expect(await counts(company)).toEqual([1, 1, 1]);

    // The second plant fits; a third does not.
    const site = selectRegister(store.getState()).sites[0].id;
    store.dispatch(plantCreateRequested({ site, name: 'PM2' }));
    await until(async () => expect(await counts(company)).toEqual([1, 1, 2]));
    await until(() => expect(selectPlan(store.getState())?.usage.plants).toBe(2));
    store.dispatch(plantCreateRequested({ site, name: 'PM3' }));
    await until(() => expect(selectRegister(store.getState()).writeError?.code).toBe('permission-denied'));
    expect(await counts(company)).toEqual([1, 1, 2]);

    // The operator moves the company to the paid plan: the page follows live, and the site goes in.
    expect(await setPaid({ company, paid: true, target: target() })).toMatchObject({ before: false, paid: true });
    await until(() => expect(selectPlan(store.getState())?.paid).toBe(true));
    expect(store.getState().auth.currentUser?.isPaid).toBe(true);
    store.dispatch(siteCreateRequested({ name: 'South' }));
    await until(async () => expect(await counts(company)).toEqual([1, 2, 2]));

    // Back to Free: what the company has stays, nothing more goes in.
    expect(await setPaid({ company, paid: false, target: target() })).toMatchObject({ before: true, paid: false });
    await until(() => expect(selectPlan(store.getState())?.paid).toBe(false));
    store.dispatch(siteCreateRequested({ name: 'East' }));
    await until(() => expect(selectRegister(store.getState()).writeError?.code).toBe('permission-denied'));
    expect(await counts(company)).toEqual([1, 2, 2]);
  });
});

describe('the set-paid script against the emulators', () => {
  it('counts the members, sites and plants of a record from before the counters, and only then', async () => {
    const { user } = await adminInPlant({ prefix: 'uncounted', features: [membershipFeature] });
    const company = user.companyUID;
    const { host, project } = target();
    const mask = ['memberCount', 'siteCount', 'plantCount'].map((f) => `updateMask.fieldPaths=${f}`).join('&');
    const url = `http://${host}/v1/projects/${project}/databases/(default)/documents/users/${company}?${mask}`;
    const cleared = await fetch(url, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: {} }),
    });
    expect(cleared.ok).toBe(true);
    expect(await counts(company)).toEqual([undefined, undefined, undefined]);

    const counted = { memberCount: 1, siteCount: 1, plantCount: 1, partCount: 0 };
    expect(await setPaid({ company, paid: false, target: target() })).toMatchObject({ paid: false, counted });
    expect(await counts(company)).toEqual([1, 1, 1]);
    // Counted once: the next run leaves the counters to the rules.
    expect(await setPaid({ company, paid: false, target: target() })).toMatchObject({ counted: null });
  });

  it('refuses a company that does not exist and a member’s own record, writing nothing', async () => {
    await expect(setPaid({ company: `nobody${unique()}`, paid: true, target: target() })).rejects.toThrow(
      /No company nobody.* Nothing was written/,
    );
  });
});

describe('member counts', () => {
  function appStore() {
    const store = newStore();
    injectFeature(store, membershipFeature);
    injectFeature(store, companyFeature);
    showCompanyLists(store);
    return store;
  }

  async function invite(store: Store, email: string) {
    // The invitation carries the company's name, read from the company's record: on a busy
    // machine it may not have arrived yet right after registering (the rules refuse an empty one).
    await until(() => expect(selectCompany(store.getState()).company?.name).toBeTruthy());
    const before = selectCompany(store.getState()).lastInvite?.code;
    store.dispatch(inviteRequested({ email, role: 'editor' }));
    let code = '';
    await until(() => {
      code = selectCompany(store.getState()).lastInvite?.code ?? '';
      expect(code).not.toBe('');
      expect(code).not.toBe(before);
    });
    // The invitation is written offline-first: wait until the server has it, as its link is only
    // usable from then (and signing out with the write still pending could drop it).
    const { host, project } = target();
    await until(async () => {
      const url = `http://${host}/v1/projects/${project}/databases/(default)/documents/invites/${code}`;
      expect((await fetch(url, { headers: { Authorization: 'Bearer owner' } })).status).toBe(200);
    });
    return code;
  }

  it('counts each join and removal; the join past the limit is refused in words until the company is paid', async () => {
    const adminStore = appStore();
    const adminEmail = `limits-admin-${unique()}@example.com`;
    await register(adminStore, 'Ada Admin', adminEmail);
    const company = adminStore.getState().auth.currentUser!.uid;
    const emails = [1, 2, 3].map((i) => `limits-${i}-${unique()}@example.com`);
    const codes: string[] = [];
    for (const email of emails) codes.push(await invite(adminStore, email));
    await logout(adminStore);

    const joiner = appStore();
    for (const [i, email] of emails.slice(0, 2).entries()) {
      await join(joiner, `Member ${i + 1}`, email, codes[i]);
      expect(joiner.getState().auth.error).toBeNull();
      await logout(joiner);
    }
    expect(await counts(company)).toEqual([3, 0, 0]);

    // The fourth person: refused, in words, and no account left behind to block a retry.
    await join(joiner, 'Member 3', emails[2], codes[2]);
    expect(joiner.getState().auth.error?.code).toBe('company/join-refused');
    expect(joiner.getState().auth.currentUser).toBeNull();
    expect(await counts(company)).toEqual([3, 0, 0]);

    await setPaid({ company, paid: true, target: target() });
    await join(joiner, 'Member 3', emails[2], codes[2]);
    expect(joiner.getState().auth.error).toBeNull();
    expect(await counts(company)).toEqual([4, 0, 0]);
    await logout(joiner);

    // A removal takes one off.
    await login(adminStore, adminEmail);
    await until(() => expect(selectMembers(adminStore.getState())).toHaveLength(4));
    const removed = selectMembers(adminStore.getState()).find((m) => !m.isOwner)!.uid;
    adminStore.dispatch(memberRemoveRequested({ uid: removed }));
    await until(async () => expect(await counts(company)).toEqual([3, 0, 0]));
    expect(selectCompany(adminStore.getState()).writeError).toBeNull();
  });
});
