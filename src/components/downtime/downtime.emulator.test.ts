// Downtime against the emulators (strict: every query has its index) and the real rules, through
// the downtime service: an admin records a failure stop on a pump and puts it back in service; a
// colleague's device that has not heard of the open stop cannot record an overlapping one; a stop
// recorded after the fact follows; the equipment's live list and run state show each change
// without a reload, and the month's rollup — what the dashboard reads — adds up to the stops
// exactly (MTTR from stop to service, by SMRP 3.5.2).
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { downtimeFigures, type DowntimeMonth, downtimeMonthOf, type RunState, type Stop } from '../../domain/downtime';
import {
  downtimePaths,
  queueBackInService,
  queueFailureCoding,
  queueStop,
  subscribeEquipmentStops,
  subscribeRunState,
  writeNewStop,
} from '../../services/firebase/downtime';
import type { LiveDoc, LiveList } from '../../services/firebase/live';
import { addPump, adminInPlant, asColleague, emulatorSuite, PUMP } from '../../testing/emulatorCompany';
import { until } from '../../testing/until';
import { rebuildStats, subscribeDowntimeMonths } from '../../features/dashboard/dashboardService';
import { withRulesOff } from '../../testing/rulesOff';
import { getDb } from '../../services/firebase/firestore';

emulatorSuite();

/** A whole minute `minutes` before the file started. */
// Fixed when the file starts: a minute that turns during a test must not change its lengths.
const BASE = Math.floor(Date.now() / 60_000) * 60_000;
const ago = (minutes: number) => new Date(BASE - minutes * 60_000).toISOString();

/** Keeps the latest value a live listener delivered (from the server or the cache). */
function watch<V>(listen: (l: { next: (v: V) => void; error: (e: unknown) => void }) => () => void) {
  const seen: { value: V | null; error: unknown; stop: () => void } = { value: null, error: null, stop: () => {} };
  seen.stop = listen({
    next: (value) => (seen.value = value),
    error: (error) => (seen.error = error),
  });
  return seen;
}

