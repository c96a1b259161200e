// The heaviest batches the client writes, accepted. Firestore's rules make at most 10 document
// lookups for one document's write and 20 for a batch, and evaluate at most 1,000 expressions per
// request: a later check that pushes one of these batches over fails here, not in production.
// - A floating plan (calendar and meter) whose preventive order is completed with five delays
//   recorded in the same write: the order and its history event, the PM compliance tally, the
//   work figures (each delay's hours), and the plan's advance from the completion day and the
//   meter's latest reading.
// - Work requiring five procedures, started with the last acknowledgement in the same write (each
//   acknowledgement and the start read the procedure's current revision).
// The world is in ./fixture.ts, ./workFixture.ts and ./planFixture.ts.
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { completionAdvance, type PlanLike } from '../../src/domain/generation';
import { today } from '../../src/lib/days';
import { admin, expectRule, meOf, PAST, setUpRulesEnvironment, signedIn } from './fixture';
import { PUMP } from './assetFixture';
import { procedureDoc, procedurePath } from './procedureFixture';
import {
  completePmOrder,
  FLOATING,
  FLOATING_ORDER,
  METER_ID,
  planPath,
  restorePlan,
  seedPlans,
  STORED_PLANS,
} from './planFixture';
import { change, restore } from './workFixture';

const REQUIRED = ['p1', 'p2', 'p3', 'p4', 'p5'];

setUpRulesEnvironment('batchLimits.rules.test.ts', async () => {
  await seedPlans();
  await admin(async (db) => {
    await Promise.all(
      REQUIRED.map((id) =>
        setDoc(doc(db, procedurePath(id)), { ...procedureDoc('dan', 2), createdAt: PAST, updatedAt: PAST }),
      ),
    );
  });
});

const bob = meOf('editor');

describe('the heaviest batches stay within the rules’ limits', () => {
  it('a floating calendar-and-meter plan’s order completed, with both rollups and the plan’s advance', async () => {
    const meter = { equipmentId: PUMP, meterId: METER_ID, every: 500 };
    await restorePlan(FLOATING, { trigger: 'either', meter, nextThreshold: null, lastOrder: FLOATING_ORDER });
    const plan = { ...STORED_PLANS[FLOATING], trigger: 'either', meter } as unknown as PlanLike;
    // The seeded meter stands at 1,200.
    const advance = completionAdvance(plan, today(), 1200)!;
    expect(advance.nextThreshold).toBe(1700);
    const db = signedIn('bob');
    // The record completed with it: five delays (the most an order has) at their limits.
    const delays = ['1A', '2B', '3C', '4D', '7D'].map((code) => ({ code, hours: 24, note: 'n'.repeat(1000) }));
    const execution = { actualHours: 999, action: 'service', failureCause: 'MNT', delays, startedAt: PAST };
    await expectRule(
      true,
      completePmOrder(db, bob, {
        fields: { execution },
        more: (batch) =>
          batch.update(doc(db, planPath(FLOATING)), { ...advance, updatedAt: serverTimestamp(), updatedBy: 'bob' }),
      }),
    );
  });

  it('work requiring five procedures, started with the last acknowledgement in the same write', async () => {
    const ack = (revision: number) => ({ revision, by: 'bob', byName: 'bob Test', at: PAST });
    await restore('dailySchedule', {
      requiredProcedures: REQUIRED,
      // Each procedure acknowledged by bob himself (one entry per person).
      acknowledgements: { p1: { bob: ack(2) }, p2: { bob: ack(2) }, p3: { bob: ack(2) }, p4: { bob: ack(2) } },
    });
    await expectRule(
      true,
      change(signedIn('bob'), bob, 'dailySchedule', 'inProgress', {
        fields: { 'acknowledgements.p5.bob': { ...ack(2), at: serverTimestamp() } },
      }),
    );
  });
});
