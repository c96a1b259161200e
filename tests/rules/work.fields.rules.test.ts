// Every field of a work request against bad values: a
// wrong type, an oversize or otherwise wrong value (a 10,000-character title), an unknown code of
// a reference list, absurd hours, a missing key and extra keys, each refused; and the valid write
// accepted, so each case can fail both ways. Bob (an editor) raises; dan (an admin) edits the
// request in In Planning. The world is in ./fixture.ts, ./assetFixture.ts and ./workFixture.ts.
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DELAY_CODES } from '../../src/domain/referenceLists';
import { titleKeywords } from '../../src/lib/keywords';
import {
  admin,
  DAYS_AGO,
  expectRule,
  FUTURE,
  LONG_AGO,
  meOf,
  PAST,
  setUpRulesEnvironment,
  signedIn,
  without,
} from './fixture';
import { MIXER, MOTOR } from './assetFixture';
import {
  type Change,
  change,
  EXECUTION,
  NEW_NUMBER,
  PLAN,
  raise,
  raisedWork,
  seedWork,
  historyPath,
  event,
  numberOf,
  storedWork,
  workPath,
} from './workFixture';
import {
  chars,
  DELETED,
  describeWritePaths,
  HUGE,
  labeller,
  list,
  MISSING,
  setField,
  type Doc,
  type WritePath,
} from './fieldCases';

setUpRulesEnvironment('work.fields.rules.test.ts', seedWork);

const LATER = Timestamp.fromDate(new Date('2026-02-01T00:00:00Z'));
const STALE = DAYS_AGO(15);
const dan = meOf('admin');
/** `n` delay lines of distinct codes at their limits: 24 hours, a note of 1,000 characters. */
const delayLines = (n: number) => DELAY_CODES.slice(0, n).map((code) => ({ code, hours: 24, note: chars(1000) }));
const bob = meOf('editor');

const label = labeller([
  [PAST, 'a client time'],
  [LATER, 'a client time'],
  [FUTURE, 'a client time'],
  [LONG_AGO, 'a device time in 2001'],
  [STALE, 'a device time 15 days back'],
]);

/** A change of one key of a nested map (plan, execution); MISSING removes it. */
const nested = (base: Doc, key: string, value: unknown) => setField(key, value)(base);

/** An admin's edit of the request in In Planning (no move), with its history event. */
const EDIT: Doc = {
  title: 'Seal kit',
  keywords: titleKeywords('Seal kit'),
  reason: 'Checked on site',
  plan: PLAN,
  scheduledFor: '2026-11-25',
  execution: EXECUTION,
  assignees: ['bob'],
};

