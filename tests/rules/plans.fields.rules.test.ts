// Every field of a maintenance plan and of a service contract against bad values (the
// preventive-maintenance contract and its bad input): a wrong type, an oversize or otherwise wrong value,
// an interval of 0 or over 10 years, a meter on equipment not in the plan, an inconsistent
// trigger, a contract ending before it starts, a negative value, an unknown category, a bad
// currency, a missing key and extra keys, each refused; and the valid write accepted, so each
// case can fail both ways. Dan (an admin) writes. The world is in ./planFixture.ts.
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRule, FUTURE, PAST, setUpRulesEnvironment, signedIn, without } from './fixture';
import { MIXER, MOTOR, PUMP } from './assetFixture';
import { CALENDAR, contractPath, METER_ID, NEW_PLAN, newContract, newPlan, planPath, seedPlans } from './planFixture';
import {
  chars,
  DELETED,
  describeWritePaths,
  HUGE,
  labeller,
  list,
  MISSING,
  type Doc,
  type WritePath,
} from './fieldCases';

setUpRulesEnvironment('plans.fields.rules.test.ts', seedPlans);

const db = () => signedIn('dan');
const stamps = { updatedAt: serverTimestamp(), updatedBy: 'dan' };
const LATER = Timestamp.fromDate(new Date('2026-02-01T00:00:00Z'));

const label = labeller([
  [PAST, 'a client time'],
  [FUTURE, 'a client time'],
  [LATER, 'a client time'],
]);

const METER = { equipmentId: PUMP, meterId: METER_ID, every: 500 };
const meterPlan = (extra: Doc = {}): Doc =>
  newPlan('dan', {
    equipmentIds: [PUMP],
    trigger: 'meter',
    interval: null,
    meter: METER,
    nextDue: null,
    generateOn: null,
    nextThreshold: 1700,
    ...extra,
  });
const interval = (every: unknown, unit: unknown = 'days') => ({ every, unit });
const meter = (extra: Doc) => ({ ...METER, ...extra });

