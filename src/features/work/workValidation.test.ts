// What a request and each gate need: every problem named, before writing.
import { describe, expect, it } from 'vitest';
import type { EquipmentSummary } from '../../services/firebase/assets';
import type { WorkExecution, WorkPlan } from '../../services/firebase/work';
import { PROBLEMS } from './messages';
import { sortWork, matchesSearch } from './pages/QueuePage';
import type { WorkRow } from './workSlice';
import {
  checkExecution,
  checkPlan,
  checkRaise,
  checkReading,
  checkReason,
  checkSignature,
  moveProblem,
  outOfRange,
  parseReading,
} from './workValidation';

const pump: EquipmentSummary = {
  id: 'p1',
  tag: 'P-101',
  name: 'Feed pump',
  criticality: 7,
  parent: null,
  status: 'inService',
};
const plant = new Map([[pump.id, pump]]);
const plan: WorkPlan = {
  estimatedHours: 4,
  craft: 'Mechanical',
  assignees: ['u1'],
  permits: ['CSE'],
  materials: [{ text: 'Seal kit', quantity: 1 }],
};
const done: WorkExecution = {
  actualHours: 3.5,
  action: 'replace',
  failureCause: 'MNT',
  delays: [{ code: '4B', hours: 1, note: '' }],
  startedAt: null,
};

describe('raising a request', () => {
  it('needs a title of at most 200 characters, equipment of this plant and a known work type', () => {
    expect(checkRaise({ title: 'Seal leaking', description: '', equipmentId: 'p1', workType: 'BRP' }, plant)).toEqual(
      {},
    );
    expect(checkRaise({ title: ' ', description: '', equipmentId: '', workType: 'XX' }, plant)).toEqual({
      title: PROBLEMS.titleRequired,
      equipmentId: PROBLEMS.equipmentRequired,
      workType: PROBLEMS.workTypeUnknown,
    });
    const long = checkRaise(
      { title: 'x'.repeat(10_000), description: 'y'.repeat(5001), equipmentId: 'elsewhere', workType: 'SI' },
      plant,
    );
    expect(long).toEqual({
      title: PROBLEMS.titleTooLong,
      description: PROBLEMS.descriptionTooLong,
      equipmentId: PROBLEMS.equipmentUnknown,
    });
  });
});

describe('gates', () => {
  it('asks for a reason to reject or cancel', () => {
    expect(checkReason('  ')).toBe(PROBLEMS.reasonRequired);
    expect(checkReason('x'.repeat(1001))).toBe(PROBLEMS.reasonTooLong);
    expect(moveProblem({ from: 'new', to: 'rejected', role: 'admin', workType: 'SI', reason: '' })).toBe(
      PROBLEMS.reasonRequired,
    );
    expect(
      moveProblem({ from: 'new', to: 'rejected', role: 'admin', workType: 'SI', reason: 'Duplicate of WR-1' }),
    ).toBeUndefined();
  });

  it('checks a plan: hours above 0 and at most 1,000, a craft, at least one person, known permits, sane materials', () => {
    expect(checkPlan(plan)).toEqual({});
    expect(
      checkPlan({
        ...plan,
        estimatedHours: -1,
        craft: '',
        assignees: [],
        permits: ['XYZ' as never],
        materials: [{ text: '', quantity: 0 }],
      }),
    ).toEqual({
      estimatedHours: PROBLEMS.estimatedHours,
      craft: PROBLEMS.craftRequired,
      assignees: PROBLEMS.assigneesRequired,
      permits: PROBLEMS.permitUnknown,
      materials: PROBLEMS.materials,
    });
    expect(checkPlan({ ...plan, estimatedHours: 1001 }).estimatedHours).toBe(PROBLEMS.estimatedHours);
    expect(moveProblem({ from: 'inPlanning', to: 'readyToSchedule', role: 'admin', workType: 'SI', plan: null })).toBe(
      PROBLEMS.planIncomplete,
    );
  });

  it('checks the work done: absurd hours, a 30-hour delay, and a breakdown without its failure cause', () => {
    expect(checkExecution(done, 'BRP', true)).toEqual({});
    expect(checkExecution({ ...done, actualHours: 1000 }, 'SI', true).actualHours).toBe(PROBLEMS.actualHours);
    expect(checkExecution({ ...done, actualHours: 0 }, 'SI', true).actualHours).toBe(PROBLEMS.actualHours);
    expect(checkExecution({ ...done, actualHours: 0 }, 'SI', false)).toEqual({}); // a record still in progress
    expect(checkExecution({ ...done, delays: [{ code: '4B', hours: 30, note: '' }] }, 'SI', false).delays).toBe(
      PROBLEMS.delays,
    );
    expect(checkExecution({ ...done, delays: [{ code: '8A', hours: 1, note: '' }] }, 'SI', false).delays).toBe(
      PROBLEMS.delays,
    );
    expect(checkExecution({ ...done, failureCause: null }, 'BRP', true).failureCause).toBe(
      PROBLEMS.failureCauseRequired,
    );
    // At most 5 lines, each code once (the rules prove a code's hours line by line).
    const line = (code: string) => ({ code, hours: 1, note: '' });
    const five = ['7D', '1A', '3C', '1B', '2D'].map(line);
    expect(checkExecution({ ...done, delays: five }, 'SI', true)).toEqual({});
    expect(checkExecution({ ...done, delays: [...five, line('3A')] }, 'SI', true).delays).toBe(PROBLEMS.delaysTooMany);
    expect(checkExecution({ ...done, delays: [line('4B'), line('4B')] }, 'SI', false).delays).toBe(
      PROBLEMS.delaysRepeated,
    );
    expect(checkExecution({ ...done, failureCause: null }, 'PM-INSP', true)).toEqual({});
    expect(
      moveProblem({
        from: 'inProgress',
        to: 'workComplete',
        role: 'editor',
        workType: 'BRP',
        execution: { ...done, failureCause: null },
      }),
    ).toBe(PROBLEMS.executionIncomplete);
  });

  it('refuses a move outside the table or the role', () => {
    expect(moveProblem({ from: 'new', to: 'closed', role: 'admin', workType: 'SI' })).toBe(PROBLEMS.moveNotAllowed);
    expect(moveProblem({ from: 'new', to: 'inPlanning', role: 'editor', workType: 'SI' })).toBe(
      PROBLEMS.moveNotAllowed,
    );
    expect(moveProblem({ from: 'dailySchedule', to: 'inProgress', role: 'editor', workType: 'SI' })).toBeUndefined();
  });
});

