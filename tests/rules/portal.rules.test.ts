// The request portal (firestore.rules "The rules: the request portal"): a visitor without an
// account, signed in anonymously, sends a request through an enabled portal of the plant, in one
// batch with its first history event, its status document and a step of their throttle (one a
// minute, 20 a day). Every abuse is refused: a forged, disabled or other plant's key, another
// company, a flood, markup, wrong sizes, a forged work type or name. The visitor reads their own
// status documents and the portal, nothing else; staff move the stage with the order; admins
// open, switch and re-key portals.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { equipmentPath, MIXER, OTHER_PLANT, PLANT, plantPath, PUMP, SITE, STORED } from './assetFixture';
import { admin, dbOf, expectRule, readAsAdmin, setUpRulesEnvironment, signedIn, visitor, without } from './fixture';
import { event, historyPath, seedWork, workPath } from './workFixture';
import {
  type Change,
  type Doc,
  firstThrottle,
  KEY,
  ME,
  NUMBER,
  portal,
  portalWork,
  send,
  type Send,
  statusDoc,
} from './portalFixture';

const OFF_KEY = 'PortalKeyAliceOff001';
const PAINT_KEY = 'PortalKeyAlicePaint1';
const ZED_KEY = 'PortalKeyZedCorp0001';
const STORED_NUMBER = 'WR-20261124-P0RT';
const STORED_STATUS = 'StatusKeyStored00001';

const ago = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

async function seedPortal() {
  await seedWork();
  await admin(async (db) => {
    await setDoc(doc(db, `portals/${KEY}`), portal());
    await setDoc(doc(db, `portals/${OFF_KEY}`), portal({ enabled: false }));
    await setDoc(doc(db, `portals/${PAINT_KEY}`), portal({ plant: OTHER_PLANT }));
    await setDoc(doc(db, `portals/${ZED_KEY}`), portal({ company: 'zed', updatedBy: 'zed' }));
    // A request sent earlier by visitor2, waiting in the queue, and its status document.
    await setDoc(doc(db, workPath(STORED_NUMBER)), {
      ...portalWork('visitor2', STORED_NUMBER, {}, { status: STORED_STATUS }),
      raisedAt: ago(3600),
      updatedAt: ago(3600),
    });
    await setDoc(doc(db, `portalStatus/${STORED_STATUS}`), {
      ...statusDoc('visitor2', STORED_NUMBER),
      createdAt: ago(3600),
      updatedAt: ago(3600),
    });
  });
}

setUpRulesEnvironment('portal.rules.test.ts', seedPortal);

