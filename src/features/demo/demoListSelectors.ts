// What a demo list shows (docs/product.md §4 with the data filter of §3): the data window first (items
// dated inside fromDate..toDate, newest first, dataLimit per page, more pages on "load more"),
// then the list's own filter, order and search over that window. Memoised per list.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../store/rootReducer';
import { applyDataWindow, dataWindow, type DataWindowFilter } from '../../lib/dataWindow';
import { parseDate } from '../../lib/date';
import { type createDemoListSlice, type DemoListState, type ListItem, pagesFor } from './demoListSlice';
import { visibleItems } from './listLogic';

type ListActions = ReturnType<typeof createDemoListSlice>['actions'];

export const selectDataFilter = (state: RootState): DataWindowFilter => state.settings.dataFilter;

const createDateOf = (item: ListItem) => parseDate(item.createDate);

/** A list's state, actions and memoised selectors, as its screen and tests use them. */
export function makeDemoListBinding(select: (state: RootState) => DemoListState, actions: ListActions) {
  const selectWindow = createSelector(
    [(state: RootState) => select(state).allItems, selectDataFilter, (state: RootState) => select(state).more],
    (items, filter, more) =>
      applyDataWindow(items, dataWindow(filter, 'createDate'), createDateOf, pagesFor(more, filter)),
  );
  const selectShown = createSelector(
    [
      selectWindow,
      (state: RootState) => select(state).filter,
      (state: RootState) => select(state).orderColumn,
      (state: RootState) => select(state).searchKeyword,
    ],
    (windowed, filter, orderColumn, searchKeyword) =>
      visibleItems(windowed.items, { filter, orderColumn, searchKeyword }),
  );
  return { select, actions, selectWindow, selectShown };
}

export type DemoListBinding = ReturnType<typeof makeDemoListBinding>;
