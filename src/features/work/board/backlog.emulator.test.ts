// The planner's board's backlog against the emulators (strict profile: its query's index must be
// declared) and the real rules: an order raised and planned through the app stores its ranking
// key (the rules check it exactly), the backlog's first window comes in ranking order (RIME and
// age, not RIME alone), with one more to say there is more; and the whole backlog's totals are
// counted on the server without downloading it.
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { workKeywords } from '../../../lib/workNumber';
import { rankAt, rankingScore } from '../../../domain/rime';
import { paths } from '../../../services/firebase/collections';
import type { LiveList } from '../../../services/firebase/live';
import type { WorkRequest } from '../../../services/firebase/work';
import { addPump, adminInPlant, emulatorSuite } from '../../../testing/emulatorCompany';
import { openOrder, showOrder } from '../../../testing/flows';
import { nextValue } from '../../../testing/live';
import { withRulesOff } from '../../../testing/rulesOff';
import { until } from '../../../testing/until';
import { workFeature } from '../workSaga';
import { countReady, subscribeReadyRanked } from '../workService';
import { moveRequested, raiseRequested, selectWork } from '../workSlice';

emulatorSuite();

const WEEK = 7 * 86_400_000;

describe('the ready backlog', () => {
  it('is read in ranking order a window at a time, and counted whole on the server', async () => {
    const { store, key } = await adminInPlant({ prefix: 'backlog', features: [workFeature] });
    await addPump(store, key);
    const uid = store.getState().auth.currentUser!.uid;

    // Raised and planned through the app: the rules accept the ranking key the client stores.
    store.dispatch(raiseRequested({ title: 'Seal leaking', description: '', equipmentId: 'pump1', workType: 'BRP' }));
    await until(() => expect(selectWork(store.getState()).lastRaised).toMatch(/^WR-\d{8}-/));
    const raised = selectWork(store.getState()).lastRaised!;
    showOrder(store, raised);
    await until(() => expect(openOrder(store).item?.pending).toBe(false));
    store.dispatch(moveRequested({ number: raised, to: 'inPlanning', changes: {}, note: '' }));
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'inPlanning', pending: false }));
    const plan = { estimatedHours: 4, craft: 'Mechanical', assignees: [uid], permits: [], materials: [] };
    store.dispatch(moveRequested({ number: raised, to: 'readyToSchedule', changes: { plan }, note: '' }));
    await until(() => expect(openOrder(store).item).toMatchObject({ status: 'readyToSchedule', pending: false }));

    // Four more ready orders (written past the rules, as stored): RIME 56 raised now is the
    // raised one's equal; an old RIME 20 job has climbed above both; two fresh low ones trail.
    const now = Date.now();
    const others = [
      { number: 'WR-20260101-OLD1', rime: 20, raised: now - 50 * WEEK, craft: 'Electrical', hours: 3 },
      { number: 'WR-20261101-LOW1', rime: 6, raised: now - WEEK, craft: 'Mechanical', hours: 2 },
      { number: 'WR-20261101-LOW2', rime: 5, raised: now - 2 * 86_400_000, craft: 'Welding', hours: 1.5 },
      { number: 'WR-20261101-MID1', rime: 30, raised: now - 3 * WEEK, craft: 'Electrical', hours: 5 },
    ];
    await withRulesOff(async (db) => {
      for (const o of others) {
        const raisedAt = new Date(o.raised);
        await setDoc(doc(db, `${paths.workRequests(key)}/${o.number}`), {
          number: o.number,
          title: `Job ${o.number}`,
          keywords: workKeywords(`Job ${o.number}`, o.number),
          description: '',
          equipmentId: 'pump1',
          equipmentTag: 'P-101',
          equipmentName: 'Feed pump',
          criticality: 7,
          workType: 'CSM',
          rime: o.rime,
          status: 'readyToSchedule',
          version: 3,
          raisedBy: uid,
          raisedByName: 'Ada Admin',
          raisedAt: Timestamp.fromDate(raisedAt),
          rankAt: Timestamp.fromDate(rankAt(o.rime, raisedAt)),
          updatedAt: Timestamp.now(),
          updatedBy: uid,
          reason: null,
          plan: { estimatedHours: o.hours, craft: o.craft, assignees: [], permits: [], materials: [] },
          scheduledFor: null,
          execution: null,
          assignees: [],
        });
      }
    });

    // The first window of 2 (and one more): the three highest by RIME plus weeks waiting.
    const window = await nextValue<LiveList<WorkRequest>>(
      (l) => subscribeReadyRanked(key, 2, l),
      (v) => !v.fromCache,
    );
    expect(window.error).toBeUndefined();
    const numbers = window.value!.items.map((o) => o.number);
    expect(numbers).toEqual(['WR-20260101-OLD1', raised, 'WR-20261101-MID1']);
    const scores = window.value!.items.map((o) => rankingScore(o.rime, o.raisedAt!));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The whole backlog: every order's hours, by craft as asked; Welding was not asked.
    const totals = await countReady(key, ['Mechanical', 'Electrical']);
    expect(totals).toEqual({ orders: 5, hours: 15.5, byCraft: { Mechanical: 6, Electrical: 8 } });
  });
});