describe('sending a request through the portal', () => {
  it('a visitor sends one through an enabled portal of the plant, with their throttle', async () => {
    await expectRule(true, send());
    const stored = await readAsAdmin(workPath(NUMBER));
    if (stored?.rime !== 70) throw new Error('the request was not stored as sent');
  });

  it('each urgency has its work type: production stopped is a breakdown, the rest a repair', async () => {
    await expectRule(
      true,
      send({
        work: (d) => ({ ...d, workType: 'BRP', rime: 56, portal: { ...(d.portal as Doc), urgency: 'stopped' } }),
      }),
    );
    const windowStart = ago(120);
    await admin((db) => setDoc(doc(db, `portalThrottle/${ME}`), { last: windowStart, windowStart, count: 1 }));
    await expectRule(
      true,
      send({
        number: 'WR-20261124-4PR2',
        statusKey: 'StatusKeyOfVisitor02',
        work: (d) => ({
          ...d,
          workType: 'RPM-INSP',
          rime: 35,
          portal: { ...(d.portal as Doc), urgency: 'canWait', status: 'StatusKeyOfVisitor02' },
        }),
        throttle: { last: serverTimestamp(), windowStart, count: 2 },
      }),
    );
  });

  it('a photo named by the request, a description of 2,000 characters and no contact are accepted', async () => {
    await expectRule(
      true,
      send({
        work: (d) => ({
          ...d,
          description: 'x'.repeat(2000),
          portal: { ...(d.portal as Doc), contact: '', photo: 'k1x9-leak.jpg' },
        }),
      }),
    );
  });

  const withOrigin =
    (origin: Doc): Change =>
    (d) => ({ ...d, portal: { ...(d.portal as Doc), ...origin } });
  const refused: [string, Send][] = [
    ['a key that does not exist', { work: withOrigin({ key: 'NoSuchPortalKey00001' }) }],
    ['the key of a portal that is turned off', { work: withOrigin({ key: OFF_KEY }) }],
    ['the key of another plant’s portal', { work: withOrigin({ key: PAINT_KEY }) }],
    ['the key of another company’s portal', { work: withOrigin({ key: ZED_KEY }) }],
    ['a key that is not one', { work: withOrigin({ key: '../portals/x' }) }],
    ['a safety request written as a breakdown', { work: (d) => ({ ...d, workType: 'BRP', rime: 56 }) }],
    ['a RIME of its own', { work: (d) => ({ ...d, rime: 99 }) }],
    [
      'a ranking key that jumps the queue (a year early)',
      { work: (d) => ({ ...d, rankAt: Timestamp.fromMillis((d.rankAt as Timestamp).toMillis() - 365 * 86_400_000) }) },
    ],
    ['no ranking key', { work: (d) => without(d, 'rankAt') }],
    ['an urgency not in the list', { work: withOrigin({ urgency: 'now' }) }],
    ['a name that is not the sender’s', { work: (d) => ({ ...d, raisedByName: 'Plant Manager' }) }],
    ['no name', { work: (d) => ({ ...d, raisedByName: '', portal: { ...(d.portal as Doc), name: '' } }) }],
    [
      'a name over 100 characters',
      {
        work: (d) => ({ ...d, raisedByName: 'n'.repeat(101), portal: { ...(d.portal as Doc), name: 'n'.repeat(101) } }),
      },
    ],
    ['a contact over 120 characters', { work: withOrigin({ contact: 'c'.repeat(121) }) }],
    ['a description over 2,000 characters', { work: (d) => ({ ...d, description: 'x'.repeat(2001) }) }],
    ['script in the description', { work: (d) => ({ ...d, description: 'Leak <script>alert(1)</script>' }) }],
    ['an image tag in the title', { work: (d) => ({ ...d, title: 'Leak <img src=x onerror=alert(1)>' }) }],
    [
      'markup in the name',
      { work: (d) => ({ ...d, raisedByName: '<b>Pat</b>', portal: { ...(d.portal as Doc), name: '<b>Pat</b>' } }) },
    ],
    ['a photo name that is not a stored name', { work: withOrigin({ photo: '../../evil.exe' }) }],
    ['an extra field in the origin', { work: withOrigin({ ip: '10.0.0.1' }) }],
    [
      'a plan already made',
      { work: (d) => ({ ...d, plan: { estimatedHours: 1, craft: 'M', assignees: [], permits: [], materials: [] } }) },
    ],
    ['a status other than New', { work: (d) => ({ ...d, status: 'inProgress' }) }],
    [
      'equipment of another plant',
      { work: (d) => ({ ...d, equipmentId: 'nope', equipmentTag: 'X', equipmentName: 'X' }) },
    ],
    ['a criticality that is not the equipment’s', { work: (d) => ({ ...d, criticality: 10, rime: 100 }) }],
    ['written as another visitor', { work: (d) => ({ ...d, raisedBy: 'visitor9' }) }],
    ['no throttle step in the batch', { throttle: null }],
    ['a throttle that starts at more than one', { throttle: { ...firstThrottle(), count: 5 } }],
    ['no history event', { skipEvent: true }],
    ['a status document for another request', { status: (d) => ({ ...d, number: STORED_NUMBER }) }],
    ['a status document of another stage', { status: (d) => ({ ...d, stage: 'done' }) }],
    ['a status document with another title', { status: (d) => ({ ...d, title: 'All fine' }) }],
    ['a status document with extra fields', { status: (d) => ({ ...d, plantManager: 'dan' }) }],
    ['a status key that is not the request’s', { statusKey: 'StatusKeyOfVisitor99' }],
  ];
  for (const [what, change] of refused)
    it(`refuses ${what}`, async () => {
      await expectRule(false, send(change));
    });

  it('refuses a visitor who is not signed in, and a member writing a portal request', async () => {
    await expectRule(false, send({ db: dbOf('anonymous'), uid: 'anon' }));
    // A member raises requests as themself; `portal` is for visitors only.
    await expectRule(false, send({ db: signedIn('bob'), uid: 'bob' }));
  });

  it('refuses a request into a plant other than the portal’s, or another company’s', async () => {
    await admin((db) =>
      setDoc(doc(db, equipmentPath(MIXER, OTHER_PLANT)), {
        ...STORED[MIXER],
      }),
    );
    await expectRule(false, send({ plant: OTHER_PLANT }));
    const db = visitor(ME);
    const batch = writeBatch(db);
    const zedPath = `users/zed/companies/zed/sites/${SITE}/plants/${PLANT}/workRequests/${NUMBER}`;
    batch.set(doc(db, zedPath), { ...portalWork(), portal: { ...(portalWork().portal as Doc), key: ZED_KEY } });
    batch.set(doc(db, `portalThrottle/${ME}`), firstThrottle());
    await expectRule(false, batch.commit());
  });
});