const PATHS: Record<string, WritePath> = {
  'raise a request (with event v1)': {
    write: (work) => raise(signedIn('bob'), bob, { work }),
    fields: {
      number: ['WR-20261123-4F7L', 42, MISSING],
      title: [42, '', chars(201), HUGE, null, MISSING],
      description: [42, chars(5001), null, MISSING],
      // not in the plant, another plant's, not an id
      equipmentId: ['ghost', MIXER, 'a/b', '', 42, MISSING],
      equipmentTag: ['', chars(41), 42, MISSING],
      equipmentName: ['', chars(201), null, MISSING],
      criticality: [0, 11, 5.5, '7', null, MISSING],
      workType: ['XX', 'brp', 8, null, MISSING],
      rime: [55, 57, '56', 5.6, null, MISSING],
      status: ['inPlanning', 'done', null, MISSING],
      version: [2, 0, '1', MISSING],
      raisedBy: ['alice', null, MISSING],
      raisedByName: ['', chars(201), 42, MISSING],
      raisedAt: [FUTURE, LONG_AGO, STALE, '2026-01-01T00:00:00Z', null, MISSING],
      // Raised less a week per RIME point, exactly (not the raising time, not a day off, not text).
      rankAt: [PAST, FUTURE, '2026-01-01T00:00:00Z', null, MISSING],
      updatedAt: [PAST, MISSING],
      updatedBy: ['alice', MISSING],
      reason: ['Because', MISSING],
      plan: [PLAN, MISSING],
      scheduledFor: ['2026-11-24', MISSING],
      execution: [EXECUTION, MISSING],
      assignees: [['bob'], null, MISSING],
      // An item of near any size: the joined words are bounded (100 of at most 15 letters).
      keywords: [42, 'pump', { pump: true }, list(101), ['pu', chars(1500)], null, MISSING],
      // Optional (missing on this request): a reading's origin must be whole and name an order here.
      followUpOf: [
        { number: 'WR-20990101-0000', step: 0 },
        { number: numberOf('inProgress'), step: 50 },
        { number: numberOf('inProgress'), step: -1 },
        { number: numberOf('inProgress'), step: 1.5 },
        { number: numberOf('inProgress') },
        { step: 0 },
        { number: numberOf('inProgress'), step: 0, value: 9 },
        { number: '', step: 0 },
        'x',
        42,
      ],
    },
    extra: { priority: 1, paid: true, attachments: [] },
  },
  'edit the request in In Planning (with its event)': {
    write: (edit) => change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields: edit(EDIT) }),
    fields: {
      number: [NEW_NUMBER, DELETED],
      title: [42, '', HUGE, null, DELETED],
      description: [chars(5001), null, DELETED],
      // the request's identity and priority never change
      equipmentId: [MOTOR, DELETED],
      equipmentTag: ['M-101', DELETED],
      equipmentName: ['Feed pump motor', DELETED],
      criticality: [8, DELETED],
      workType: ['QI', DELETED],
      rime: [57, DELETED],
      raisedBy: ['dan', DELETED],
      raisedAt: [LATER, DELETED],
      rankAt: [LATER, DELETED],
      // Set when raised or never: a request does not become a follow-up later.
      followUpOf: [{ number: numberOf('inProgress'), step: 0 }],
      raisedByName: ['', 'alice Test', DELETED],
      status: ['done', 42, DELETED],
      version: [3, 5, '4', DELETED],
      updatedAt: [PAST, DELETED],
      updatedBy: ['alice', DELETED],
      reason: ['', chars(1001), 42, DELETED],
      plan: [
        'planned',
        nested(PLAN, 'estimatedHours', 0),
        nested(PLAN, 'estimatedHours', -1),
        nested(PLAN, 'estimatedHours', 1001),
        nested(PLAN, 'estimatedHours', '4'),
        nested(PLAN, 'craft', ''),
        nested(PLAN, 'craft', chars(61)),
        nested(PLAN, 'assignees', list(11)),
        nested(PLAN, 'assignees', 'bob'),
        nested(PLAN, 'permits', ['HOTWORK']),
        nested(PLAN, 'permits', ['CWP', 'cwp']),
        nested(PLAN, 'materials', list(51)),
        nested(PLAN, 'materials', MISSING),
        nested(PLAN, 'crew', 2),
        DELETED,
      ],
      scheduledFor: ['2026-13-01', '24.11.2026', 20261124, DELETED],
      execution: [
        'done',
        nested(EXECUTION, 'actualHours', -1),
        nested(EXECUTION, 'actualHours', 1000),
        nested(EXECUTION, 'actualHours', '2'),
        nested(EXECUTION, 'action', 'fix'),
        nested(EXECUTION, 'failureCause', 'GREMLINS'),
        nested(EXECUTION, 'delays', delayLines(6)),
        nested(EXECUTION, 'delays', list(3)),
        nested(EXECUTION, 'delays', 'none'),
        // each line: a code 1A–7D, hours above 0 and at most 24, a note of at most 1,000, nothing else
        nested(EXECUTION, 'delays', [{ code: '8A', hours: 1, note: '' }]),
        nested(EXECUTION, 'delays', [{ code: '1a', hours: 1, note: '' }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: 0, note: '' }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: 24.5, note: '' }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: '1', note: '' }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: 1, note: chars(1001) }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: 1, note: chars(900_000) }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: 1 }]),
        nested(EXECUTION, 'delays', [{ code: '1A', hours: 1, note: '', extra: chars(900_000) }]),
        nested(EXECUTION, 'delays', [...delayLines(4), { code: '7D', hours: 1, note: chars(1001) }]),
        nested(EXECUTION, 'startedAt', '2026-11-24'),
        nested(EXECUTION, 'startedAt', MISSING),
        nested(EXECUTION, 'comments', []),
        DELETED,
      ],
      assignees: [list(11), 'bob', ['bob', chars(1280)], null, DELETED],
      // with the new title: its search words, a list of at most 100
      keywords: [42, 'seal', list(101), ['se', chars(1500)], null, DELETED],
    },
    extra: { priority: 1, paid: true, attachments: [] },
  },
};

describeWritePaths(PATHS, label);

describe('the limits themselves are accepted', () => {
  it('a title of 200, a description of 5,000, and the RIME of each work type', async () => {
    const weights: [string, number][] = [
      ['SI', 10],
      ['RENV', 9],
      ['QI', 7],
      ['PM-INSP', 6],
      ['RPM-INSP', 5],
      ['RBLD', 4],
      ['EI', 3],
      ['CSM', 1],
    ];
    const longest = { title: chars(200), description: chars(5000) };
    await expectRule(true, raise(signedIn('bob'), bob, { work: (d) => ({ ...d, ...longest }) }));
    for (const [i, [workType, weight]] of weights.entries()) {
      const number = `WR-20261124-000${i}`;
      await expectRule(
        true,
        raise(signedIn('bob'), bob, { number, work: (d) => ({ ...d, workType, rime: 7 * weight }) }),
      );
    }
  });

  it('a plan of 1,000 hours, 10 assignees, every permit, 50 materials; execution of 999.5 hours, 5 delays', async () => {
    const plan = {
      estimatedHours: 1000,
      craft: chars(60),
      assignees: list(10),
      permits: ['HWP-FM', 'HWP-CM', 'HWP-FG', 'CWP', 'CSE', 'ELCT', 'SPC-HC', 'SPC-RM', 'SPC-DC', 'SPC-EV'],
      materials: list(50),
    };
    const execution = { actualHours: 999.5, action: null, failureCause: null, delays: delayLines(5), startedAt: null };
    const fields = { ...EDIT, plan, execution, assignees: list(10), reason: null, scheduledFor: null };
    await expectRule(true, change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields }));
  });
});

