import { describe, expect, it } from 'vitest';
import { equipmentUrl, partUrl, readLabel } from './labels';

const ORIGIN = 'https://torque.example.com';

describe('an equipment label’s code', () => {
  it('reads back what the labels page writes: the equipment and its plant', () => {
    const url = equipmentUrl('eq_42', { site: 'north', plant: 'pm1' }, ORIGIN);
    expect(readLabel(url, ORIGIN)).toEqual({
      kind: 'equipment',
      id: 'eq_42',
      site: 'north',
      plant: 'pm1',
      path: '/app/assets/equipment/eq_42?site=north&plant=pm1',
    });
    expect(readLabel(`  ${equipmentUrl('eq_42', null, ORIGIN)}\n`, ORIGIN)).toMatchObject({ id: 'eq_42', site: null });
  });

  it('says a label of another Torque address is from elsewhere, and opens nothing', () => {
    expect(readLabel(equipmentUrl('eq_42', null, 'https://other.example.org'), ORIGIN)).toEqual({
      kind: 'elsewhere',
      host: 'other.example.org',
    });
  });

  it('tells a web address that is not a label, and plain text, apart', () => {
    expect(readLabel('https://shop.example.com/p/123', ORIGIN)).toEqual({ kind: 'link', host: 'shop.example.com' });
    expect(readLabel(`${ORIGIN}/app/assets/equipment/bad%2Fid`, ORIGIN)).toMatchObject({ kind: 'link' });
    expect(readLabel(`${ORIGIN}/app/assets/equipment/%E0%A4%A`, ORIGIN)).toMatchObject({ kind: 'link' });
    expect(readLabel('SN 4471-AB', ORIGIN)).toEqual({ kind: 'text', text: 'SN 4471-AB' });
    expect(readLabel('javascript:alert(1)', ORIGIN)).toMatchObject({ kind: 'text' });
  });

  it('drops a plant named badly rather than opening another', () => {
    expect(readLabel(`${ORIGIN}/app/assets/equipment/eq1?site=a/b&plant=p`, ORIGIN)).toMatchObject({
      kind: 'equipment',
      site: null,
      plant: null,
      path: '/app/assets/equipment/eq1',
    });
  });
});

describe('a part label’s code', () => {
  it('reads back what the part labels page writes: the part', () => {
    expect(readLabel(partUrl('part_7', ORIGIN), ORIGIN)).toEqual({
      kind: 'part',
      id: 'part_7',
      path: '/app/inventory/parts/part_7',
    });
  });

  it('opens nothing for another address’s part, or a part path that is not an id', () => {
    expect(readLabel(partUrl('part_7', 'https://other.example.org'), ORIGIN)).toEqual({
      kind: 'elsewhere',
      host: 'other.example.org',
    });
    expect(readLabel(`${ORIGIN}/app/inventory/parts/a%2Fb`, ORIGIN)).toMatchObject({ kind: 'link' });
    expect(readLabel(`${ORIGIN}/app/inventory/parts/p1/edit`, ORIGIN)).toMatchObject({ kind: 'link' });
  });
});
