import { describe, expect, it } from 'vitest';
import { TODO_ITEMS } from './demoData';
import { applyFilter, applyOrder, applySearch, visibleItems } from './listLogic';

describe('demo list logic', () => {
  it('filters by column and value', () => {
    const pending = applyFilter(TODO_ITEMS, { column: 'status', value: 'PENDING' });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((i) => i.status === 'PENDING')).toBe(true);
    expect(applyFilter(TODO_ITEMS, { column: 'label', value: 'PERSONAL' }).map((i) => i.label)).toEqual(
      TODO_ITEMS.filter((i) => i.label === 'PERSONAL').map(() => 'PERSONAL'),
    );
  });

  it('restores the full list when the filter is cleared', () => {
    expect(applyFilter(TODO_ITEMS, null)).toEqual(TODO_ITEMS);
    expect(applyFilter(TODO_ITEMS, { column: '', value: '' })).toEqual(TODO_ITEMS);
  });

  it('sorts ascending by title, category, status and label', () => {
    for (const column of ['title', 'category', 'status', 'label'] as const) {
      const values = applyOrder(TODO_ITEMS, column).map((i) => i[column].toLowerCase());
      expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)));
    }
    expect(applyOrder(TODO_ITEMS, null)).toBe(TODO_ITEMS);
  });

  it('searches title, detail, status, category and label, ignoring case', () => {
    expect(applySearch(TODO_ITEMS, 'CRANE').map((i) => i.id)).toEqual([5]);
    expect(applySearch(TODO_ITEMS, 'waiting to sync').map((i) => i.id)).toEqual([12]);
    expect(applySearch(TODO_ITEMS, 'completed').every((i) => i.status === 'COMPLETED')).toBe(true);
    expect(
      applySearch(TODO_ITEMS, 'sass').every((i) => i.category === 'Sass' || /sass/i.test(i.title + i.detail)),
    ).toBe(true);
    expect(applySearch(TODO_ITEMS, 'new framework').every((i) => i.label === 'NEW FRAMEWORK')).toBe(true);
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
    expect(view.every((i) => i.category === 'React')).toBe(true);
    expect(view.map((i) => i.title)).toEqual([...view.map((i) => i.title)].sort((a, b) => a.localeCompare(b)));
  });
});