describe('preventive orders', () => {
  const done: WorkExecution = { actualHours: 2, action: 'service', failureCause: null, delays: [], startedAt: null };
  const completing = { from: 'inProgress', to: 'workComplete', role: 'editor', workType: 'PM-INSP' } as const;

  it('reads a reading as a plain number, with a point or a comma, or not yet read', () => {
    expect(parseReading('')).toBeNull();
    expect(parseReading('  ')).toBeNull();
    expect(parseReading('4.2')).toBe(4.2);
    expect(parseReading('4,2')).toBe(4.2);
    expect(parseReading('-0.5')).toBe(-0.5);
    expect(parseReading('.5')).toBe(0.5);
    for (const text of ['abc', '4.2 bar', '1e3', '0x10', 'Infinity', '4,2,1', '--1', '1 000'])
      expect(checkReading(text), text).toBe(PROBLEMS.readingNotNumber);
    expect(checkReading('1000000000001')).toBe(PROBLEMS.readingNotNumber);
    expect(checkReading('')).toBeUndefined();
    expect(checkReading('12')).toBeUndefined();
  });

  it('finds a reading out of its range, either bound open', () => {
    const range = { unit: 'bar', min: 2, max: 4.5 };
    expect(outOfRange(range, 1.99)).toBe(true);
    expect(outOfRange(range, 4.51)).toBe(true);
    expect(outOfRange(range, 2)).toBe(false);
    expect(outOfRange(range, 4.5)).toBe(false);
    expect(outOfRange(range, null)).toBe(false);
    expect(outOfRange({ ...range, min: null }, -100)).toBe(false);
    expect(outOfRange({ ...range, max: null }, 1e9)).toBe(false);
    expect(outOfRange(null, 5)).toBe(false);
  });

  it('needs a typed signature of 1 to 200 characters', () => {
    expect(checkSignature('')).toBe(PROBLEMS.signatureRequired);
    expect(checkSignature('   ')).toBe(PROBLEMS.signatureRequired);
    expect(checkSignature('x'.repeat(201))).toBe(PROBLEMS.signatureTooLong);
    expect(checkSignature(' Ana López ')).toBeUndefined();
  });

  it('gates Work Complete on the signature only where the plan asks for one', () => {
    const pm = { signatureRequired: true };
    expect(moveProblem({ ...completing, execution: done, pm })).toBe(PROBLEMS.signatureRequired);
    expect(moveProblem({ ...completing, execution: done, pm, signature: null })).toBe(PROBLEMS.signatureRequired);
    expect(moveProblem({ ...completing, execution: done, pm, signature: { name: ' ' } })).toBe(
      PROBLEMS.signatureRequired,
    );
    expect(moveProblem({ ...completing, execution: done, pm, signature: { name: 'Ana López' } })).toBeUndefined();
    // The work record is asked for first.
    expect(moveProblem({ ...completing, execution: null, pm, signature: { name: 'Ana López' } })).toBe(
      PROBLEMS.executionIncomplete,
    );
    expect(moveProblem({ ...completing, execution: done, pm: { signatureRequired: false } })).toBeUndefined();
    expect(moveProblem({ ...completing, execution: done, pm: null })).toBeUndefined();
  });
});

describe('queues', () => {
  const row = (number: string, rime: number, raisedAt: string, status: WorkRow['status'] = 'new'): WorkRow =>
    ({ number, title: `Job ${number}`, equipmentTag: 'P-101', rime, raisedAt, status }) as WorkRow;
  const now = new Date('2026-11-23T12:00:00Z');

  it('rank by RIME and age, so old low-priority work rises', () => {
    const items = [
      row('A', 10, '2026-11-22T00:00:00Z'),
      row('B', 1, '2026-01-01T00:00:00Z'),
      row('C', 56, '2026-11-23T00:00:00Z'),
    ];
    expect(sortWork(items, 'priority', now).map((r) => r.number)).toEqual(['C', 'B', 'A']);
    expect(sortWork(items, 'raised', now).map((r) => r.number)).toEqual(['C', 'A', 'B']);
  });

  it('search number, title and tag, every word', () => {
    expect(matchesSearch(row('WR-1', 1, ''), 'job p-101')).toBe(true);
    expect(matchesSearch(row('WR-1', 1, ''), 'job pump')).toBe(false);
  });
});
