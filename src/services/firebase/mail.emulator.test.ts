// The daily digest against the emulators (strict profile: every query it counts with must have
// its composite index declared) and the real rules: nobody who did not choose it gets one; an
// admin who chose it and has work assigned gets today's, with the counts, once however often it
// is written.
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { digestDay } from '../../domain/mail';
import { addPump, adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { withRulesOff } from '../../testing/rulesOff';
import { until } from '../../testing/until';
import { workFeature } from '../../features/work/workSaga';
import { moveRequested, raiseRequested, selectWork } from '../../features/work/workSlice';
import { openOrder, showOrder } from '../../testing/flows';
import { queueMailKinds, sendDigests } from './mail';

emulatorSuite();

async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await withRulesOff(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

describe('e-mail against the emulators', () => {
  it('writes a digest with the counts for whoever chose it, once a day', async () => {
    const { store, key, email, user } = await adminInPlant({ prefix: 'mail', features: [workFeature] });
    await addPump(store, key);
    const company = user.companyUID;

    // Nothing chosen yet: no digest is written.
    await sendDigests(company, new Date());
    const day = digestDay(new Date());
    expect(await stored(`mail/digest-${day}-${user.uid}`)).toBeUndefined();

    // A breakdown request, planned with the admin on it (open work assigned to them).
    store.dispatch(raiseRequested({ title: 'Seal leaks', description: '', equipmentId: 'pump1', workType: 'BRP' }));
    await until(() => expect(selectWork(store.getState()).lastRaised).toMatch(/^WR-/));
    const number = selectWork(store.getState()).lastRaised!;
    showOrder(store, number);
    await until(() => expect(openOrder(store).item?.status).toBe('new'));
    store.dispatch(moveRequested({ number, to: 'inPlanning', changes: { reason: null }, note: '' }));
    await until(() => expect(openOrder(store).item?.status).toBe('inPlanning'));
    const plan = { estimatedHours: 2, craft: 'Mechanical', assignees: [user.uid], permits: [], materials: [] };
    store.dispatch(moveRequested({ number, to: 'readyToSchedule', changes: { plan }, note: '' }));
    await until(() => expect(openOrder(store).item?.status).toBe('readyToSchedule'));

    // A second request, not triaged yet: the admins' "new requests" count it.
    store.dispatch(raiseRequested({ title: 'Guard loose', description: '', equipmentId: 'pump1', workType: 'CSM' }));
    await until(() => expect(selectWork(store.getState()).lastRaised).not.toBe(number));

    await (
      await queueMailKinds(company, { uid: user.uid, email, admin: true }, ['digest'])
    ).acknowledged;
    expect(await stored(`mailRecipients/${user.uid}`)).toEqual({ email: email.toLowerCase() });
    expect(await sendDigests(company, new Date())).toBe(true);
    await until(async () =>
      expect((await stored(`mail/digest-${day}-${user.uid}`))?.template).toEqual({
        name: 'digest',
        data: { day, assigned: 1, overdue: 0, newRequests: 1, link: '/app/home' },
      }),
    );
    // Written again (another device, the same morning): the rules refuse the copy, the first stays.
    expect(await sendDigests(company, new Date())).toBe(true);
  });
});
