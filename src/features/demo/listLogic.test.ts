import { describe, expect, it } from 'vitest';
import { TODO_ITEMS } from './demoData';
import { applyFilter, applyOrder, applySearch, visibleItems } from './listLogic';

describe('demo list logic', () => {
  it('filters by column and value', () => {
    const ids = (items: { id: number }[]) => items.map((i) => i.id);
    expect(ids(applyFilter(TODO_ITEMS, { column: 'status', value: 'PENDING' }))).toEqual([1, 3, 5, 6, 7, 9, 11, 12]);
    expect(ids(applyFilter(TODO_ITEMS, { column: 'category', value: 'Sass' }))).toEqual([2, 6, 10]);
    expect(applyFilter(TODO_ITEMS, { column: 'label', value: 'PERSONAL' }).map((i) => i.label)).toEqual(
      TODO_ITEMS.filter((i) => i.label === 'PERSONAL').map(() => 'PERSONAL'),
    );
  });

  it('restores the full list when the filter is cleared', () => {
    expect(applyFilter(TODO_ITEMS, null)).toEqual(TODO_ITEMS);
    expect(applyFilter(TODO_ITEMS, { column: '', value: '' })).toEqual(TODO_ITEMS);
  });

  it('sorts ascending by title, category, status and label', () => {
    const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());
    for (const column of ['title', 'category', 'status', 'label'] as const) {
      const before = TODO_ITEMS.map((i) => i[column]);
      const sorted = [...before].sort(byText);
      // The data is not in order already, or this could not fail.
      expect(before).not.toEqual(sorted);
      const ordered = applyOrder(TODO_ITEMS, column);
      expect(ordered.map((i) => i[column])).toEqual(sorted);
      // The same items, each once.
      expect(ordered.map((i) => i.id).sort((a, b) => a - b)).toEqual(TODO_ITEMS.map((i) => i.id));
    }
    expect(applyOrder(TODO_ITEMS, 'title').map((i) => i.id)).toEqual([5, 10, 3, 9, 7, 1, 6, 12, 11, 4, 8, 2]);
    // Ties keep their order: the Sass items stay 2, 6, 10.
    expect(
      applyOrder(TODO_ITEMS, 'category')
        .filter((i) => i.category === 'Sass')
        .map((i) => i.id),
    ).toEqual([2, 6, 10]);
    expect(applyOrder(TODO_ITEMS, null)).toBe(TODO_ITEMS);
  });

  it('searches title, detail, status, category and label, ignoring case', () => {
    expect(applySearch(TODO_ITEMS, 'CRANE').map((i) => i.id)).toEqual([5]);
    expect(applySearch(TODO_ITEMS, 'waiting to sync').map((i) => i.id)).toEqual([12]);
    const ids = (keyword: string) => applySearch(TODO_ITEMS, keyword).map((i) => i.id);
    expect(ids('completed')).toEqual([2, 4, 8, 10]); // status
    expect(ids('sass')).toEqual([2, 6, 10]); // category, and item 2's detail
    expect(ids('new framework')).toEqual([2, 3, 7, 10, 12]); // label
    expect(ids('  Thursday ')).toEqual([8]); // detail, trimmed
    expect(ids('zeppelin')).toEqual([]);
  });

  it('restores the full list when the search is cleared', () => {
    expect(applySearch(TODO_ITEMS, '   ')).toEqual(TODO_ITEMS);
  });

  it('combines filter, order and search', () => {
    const view = visibleItems(TODO_ITEMS, {
      filter: { column: 'category', value: 'React' },
      orderColumn: 'title',
      searchKeyword: 'o',
    });
    // React items 3, 4, 7, 11, 12, by title; every one of them has an 'o' somewhere.
    expect(view.map((i) => i.id)).toEqual([3, 7, 12, 11, 4]);
    expect(
      visibleItems(TODO_ITEMS, {
        filter: { column: 'category', value: 'React' },
        orderColumn: 'title',
        searchKeyword: 'component',
      }).map((i) => i.id),
    ).toEqual([3, 12]);
  });
});
