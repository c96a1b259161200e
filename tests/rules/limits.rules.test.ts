// The Free plan's limits and the company record's counters: a Free company at each
// limit refused one more member, site or plant; a paid company allowed beyond; the counters moved
// only by one, with what they count; `paid` never set from the client; a removal frees a place.
// The numbers come from src/lib/planLimits.ts (the rules' freeLimits() holds the same ones).
// The world is in ./fixture.ts: "zed" is Free (zed, olga), "alice" is paid (alice, dan, bob).
import { deleteField, doc, getDoc, increment, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '../../src/lib/planLimits';
import { createPlant, createSite, newPlant, newSite, plantPath, sitePath } from './assetFixture';
import {
  admin,
  emailOf,
  entry,
  expectRule,
  joinWrites,
  newInvite,
  PAST,
  removeWrites,
  setUpRulesEnvironment,
  signedIn,
} from './fixture';

setUpRulesEnvironment('limits.rules.test.ts');

const ZED = 'zed';
const zedDb = () => signedIn(ZED);

/** An open invitation to `company` for `uid`, made by its owner (written with the rules off). */
async function invite(uid: string, company = ZED) {
  const code = `${uid.toUpperCase()}INVITE`.padEnd(20, '2');
  await admin((db) =>
    setDoc(doc(db, 'invites', code), {
      ...newInvite(company, { email: emailOf(uid), companyUID: company, companyName: `${company} Works` }),
      companyEmail: emailOf(company),
      invitedAt: PAST,
    }),
  );
  return code;
}

async function join(uid: string, company = ZED) {
  const code = await invite(uid, company);
  return joinWrites(signedIn(uid), { uid, email: emailOf(uid) }, code, { company });
}

async function countsOf(company: string) {
  let data: Record<string, unknown> = {};
  await admin(async (db) => {
    data = (await getDoc(doc(db, 'users', company))).data() ?? {};
  });
  return { members: data.memberCount, sites: data.siteCount, plants: data.plantCount };
}

/** Joins zed until it has `FREE_LIMITS.members` members (it starts with zed and olga). */
async function fillZed() {
  const joiners = Array.from({ length: FREE_LIMITS.members - 2 }, (_, i) => `newcomer${i + 1}`);
  for (const uid of joiners) await expectRule(true, join(uid));
  expect((await countsOf(ZED)).members).toBe(FREE_LIMITS.members);
  return joiners;
}

describe('members on the Free plan', () => {
  it(`lets ${FREE_LIMITS.members} members in and refuses one more, counting each join`, async () => {
    await fillZed();
    await expectRule(false, join('onetoomany'));
    expect((await countsOf(ZED)).members).toBe(FREE_LIMITS.members);
  });

  it('frees a place when an admin removes a member, and lets the next one in', async () => {
    const joiners = await fillZed();
    const users = [entry('zed', 'admin'), ...joiners.map((uid) => entry(uid, 'editor'))];
    await expectRule(true, removeWrites(zedDb(), 'olga', users, { company: ZED }));
    expect((await countsOf(ZED)).members).toBe(FREE_LIMITS.members - 1);
    await expectRule(true, join('nextone'));
    expect((await countsOf(ZED)).members).toBe(FREE_LIMITS.members);
  });

  it('lets a paid company grow beyond the limit', async () => {
    // alice is paid and already has 3 members.
    for (const uid of ['carl', 'cora', 'cyd']) await expectRule(true, join(uid, 'alice'));
    expect((await countsOf('alice')).members).toBe(6);
  });

  it('applies the limit again when a company stops being paid (what it has stays)', async () => {
    await admin((db) => updateDoc(doc(db, 'users', ZED), { paid: true }));
    await fillZed();
    await expectRule(true, join('paidfor'));
    await admin((db) => updateDoc(doc(db, 'users', ZED), { paid: false }));
    await expectRule(false, join('notnow'));
    expect((await countsOf(ZED)).members).toBe(FREE_LIMITS.members + 1);
  });
});

describe('a company record from before the counters', () => {
  const uncounted = () =>
    admin((db) => updateDoc(doc(db, 'users', ZED), { memberCount: deleteField(), siteCount: deleteField() }));

  it('on the Free plan adds no member, site or plant (it cannot prove how many it has)', async () => {
    await uncounted();
    await expectRule(false, join('newcomer1'));
    await expectRule(false, createSite(zedDb(), newSite(ZED), 'site1', ZED));
    // Counted (by the operator's script), it is within the limits again.
    await admin((db) => updateDoc(doc(db, 'users', ZED), { memberCount: 2, siteCount: 0 }));
    await expectRule(true, join('newcomer1'));
    await expectRule(true, createSite(zedDb(), newSite(ZED), 'site1', ZED));
  });

  it('a paid company grows as before', async () => {
    await uncounted();
    await admin((db) => updateDoc(doc(db, 'users', ZED), { paid: true }));
    await expectRule(true, join('newcomer1'));
    await expectRule(true, createSite(zedDb(), newSite(ZED), 'site1', ZED));
  });
});

describe('sites and plants on the Free plan', () => {
  it(`lets ${FREE_LIMITS.sites} site in and refuses one more`, async () => {
    for (let i = 1; i <= FREE_LIMITS.sites; i++) {
      await expectRule(true, createSite(zedDb(), newSite(ZED), `site${i}`, ZED));
    }
    await expectRule(false, createSite(zedDb(), newSite(ZED), 'onetoomany', ZED));
    expect((await countsOf(ZED)).sites).toBe(FREE_LIMITS.sites);
  });

  it(`lets ${FREE_LIMITS.plants} plants in and refuses one more, in any site`, async () => {
    await expectRule(true, createSite(zedDb(), newSite(ZED), 'site1', ZED));
    for (let i = 1; i <= FREE_LIMITS.plants; i++) {
      await expectRule(true, createPlant(zedDb(), newPlant(ZED), `plant${i}`, 'site1', ZED));
    }
    await expectRule(false, createPlant(zedDb(), newPlant(ZED), 'onetoomany', 'site1', ZED));
    expect(await countsOf(ZED)).toEqual({ members: 2, sites: 1, plants: FREE_LIMITS.plants });
  });

  it('counts archived sites (they are never deleted)', async () => {
    await expectRule(true, createSite(zedDb(), newSite(ZED), 'site1', ZED));
    await expectRule(true, updateDoc(doc(zedDb(), sitePath('site1', ZED)), { archived: true }));
    await expectRule(false, createSite(zedDb(), newSite(ZED), 'site2', ZED));
  });

  it('lets a paid company add sites and plants beyond the limits', async () => {
    await admin((db) => updateDoc(doc(db, 'users', ZED), { paid: true }));
    for (let i = 1; i <= FREE_LIMITS.sites + 1; i++) {
      await expectRule(true, createSite(zedDb(), newSite(ZED), `site${i}`, ZED));
    }
    for (let i = 1; i <= FREE_LIMITS.plants + 1; i++) {
      await expectRule(true, createPlant(zedDb(), newPlant(ZED), `plant${i}`, 'site1', ZED));
    }
    expect(await countsOf(ZED)).toEqual({ members: 2, sites: FREE_LIMITS.sites + 1, plants: FREE_LIMITS.plants + 1 });
  });
});

describe('counters moved only with what they count', () => {
  it('refuses a site or a plant created without its step, or with a wrong one', async () => {
    const db = zedDb();
    await expectRule(false, setDoc(doc(db, sitePath('site1', ZED)), newSite(ZED)));
    const twice = writeBatch(db);
    twice.set(doc(db, sitePath('site1', ZED)), newSite(ZED));
    twice.update(doc(db, 'users', ZED), { siteCount: increment(2), counted: { site: 'site1' } });
    await expectRule(false, twice.commit());
    const elsewhere = writeBatch(db);
    elsewhere.set(doc(db, sitePath('site1', ZED)), newSite(ZED));
    elsewhere.update(doc(db, 'users', ZED), { siteCount: increment(1), counted: { site: 'another' } });
    await expectRule(false, elsewhere.commit());
    await expectRule(true, createSite(db, newSite(ZED), 'site1', ZED));
    await expectRule(false, setDoc(doc(db, plantPath('plant1', 'site1', ZED)), newPlant(ZED)));
    const wrongPlant = writeBatch(db);
    wrongPlant.set(doc(db, plantPath('plant1', 'site1', ZED)), newPlant(ZED));
    wrongPlant.update(doc(db, 'users', ZED), { plantCount: increment(1), counted: { site: 'site1', plant: 'p9' } });
    await expectRule(false, wrongPlant.commit());
    await expectRule(true, createPlant(db, newPlant(ZED), 'plant1', 'site1', ZED));
  });

  it('refuses a counter set or raised with nothing created', async () => {
    const db = zedDb();
    await expectRule(false, updateDoc(doc(db, 'users', ZED), { siteCount: increment(1), counted: { site: 'ghost' } }));
    await expectRule(
      false,
      updateDoc(doc(db, 'users', ZED), { plantCount: increment(1), counted: { site: 'ghost', plant: 'ghost' } }),
    );
    await expectRule(false, updateDoc(doc(db, 'users', ZED), { memberCount: increment(1) }));
    await expectRule(false, updateDoc(doc(db, 'users', ZED), { memberCount: 0 }));
    await expectRule(false, updateDoc(doc(db, 'users', ZED), { siteCount: -5 }));
    await expectRule(false, updateDoc(doc(db, 'users', ZED), { counted: { site: 'x' } }));
  });

  it('refuses lowering a count after a site was made (sites only rise)', async () => {
    await expectRule(true, createSite(zedDb(), newSite(ZED), 'site1', ZED));
    await expectRule(false, updateDoc(doc(zedDb(), 'users', ZED), { siteCount: 0, counted: { site: 'site1' } }));
    await expectRule(false, updateDoc(doc(zedDb(), 'users', ZED), { siteCount: increment(-1) }));
  });

  it('refuses a decrement that removes nobody', async () => {
    const db = zedDb();
    const both = [entry('zed', 'admin'), entry('olga', 'editor')];
    // Naming someone who is not a member, or the owner, or keeping the member list whole.
    await expectRule(false, removeWrites(db, 'nobody', [entry('zed', 'admin')], { company: ZED, skipMember: true }));
    await expectRule(false, removeWrites(db, 'zed', [entry('olga', 'editor')], { company: ZED, skipMember: true }));
    await expectRule(false, removeWrites(db, 'olga', both, { company: ZED }));
    // A removal without the decrement, or by two.
    await expectRule(false, removeWrites(db, 'olga', [both[0]], { company: ZED, record: ({ users }) => ({ users }) }));
    await expectRule(
      false,
      removeWrites(db, 'olga', [both[0]], { company: ZED, record: (r) => ({ ...r, memberCount: increment(-2) }) }),
    );
    expect((await countsOf(ZED)).members).toBe(2);
  });

  it('refuses an editor moving the counters, even with a real create', async () => {
    await expectRule(false, updateDoc(doc(signedIn('olga'), 'users', ZED), { memberCount: 1 }));
    await expectRule(false, createSite(signedIn('olga'), newSite('olga'), 'site1', ZED));
  });
});

describe('paid: never from the client', () => {
  for (const uid of ['olga', 'zed']) {
    it(`refuses ${uid === 'zed' ? 'the owner (an admin)' : 'a member (an editor)'} setting paid`, async () => {
      await expectRule(false, updateDoc(doc(signedIn(uid), 'users', ZED), { paid: true }));
    });
  }

  it('refuses paid slipped into a batch that creates a site', async () => {
    const db = zedDb();
    const batch = writeBatch(db);
    batch.set(doc(db, sitePath('site1', ZED)), newSite(ZED));
    batch.update(doc(db, 'users', ZED), { siteCount: increment(1), counted: { site: 'site1' }, paid: true });
    await expectRule(false, batch.commit());
  });

  it('refuses a joiner marking the company paid on the way in', async () => {
    const code = await invite('payer');
    await expectRule(
      false,
      joinWrites(signedIn('payer'), { uid: 'payer', email: emailOf('payer') }, code, {
        company: ZED,
        counter: (c) => ({ ...c, paid: true }),
      }),
    );
  });
});
