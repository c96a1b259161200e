// The portal converter reads a portal whole and refuses damaged fields by name; the plant's portal
// is picked from the company's.
import { describe, expect, it } from 'vitest';
import { parsePortal, plantPortalOf } from './portals';
import { FieldReader } from './schema';

const KEY = 'Kp0rtalKey0000000001';
const read = (data: Record<string, unknown>) => new FieldReader(`portals/${KEY}`, data);
const stored = {
  company: 'c1',
  site: 's1',
  plant: 'p1',
  plantName: 'Paper machine 1',
  enabled: true,
  equipment: [{ id: 'e1', tag: 'P-101', name: 'Feed pump', criticality: 7 }],
  updatedAt: new Date('2026-11-23T08:00:00.000Z'),
  updatedBy: 'admin-1',
};

describe('the portal converter', () => {
  it('reads a portal with its equipment list', () => {
    expect(parsePortal(KEY, read(stored))).toEqual({
      key: KEY,
      ...stored,
      // No admin chose e-mail of portal requests yet (a portal written before the list had none).
      alert: [],
      updatedAt: '2026-11-23T08:00:00.000Z',
    });
    expect(parsePortal(KEY, read({ ...stored, alert: ['u1'] })).alert).toEqual(['u1']);
    expect(() => parsePortal(KEY, read({ ...stored, alert: [7] }))).toThrow(/alert\[0\] is not text/);
    // Its server time on its way.
    expect(parsePortal(KEY, read({ ...stored, updatedAt: null })).updatedAt).toBeNull();
  });

  it('refuses damaged fields, naming them', () => {
    const bad = (extra: Record<string, unknown>) => () => parsePortal(KEY, read({ ...stored, ...extra }));
    expect(bad({ enabled: 'yes' })).toThrow(/enabled is not true or false/);
    expect(bad({ plantName: 7 })).toThrow(/plantName is not text/);
    expect(bad({ equipment: 'all' })).toThrow(/equipment is not a list/);
    expect(bad({ equipment: [{ id: 'e1', tag: 'P-101' }] })).toThrow(/equipment\[0\]: name is not text/);
    expect(bad({ equipment: [{ id: 'e1', tag: 'P-101', name: 'Pump', criticality: 11 }] })).toThrow(
      /equipment\[0\]: criticality is not between 1 and 10/,
    );
    const many = Array.from({ length: 5001 }, (_, i) => ({ id: `e${i}`, tag: `T-${i}`, name: 'x', criticality: 1 }));
    expect(bad({ equipment: many })).toThrow(/more than 5000/);
  });

  it('picks the plant’s portal among the company’s: the one that is on, else the latest saved', () => {
    const portal = (key: string, plant: string, enabled: boolean, updatedAt: string | null) => ({
      ...parsePortal(key, read(stored)),
      plant,
      enabled,
      updatedAt,
      pending: false,
    });
    const other = portal('Other0000000000000001', 'p2', true, '2026-11-25T00:00:00.000Z');
    const off = portal('Off00000000000000001', 'p1', false, '2026-11-24T00:00:00.000Z');
    const on = portal('On000000000000000001', 'p1', true, '2026-11-20T00:00:00.000Z');
    expect(plantPortalOf([other], { site: 's1', plant: 'p1' })).toBeNull();
    expect(plantPortalOf([other, off], { site: 's1', plant: 'p1' })?.key).toBe(off.key);
    expect(plantPortalOf([off, on, other], { site: 's1', plant: 'p1' })?.key).toBe(on.key);
    // One just written (its time on its way) is the latest.
    const fresh = portal('Fresh000000000000001', 'p1', false, null);
    expect(plantPortalOf([off, fresh], { site: 's1', plant: 'p1' })?.key).toBe(fresh.key);
    expect(plantPortalOf([off], { site: 's2', plant: 'p1' })).toBeNull();
  });
});