describe('the throttle', () => {
  const step = (extra: Doc) => send({ throttle: { last: serverTimestamp(), ...extra } });

  it('allows the next request a minute after the last, in the same window', async () => {
    const windowStart = ago(3600);
    await admin((db) => setDoc(doc(db, `portalThrottle/${ME}`), { last: ago(61), windowStart, count: 5 }));
    await expectRule(true, step({ windowStart, count: 6 }));
  });

  it('refuses a request within a minute of the last', async () => {
    await admin((db) => setDoc(doc(db, `portalThrottle/${ME}`), { last: ago(20), windowStart: ago(3600), count: 2 }));
    const stored = (await readAsAdmin(`portalThrottle/${ME}`))!;
    await expectRule(false, step({ windowStart: stored.windowStart, count: 3 }));
  });

  it('refuses the 21st request in 24 hours, and a count that skips or stays', async () => {
    await admin((db) => setDoc(doc(db, `portalThrottle/${ME}`), { last: ago(120), windowStart: ago(3600), count: 20 }));
    const was = (await readAsAdmin(`portalThrottle/${ME}`))!;
    await expectRule(false, step({ windowStart: was.windowStart, count: 21 }));
    await expectRule(false, step({ windowStart: was.windowStart, count: 20 }));
    // A window restarted early does not reset the count either.
    await expectRule(false, step({ windowStart: serverTimestamp(), count: 1 }));
  });

  it('opens a new window once 24 hours have passed', async () => {
    await admin((db) =>
      setDoc(doc(db, `portalThrottle/${ME}`), { last: ago(90_000), windowStart: ago(90_000), count: 20 }),
    );
    await expectRule(true, step({ windowStart: serverTimestamp(), count: 1 }));
  });

  it('a visitor never writes another’s throttle, and nobody deletes one', async () => {
    await expectRule(false, setDoc(doc(visitor(ME), 'portalThrottle/visitor2'), firstThrottle()));
    await admin((db) => setDoc(doc(db, `portalThrottle/${ME}`), { last: ago(61), windowStart: ago(61), count: 1 }));
    await expectRule(false, deleteDoc(doc(visitor(ME), `portalThrottle/${ME}`)));
    await expectRule(true, getDoc(doc(visitor(ME), `portalThrottle/${ME}`)));
    await expectRule(false, getDoc(doc(visitor('visitor2'), `portalThrottle/${ME}`)));
  });
});

