import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLOSED_READ_DAYS, closedDeletable, closedReadableUntil } from './companyClose';

describe('a closed company’s last days', () => {
  it('stays readable to its owner for 30 days to the millisecond, then may be deleted', () => {
    expect(closedReadableUntil('2026-11-01T08:00:00.000Z').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(closedDeletable('2026-11-01T08:00:00.000Z', new Date('2026-12-01T07:59:59.999Z'))).toBe(false);
    expect(closedDeletable('2026-11-01T08:00:00.000Z', new Date('2026-12-01T08:00:00.000Z'))).toBe(true);
  });

  it('is the period the security rules judge by', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    expect(rules).toContain(
      `request.time < get(recordPath(company)).data.closedAt + duration.value(${CLOSED_READ_DAYS}, 'd')`,
    );
  });
});
