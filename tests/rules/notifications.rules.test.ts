// Notifications and e-mail (firestore.rules "The rules: notifications and e-mail"): each person's
// read state is theirs alone; e-mail choices are a member's own, read by the company; the
// extension's address book (mailRecipients) holds only the person's own signed-in address; and a
// mail document is written only for the app's own events: one member recipient who chose the kind,
// the kind's template with the order's data, the event true (assigned to them; a safety or
// breakdown request just raised, to an admin; a portal request just sent, to an admin the portal
// names), once per order and person. No relaying: no address, subject or text of the writer's.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PLANT, PUMP, SITE, STORED } from './assetFixture';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn, visitor } from './fixture';
import { NEW_NUMBER, numberOf, raise, seedWork, storedWork } from './workFixture';
import { KEY, NUMBER, portal, portalWork, send } from './portalFixture';

type Doc = Record<string, unknown>;

const ASSIGNED = numberOf('inProgress');

const statePath = (uid: string, company = 'alice') => `users/${company}/notificationState/${uid}`;
const prefsPath = (uid: string, company = 'alice') => `users/${company}/mailPrefs/${uid}`;

const mail = (kind: string, to: string, number: string, title: string, extra: Doc = {}): Doc => ({
  toUids: [to],
  kind,
  company: 'alice',
  site: SITE,
  plant: PLANT,
  template: {
    name: kind,
    data: { number, title, equipment: STORED[PUMP].name, plantName: 'Press Shop', link: `/app/work/${number}` },
  },
  ...extra,
});
const mailId = (kind: string, number: string, to: string) => `mail/${kind}-${number}-${to}`;
const write = (uid: string, kind: string, to: string, number: string, title: string, extra: Doc = {}) =>
  setDoc(doc(signedIn(uid), mailId(kind, number, to)), mail(kind, to, number, title, extra));

const TITLE = storedWork('inProgress').title as string;

async function seedNotifications() {
  await seedWork();
  await admin(async (db) => {
    await setDoc(doc(db, prefsPath('bob')), { kinds: ['assigned'], updatedAt: PAST });
    await setDoc(doc(db, prefsPath('dan')), { kinds: ['assigned', 'urgent', 'portal'], updatedAt: PAST });
    await setDoc(doc(db, prefsPath('alice')), { kinds: [], updatedAt: PAST });
    await setDoc(doc(db, `portals/${KEY}`), portal({ alert: ['dan'], updatedAt: PAST }));
  });
}

setUpRulesEnvironment('notifications.rules.test.ts', seedNotifications);

describe('read state', () => {
  const state = (extra: Doc = {}) => ({
    seenAt: Timestamp.now(),
    read: ['order:WR-1:v2'],
    updatedAt: serverTimestamp(),
    ...extra,
  });

  it('a member keeps their own and reads it; nobody else reads or writes it', async () => {
    await expectRule(true, setDoc(doc(signedIn('bob'), statePath('bob')), state()));
    await expectRule(true, getDoc(doc(signedIn('bob'), statePath('bob'))));
    await expectRule(false, getDoc(doc(signedIn('dan'), statePath('bob'))));
    await expectRule(false, setDoc(doc(signedIn('dan'), statePath('bob')), state()));
    await expectRule(false, setDoc(doc(signedIn('zed'), statePath('zed')), state()));
    await expectRule(false, deleteDoc(doc(signedIn('bob'), statePath('bob'))));
  });

  it('refuses a time ahead of now, a list over 200 and extra fields', async () => {
    const bob = doc(signedIn('bob'), statePath('bob'));
    await expectRule(false, setDoc(bob, state({ seenAt: Timestamp.fromMillis(Date.now() + 86_400_000) })));
    await expectRule(false, setDoc(bob, state({ read: Array.from({ length: 201 }, (_, i) => `order:${i}`) })));
    await expectRule(false, setDoc(bob, state({ muted: true })));
  });
});

