// The dashboard's figures against a recount by SMRP's definitions, on a scripted week built through
// the real services and rules (strict emulators): three orders on this week's schedule (two done,
// one not), two breakdowns started at once (unscheduled, emergency) each with a failure stop of
// the pump, and a changeover stop. What the dashboard computes from its rollups and server counts
// (workKpis over the work-figures month, downtimeFigures over the downtime month, the frozen week
// by weekOutcomes) equals what the definitions give when worked out by hand from the orders and
// the stops themselves, read back from the server.
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { downtimeFigures, downtimeMonthOf, type Stop } from '../../domain/downtime';
import { hoursIn, workKpis } from '../../domain/kpis';
import { scheduleCompliance } from '../../domain/scheduleWeeks';
import { isEmergency } from '../../domain/workStats';
import type { WorkStatus } from '../../domain/statusMachine';
import { mondayOf, today } from '../../lib/days';
import { downtimeRefs, queueStop } from '../../services/firebase/downtime';
import { getDb } from '../../services/firebase/firestore';
import { freezeWeekIfNeeded, weekOutcomes } from '../../services/firebase/scheduleWeeks';
import { statsRefs } from '../../services/firebase/stats';
import { workRefs, type WorkExecution, type WorkRequest } from '../../services/firebase/work';
import { addPump, adminInPlant, emulatorSuite, PUMP } from '../../testing/emulatorCompany';
import type { WorkChanges } from '../../domain/work';
import { type Author, queueChange, queueRaise } from '../work/workService';

emulatorSuite();

const BASE = Math.floor(Date.now() / 60_000) * 60_000;
const ago = (minutes: number) => new Date(BASE - minutes * 60_000).toISOString();

