// The crew service against the emulators and the real rules: an admin's crew and a person's day
// arrive live, the day back to usual is deleted; the reader refuses a damaged crew entry (written
// past the rules, which cannot loop over the people) rather than guessing. Who may write is the
// rules suite's (tests/rules/crew.rules.test.ts).
import * as sdk from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  crewPath,
  type CrewDay,
  type CrewSettings,
  queueCrew,
  queueCrewDay,
  subscribeCrew,
  subscribeCrewDays,
} from '../../../services/firebase/crew';
import type { LiveDoc, LiveList } from '../../../services/firebase/live';
import { adminInPlant, emulatorSuite } from '../../../testing/emulatorCompany';
import { nextValue as next } from '../../../testing/live';
import { withRulesOff } from '../../../testing/rulesOff';

emulatorSuite();

describe('the crew', () => {
  it('stores the crew and the days that differ, live; refuses a damaged entry in words', async () => {
    const { key, user } = await adminInPlant({ prefix: 'crew' });
    const people = { [user.uid]: { crafts: ['Mechanical'], hours: 7.5, days: [1, 2, 3, 4] as (1 | 2 | 3 | 4)[] } };
    await (
      await queueCrew(key, { people, permitDays: { 'HWP-FM': [1, 2, 3, 4, 5] } }, user.uid)
    ).acknowledged;
    const crew = await next<LiveDoc<CrewSettings>>(
      (l) => subscribeCrew(key, l),
      (v) => !v.fromCache && v.item !== null,
    );
    expect(crew.value?.item).toMatchObject({ people, permitDays: { 'HWP-FM': [1, 2, 3, 4, 5] }, updatedBy: user.uid });

    const day: CrewDay = { uid: user.uid, day: '2026-12-02', kind: 'sickness', hours: 8, note: 'Flu' };
    await (
      await queueCrewDay(key, day, user.uid)
    ).acknowledged;
    const days = await next<LiveList<CrewDay>>(
      (l) => subscribeCrewDays(key, '2026-11-30', '2026-12-06', l),
      (v) => !v.fromCache && v.items.length === 1,
    );
    expect(days.value?.items[0]).toMatchObject(day);
    const outside = await next<LiveList<CrewDay>>(
      (l) => subscribeCrewDays(key, '2026-12-07', '2026-12-13', l),
      (v) => !v.fromCache,
    );
    expect(outside.value?.items).toEqual([]);
    await (
      await queueCrewDay(key, { ...day, kind: null }, user.uid)
    ).acknowledged;
    await next<LiveList<CrewDay>>(
      (l) => subscribeCrewDays(key, '2026-11-30', '2026-12-06', l),
      (v) => !v.fromCache && v.items.length === 0,
    );

    await withRulesOff(async (db) => {
      await sdk.updateDoc(sdk.doc(db, crewPath(key)), { [`people.${user.uid}.hours`]: 'eight' });
    });
    const refused = await next<LiveDoc<CrewSettings>>(
      (l) => subscribeCrew(key, l),
      () => false,
    );
    expect(refused.error?.code).toBe('data/corrupt');
  });
});
