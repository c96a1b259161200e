// The work-request converter reads the whole life of an order and refuses damaged fields by name.
import { describe, expect, it } from 'vitest';
import { checklistProgress, newChecklist, parseHistoryEvent, parseWorkRequest } from './work';
import { FieldReader } from './schema';

const read = (data: Record<string, unknown>) => new FieldReader('…/workRequests/WR-20261123-08JZ', data);
const raised = {
  title: 'Dryer felt torn',
  description: 'Torn near the tending side',
  equipmentId: 'eq1',
  equipmentTag: 'PM1-DRY-001',
  equipmentName: 'Dryer cylinder 1',
  criticality: 7,
  workType: 'BRP',
  rime: 56,
  status: 'new',
  version: 1,
  raisedBy: 'u1',
  raisedByName: 'Eve Editor',
  reason: null,
  plan: null,
  scheduledFor: null,
  execution: null,
  assignees: [],
};

describe('work request converter', () => {
  it('reads a new request and a planned, executed order', () => {
    expect(parseWorkRequest('WR-20261123-08JZ', read(raised))).toMatchObject({
      number: 'WR-20261123-08JZ',
      plan: null,
      rime: 56,
    });
    const worked = parseWorkRequest(
      'WR-20261123-08JZ',
      read({
        ...raised,
        status: 'workComplete',
        version: 9,
        plan: {
          estimatedHours: 6,
          craft: 'Mechanical',
          assignees: ['u1'],
          permits: ['CSE', 'HWP-FM'],
          materials: [{ text: 'Felt', quantity: 1 }],
        },
        scheduledFor: '2026-11-24',
        execution: {
          actualHours: 7.5,
          action: 'replace',
          failureCause: 'MNT',
          delays: [{ code: '4B', hours: 1, note: 'Felt late' }],
          startedAt: null,
        },
        assignees: ['u1'],
      }),
    );
    expect(worked.plan?.permits).toEqual(['CSE', 'HWP-FM']);
    expect(worked.execution).toMatchObject({ actualHours: 7.5, action: 'replace', failureCause: 'MNT' });
  });

  it('reads a checklist stored as steps with their ticks and readings, and one stored before (done and value on each step)', () => {
    const steps = [
      { text: 'Grease both bearings', reading: null },
      { text: 'Bearing temperature', reading: { unit: '°C', min: 10, max: 70 } },
    ];
    const items = [
      { ...steps[0], done: true, value: null },
      { ...steps[1], done: true, value: 42.5 },
    ];
    const stored = { ...raised, checklist: steps, ...checklistProgress(items) };
    expect(stored).toMatchObject({ checklistDone: [true, true], checklistValues: ['', '42.5'] });
    expect(parseWorkRequest('PM_2026-11-01', read(stored)).checklist).toEqual(items);
    expect(parseWorkRequest('PM_2026-11-01', read({ ...raised, checklist: items })).checklist).toEqual(items);
    // A new order's: the steps whole, nothing ticked or read.
    expect(newChecklist(steps)).toEqual({ checklist: steps, checklistDone: [false, false], checklistValues: ['', ''] });
    expect(parseWorkRequest('PM_2026-11-01', read({ ...raised, ...newChecklist(steps) })).checklist).toEqual(
      steps.map((s) => ({ ...s, done: false, value: null })),
    );
  });

  it('refuses a checklist record that does not match its steps, naming the field', () => {
    const steps = [{ text: 'Grease both bearings', reading: null }];
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ checklistDone: [true, false], checklistValues: [''] }, /checklistDone does not match/],
      [{ checklistDone: ['yes'], checklistValues: [''] }, /checklistDone is not a list of true or false/],
      [{ checklistDone: [true], checklistValues: ['abc'] }, /checklistValues\[0\] is not a number/],
      [{ checklistDone: [true], checklistValues: 'none' }, /checklistValues is not a list/],
    ];
    for (const [record, problem] of bad)
      expect(() => parseWorkRequest('PM_2026-11-01', read({ ...raised, checklist: steps, ...record }))).toThrow(
        problem,
      );
  });

  it('refuses unknown codes and absurd numbers, naming the field', () => {
    expect(() => parseWorkRequest('x', read({ ...raised, status: 'done' }))).toThrow('status is not one of');
    expect(() => parseWorkRequest('x', read({ ...raised, workType: 'XX' }))).toThrow('workType is not one of');
    expect(() =>
      parseWorkRequest(
        'x',
        read({ ...raised, plan: { estimatedHours: -1, craft: 'M', assignees: [], permits: [], materials: [] } }),
      ),
    ).toThrow('estimatedHours is not a number');
    expect(() =>
      parseWorkRequest(
        'x',
        read({ ...raised, plan: { estimatedHours: 1, craft: 'M', assignees: [], permits: ['NOPE'], materials: [] } }),
      ),
    ).toThrow('permits[0] is not one of');
    expect(() => parseWorkRequest('x', read({ ...raised, title: 'x'.repeat(10_000) }))).toThrow(
      'title is longer than 200',
    );
  });

  it('reads a request with or without its search keywords, and refuses damaged ones', () => {
    const keywords = ['dr', 'to', 'dry', 'tor', 'torn'];
    expect(parseWorkRequest('x', read({ ...raised, keywords })).title).toBe('Dryer felt torn');
    expect(parseWorkRequest('x', read(raised)).title).toBe('Dryer felt torn');
    expect(() => parseWorkRequest('x', read({ ...raised, keywords: 'dryer' }))).toThrow('keywords is not a list');
    expect(() => parseWorkRequest('x', read({ ...raised, keywords: [42] }))).toThrow('keywords[0] is not text');
    expect(() => parseWorkRequest('x', read({ ...raised, keywords: ['x'.repeat(16)] }))).toThrow('keywords[0]');
    const many = Array.from({ length: 101 }, (_, i) => `k${i}`);
    expect(() => parseWorkRequest('x', read({ ...raised, keywords: many }))).toThrow('more than 100');
  });

  it('reads required procedures and acknowledgements; missing, they read as none', () => {
    const plain = parseWorkRequest('WR-20261123-08JZ', read(raised));
    expect(plain.requiredProcedures).toEqual([]);
    expect(plain.acknowledgements).toEqual({});
    const at = new Date('2026-11-24T08:00:00Z');
    const order = parseWorkRequest(
      'WR-20261123-08JZ',
      read({
        ...raised,
        requiredProcedures: ['p1', 'p2'],
        acknowledgements: {
          p1: {
            u1: { revision: 3, by: 'u1', byName: 'Eve Editor', at: { toDate: () => at } },
            u2: { revision: 2, by: 'u2', byName: 'Ed Fitter', at: null },
          },
          // Stored before acknowledgements were per person: read as its reader's.
          p2: { revision: 1, by: 'u3', byName: 'Old Hand', at: null },
        },
      }),
    );
    expect(order.requiredProcedures).toEqual(['p1', 'p2']);
    expect(order.acknowledgements).toEqual({
      p1: {
        u1: { revision: 3, by: 'u1', byName: 'Eve Editor', at: at.toISOString() },
        u2: { revision: 2, by: 'u2', byName: 'Ed Fitter', at: null },
      },
      p2: { u3: { revision: 1, by: 'u3', byName: 'Old Hand', at: null } },
    });
  });

  it('refuses damaged procedure fields, naming them', () => {
    const bad = (extra: Record<string, unknown>) => () =>
      parseWorkRequest('WR-20261123-08JZ', read({ ...raised, ...extra }));
    expect(bad({ requiredProcedures: 'p1' })).toThrow(/requiredProcedures/);
    expect(bad({ requiredProcedures: ['a', 'b', 'c', 'd', 'e', 'f'] })).toThrow(/requiredProcedures/);
    expect(bad({ acknowledgements: ['p1'] })).toThrow(/acknowledgements/);
    expect(bad({ acknowledgements: { p1: 'read' } })).toThrow(/p1/);
    expect(bad({ acknowledgements: { p1: { revision: 0, by: 'u1' } } })).toThrow(/revision/);
    expect(bad({ acknowledgements: { p1: { revision: 1 } } })).toThrow(/by/);
    expect(bad({ acknowledgements: { p1: { u1: { revision: 0, by: 'u1' } } } })).toThrow(/revision/);
    expect(bad({ acknowledgements: { p1: { u1: 'read' } } })).toThrow(/u1/);
  });

  it('reads where a request sent through the request portal came from; any other order has none', () => {
    const portal = {
      key: 'Kp0rtalKey0000000001',
      status: 'St4tusKey00000000001',
      name: 'Luis (night shift)',
      contact: '+34 612 34 56 78',
      urgency: 'stopped',
      photo: 'mkq1x2-leak.jpg',
    };
    expect(parseWorkRequest('WR-20261123-08JZ', read({ ...raised, portal }))).toMatchObject({ portal });
    expect(
      parseWorkRequest('WR-20261123-08JZ', read({ ...raised, portal: { ...portal, photo: null } })).portal,
    ).toEqual({ ...portal, photo: null });
    expect(parseWorkRequest('WR-20261123-08JZ', read(raised))).not.toHaveProperty('portal');
    expect(parseWorkRequest('WR-20261123-08JZ', read({ ...raised, portal: null }))).not.toHaveProperty('portal');
  });

  it('refuses a damaged portal origin, naming the field', () => {
    const portal = {
      key: 'Kp0rtalKey0000000001',
      status: 'St4tusKey00000000001',
      name: 'Luis',
      contact: '',
      urgency: 'safety',
      photo: null,
    };
    const bad = (extra: Record<string, unknown>) => () =>
      parseWorkRequest('WR-20261123-08JZ', read({ ...raised, portal: { ...portal, ...extra } }));
    expect(() => parseWorkRequest('x', read({ ...raised, portal: 'yes' }))).toThrow('portal is not a map');
    expect(bad({ key: 'short' })).toThrow(/portal: key is not a portal key/);
    expect(bad({ status: 'St4tus/Key0000000001' })).toThrow(/portal: status is not a portal key/);
    expect(bad({ name: '  ' })).toThrow(/portal: name is empty/);
    expect(bad({ name: 'x'.repeat(101) })).toThrow(/portal: name is longer than 100/);
    expect(bad({ contact: 42 })).toThrow(/portal: contact is not text/);
    expect(bad({ urgency: 'urgent' })).toThrow(/portal: urgency is not one of/);
    expect(bad({ photo: '../other/file.jpg' })).toThrow(/portal: photo is not in the expected form/);
    expect(bad({ urgency: undefined })).toThrow(/portal: urgency/);
  });

  it('reads history events, the first from nothing', () => {
    expect(parseHistoryEvent(read({ version: 1, from: null, to: 'new', by: 'u1', note: '' }))).toMatchObject({
      from: null,
      to: 'new',
    });
    expect(() => parseHistoryEvent(read({ version: 2, from: 'new', to: 'finished', by: 'u1' }))).toThrow(
      'to is not one of',
    );
  });
});