const PATHS: Record<string, WritePath> = {
  'create a calendar plan': {
    write: (change) => setDoc(doc(db(), planPath(NEW_PLAN)), change(newPlan('dan'))),
    fields: {
      title: [42, '', chars(201), HUGE, null, MISSING],
      // none, over 20, the first not in the plant (missing, another plant's), not a list
      equipmentIds: [
        [],
        [PUMP, ...list(20)],
        ['ghost', PUMP],
        [PUMP, 'x', chars(2600)],
        [MIXER],
        ['a/b'],
        PUMP,
        null,
        MISSING,
      ],
      steps: [list(51), 'steps', null, MISSING],
      workType: ['XX', 'pm-insp', 6, null, MISSING],
      estimatedHours: [0, -1, 1001, '2', null, MISSING],
      craft: ['', chars(61), 42, null, MISSING],
      assignees: [list(11), 'bob', ['bob', chars(1280)], null, MISSING],
      permits: [['HOTWORK'], ['CWP', 'cwp'], Array(11).fill('CWP'), 'CWP', null, MISSING],
      signatureRequired: ['yes', 1, null, MISSING],
      trigger: ['weekly', 'meter', null, MISSING],
      interval: [
        interval(0),
        interval(-1),
        interval(1.5, 'months'),
        interval('1', 'months'),
        interval(3654, 'days'),
        interval(522, 'weeks'),
        interval(121, 'months'),
        interval(11, 'years'),
        interval(1, 'fortnights'),
        { every: 1 },
        { ...interval(1, 'months'), from: 'start' },
        null, // a calendar plan needs an interval
        MISSING,
      ],
      // a meter on equipment the plan does not name; a meter map that is not one
      meter: [meter({ equipmentId: MIXER }), 'm1', MISSING],
      scheduling: ['sliding', null, MISSING],
      leadDays: [-1, 3654, 1.5, '7', null, MISSING],
      startDate: ['2026-13-01', '01.11.2026', '2026-11-1', null, MISSING],
      active: ['true', 1, null, MISSING],
      nextDue: ['2026-11-31x', 20261101, MISSING],
      generateOn: ['tomorrow', MISSING],
      nextThreshold: [1.5, '1500', MISSING],
      lastOrder: ['', 42, chars(201), MISSING],
      createdAt: [PAST, MISSING],
      createdBy: ['alice', MISSING],
      updatedAt: [PAST, FUTURE, MISSING],
      updatedBy: ['alice', MISSING],
    },
    extra: { paid: true, priority: 1, checklist: [] },
  },
  'create a meter plan': {
    write: (change) => setDoc(doc(db(), planPath(NEW_PLAN)), change(meterPlan())),
    fields: {
      meter: [
        meter({ every: 0 }),
        meter({ every: -500 }),
        meter({ every: 10_000_001 }),
        meter({ every: 1.5 }),
        meter({ every: '500' }),
        meter({ equipmentId: MOTOR }), // on the motor, which the plan does not name
        meter({ equipmentId: MIXER }),
        meter({ equipmentId: 'ghost' }),
        meter({ meterId: '' }),
        meter({ meterId: 'a/b' }),
        meter({ meterId: chars(101) }),
        without(METER, 'every'),
        meter({ unit: 'h' }),
        null, // a meter plan needs a meter
        MISSING,
      ],
      trigger: ['calendar', 'either'], // each needs an interval, which this plan has not
      interval: [interval(0), interval(3654)],
      nextThreshold: [1700.5, '1700'],
    },
    extra: { threshold: 1700 },
  },
  'edit the calendar plan': {
    write: (change) =>
      updateDoc(doc(db(), planPath(CALENDAR)), change({ title: 'Pump inspection', leadDays: 3, ...stamps })),
    fields: {
      title: ['', HUGE, 42, DELETED],
      equipmentIds: [[], ['ghost'], DELETED],
      steps: [list(51), DELETED],
      estimatedHours: [0, 1001, DELETED],
      trigger: ['meter', 'weekly', DELETED], // meter: no meter on this plan
      interval: [interval(0), interval(3654), interval(11, 'years'), null, DELETED],
      meter: [meter({ equipmentId: MIXER }), DELETED],
      leadDays: [-1, 3654, DELETED],
      startDate: ['2026-11-00', DELETED],
      active: ['no', DELETED],
      nextDue: ['soon', DELETED],
      createdAt: [LATER, DELETED],
      createdBy: ['dan', DELETED],
      updatedAt: [PAST, DELETED],
      updatedBy: ['alice', DELETED],
    },
    extra: { paid: true },
  },
  'create a service contract': {
    write: (change) => setDoc(doc(db(), contractPath('contract2')), change(newContract('dan'))),
    fields: {
      vendor: ['', chars(201), HUGE, 42, null, MISSING],
      contact: [chars(201), 42, null, MISSING],
      contractNumber: [chars(61), 42, null, MISSING],
      category: ['plumbing', 'Crane', 'crane ', 3, null, MISSING],
      equipment: [list(101), ['a', chars(25_700)], `pump1`, null, MISSING],
      startDate: ['2026-1-1', '01.01.2026', null, MISSING],
      // before the start date; not a day
      endDate: ['2025-12-31', '2026-13-01', null, MISSING],
      value: [-1, -0.01, 1_000_000_000_001, '12000', null, MISSING],
      currency: ['eur', 'EURO', 'EU', '€€€', 978, null, MISSING],
      visitsPerYear: [-1, 53, 4.5, '4', null, MISSING],
      visits: [list(53), 'quarterly', null, MISSING],
      notes: [chars(2001), 42, null, MISSING],
      renewedFrom: ['', 'a/b', 42, MISSING],
      renewedBy: ['bad id!', MISSING],
      createdAt: [PAST, MISSING],
      createdBy: ['alice', MISSING],
      updatedAt: [PAST, FUTURE, MISSING],
      updatedBy: ['alice', MISSING],
    },
    extra: { status: 'active', site: 'north', documents: [] },
  },
  'edit contract1': {
    write: (change) => updateDoc(doc(db(), contractPath()), change({ value: 13000, ...stamps })),
    fields: {
      vendor: ['', DELETED],
      category: ['plumbing', DELETED],
      endDate: ['2025-12-31', DELETED],
      startDate: ['2027-01-01', DELETED], // after the end date
      value: [-1, DELETED],
      currency: ['eur', DELETED],
      visitsPerYear: [53, DELETED],
      renewedBy: ['a/b', DELETED],
      createdAt: [LATER, DELETED],
      createdBy: ['dan', DELETED],
      updatedAt: [PAST, DELETED],
      updatedBy: ['alice', DELETED],
    },
    extra: { status: 'expired' },
  },
};