describe('e-mail choices and addresses', () => {
  it('a member sets their own kinds, which the company reads; outsiders do not', async () => {
    await expectRule(
      true,
      setDoc(doc(signedIn('bob'), prefsPath('bob')), { kinds: ['assigned'], updatedAt: serverTimestamp() }),
    );
    await expectRule(true, getDocs(collection(signedIn('dan'), 'users/alice/mailPrefs')));
    await expectRule(false, getDocs(collection(signedIn('zed'), 'users/alice/mailPrefs')));
    await expectRule(
      false,
      setDoc(doc(signedIn('dan'), prefsPath('bob')), { kinds: [], updatedAt: serverTimestamp() }),
    );
    await expectRule(
      false,
      setDoc(doc(signedIn('bob'), prefsPath('bob')), { kinds: ['everything'], updatedAt: serverTimestamp() }),
    );
  });

  it('the address book holds only a person’s own signed-in address, read by nobody else', async () => {
    await expectRule(true, setDoc(doc(signedIn('bob'), 'mailRecipients/bob'), { email: 'bob@example.com' }));
    await expectRule(true, getDoc(doc(signedIn('bob'), 'mailRecipients/bob')));
    await expectRule(false, getDoc(doc(signedIn('dan'), 'mailRecipients/bob')));
    await expectRule(false, setDoc(doc(signedIn('bob'), 'mailRecipients/bob'), { email: 'victim@elsewhere.com' }));
    await expectRule(false, setDoc(doc(signedIn('bob'), 'mailRecipients/dan'), { email: 'bob@example.com' }));
    await expectRule(false, setDoc(doc(visitor('visitor1'), 'mailRecipients/visitor1'), { email: 'x@example.com' }));
  });
});

describe('e-mail of an assignment', () => {
  it('a member writes one to an assignee who chose it, once', async () => {
    await expectRule(true, write('dan', 'assigned', 'bob', ASSIGNED, TITLE));
    await expectRule(false, write('dan', 'assigned', 'bob', ASSIGNED, TITLE));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['to someone not assigned', () => write('dan', 'assigned', 'alice', ASSIGNED, TITLE)],
    [
      'to an assignee who did not choose it',
      async () => {
        await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: [], updatedAt: PAST }));
        return write('dan', 'assigned', 'bob', ASSIGNED, TITLE);
      },
    ],
    ['with a title that is not the order’s', () => write('dan', 'assigned', 'bob', ASSIGNED, 'Click here to win')],
    [
      'under an id of the writer’s',
      () => setDoc(doc(signedIn('dan'), 'mail/anything'), mail('assigned', 'bob', ASSIGNED, TITLE)),
    ],
    [
      'to an address of the writer’s',
      () => write('dan', 'assigned', 'bob', ASSIGNED, TITLE, { to: 'victim@elsewhere.com' }),
    ],
    [
      'with a message of the writer’s',
      () => write('dan', 'assigned', 'bob', ASSIGNED, TITLE, { message: { subject: 'Hi', html: '<a href=x>x</a>' } }),
    ],
    [
      'to two people',
      () =>
        setDoc(doc(signedIn('dan'), mailId('assigned', ASSIGNED, 'bob')), {
          ...mail('assigned', 'bob', ASSIGNED, TITLE),
          toUids: ['bob', 'dan'],
        }),
    ],
    ['of a kind not in the list', () => write('dan', 'spam', 'bob', ASSIGNED, TITLE)],
    ['by another company’s admin', () => write('zed', 'assigned', 'bob', ASSIGNED, TITLE)],
    [
      'by a visitor',
      () =>
        setDoc(doc(visitor('visitor1'), mailId('assigned', ASSIGNED, 'bob')), mail('assigned', 'bob', ASSIGNED, TITLE)),
    ],
    ['about an order that does not exist', () => write('dan', 'assigned', 'bob', 'WR-20990101-ZZZZ', TITLE)],
  ];
  for (const [what, attempt] of refused)
    it(`refuses one ${what}`, async () => {
      await expectRule(false, attempt());
    });

  it('nobody reads, changes or deletes a mail document', async () => {
    await admin((db) => setDoc(doc(db, mailId('assigned', ASSIGNED, 'bob')), mail('assigned', 'bob', ASSIGNED, TITLE)));
    await expectRule(false, getDoc(doc(signedIn('dan'), mailId('assigned', ASSIGNED, 'bob'))));
    await expectRule(false, getDocs(collection(signedIn('dan'), 'mail')));
    await expectRule(false, updateDoc(doc(signedIn('dan'), mailId('assigned', ASSIGNED, 'bob')), { kind: 'urgent' }));
    await expectRule(false, deleteDoc(doc(signedIn('dan'), mailId('assigned', ASSIGNED, 'bob'))));
  });
});

describe('e-mail of an urgent request', () => {
  const safety = (d: Doc) => ({ ...d, workType: 'SI', rime: 70 });
  const TITLE_NEW = 'Pump leaks at the seal';

  it('the member who raised a safety request writes one to an admin who chose it', async () => {
    await raise(signedIn('bob'), meOf('editor'), { work: safety });
    await expectRule(true, write('bob', 'urgent', 'dan', NEW_NUMBER, TITLE_NEW));
  });

  it('refuses one to a member who is not an admin, by someone else, or of a request that is not urgent', async () => {
    await raise(signedIn('bob'), meOf('editor'), { work: safety });
    await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['assigned', 'urgent'], updatedAt: PAST }));
    await expectRule(false, write('dan', 'urgent', 'bob', NEW_NUMBER, TITLE_NEW));
    await expectRule(false, write('alice', 'urgent', 'dan', NEW_NUMBER, TITLE_NEW));
    await expectRule(false, write('bob', 'urgent', 'dan', ASSIGNED, TITLE));
  });

  it('refuses one about a request that is not urgent', async () => {
    await raise(signedIn('bob'), meOf('editor'), { work: (d) => ({ ...d, workType: 'CSM', rime: 7 }) });
    await expectRule(false, write('bob', 'urgent', 'dan', NEW_NUMBER, TITLE_NEW));
  });
});

