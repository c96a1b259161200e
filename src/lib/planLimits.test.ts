import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowanceStatus,
  COUNTER_FIELDS,
  FREE_LIMITS,
  LIMITED,
  limitStatus,
  needsNotice,
  UPLOAD_ALLOWANCE,
} from './planLimits';

describe('limitStatus', () => {
  it('has room, is near, full and over on the Free plan', () => {
    expect(limitStatus('members', 1, false)).toEqual({
      thing: 'members',
      used: 1,
      limit: 3,
      level: 'room',
      canAdd: true,
    });
    expect(limitStatus('members', 2, false)).toMatchObject({ level: 'near', canAdd: true });
    expect(limitStatus('members', 3, false)).toMatchObject({ level: 'full', canAdd: false });
    expect(limitStatus('members', 4, false)).toMatchObject({ level: 'over', canAdd: false });
    expect(limitStatus('sites', 0, false)).toMatchObject({ level: 'near', canAdd: true, limit: 1 });
    expect(limitStatus('sites', 1, false)).toMatchObject({ level: 'full', canAdd: false });
    expect(limitStatus('plants', 0, false)).toMatchObject({ level: 'room', canAdd: true, limit: 2 });
    expect(limitStatus('plants', 1, false)).toMatchObject({ level: 'near' });
  });

  it('never limits a paid company, and still reports the Free limit', () => {
    expect(limitStatus('plants', 40, true)).toEqual({
      thing: 'plants',
      used: 40,
      limit: 2,
      level: 'unlimited',
      canAdd: true,
    });
  });

  it('reads a damaged count as none', () => {
    expect(limitStatus('sites', -3, false).used).toBe(0);
    expect(limitStatus('sites', Number.NaN, false).used).toBe(0);
    expect(limitStatus('sites', 1.7, false).used).toBe(1);
  });

  it('asks for a notice one below the limit and at (or over) it, never when paid', () => {
    expect(needsNotice(limitStatus('members', 1, false))).toBe(false);
    expect(needsNotice(limitStatus('members', 2, false))).toBe(true);
    expect(needsNotice(limitStatus('members', 3, false))).toBe(true);
    expect(needsNotice(limitStatus('members', 5, false))).toBe(true);
    expect(needsNotice(limitStatus('members', 3, true))).toBe(false);
  });
});

describe('the rules hold the same limits', () => {
  it('firestore.rules freeLimits() equals FREE_LIMITS, field by field', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const body = /function freeLimits\(\) \{\s*return (\{[^}]*\});/.exec(rules)?.[1];
    expect(body).toBeDefined();
    const inRules = JSON.parse(body!.replace(/'/g, '"')) as Record<string, number>;
    expect(inRules).toEqual(Object.fromEntries(LIMITED.map((thing) => [COUNTER_FIELDS[thing], FREE_LIMITS[thing]])));
  });
});

describe('the upload allowance', () => {
  it('has room, is near at 90 % and full at the last byte; paid allows more', () => {
    const free = UPLOAD_ALLOWANCE.free;
    expect(allowanceStatus(0, false)).toEqual({ used: 0, limit: free, remaining: free, level: 'room' });
    expect(allowanceStatus(free * 0.9 - 1, false).level).toBe('room');
    expect(allowanceStatus(free * 0.9, false).level).toBe('near');
    expect(allowanceStatus(free - 1, false)).toMatchObject({ remaining: 1, level: 'near' });
    expect(allowanceStatus(free, false)).toMatchObject({ remaining: 0, level: 'full' });
    expect(allowanceStatus(free + 5, false)).toMatchObject({ remaining: 0, level: 'full' });
    expect(allowanceStatus(free, true)).toMatchObject({ limit: UPLOAD_ALLOWANCE.paid, level: 'room' });
    expect(UPLOAD_ALLOWANCE.paid).toBeGreaterThan(UPLOAD_ALLOWANCE.free);
  });

  it('reads nonsense figures as nothing used', () => {
    expect(allowanceStatus(Number.NaN, false).used).toBe(0);
    expect(allowanceStatus(-3, false).used).toBe(0);
  });

  it('firestore.rules uploadAllowance() equals UPLOAD_ALLOWANCE', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const body = /function uploadAllowance\(\) \{\s*return (\{[^}]*\});/.exec(rules)?.[1];
    expect(body).toBeDefined();
    expect(JSON.parse(body!.replace(/'/g, '"'))).toEqual(UPLOAD_ALLOWANCE);
  });
});