describe('what a visitor reads', () => {
  it('an enabled portal by its key; not one turned off, and no list', async () => {
    await expectRule(true, getDoc(doc(visitor(ME), `portals/${KEY}`)));
    await expectRule(false, getDoc(doc(visitor(ME), `portals/${OFF_KEY}`)));
    await expectRule(false, getDoc(doc(dbOf('anonymous'), `portals/${KEY}`)));
    await expectRule(false, getDocs(query(collection(visitor(ME), 'portals'), where('company', '==', 'alice'))));
  });

  it('a status document by its key (the status link), and a list of their own only', async () => {
    await expectRule(true, getDoc(doc(visitor(ME), `portalStatus/${STORED_STATUS}`)));
    await expectRule(
      true,
      getDocs(query(collection(visitor('visitor2'), 'portalStatus'), where('by', '==', 'visitor2'))),
    );
    await expectRule(false, getDocs(query(collection(visitor(ME), 'portalStatus'), where('by', '==', 'visitor2'))));
    await expectRule(false, getDocs(collection(visitor(ME), 'portalStatus')));
    await expectRule(false, getDoc(doc(dbOf('anonymous'), `portalStatus/${STORED_STATUS}`)));
  });

  it('never the request itself, the plant, its register, its queue or the company', async () => {
    const them = visitor('visitor2');
    await expectRule(false, getDoc(doc(them, workPath(STORED_NUMBER))));
    await expectRule(false, getDocs(collection(them, `${plantPath()}/workRequests`)));
    await expectRule(false, getDoc(doc(them, plantPath())));
    await expectRule(false, getDoc(doc(them, equipmentPath(PUMP))));
    await expectRule(false, getDocs(collection(them, `${plantPath()}/equipment`)));
    await expectRule(false, getDoc(doc(them, 'users/alice')));
    await expectRule(false, getDoc(doc(them, 'users/alice/members/alice')));
  });

  it('never changes a status document or a request after sending it', async () => {
    const them = visitor('visitor2');
    await expectRule(
      false,
      updateDoc(doc(them, `portalStatus/${STORED_STATUS}`), { stage: 'done', updatedAt: serverTimestamp() }),
    );
    await expectRule(false, updateDoc(doc(them, workPath(STORED_NUMBER)), { title: 'Changed' }));
    await expectRule(false, deleteDoc(doc(them, `portalStatus/${STORED_STATUS}`)));
  });
});