describe('the equipment as the register has it', () => {
  // The seeded pump P-101 "Feed pump" has criticality 7 (RIME 56 for a BRP request).
  const fraud: [string, Doc][] = [
    ['criticality 10 on a criticality-7 pump (and its RIME)', { criticality: 10, rime: 80 }],
    ['criticality 6 (and its RIME)', { criticality: 6, rime: 48 }],
    ['another tag', { equipmentTag: 'P-999' }],
    ['another name', { equipmentName: 'Boiler feed pump' }],
    ['equipment that does not exist', { equipmentId: 'ghost' }],
  ];
  for (const [what, fields] of fraud) {
    it(`refuses a request naming ${what}`, async () => {
      await expectRule(false, raise(signedIn('bob'), bob, { work: (d) => ({ ...d, ...fields }) }));
    });
  }

  it('refuses a request raised under another member’s name; takes the raiser’s own', async () => {
    await expectRule(false, raise(signedIn('bob'), bob, { work: (d) => ({ ...d, raisedByName: 'alice Test' }) }));
  });

  it('accepts the register’s tag, name and criticality', async () => {
    await expectRule(true, raise(signedIn('bob'), bob));
  });

  it('accepts a follow-up of an order of this plant, once: a second raise of its number is refused', async () => {
    const followUpOf = { number: numberOf('inProgress'), step: 3 };
    await expectRule(true, raise(signedIn('bob'), bob, { work: (d) => ({ ...d, followUpOf }) }));
    await expectRule(false, raise(signedIn('dan'), dan, { work: (d) => ({ ...d, followUpOf }) }));
  });
});

describe('request numbers: WR-yyyymmdd-XXXX in Crockford base 32', () => {
  for (const number of ['WR-2026112-4F7K', 'WR-20261123-4F7I', 'WR-20261123-4F7U', 'wr-20261123-4F7K', 'x']) {
    it(`refuses ${label(number)}`, async () => {
      await expectRule(false, raise(signedIn('bob'), bob, { number }));
    });
  }
});

describe('history events', () => {
  it('refuses a v1 with a from, or stamped by another writer, with the request', async () => {
    const bad: Change[] = [
      (e) => ({ ...e, from: 'new' }),
      (e) => ({ ...e, by: 'dan' }),
      (e) => ({ ...e, version: '1' }),
    ];
    for (const ev of bad) await expectRule(false, raise(signedIn('bob'), bob, { event: ev }));
  });

  it('refuses a request raised with an event under another id', async () => {
    const db = signedIn('bob');
    await expectRule(false, setDoc(doc(db, workPath(NEW_NUMBER)), raisedWork(bob)));
    await expectRule(false, setDoc(doc(db, historyPath(NEW_NUMBER, 2)), event(bob, 1, null, 'new')));
  });
});

describe('search keywords: made with the title, changed only with it', () => {
  const edit = (fields: Doc) => change(signedIn('dan'), dan, 'inPlanning', 'inPlanning', { fields });
  /** The request in In Planning as written before search keywords existed: none. */
  const legacy = () =>
    admin((db) => setDoc(doc(db, workPath(numberOf('inPlanning'))), without(storedWork('inPlanning'), 'keywords')));

  it('accepts 100 keywords, and none (a title without words)', async () => {
    await expectRule(true, raise(signedIn('bob'), bob, { work: (d) => ({ ...d, keywords: list(100) }) }));
    await expectRule(
      true,
      raise(signedIn('bob'), bob, { number: 'WR-20261124-0001', work: (d) => ({ ...d, title: '!!!', keywords: [] }) }),
    );
  });

  it('a request written before search keywords gains keywords with a new title, and is refused one without', async () => {
    await legacy();
    await expectRule(false, edit({ title: 'Seal kit' }));
    await expectRule(true, edit({ title: 'Seal kit', keywords: titleKeywords('Seal kit') }));
  });

  it('a request written before search keywords keeps working without keywords when its title stays', async () => {
    await legacy();
    await expectRule(true, edit({ reason: 'Checked again' }));
  });

  it('refuses keywords changed without the title, by an admin or an assigned editor', async () => {
    await expectRule(false, edit({ keywords: ['other'] }));
    const record = (fields: Doc) => change(signedIn('bob'), bob, 'inProgress', 'inProgress', { fields });
    await expectRule(false, record({ execution: EXECUTION, keywords: ['other'] }));
    await expectRule(true, record({ execution: EXECUTION }));
  });

  it('accepts a title edited in case or punctuation only, whose words stay the same', async () => {
    await expectRule(
      true,
      edit({ title: 'pump leaks at the seal!', keywords: titleKeywords('pump leaks at the seal!') }),
    );
  });
});
