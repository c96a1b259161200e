// The portal's settings page: whether the portal shows the register as it is, and which contacts
// become links.
import { describe, expect, it } from 'vitest';
import { contactHref, portalOutOfDate, sameEquipment } from './portalModel';

const pump = { id: 'e1', tag: 'P-101', name: 'Feed pump', criticality: 7 };
const motor = { id: 'e2', tag: 'M-7', name: 'Mixer motor', criticality: 10 };

describe('the portal against the register', () => {
  it('is up to date with the same items, tags, names and criticalities in the portal’s order (by tag)', () => {
    expect(sameEquipment([motor, pump], [motor, pump])).toBe(true);
    expect(sameEquipment([motor, pump], [pump, motor])).toBe(false);
    expect(
      portalOutOfDate({ plantName: 'Mill', equipment: [motor, pump] }, { name: 'Mill', equipments: [pump, motor] }),
    ).toBe(false);
  });

  it('is out of date when an item came, went or changed, or the plant was renamed', () => {
    const portal = { plantName: 'Mill', equipment: [motor, pump] };
    expect(portalOutOfDate(portal, { name: 'Mill', equipments: [pump] })).toBe(true);
    expect(
      portalOutOfDate(portal, { name: 'Mill', equipments: [pump, motor, { ...pump, id: 'e3', tag: 'P-102' }] }),
    ).toBe(true);
    expect(portalOutOfDate(portal, { name: 'Mill', equipments: [{ ...pump, name: 'Feed pump 1' }, motor] })).toBe(true);
    expect(portalOutOfDate(portal, { name: 'Mill', equipments: [{ ...pump, criticality: 8 }, motor] })).toBe(true);
    expect(portalOutOfDate(portal, { name: 'Mill 2', equipments: [pump, motor] })).toBe(true);
  });
});

describe('a requester’s contact', () => {
  it('links an e-mail address and a telephone number', () => {
    expect(contactHref('ana.lopez@example.com')).toBe('mailto:ana.lopez@example.com');
    expect(contactHref(' +34 612 34 56 78 ')).toBe('tel:+34612345678');
    expect(contactHref('(0161) 496-0000')).toBe('tel:01614960000');
  });

  it('leaves anything else as text: words, short numbers, addresses that would carry more than an address', () => {
    expect(contactHref('Shift B, ask for Ana')).toBeNull();
    expect(contactHref('ext. 214')).toBeNull();
    expect(contactHref('214')).toBeNull();
    expect(contactHref('1234567890123456')).toBeNull();
    expect(contactHref('a@b')).toBeNull();
    expect(contactHref('x@example.com?bcc=y@example.com')).toBeNull();
    expect(contactHref('javascript:alert(1)//@example.com')).toBeNull();
  });
});
