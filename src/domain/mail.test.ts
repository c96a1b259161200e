import { describe, expect, it } from 'vitest';
import { DIGEST_HOUR, digestDay, digestDocument, digestDue, mailDocument } from './mail';

describe('e-mail documents', () => {
  it('one per kind, order and person, naming the order as it stands and its page', () => {
    const mail = mailDocument(
      'assigned',
      'bob',
      { company: 'c1', site: 's1', plant: 'p1', plantName: 'PM1' },
      { number: 'WR-20261128-AB12', title: 'Seal leaks', equipmentName: 'Feed pump' },
    );
    expect(mail.id).toBe('assigned-WR-20261128-AB12-bob');
    expect(mail.data).toEqual({
      toUids: ['bob'],
      kind: 'assigned',
      company: 'c1',
      site: 's1',
      plant: 'p1',
      template: {
        name: 'assigned',
        data: {
          number: 'WR-20261128-AB12',
          title: 'Seal leaks',
          equipment: 'Feed pump',
          plantName: 'PM1',
          link: '/app/work/WR-20261128-AB12',
        },
      },
    });
  });

  it('the digest: one per person and day, counts only', () => {
    const mail = digestDocument('bob', 'c1', '2026-11-28', { assigned: 3, overdue: 1, newRequests: 0 });
    expect(mail.id).toBe('digest-2026-11-28-bob');
    expect(mail.data.template).toEqual({
      name: 'digest',
      data: { day: '2026-11-28', assigned: 3, overdue: 1, newRequests: 0, link: '/app/home' },
    });
  });

  it('the digest is due after its hour, once a day (the device’s own day)', () => {
    const at = (h: number) => new Date(2026, 10, 28, h, 30);
    expect(digestDay(at(9))).toBe('2026-11-28');
    expect(digestDue(at(DIGEST_HOUR - 1), null)).toBe(false);
    expect(digestDue(at(DIGEST_HOUR), null)).toBe(true);
    expect(digestDue(at(9), '2026-11-27')).toBe(true);
    expect(digestDue(at(9), '2026-11-28')).toBe(false);
  });
});