describeWritePaths(PATHS, label);

describe('plans: the trigger, the interval and the meter agree', () => {
  const write = (extra: Doc) => setDoc(doc(db(), planPath(NEW_PLAN)), newPlan('dan', extra));

  it('calendar needs an interval; meter needs a meter; either needs both', async () => {
    await expectRule(false, write({ trigger: 'calendar', interval: null, meter: null }));
    await expectRule(false, write({ trigger: 'meter', interval: null, meter: null }));
    await expectRule(false, write({ trigger: 'either', interval: null, meter: METER }));
    await expectRule(false, write({ trigger: 'either', interval: interval(1, 'months'), meter: null }));
  });

  it('accepts each trigger with what it needs', async () => {
    const create = (id: string, extra: Doc) => setDoc(doc(db(), planPath(id)), newPlan('dan', extra));
    await expectRule(true, create('p1', { trigger: 'calendar', interval: interval(1, 'months'), meter: null }));
    await expectRule(true, create('p2', { trigger: 'meter', interval: null, meter: METER, nextThreshold: 1700 }));
    await expectRule(true, create('p3', { trigger: 'either', interval: interval(3, 'months'), meter: METER }));
  });
});

describe('the limits themselves are accepted', () => {
  const write = (extra: Doc) => setDoc(doc(db(), planPath(NEW_PLAN)), newPlan('dan', extra));

  for (const [every, unit] of [
    [3653, 'days'],
    [521, 'weeks'],
    [120, 'months'],
    [10, 'years'],
    [1, 'days'],
  ] as const) {
    it(`an interval of ${every} ${unit}`, async () => {
      await expectRule(true, write({ interval: interval(every, unit) }));
    });
  }

  it('a plan of 20 equipment, 50 steps, 1,000 hours, 10 assignees, every permit, lead time 3,653 days', async () => {
    const permits = ['HWP-FM', 'HWP-CM', 'HWP-FG', 'CWP', 'CSE', 'ELCT', 'SPC-HC', 'SPC-RM', 'SPC-DC', 'SPC-EV'];
    await expectRule(
      true,
      write({
        title: chars(200),
        equipmentIds: [PUMP, ...list(19)],
        steps: list(50),
        estimatedHours: 1000,
        craft: chars(60),
        assignees: list(10),
        permits,
        leadDays: 3653,
      }),
    );
  });

  it('a meter every 10,000,000 units', async () => {
    await expectRule(
      true,
      setDoc(doc(db(), planPath(NEW_PLAN)), meterPlan({ meter: meter({ every: 10_000_000, meterId: chars(100) }) })),
    );
  });

  it('a contract of one day, value 0 and 1e12, 0 and 52 visits, 100 covered equipment', async () => {
    const write = (id: string, extra: Doc) => setDoc(doc(db(), contractPath(id)), newContract('dan', extra));
    await expectRule(true, write('c1', { startDate: '2026-06-01', endDate: '2026-06-01', value: 0, visitsPerYear: 0 }));
    await expectRule(
      true,
      write('c2', {
        value: 1_000_000_000_000,
        visitsPerYear: 52,
        visits: list(52),
        equipment: list(100),
        vendor: chars(200),
        notes: chars(2000),
        contractNumber: chars(60),
        renewedFrom: CALENDAR,
      }),
    );
    for (const category of ['fireSafety', 'wasteDisposal', 'transformer']) {
      await expectRule(true, write(`c-${category}`, { category, currency: 'USD' }));
    }
  });

  it('renewal: the new contract names the old one, the old one names the new one', async () => {
    await expectRule(
      true,
      setDoc(
        doc(db(), contractPath('contract2')),
        newContract('dan', { startDate: '2027-01-01', endDate: '2027-12-31', renewedFrom: 'contract1' }),
      ),
    );
    await expectRule(true, updateDoc(doc(db(), contractPath()), { renewedBy: 'contract2', ...stamps }));
  });
});