describe('downtime', () => {
  it('records a stop and the return to service, refuses an overlap from another device, and the month adds up', async () => {
    const { store, key, email, user } = await adminInPlant({ prefix: 'downtime' });
    await addPump(store, key);
    const who = { uid: user.uid, name: user.title };
    const label = { record: PUMP.tag, link: `/app/assets/equipment/${PUMP.id}` };
    const stops = watch<LiveList<Stop>>((l) => subscribeEquipmentStops(key, PUMP.id, l));
    const state = watch<LiveDoc<RunState>>((l) => subscribeRunState(key, PUMP.id, l));

    // Stopped three hours ago by a failure: shown at once, then confirmed.
    const stoppedAt = ago(180);
    const open = await queueStop(
      key,
      { equipmentId: PUMP.id, stoppedAt, backAt: null, reason: 'failure', order: null, note: 'Seal leaking' },
      null,
      who,
      label,
    );
    await until(() => expect(stops.value?.items.map((s) => [s.reason, s.backAt])).toEqual([['failure', null]]));
    await open.acknowledged;
    await until(() => expect(state.value?.item).toMatchObject({ stoppedAt, reason: 'failure', pending: false }));
    const openId = state.value!.item!.stop!;

    // A colleague's device that has not heard of it: an overlapping stop is refused.
    await expect(
      asColleague(email, async (db) => {
        const batch = sdk.writeBatch(db);
        writeNewStop(
          batch,
          sdk,
          db,
          key,
          'overlap',
          { equipmentId: PUMP.id, stoppedAt: ago(120), backAt: ago(100), reason: 'operational', order: null, note: '' },
          null,
          who,
        );
        await batch.commit();
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    // Back in service an hour ago: two hours of failure downtime.
    const backAt = ago(60);
    await (
      await queueBackInService(
        key,
        { id: openId, equipmentId: PUMP.id, stoppedAt, reason: 'failure' },
        backAt,
        who,
        label,
      )
    ).acknowledged;
    await until(() => expect(state.value?.item).toMatchObject({ stop: null, lastBackAt: backAt, pending: false }));

    // A changeover recorded after the fact, from the colleague's device: it arrives here live.
    await asColleague(email, async (db) => {
      const batch = sdk.writeBatch(db);
      writeNewStop(
        batch,
        sdk,
        db,
        key,
        'changeover1',
        { equipmentId: PUMP.id, stoppedAt: ago(50), backAt: ago(20), reason: 'changeover', order: null, note: '' },
        backAt,
        who,
      );
      await batch.commit();
    });
    await until(() =>
      expect(stops.value?.items.map((s) => [s.id, s.reason, s.seconds, s.pending])).toEqual([
        ['changeover1', 'changeover', 1800, false],
        [openId, 'failure', 7200, false],
      ]),
    );

    // The failure coded (ISO 14224) as seen, then again after the analysis: live on the stop.
    const failed = stops.value!.items.find((s) => s.id === openId)!;
    const seen = { equipmentClass: 'pump', mode: 'ELP', mechanism: null, cause: null };
    await (
      await queueFailureCoding(key, failed, seen, user.uid, label)
    ).acknowledged;
    await until(() =>
      expect(stops.value?.items.find((s) => s.id === openId)?.failure).toEqual({ ...seen, by: user.uid }),
    );
    const analysed = { ...seen, mechanism: '1.1', cause: 'MNT.expected-wear' };
    const coded = stops.value!.items.find((s) => s.id === openId)!;
    await (
      await queueFailureCoding(key, coded, analysed, user.uid, label)
    ).acknowledged;
    await until(() =>
      expect(stops.value?.items.find((s) => s.id === openId)?.failure?.cause).toBe('MNT.expected-wear'),
    );

    // The month, as the dashboard reads it: exactly the two stops.
    const month = downtimeMonthOf(ago(20));
    const months = watch<LiveList<DowntimeMonth>>((l) => subscribeDowntimeMonths(key, month, month, l));
    await until(() => expect(months.value?.fromCache).toBe(false));
    // (Unless the month turned between the two stops: then each month holds its own.)
    if (downtimeMonthOf(backAt) === month) {
      expect(months.value?.items).toEqual([
        expect.objectContaining({
          month,
          stops: 2,
          seconds: 9000,
          failures: 1,
          failureSeconds: 7200,
          reasons: { failure: 7200, changeover: 1800 },
          equipment: { [PUMP.id]: { s: 9000, f: 1, fs: 7200 } },
          // The first coding gave its failure back to the second.
          codes: { 'pump|ELP|-|-': { n: 0, s: 0 }, 'pump|ELP|1.1|MNT.expected-wear': { n: 1, s: 7200 } },
        }),
      ]);
      expect(downtimeFigures(months.value!.items[0], 720).mttr).toBe(2);
    }
    // A month written around the app drifts; the admin's rebuild names it and rewrites it from the stops.
    const stored = months.value!.items[0];
    await withRulesOff((db) =>
      sdk.setDoc(sdk.doc(db, downtimePaths.month(key, stored.month)), { seconds: 1 }, { merge: true }),
    );
    await withRulesOff((db) =>
      sdk.setDoc(
        sdk.doc(db, downtimePaths.month(key, downtimeMonthOf(backAt))),
        { codes: { 'pump|VIB|-|-': { n: 3, s: 60 } } },
        { merge: true },
      ),
    );
    const drifting = [...new Set([stored.month, downtimeMonthOf(backAt)])].sort();
    const rebuilt = await rebuildStats(key, drifting, user.uid, () => undefined);
    expect(rebuilt.drifted).toEqual(drifting);
    await rebuilt.acknowledged;
    await until(() => expect(months.value?.items[0]).toMatchObject({ seconds: stored.seconds, stops: stored.stops }));
    // The recount holds the stop's coding only (the emptied key is gone too).
    const failureMonth = await sdk.getDoc(sdk.doc(await getDb(), downtimePaths.month(key, downtimeMonthOf(backAt))));
    expect(failureMonth.data()?.codes).toEqual({ 'pump|ELP|1.1|MNT.expected-wear': { n: 1, s: 7200 } });
    for (const listener of [stops, state, months]) {
      expect(listener.error).toBeNull();
      listener.stop();
    }
  });
});