describe('the KPIs against a recount by their definitions', () => {
  it('planned and reactive work, MTTR, MTBF, availability and schedule compliance of a scripted week', async () => {
    const { store, key, user } = await adminInPlant({ prefix: 'kpis' });
    await addPump(store, key);
    const by: Author = { uid: user.uid, name: user.title };
    const who = { uid: user.uid, name: user.title };
    const db = await getDb();
    const day = today();
    const read = async (number: string) =>
      (await sdk.getDocFromServer(workRefs(sdk, db).workRequest(key, number))).data() as WorkRequest;
    const raise = async (title: string, workType: 'BRP' | 'RPM-INSP') => {
      const queued = await queueRaise(key, { title, description: '', equipmentId: PUMP.id, workType }, PUMP, by);
      await queued.acknowledged;
      return queued.number;
    };
    const change = async (number: string, to: WorkStatus, changes: WorkChanges = {}) =>
      (await queueChange(key, await read(number), to, changes, '', by)).acknowledged;
    const schedule = async (number: string, hours: number) => {
      await change(number, 'inPlanning');
      await change(number, 'readyToSchedule', {
        plan: { estimatedHours: hours, craft: 'Mechanical', assignees: [by.uid], permits: [], materials: [] },
        assignees: [by.uid],
      });
      await change(number, 'weeklySchedule', { scheduledFor: day });
    };
    const complete = async (number: string, actualHours: number) => {
      await change(number, 'dailySchedule');
      const started: WorkExecution = {
        actualHours: 0,
        action: null,
        failureCause: null,
        delays: [],
        startedAt: new Date().toISOString(),
      };
      await change(number, 'inProgress', { execution: started });
      await change(number, 'workComplete', {
        execution: { ...started, actualHours, action: 'repair', failureCause: 'MNT' },
      });
    };
    const stop = async (
      input: Omit<Parameters<typeof queueStop>[1], 'equipmentId' | 'note'>,
      lastBackAt: string | null,
    ) =>
      (
        await queueStop(key, { ...input, equipmentId: PUMP.id, note: '' }, lastBackAt, who, {
          record: PUMP.tag,
          link: '/app/assets',
        })
      ).acknowledged;

    // Scheduled work: three orders on this week's schedule, frozen; two done (4 h and 2 h planned).
    const s1 = await raise('Replace the coupling', 'RPM-INSP');
    const s2 = await raise('Grease the bearings', 'RPM-INSP');
    const s3 = await raise('Check the alignment', 'RPM-INSP');
    await schedule(s1, 4);
    await schedule(s2, 2);
    await schedule(s3, 3);
    await (await freezeWeekIfNeeded(key, mondayOf(day), user.uid))!.acknowledged;
    await complete(s1, 5);
    await complete(s2, 1.5);
    // Unscheduled: two breakdowns started at once (emergencies), each with its failure stop.
    const b1 = await raise('Pump seized', 'BRP');
    const b2 = await raise('Seal blown', 'BRP');
    for (const [number, hours] of [
      [b1, 3],
      [b2, 2],
    ] as const) {
      await change(number, 'inProgress', {
        execution: {
          actualHours: 0,
          action: null,
          failureCause: null,
          delays: [],
          startedAt: new Date().toISOString(),
        },
        assignees: [by.uid],
      });
      await change(number, 'workComplete', {
        execution: {
          actualHours: hours,
          action: 'replace',
          failureCause: 'MNT',
          delays: [],
          startedAt: new Date().toISOString(),
        },
      });
    }
    await stop({ stoppedAt: ago(600), backAt: ago(360), reason: 'failure', order: b1 }, null);
    await stop({ stoppedAt: ago(300), backAt: ago(270), reason: 'changeover', order: null }, ago(360));
    await stop({ stoppedAt: ago(200), backAt: ago(80), reason: 'failure', order: b2 }, ago(270));

    // What the dashboard computes from its rollups and server counts.
    // The month the orders were completed in (UTC), as the rollup keys it.
    const month = new Date().toISOString().slice(0, 7);
    const rollup = (await sdk.getDocFromServer(statsRefs(sdk, db).month(key, month))).data()!;
    const downtime = (
      await sdk.getDocFromServer(sdk.doc(downtimeRefs(sdk, db).months(key), downtimeMonthOf(ago(80))))
    ).data()!;
    const passed = hoursIn([month]);
    const units = 1;
    const work = workKpis(rollup, passed, units, downtime.seconds / 3600);
    const stops = downtimeFigures(downtime, passed * units);
    const week = scheduleCompliance((await weekOutcomes(key, [mondayOf(day)])).outcomes);

    // The same by the definitions, from the orders and the stops themselves.
    const orders = (await sdk.getDocsFromServer(workRefs(sdk, db).workRequests(key))).docs.map((d) => d.data());
    const done = orders.filter((o) => o.status === 'workComplete');
    const hours = (list: WorkRequest[]) => list.reduce((h, o) => h + (o.execution?.actualHours ?? 0), 0);
    // The stops that ended in the month counted (in a month's first ten hours, some end in the last).
    const downtimeMonth = downtimeMonthOf(ago(80));
    const stopped = (await sdk.getDocsFromServer(downtimeRefs(sdk, db).stops(key))).docs
      .map((d) => d.data())
      .filter((s) => downtimeMonthOf(s.backAt!) === downtimeMonth);
    const wholeScript = stopped.length === 3;
    const length = (s: Stop) => (Date.parse(s.backAt!) - Date.parse(s.stoppedAt)) / 3_600_000;
    const failures = stopped.filter((s) => s.reason === 'failure');
    const downHours = stopped.reduce((h, s) => h + length(s), 0);
    const breakdowns = done.filter((o) => o.workType === 'BRP');
    const frozen = [s1, s2, s3];
    const doneInWeek = frozen.filter((n) => done.some((o) => o.number === n));
    const estimate = (n: string) => orders.find((o) => o.number === n)!.plan!.estimatedHours;

    // SMRP 5.3.1 planned work: hours of non-emergency work ÷ all hours (6.5 ÷ 11.5).
    expect(work.planned).toBeCloseTo(hours(done.filter((o) => !isEmergency(o))) / hours(done), 10);
    expect(work.planned).toBeCloseTo(6.5 / 11.5, 10);
    // SMRP 5.4.1 reactive work: breakdown hours ÷ all hours (5 ÷ 11.5).
    expect(work.reactive).toBeCloseTo(hours(breakdowns) / hours(done), 10);
    // SMRP 3.5.2 MTTR: stop to back in service of the failures (4 h and 2 h) ÷ 2 = 3 h.
    expect(stops.mttr).toBeCloseTo(failures.reduce((h, s) => h + length(s), 0) / failures.length, 10);
    if (wholeScript) expect(stops.mttr).toBe(3);
    // SMRP 3.5.1 MTBF: (hours passed × units − hours stopped, 6.5) ÷ breakdowns.
    expect(work.mtbf).toBeCloseTo((passed * units - downHours) / breakdowns.length, 6);
    if (wholeScript) expect(downHours).toBe(6.5);
    // Availability: 1 − hours stopped ÷ hours passed.
    expect(stops.availability).toBeCloseTo(1 - downHours / passed, 10);
    // SMRP 5.4.4 schedule compliance: 2 of the 3 frozen orders; by hours (4 + 2) ÷ 9.
    expect(week.byOrders).toBeCloseTo(doneInWeek.length / frozen.length, 10);
    expect(week.byHours).toBeCloseTo(
      doneInWeek.reduce((h, n) => h + estimate(n), 0) / frozen.reduce((h, n) => h + estimate(n), 0),
      10,
    );
    expect(week).toMatchObject({ count: 3, doneCount: 2, hours: 9, doneHours: 6 });
  });
});
