// The data window of a demo list, through a real store: the range, the limit, "load more", and
// the list's own filter, order and search over the window.
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { endOfDay, startOfDay } from '../../lib/date';
import { dataFilterChanged, initialSettings } from '../settings/settingsSlice';
import type { ListItem } from './demoListSlice';
import { LABEL_COLORS, type Label } from './demoTypes';
import { todoActions, todoList } from './todoSlice';

const row = (id: number, title: string, createDate: string, label: Label = 'EDUCATION'): ListItem => ({
  id,
  title,
  createDate,
  label,
  labelColor: LABEL_COLORS[label],
  category: 'React',
  status: 'PENDING',
});

const ITEMS = [
  row(1, 'Early March', '01.03.2026'),
  row(2, 'Before the range', '28.02.2026', 'PERSONAL'),
  row(3, 'Mid March', '10.03.2026', 'PERSONAL'),
  row(4, 'After the range', '01.04.2026'),
  row(5, 'Late March', '31.03.2026'),
  row(6, 'Undated', 'soon'),
  row(7, 'Also mid March', '15.03.2026'),
];

const MARCH = {
  fromDate: startOfDay(new Date(2026, 2, 1)).toISOString(),
  toDate: endOfDay(new Date(2026, 2, 31)).toISOString(),
  dataLimit: 2,
};

function storeWith(filter = MARCH) {
  const store = makeStore({ settings: initialSettings({ dataFilter: filter }) });
  store.dispatch(todoActions.getListSuccess(structuredClone(ITEMS)));
  const titles = () => todoList.selectShown(store.getState()).map((i) => i.title);
  const hasMore = () => todoList.selectWindow(store.getState()).hasMore;
  const loadMore = () => store.dispatch(todoActions.loadMore(store.getState().settings.dataFilter));
  return { store, titles, hasMore, loadMore };
}

describe('demo list data window', () => {
  it('shows the newest dataLimit items dated inside the range, and says more exist', () => {
    const { titles, hasMore } = storeWith();
    expect(titles()).toEqual(['Late March', 'Also mid March']);
    expect(hasMore()).toBe(true);
  });

  it('leaves out items dated outside the range or not dated at all, even after loading everything', () => {
    const { titles, hasMore } = storeWith({ ...MARCH, dataLimit: 50 });
    expect(titles()).toEqual(['Late March', 'Also mid March', 'Mid March', 'Early March']);
    expect(hasMore()).toBe(false);
  });

  it('includes the first and last day of the range', () => {
    const { titles } = storeWith({ ...MARCH, dataLimit: 50 });
    expect(titles()).toContain('Early March');
    expect(titles()).toContain('Late March');
  });

  it('loads one more page at a time, then reports the end', () => {
    const { titles, hasMore, loadMore } = storeWith();
    loadMore();
    expect(titles()).toEqual(['Late March', 'Also mid March', 'Mid March', 'Early March']);
    expect(hasMore()).toBe(false);
  });

  it('starts again at one page when the data filter changes', () => {
    const { store, titles, loadMore } = storeWith();
    loadMore();
    expect(titles()).toHaveLength(4);
    store.dispatch(dataFilterChanged({ ...MARCH, fromDate: startOfDay(new Date(2026, 2, 5)).toISOString() }));
    expect(titles()).toEqual(['Late March', 'Also mid March']);
  });

  it('filters, searches and orders over the window; clearing restores the whole window', () => {
    const { store, titles, loadMore } = storeWith();
    loadMore();
    store.dispatch(todoActions.getListWithFilter({ column: 'label', value: 'PERSONAL' }));
    // 'Before the range' is PERSONAL too, but outside the window.
    expect(titles()).toEqual(['Mid March']);
    store.dispatch(todoActions.getListWithFilter(null));
    store.dispatch(todoActions.getListSearch('range'));
    expect(titles()).toEqual([]);
    store.dispatch(todoActions.getListSearch(''));
    store.dispatch(todoActions.getListWithOrder('title'));
    expect(titles()).toEqual(['Also mid March', 'Early March', 'Late March', 'Mid March']);
    store.dispatch(todoActions.getListWithOrder(null));
    expect(titles()).toEqual(['Late March', 'Also mid March', 'Mid March', 'Early March']);
  });

  it('recomputes only when its inputs change', () => {
    const { store } = storeWith();
    const first = todoList.selectShown(store.getState());
    store.dispatch(todoActions.selectedItemsChange([3]));
    expect(todoList.selectShown(store.getState())).toBe(first);
    store.dispatch(todoActions.getListSearch('march'));
    expect(todoList.selectShown(store.getState())).not.toBe(first);
  });
});
