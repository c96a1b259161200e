import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN_DAYS, type BinItem, byEndingFirst, daysLeft, isPurgeDue, restorableUntil } from './bin';

const at = (iso: string | null, label = 'x'): BinItem => ({
  kind: 'equipment',
  id: label,
  label,
  binnedAt: iso,
  binnedBy: 'dan',
});

describe('the bin’s time', () => {
  const binned = at('2026-11-01T10:00:00.000Z');

  it('is restorable for 30 days to the millisecond, then due for purging', () => {
    expect(restorableUntil(binned)?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(isPurgeDue(binned, new Date('2026-12-01T09:59:59.999Z'))).toBe(false);
    expect(isPurgeDue(binned, new Date('2026-12-01T10:00:00.000Z'))).toBe(true);
  });

  it('counts whole days left, 0 on the last day, never below', () => {
    expect(daysLeft(binned, new Date('2026-11-01T10:00:00.000Z'))).toBe(30);
    expect(daysLeft(binned, new Date('2026-11-02T09:00:00.000Z'))).toBe(29);
    expect(daysLeft(binned, new Date('2026-11-30T11:00:00.000Z'))).toBe(0);
    expect(daysLeft(binned, new Date('2027-01-01T00:00:00.000Z'))).toBe(0);
  });

  it('is never due while the server’s time is not known yet (binned offline)', () => {
    const waiting = at(null);
    expect(restorableUntil(waiting)).toBeNull();
    expect(isPurgeDue(waiting, new Date('2099-01-01T00:00:00.000Z'))).toBe(false);
    expect(daysLeft(waiting, new Date())).toBe(BIN_DAYS);
  });

  it('lists the soonest to go first, those not known yet last', () => {
    const items = [at(null, 'c'), at('2026-11-05T00:00:00.000Z', 'b'), at('2026-11-01T00:00:00.000Z', 'a')];
    expect([...items].sort(byEndingFirst).map((i) => i.label)).toEqual(['a', 'b', 'c']);
  });

  it('is the period the security rules judge by', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    expect(rules).toContain(`request.time >= resource.data.binnedAt + duration.value(${BIN_DAYS}, 'd')`);
  });
});
