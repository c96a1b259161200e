import { describe, expect, it } from 'vitest';
import { titleKeywords } from './keywords';
import { followUpNumber, planCode, WORK_NUMBER, workKeywords, workNumberLabel } from './workNumber';

describe('the number people read', () => {
  it('keeps a request’s own number', () => {
    expect(workNumberLabel('WR-20261123-EXH9')).toBe('WR-20261123-EXH9');
  });

  it('gives a preventive order a PM number instead of its document id, one code per plan', () => {
    const code = planCode('LeexXanAb5VtgR6ZwD8R');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(workNumberLabel('LeexXanAb5VtgR6ZwD8R_2026-11-27')).toBe(`PM-20261127-${code}`);
    expect(workNumberLabel('LeexXanAb5VtgR6ZwD8R_m12000')).toBe(`PM-M12000-${code}`);
    expect(workNumberLabel('LeexXanAb5VtgR6ZwD8R_m12.5')).toBe(`PM-M12.5-${code}`);
    // Plans differ in their code (in 20 bits), and the same plan always has the same one.
    expect(planCode('LeexXanAb5VtgR6ZwD8S')).not.toBe(code);
    expect(planCode('LeexXanAb5VtgR6ZwD8R')).toBe(code);
  });

  it('leaves any other id as it is', () => {
    expect(workNumberLabel('oddly-named')).toBe('oddly-named');
  });
});

describe('an order’s search words', () => {
  it('hold its title’s words and every part of its number', () => {
    const words = workKeywords('Pump leak', 'WR-20261123-EXH9');
    expect(words).toEqual(expect.arrayContaining(['pu', 'pump', 'leak', 'wr', 'exh9', 'ex', '2026', '20261123']));
  });

  it('hold a preventive order’s readable number, not its document id', () => {
    const words = workKeywords('Lubricate', 'plan1_2026-11-27');
    expect(words).toEqual(expect.arrayContaining(['pm', '20261127', planCode('plan1').toLowerCase()]));
    expect(words).not.toContain('plan1');
  });

  it('stay within 100, keeping the number’s words when the title is long', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}xyzabcdefgh`).join(
      ' ',
    );
    expect(titleKeywords(long)).toHaveLength(100);
    const words = workKeywords(long, 'WR-20261123-EXH9');
    expect(words).toHaveLength(100);
    expect(words).toEqual(expect.arrayContaining(['exh9', '20261123']));
  });
});

describe('a follow-up request’s number', () => {
  it('is a request number, the same for the same reading on any device, another for another step', () => {
    const first = followUpNumber('plan1_2026-11-27', 1, '2026-11-27');
    expect(first).toMatch(WORK_NUMBER);
    expect(first.startsWith('WR-20261127-')).toBe(true);
    expect(followUpNumber('plan1_2026-11-27', 1, '2026-11-27')).toBe(first);
    expect(followUpNumber('plan1_2026-11-27', 2, '2026-11-27')).not.toBe(first);
    expect(followUpNumber('plan1_2026-12-27', 1, '2026-11-27')).not.toBe(first);
  });
});
