// Time per person: an entry under an order in progress is appended by the person who worked
// (assigned, or an admin), in one batch with the order's actual hours moved by exactly its hours
// (version one up, with its history event); a timed entry's hours are its start to end, ending
// no later than now; negative, empty, oversized, someone else's, a mismatched total, an order
// not in progress, and any change or removal afterwards are refused. The seeded order in
// progress (./workFixture.ts) is assigned to bob, its actual hours 2.
import { deleteDoc, doc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { EXECUTION, event, historyPath, numberOf, restore, seedWork, STORED_VERSION, workPath } from './workFixture';
import type { WorkStatus } from '../../src/domain/statusMachine';

setUpRulesEnvironment('work.time.rules.test.ts', seedWork);

const bob = meOf('editor');
const dan = meOf('admin');
const NEXT = STORED_VERSION + 1;
const HOUR = 3_600_000;

type Doc = Record<string, unknown>;
const entryPath = (status: WorkStatus, id: string) => `${workPath(numberOf(status))}/timeEntries/${id}`;

/** An entry of `hours` typed in, as the work service writes it. */
const typed = (by: string, hours: number, extra: Doc = {}): Doc => ({
  by,
  byName: `${by} Test`,
  craft: 'Mechanical',
  startedAt: null,
  endedAt: null,
  hours,
  note: '',
  at: serverTimestamp(),
  ...extra,
});

/** A timer's run of `hours` ending `endsAgo` ms ago. */
const timed = (by: string, hours: number, endsAgo = 60_000, extra: Doc = {}): Doc => {
  const end = Date.now() - endsAgo;
  return typed(by, hours, {
    startedAt: Timestamp.fromMillis(end - hours * HOUR),
    endedAt: Timestamp.fromMillis(end),
    ...extra,
  });
};

/** The batch: the entry, the order's actual hours up by `total − 2` (its stored 2), version one up, the event. */
function log(
  db: Firestore,
  me: { uid: string; email: string },
  entry: Doc,
  opts: { status?: WorkStatus; total?: number; id?: string; skipOrder?: boolean } = {},
) {
  const status = opts.status ?? 'inProgress';
  const number = numberOf(status);
  const batch = writeBatch(db);
  batch.set(doc(db, entryPath(status, opts.id ?? 'e1')), entry);
  if (!opts.skipOrder) {
    batch.update(doc(db, workPath(number)), {
      'execution.actualHours': opts.total ?? EXECUTION.actualHours + (entry.hours as number),
      version: NEXT,
      updatedAt: serverTimestamp(),
      updatedBy: me.uid,
    });
    batch.set(
      doc(db, historyPath(number, NEXT)),
      event(me, NEXT, status, status, { note: `${String(entry.hours)} h` }),
    );
  }
  return batch.commit();
}

describe('logging time', () => {
  it('the assigned editor logs hours typed in, and the order’s actual hours move by them', async () => {
    await expectRule(true, log(signedIn('bob'), bob, typed('bob', 1.5)));
  });

  it('the assigned editor logs a timer’s run', async () => {
    await expectRule(true, log(signedIn('bob'), bob, timed('bob', 0.75)));
  });

  it('an admin logs their own time on any order in progress', async () => {
    await restore('inProgress', { assignees: ['bob'] });
    await expectRule(true, log(signedIn('dan'), dan, typed('dan', 2)));
  });
});

describe('refused', () => {
  const bad: [string, () => Promise<unknown>][] = [
    ['negative hours', () => log(signedIn('bob'), bob, typed('bob', -1))],
    ['zero hours', () => log(signedIn('bob'), bob, typed('bob', 0))],
    ['more than 24 hours', () => log(signedIn('bob'), bob, typed('bob', 25))],
    ['hours as text', () => log(signedIn('bob'), bob, typed('bob', 1, { hours: '1' }), { total: 3 })],
    ['someone else’s time', () => log(signedIn('bob'), bob, typed('dan', 1))],
    ['under another member’s name', () => log(signedIn('bob'), bob, typed('bob', 1, { byName: 'dan Test' }))],
    ['a total that does not move by the entry', () => log(signedIn('bob'), bob, typed('bob', 1), { total: 5 })],
    ['an entry without the order', () => log(signedIn('bob'), bob, typed('bob', 1), { skipOrder: true })],
    ['a timer that ends in the future', () => log(signedIn('bob'), bob, timed('bob', 1, -3_600_000))],
    [
      'a timer whose hours are not its run',
      () => log(signedIn('bob'), bob, timed('bob', 1, 60_000, { hours: 3 }), { total: 5 }),
    ],
    [
      'a timer that ends before it starts',
      () =>
        log(
          signedIn('bob'),
          bob,
          typed('bob', 1, {
            startedAt: Timestamp.fromMillis(Date.now() - 60_000),
            endedAt: Timestamp.fromMillis(Date.now() - HOUR),
          }),
        ),
    ],
    [
      'a start without an end',
      () => log(signedIn('bob'), bob, typed('bob', 1, { startedAt: Timestamp.fromMillis(Date.now() - HOUR) })),
    ],
    ['a time of the client', () => log(signedIn('bob'), bob, typed('bob', 1, { at: PAST }))],
    ['an extra field', () => log(signedIn('bob'), bob, typed('bob', 1, { rate: 90 }))],
    ['a note over 500 characters', () => log(signedIn('bob'), bob, typed('bob', 1, { note: 'x'.repeat(501) }))],
    ['an order not in progress', () => log(signedIn('dan'), dan, typed('dan', 1), { status: 'dailySchedule' })],
  ];
  for (const [what, write] of bad)
    it(`refuses ${what}`, async () => {
      await expectRule(false, write());
    });

  it('refuses an editor not assigned to the order', async () => {
    await restore('inProgress', { assignees: ['dan'] });
    await expectRule(false, log(signedIn('bob'), bob, typed('bob', 1)));
  });

  it('refuses changing or removing an entry afterwards', async () => {
    await admin((db) => setDoc(doc(db, entryPath('inProgress', 'old')), { ...typed('bob', 1), at: PAST }));
    await expectRule(false, updateDoc(doc(signedIn('bob'), entryPath('inProgress', 'old')), { hours: 8 }));
    await expectRule(false, deleteDoc(doc(signedIn('dan'), entryPath('inProgress', 'old'))));
  });
});
