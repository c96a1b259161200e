import { describe, expect, it } from 'vitest';
import { MAX_EQUIPMENT_PER_BATCH, MAX_PARENTS_PER_BATCH, planBatches } from './equipmentImportService';

const items = (parents: (string | null)[]) => parents.map((parent, i) => ({ key: `row:${i}`, input: { parent } }));

describe('planBatches', () => {
  it('keeps order and cuts at 400 items', () => {
    const batches = planBatches(items(Array.from({ length: 1_000 }, () => null)));
    expect(batches.map((b) => b.length)).toEqual([MAX_EQUIPMENT_PER_BATCH, MAX_EQUIPMENT_PER_BATCH, 200]);
    expect(batches.flat().map((i) => i.key)).toEqual(Array.from({ length: 1_000 }, (_, i) => `row:${i}`));
  });

  it('names at most 15 distinct parents a batch (the rules look each one up)', () => {
    const batches = planBatches(items(Array.from({ length: 40 }, (_, i) => `p${i % 20}`)));
    for (const batch of batches) expect(new Set(batch.map((i) => i.input.parent)).size).toBeLessThanOrEqual(15);
    expect(batches.map((b) => b.length)).toEqual([MAX_PARENTS_PER_BATCH, 15, 10]);
    expect(planBatches(items(Array.from({ length: 400 }, (_, i) => `p${i % 10}`)))).toHaveLength(1);
  });
});