describe('e-mail of a portal request', () => {
  const TITLE_PORTAL = portalWork().title as string;
  const sendPortalRequest = (uid: string) => send({ uid });

  const portalMail = (uid: string, to: string) =>
    setDoc(doc(visitor(uid), mailId('portal', NUMBER, to)), mail('portal', to, NUMBER, TITLE_PORTAL));

  it('its sender writes one to an admin the portal names', async () => {
    await sendPortalRequest('visitor1');
    await expectRule(true, portalMail('visitor1', 'dan'));
  });

  it('refuses one to an admin the portal does not name, by another visitor, or by a member', async () => {
    await sendPortalRequest('visitor1');
    await admin((db) => setDoc(doc(db, prefsPath('alice')), { kinds: ['portal'], updatedAt: PAST }));
    await expectRule(false, portalMail('visitor1', 'alice'));
    await expectRule(false, portalMail('visitor2', 'dan'));
    await expectRule(false, write('bob', 'portal', 'dan', NEW_NUMBER, TITLE_PORTAL));
  });

  it('an admin adds themself to the portal’s list; the list holds at most 20', async () => {
    const dan = doc(signedIn('dan'), `portals/${KEY}`);
    await expectRule(true, updateDoc(dan, { alert: ['dan', 'alice'], updatedAt: serverTimestamp(), updatedBy: 'dan' }));
    const many = Array.from({ length: 21 }, (_, i) => `admin${i}`);
    await expectRule(false, updateDoc(dan, { alert: many, updatedAt: serverTimestamp(), updatedBy: 'dan' }));
    await expectRule(
      false,
      updateDoc(doc(signedIn('bob'), `portals/${KEY}`), {
        alert: ['bob'],
        updatedAt: serverTimestamp(),
        updatedBy: 'bob',
      }),
    );
  });
});

describe('the daily digest', () => {
  const day = new Date().toISOString().slice(0, 10);
  const digest = (to: string, extra: Doc = {}, data: Doc = {}): Doc => ({
    toUids: [to],
    kind: 'digest',
    company: 'alice',
    site: '-',
    plant: '-',
    template: { name: 'digest', data: { day, assigned: 3, overdue: 1, newRequests: 0, link: '/app/home', ...data } },
    ...extra,
  });
  const put = (uid: string, to: string, d: Doc, id = `mail/digest-${day}-${to}`) => setDoc(doc(signedIn(uid), id), d);

  it('any member writes today’s for a member who chose it, once', async () => {
    await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['assigned', 'digest'], updatedAt: PAST }));
    await expectRule(true, put('dan', 'bob', digest('bob')));
    await expectRule(false, put('dan', 'bob', digest('bob')));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['to a member who did not choose it', () => put('dan', 'alice', digest('alice'))],
    [
      'by another company’s admin',
      async () => {
        await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['digest'], updatedAt: PAST }));
        return put('zed', 'bob', digest('bob'));
      },
    ],
    [
      'of another day than today',
      async () => {
        await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['digest'], updatedAt: PAST }));
        return put('dan', 'bob', digest('bob', {}, { day: '2026-01-01' }), 'mail/digest-2026-01-01-bob');
      },
    ],
    [
      'with text of the writer’s',
      async () => {
        await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['digest'], updatedAt: PAST }));
        return put('dan', 'bob', digest('bob', {}, { assigned: 'Click here' }));
      },
    ],
    [
      'with a link of the writer’s',
      async () => {
        await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['digest'], updatedAt: PAST }));
        return put('dan', 'bob', digest('bob', {}, { link: 'https://evil.example' }));
      },
    ],
    [
      'under another id',
      async () => {
        await admin((db) => setDoc(doc(db, prefsPath('bob')), { kinds: ['digest'], updatedAt: PAST }));
        return put('dan', 'bob', digest('bob'), `mail/digest-${day}-dan`);
      },
    ],
  ];
  for (const [what, attempt] of refused)
    it(`refuses one ${what}`, async () => {
      await expectRule(false, attempt());
    });
});
