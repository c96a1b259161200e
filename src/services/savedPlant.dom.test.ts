import { afterEach, describe, expect, it } from 'vitest';
import { parsePlantKey, readSavedPlant, SELECTED_PLANT_KEY, writeSavedPlant } from './savedPlant';

describe('saved plant details (docs/product.md §3 {uid, company, site, plant})', () => {
  afterEach(() => localStorage.clear());

  it('keeps a well-formed key and reads it back', () => {
    const key = { uid: 'c1', company: 'c1', site: 's1', plant: 'p1' };
    writeSavedPlant(key);
    expect(JSON.parse(localStorage.getItem(SELECTED_PLANT_KEY) ?? '')).toEqual(key);
    expect(readSavedPlant()).toEqual(key);
  });

  it('reads anything else as none chosen', () => {
    expect(parsePlantKey({ uid: 'c1', company: 'c1', site: 's1' })).toBeNull();
    expect(parsePlantKey({ uid: 'c1', company: 'c1', site: 's/1', plant: 'p' })).toBeNull();
    expect(parsePlantKey('c1/s1/p1')).toBeNull();
    localStorage.setItem(SELECTED_PLANT_KEY, '{not json');
    expect(readSavedPlant()).toBeNull();
  });
});
