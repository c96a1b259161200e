// Frozen weekly schedules against the emulators (strict: every query has its index) and the real
// rules: the first device freezes this week's schedule with the orders scheduled for its days (done
// or not, each with its estimate), a second freeze finds it made and writes nothing; of a past
// week's frozen orders, the dashboard's count finds those completed before the week's end — by
// orders and by their estimated hours — and not the one completed after it or never.
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addDays, dateOf, mondayOf, today } from '../../../lib/days';
import { paths } from '../../../services/firebase/collections';
import { getDb } from '../../../services/firebase/firestore';
import { freezeWeekIfNeeded, scheduleWeekPath, weekOutcomes } from '../../../services/firebase/scheduleWeeks';
import { addPump, adminInPlant, emulatorSuite, PUMP } from '../../../testing/emulatorCompany';
import { withRulesOff } from '../../../testing/rulesOff';
import { type Author, queueRaise } from '../workService';
import { countDashboard } from '../../dashboard/dashboardService';

emulatorSuite();

/** Noon of a local day. */
const noon = (day: string) => sdk.Timestamp.fromDate(dateOf(day));

describe('frozen weekly schedules', () => {
  it('freezes this week once, and counts a past week’s frozen orders done by its end', async () => {
    const { store, key, user } = await adminInPlant({ prefix: 'frozen' });
    await addPump(store, key);
    const by: Author = { uid: user.uid, name: user.title };
    const raise = async (title: string) => {
      const queued = await queueRaise(
        key,
        { title, description: '', equipmentId: PUMP.id, workType: 'PM-INSP' },
        PUMP,
        by,
      );
      await queued.acknowledged;
      return queued.number;
    };
    const numbers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((t) => raise(`Check ${t}`)));
    const [a, b, c, d, e] = numbers;
    const monday = mondayOf(today());
    const lastMonday = addDays(monday, -7);
    const plan = (hours: number) => ({
      estimatedHours: hours,
      craft: 'Mechanical',
      assignees: [],
      permits: [],
      materials: [],
    });
    // Set-up a client cannot write: schedules and completions in the past (rules off).
    await withRulesOff(async (db) => {
      const order = (n: string) => sdk.doc(db, `${paths.workRequests(key)}/${n}`);
      await sdk.updateDoc(order(a), { status: 'weeklySchedule', scheduledFor: addDays(monday, 2), plan: plan(4) });
      await sdk.updateDoc(order(b), { status: 'dailySchedule', scheduledFor: addDays(monday, 6), plan: plan(2) });
      await sdk.updateDoc(order(c), { status: 'weeklySchedule', scheduledFor: addDays(monday, 7), plan: plan(8) });
      // Last week: c done in its week, d done after it, e never done.
      await sdk.updateDoc(order(d), { plan: plan(3), completedAt: noon(addDays(lastMonday, 8)) });
      await sdk.updateDoc(order(e), { plan: plan(5) });
      await sdk.updateDoc(order(c), { completedAt: noon(addDays(lastMonday, 3)) });
      await sdk.setDoc(sdk.doc(db, scheduleWeekPath(key, lastMonday)), {
        monday: lastMonday,
        orders: { [c]: 8, [d]: 3, [e]: 5 },
        count: 3,
        hours: 16,
        frozenAt: sdk.Timestamp.now(),
        frozenBy: user.uid,
      });
    });

    // This week: a and b (scheduled for its Wednesday and Sunday), not c (next Monday).
    const queued = await freezeWeekIfNeeded(key, monday, user.uid);
    await queued!.acknowledged;
    const db = await getDb();
    const frozen = (await sdk.getDocFromServer(sdk.doc(db, scheduleWeekPath(key, monday)))).data();
    expect(frozen).toMatchObject({ monday, orders: { [a]: 4, [b]: 2 }, count: 2, hours: 6, frozenBy: user.uid });
    // Made once: a second device finds it and writes nothing.
    expect(await freezeWeekIfNeeded(key, monday, user.uid)).toBeNull();

    // Last week: 1 of 3 orders done by its end, 8 of 16 hours; this week's is not over.
    expect(await weekOutcomes(key, [lastMonday, addDays(lastMonday, -7)])).toEqual({
      outcomes: [{ monday: lastMonday, count: 3, hours: 16, doneCount: 1, doneHours: 8 }],
      unfrozen: [addDays(lastMonday, -7)],
    });
    const counts = await countDashboard(key, addDays(lastMonday, -7), today(), today());
    expect(counts.weeks).toEqual([{ monday: lastMonday, count: 3, hours: 16, doneCount: 1, doneHours: 8 }]);
    expect(counts.unfrozenWeeks).toEqual([addDays(lastMonday, -7)]);
  });
});
