import { describe, expect, it } from 'vitest';
import { folderOf, nextUploadMonth, placeOfFolder, STORED_NAME, uploadMonthOf } from './uploads';

const plant = 'users/acme/companies/acme/sites/north/plants/press';

describe('placeOfFolder', () => {
  it('is the inverse of folderOf for every kind', () => {
    for (const folder of [
      `${plant}/equipment/pump1/attachments`,
      `${plant}/workRequests/WR-20261127-4F7K/attachments`,
      'users/acme/companies/acme/sites/north/serviceContracts/c1/attachments',
      'users/acme/companies/acme/procedures/loto1/attachments',
      'users/acme/companies/acme/parts/brg6205/attachments',
    ])
      expect(folderOf(placeOfFolder(folder)!)).toBe(folder);
  });

  it('reads the place of each kind of attachments folder', () => {
    expect(placeOfFolder(`${plant}/equipment/pump1/attachments`)).toEqual({
      company: 'acme',
      kind: 'equipment',
      site: 'north',
      plant: 'press',
      item: 'pump1',
    });
    expect(placeOfFolder(`${plant}/workRequests/WR-20261127-4F7K/attachments`)).toEqual({
      company: 'acme',
      kind: 'workRequests',
      site: 'north',
      plant: 'press',
      item: 'WR-20261127-4F7K',
    });
    expect(placeOfFolder('users/acme/companies/acme/sites/north/serviceContracts/c1/attachments')).toEqual({
      company: 'acme',
      kind: 'serviceContracts',
      site: 'north',
      plant: '',
      item: 'c1',
    });
    expect(placeOfFolder('users/acme/companies/acme/procedures/loto1/attachments')).toEqual({
      company: 'acme',
      kind: 'procedures',
      site: '',
      plant: '',
      item: 'loto1',
    });
    expect(placeOfFolder('users/acme/companies/acme/parts/brg6205/attachments')).toEqual({
      company: 'acme',
      kind: 'parts',
      site: '',
      plant: '',
      item: 'brg6205',
    });
  });

  it('is null for any other path: another company segment, a file, a folder beside, a longer path', () => {
    for (const path of [
      'users/acme/companies/zed/procedures/loto1/attachments',
      'users/acme/companies/zed/parts/brg6205/attachments',
      `${plant}/equipment/pump1/attachments/manual.pdf`,
      `${plant}/equipment/pump1`,
      `${plant}/equipment/pump1/readings`,
      `${plant}/maintenancePlans/p1/attachments`,
      `${plant}/equipment/pump 1/attachments`,
      `x/${plant}/equipment/pump1/attachments`,
      '',
    ])
      expect(placeOfFolder(path), path).toBeNull();
  });
});

describe('the month an upload counts in', () => {
  it('is the UTC month, as the rules compute it from the server time', () => {
    expect(uploadMonthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(uploadMonthOf(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
    expect(uploadMonthOf(new Date('2027-01-05T10:00:00Z'))).toBe('2027-01');
  });

  it('starts again on the first of the next month, across the year', () => {
    expect(nextUploadMonth(new Date('2026-11-27T08:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextUploadMonth(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('STORED_NAME', () => {
  it('is the pattern the rules check (storage.rules and firestore.rules)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = STORED_NAME.source;
    expect(readFileSync('storage.rules', 'utf8')).toContain(`file.matches('${source}')`);
    expect(readFileSync('firestore.rules', 'utf8')).toContain(`name.matches('${source}')`);
  });
});