describe('staff and the requester’s status', () => {
  /** An admin moves the stored portal request from New to `to`, with its stage. */
  function move(db: Firestore, uid: string, to: string, stage: string | null) {
    const batch = writeBatch(db);
    batch.update(doc(db, workPath(STORED_NUMBER)), {
      status: to,
      version: 2,
      reason: to === 'rejected' ? 'Not a fault' : null,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
    batch.set(doc(db, historyPath(STORED_NUMBER, 2)), event({ uid, email: '' }, 2, 'new', to));
    if (stage) batch.update(doc(db, `portalStatus/${STORED_STATUS}`), { stage, updatedAt: serverTimestamp() });
    return batch.commit();
  }

  it('members read portal requests in the queue like any request', async () => {
    for (const actor of ['owner', 'admin', 'editor'] as const)
      await expectRule(true, getDoc(doc(dbOf(actor), workPath(STORED_NUMBER))));
    for (const actor of ['outsiderAdmin', 'outsiderEditor'] as const)
      await expectRule(false, getDoc(doc(dbOf(actor), workPath(STORED_NUMBER))));
  });

  it('an admin’s move takes the stage along: triaged into planning, it reads Accepted', async () => {
    await expectRule(true, move(signedIn('dan'), 'dan', 'inPlanning', 'accepted'));
    const status = await readAsAdmin(`portalStatus/${STORED_STATUS}`);
    if (status?.stage !== 'accepted') throw new Error('the stage did not move');
  });

  it('a rejection reads Declined', async () => {
    await expectRule(true, move(signedIn('dan'), 'dan', 'rejected', 'declined'));
  });

  it('refuses a stage that is not the order’s, and other changes to the status document', async () => {
    await expectRule(false, move(signedIn('dan'), 'dan', 'inPlanning', 'done'));
    await expectRule(
      false,
      updateDoc(doc(signedIn('dan'), `portalStatus/${STORED_STATUS}`), {
        title: 'Changed',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses another company’s admin moving the stage', async () => {
    await expectRule(
      false,
      updateDoc(doc(signedIn('zed'), `portalStatus/${STORED_STATUS}`), {
        stage: 'received',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('opening and switching a portal', () => {
  const NEW_KEY = 'PortalKeyAliceNew001';
  it('an admin opens one for a plant of the company; an editor or an outsider does not', async () => {
    await expectRule(
      false,
      setDoc(doc(signedIn('bob'), `portals/${NEW_KEY}`), portal({ updatedAt: serverTimestamp(), updatedBy: 'bob' })),
    );
    await expectRule(
      false,
      setDoc(doc(signedIn('zed'), `portals/${NEW_KEY}`), portal({ updatedAt: serverTimestamp(), updatedBy: 'zed' })),
    );
    await expectRule(
      false,
      setDoc(doc(visitor(ME), `portals/${NEW_KEY}`), portal({ updatedAt: serverTimestamp(), updatedBy: ME })),
    );
    await expectRule(
      true,
      setDoc(doc(signedIn('dan'), `portals/${NEW_KEY}`), portal({ updatedAt: serverTimestamp() })),
    );
  });

  it('refuses a short key, a plant that does not exist, extra fields and a long equipment list', async () => {
    const dan = signedIn('dan');
    const now = { updatedAt: serverTimestamp() };
    await expectRule(false, setDoc(doc(dan, 'portals/short'), portal(now)));
    await expectRule(false, setDoc(doc(dan, `portals/${NEW_KEY}`), portal({ ...now, plant: 'nowhere' })));
    await expectRule(false, setDoc(doc(dan, `portals/${NEW_KEY}`), portal({ ...now, secret: 1 })));
    const many = Array.from({ length: 5001 }, (_, i) => ({ id: `e${i}`, tag: 'T', name: 'N' }));
    await expectRule(false, setDoc(doc(dan, `portals/${NEW_KEY}`), portal({ ...now, equipment: many })));
  });

  it('an admin turns it off and on and re-keys it; the plant of a portal never changes', async () => {
    const dan = signedIn('dan');
    await expectRule(true, updateDoc(doc(dan, `portals/${KEY}`), { enabled: false, updatedAt: serverTimestamp() }));
    await expectRule(
      false,
      updateDoc(doc(dan, `portals/${KEY}`), { plant: OTHER_PLANT, updatedAt: serverTimestamp() }),
    );
    await expectRule(
      false,
      updateDoc(doc(signedIn('bob'), `portals/${KEY}`), { enabled: true, updatedAt: serverTimestamp() }),
    );
    await expectRule(true, deleteDoc(doc(dan, `portals/${KEY}`)));
  });

  it('turned off, the portal refuses new requests at once', async () => {
    await admin((db) => updateDoc(doc(db, `portals/${KEY}`), { enabled: false }));
    await expectRule(false, send());
  });

  it('members list their company’s portals (the link and its labels); others do not', async () => {
    const alices = (db: Firestore) => getDocs(query(collection(db, 'portals'), where('company', '==', 'alice')));
    await expectRule(true, alices(signedIn('bob')));
    await expectRule(true, alices(signedIn('dan')));
    await expectRule(false, alices(signedIn('zed')));
    await expectRule(true, getDoc(doc(signedIn('bob'), `portals/${OFF_KEY}`)));
    await expectRule(false, getDoc(doc(signedIn('zed'), `portals/${OFF_KEY}`)));
  });
});
