import { describe, expect, it } from 'vitest';
import { periodOf } from './CostPage';

describe('the cost page’s periods', () => {
  it('runs from the first day of the month N−1 months back to the first day of next month (UTC)', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(periodOf(1, now)).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    expect(periodOf(12, now)).toEqual({ from: '2025-12-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    expect(periodOf(3, new Date('2026-01-15T00:00:00Z'))).toEqual({
      from: '2025-11-01T00:00:00.000Z',
      to: '2026-02-01T00:00:00.000Z',
    });
  });
});
