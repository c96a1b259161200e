// The archive's pure parts: every kind of the tree named once, a value as a spreadsheet cell
// (times as ISO text, lists and maps as JSON), a document's fields spread as dotted columns, its
// place read from its path, a kind's table, and the file names.
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_KINDS,
  archiveFileName,
  cellOf,
  COMPANY_TREE,
  fileSlug,
  flatFields,
  jsonLine,
  placeOf,
  tableOf,
} from './companyArchive';

const ROOT = 'users/acme/companies/acme';
const at = { $timestamp: { seconds: 1_764_324_000, nanoseconds: 500_000_000 } };

describe('the company tree', () => {
  it('names every kind once, the company record and the collections outside the root first', () => {
    expect(new Set(ARCHIVE_KINDS).size).toBe(ARCHIVE_KINDS.length);
    expect(ARCHIVE_KINDS.slice(0, 5)).toEqual(['company', 'members', 'mailPrefs', 'invites', 'portals']);
    expect(ARCHIVE_KINDS).toEqual(expect.arrayContaining(['workOrders', 'workHistory', 'stock', 'exports']));
    // Settings are named documents, read by name.
    expect(COMPANY_TREE.find((c) => c.kind === 'companySettings')?.ids).toEqual(['kpis', 'failureCodes']);
  });
});

describe('a value as a cell', () => {
  it('writes times as ISO text, lists and maps as JSON, nothing as empty', () => {
    expect(cellOf(at)).toBe('2025-11-28T10:00:00.500Z');
    expect(cellOf(null)).toBe('');
    expect(cellOf(undefined)).toBe('');
    expect(cellOf(7)).toBe('7');
    expect(cellOf(false)).toBe('false');
    expect(cellOf(['a', at])).toBe('["a","2025-11-28T10:00:00.500Z"]');
    expect(cellOf({ $ref: 'users/acme' })).toBe('users/acme');
    expect(cellOf({ $geopoint: { latitude: 40.4, longitude: -3.7 } })).toBe('40.4,-3.7');
    // A map whose only key looks like a tag but is not one stays a map.
    expect(cellOf({ plan: { hours: 2 } })).toBe('{"plan":{"hours":2}}');
  });

  it('spreads maps as dotted columns, keeping a tagged value and an empty map as one cell', () => {
    expect(
      flatFields({ title: 'Leak', plan: { hours: 2, craft: 'MECH' }, raisedAt: at, reason: {}, tags: [1, 2] }),
    ).toEqual({
      title: 'Leak',
      'plan.hours': '2',
      'plan.craft': 'MECH',
      raisedAt: '2025-11-28T10:00:00.500Z',
      reason: '{}',
      tags: '[1,2]',
    });
  });
});

describe('a document’s place', () => {
  it('names each parent by its collection, and the id', () => {
    expect(placeOf(`${ROOT}/sites/north/plants/pm1/equipment/p1`)).toEqual({ site: 'north', plant: 'pm1', id: 'p1' });
    expect(placeOf(`${ROOT}/sites/north/plants/pm1/workRequests/WR-1/history/v2`)).toEqual({
      site: 'north',
      plant: 'pm1',
      order: 'WR-1',
      id: 'v2',
    });
    expect(placeOf(`${ROOT}/parts/brg`)).toEqual({ id: 'brg' });
    expect(placeOf('users/acme/members/bob')).toEqual({ id: 'bob' });
    expect(placeOf('invites/ABC')).toEqual({ id: 'ABC' });
  });

  it('makes a table of a kind: place columns, then every field any document has, sorted', () => {
    const table = tableOf([
      { path: `${ROOT}/sites/north/storerooms/main/stock/brg`, data: { onHand: 4, min: 2 } },
      { path: `${ROOT}/sites/north/storerooms/main/stock/oil`, data: { onHand: 1.5, bin: 'A-1' } },
    ]);
    expect(table.fields).toEqual(['site', 'storeroom', 'id', 'bin', 'min', 'onHand']);
    expect(table.rows).toEqual([
      ['north', 'main', 'brg', '', '2', '4'],
      ['north', 'main', 'oil', 'A-1', '', '1.5'],
    ]);
  });
});

describe('names', () => {
  it('makes file names safe, and the archive’s from the company and the day', () => {
    expect(fileSlug('Paper machine 1')).toBe('paper-machine-1');
    expect(fileSlug('Açaí & Co.')).toBe('acai-co');
    expect(fileSlug('***')).toBe('x');
    expect(archiveFileName('Acme Paper', new Date(2026, 10, 28))).toBe('torque-acme-paper-2026-11-28.zip');
    expect(jsonLine({ path: 'a/b', data: { x: 1 } })).toBe('{"path":"a/b","data":{"x":1}}\n');
  });
});
