import { describe, expect, it } from 'vitest';
import {
  checkJobPlan,
  cleanJobPlan,
  fitsClass,
  jobDuration,
  jobPlanChanges,
  type JobPlanContent,
  jobPlanKeywords,
  jobPlansFor,
  orderPlanFrom,
  planWorkFrom,
  planWorkIs,
  requiredWith,
} from './jobPlans';

const SEAL: JobPlanContent = {
  title: 'Replace a pump mechanical seal',
  description: 'Centrifugal pumps up to 75 kW.',
  steps: [
    { text: 'Isolate and lock out the pump.', reading: null },
    { text: 'Measure the shaft run-out.', reading: { unit: 'mm', min: 0, max: 0.05 } },
  ],
  craft: 'Mechanical',
  estimatedHours: 6,
  crewSize: 2,
  permits: ['CWP', 'ELCT'],
  materials: [{ text: 'Mechanical seal 45 mm', quantity: 1, partId: 'part-1' }],
  procedures: ['loto1'],
  tools: ['Seal setting gauge'],
  classes: ['pump'],
};

describe('checkJobPlan', () => {
  it('accepts a whole job plan', () => {
    expect(checkJobPlan(SEAL)).toEqual({});
  });

  it('names every field with a problem, the first problem of each', () => {
    expect(
      checkJobPlan({
        ...SEAL,
        title: '  ',
        description: 'x'.repeat(2001),
        steps: [
          { text: '', reading: null },
          { text: 'Read it', reading: { unit: 'bar', min: 5, max: 1 } },
        ],
        craft: '',
        estimatedHours: 0,
        crewSize: 1.5,
        permits: ['HOT' as never],
        materials: [{ text: 'Seal', quantity: 0 }],
        procedures: ['a', 'b', 'c', 'd', 'e', 'f'],
        tools: Array.from({ length: 21 }, (_, i) => `t${i}`),
        classes: Array.from({ length: 31 }, (_, i) => `c${i}`),
      }),
    ).toEqual({
      title: 'titleMissing',
      description: 'descriptionTooLong',
      'step.0': 'stepText',
      'step.1': 'stepReading',
      craft: 'craft',
      estimatedHours: 'hours',
      crewSize: 'crewSize',
      permits: 'permits',
      'material.0': 'materialLine',
      procedures: 'proceduresTooMany',
      tools: 'toolsTooMany',
      classes: 'classesTooMany',
    });
    expect(checkJobPlan({ ...SEAL, crewSize: 11 }).crewSize).toBe('crewSize');
    expect(checkJobPlan({ ...SEAL, estimatedHours: Number.NaN }).estimatedHours).toBe('hours');
  });
});

describe('cleanJobPlan', () => {
  it('trims, drops blank and repeated tools and classes, keeps a material’s part', () => {
    const clean = cleanJobPlan({
      ...SEAL,
      title: '  Replace a seal ',
      tools: [' Gauge ', '', 'Gauge', 'Puller'],
      classes: ['pump', 'pump ', ''],
      permits: ['CWP', 'CWP'],
      materials: [{ text: ' Seal ', quantity: 2 }],
    });
    expect(clean.title).toBe('Replace a seal');
    expect(clean.tools).toEqual(['Gauge', 'Puller']);
    expect(clean.classes).toEqual(['pump']);
    expect(clean.permits).toEqual(['CWP']);
    expect(clean.materials).toEqual([{ text: 'Seal', quantity: 2 }]);
    expect(cleanJobPlan(SEAL).materials[0].partId).toBe('part-1');
  });

  it('keeps only content keys (a proposal’s or a revision’s own fields stay out)', () => {
    const proposal = { ...SEAL, id: 'p1', status: 'open', baseRevision: 2 } as JobPlanContent;
    expect(Object.keys(cleanJobPlan(proposal)).sort()).toEqual(Object.keys(SEAL).sort());
  });
});

describe('what a job plan gives', () => {
  it('an order: labour, craft, permits and materials, with the people already named', () => {
    expect(orderPlanFrom(SEAL, ['ana'])).toEqual({
      estimatedHours: 6,
      craft: 'Mechanical',
      assignees: ['ana'],
      permits: ['CWP', 'ELCT'],
      materials: [{ text: 'Mechanical seal 45 mm', quantity: 1, partId: 'part-1' }],
    });
    expect(requiredWith(['p0'], SEAL, 5)).toEqual(['p0', 'loto1']);
    expect(requiredWith(['a', 'b', 'c', 'd', 'e'], SEAL, 5)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a maintenance plan: steps, craft, labour and permits; and whether the plan still has them', () => {
    const work = planWorkFrom(SEAL);
    expect(work).toEqual({ steps: SEAL.steps, craft: 'Mechanical', estimatedHours: 6, permits: ['CWP', 'ELCT'] });
    expect(planWorkIs(work, SEAL)).toBe(true);
    expect(planWorkIs(work, { ...SEAL, estimatedHours: 5 })).toBe(false);
    expect(planWorkIs(work, { ...SEAL, tools: [] })).toBe(true);
  });

  it('a duration: the labour shared by the crew', () => {
    expect(jobDuration(SEAL)).toBe(3);
    expect(jobDuration({ estimatedHours: 5, crewSize: 3 })).toBe(1.67);
  });
});

describe('which job plans fit', () => {
  const any = { ...SEAL, title: 'Alignment check', classes: [] };
  const motor = { ...SEAL, title: 'Rewind a motor', classes: ['motor'] };
  it('those for the class first, then those for any equipment', () => {
    expect(fitsClass(SEAL, 'pump')).toBe(true);
    expect(fitsClass(SEAL, null)).toBe(false);
    expect(fitsClass(any, null)).toBe(true);
    expect(jobPlansFor([any, motor, SEAL], 'pump').map((p) => p.title)).toEqual([SEAL.title, any.title]);
    expect(jobPlansFor([any, motor, SEAL], null).map((p) => p.title)).toEqual([any.title]);
  });

  it('is found by its title, craft and tools', () => {
    const words = jobPlanKeywords(SEAL);
    expect(words).toEqual(expect.arrayContaining(['seal', 'mech', 'gauge']));
  });
});

describe('jobPlanChanges', () => {
  it('names the content fields that differ, in the pages’ order', () => {
    expect(jobPlanChanges(SEAL, SEAL)).toEqual([]);
    expect(
      jobPlanChanges(SEAL, { ...SEAL, tools: [], estimatedHours: 5, title: ' Replace a pump mechanical seal ' }),
    ).toEqual(['estimatedHours', 'tools']);
  });
});
