// One slice shape for both demo lists (todo, survey): get-list / success / error, filter,
// order, search, add-item and selected items (docs/product.md §4), plus "load more" over the data window.
// What the list shows is derived (demoListSelectors).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataWindowFilter } from '../../lib/dataWindow';
import type { DemoListItem, Label, ListFilter, OrderColumn } from './demoTypes';

export type ListItem = DemoListItem & { detail?: string };

export interface NewListItem {
  title: string;
  detail?: string;
  category: string;
  label: Label;
  status: string;
}

/** How many pages of the data window "load more" has opened, and under which data filter. */
export interface MorePages {
  filter: DataWindowFilter;
  pages: number;
}

export interface DemoListState {
  allItems: ListItem[];
  loading: boolean;
  loaded: boolean;
  /** The loader's error text (docs/product.md §8). */
  error: string | null;
  filter: ListFilter | null;
  orderColumn: OrderColumn | null;
  searchKeyword: string;
  selectedItems: number[];
  adding: boolean;
  addError: string | null;
  /** null: the first page of the data window. */
  more: MorePages | null;
}

export const initialDemoListState: DemoListState = {
  allItems: [],
  loading: false,
  loaded: false,
  error: null,
  filter: null,
  orderColumn: null,
  searchKeyword: '',
  selectedItems: [],
  adding: false,
  addError: null,
  more: null,
};

const sameFilter = (a: DataWindowFilter, b: DataWindowFilter) =>
  a.fromDate === b.fromDate && a.toDate === b.toDate && a.dataLimit === b.dataLimit;

/** The pages shown under `filter`: a data filter changed since "load more" starts again at one. */
export function pagesFor(more: MorePages | null, filter: DataWindowFilter): number {
  return more && sameFilter(more.filter, filter) ? more.pages : 1;
}

export function createDemoListSlice(name: 'todo' | 'survey') {
  return createSlice({
    name,
    initialState: initialDemoListState,
    reducers: {
      getList(state) {
        state.loading = true;
        state.error = null;
      },
      getListSuccess(state, action: PayloadAction<ListItem[]>) {
        state.loading = false;
        state.loaded = true;
        state.allItems = action.payload;
      },
      getListError(state, action: PayloadAction<string>) {
        state.loading = false;
        state.error = action.payload;
      },
      /** Filter by column and value; null (or an empty column) clears it. */
      getListWithFilter(state, action: PayloadAction<ListFilter | null>) {
        state.filter = action.payload?.column ? action.payload : null;
      },
      getListWithOrder(state, action: PayloadAction<OrderColumn | null>) {
        state.orderColumn = action.payload;
      },
      getListSearch(state, action: PayloadAction<string>) {
        state.searchKeyword = action.payload;
      },
      addItem(state, _action: PayloadAction<NewListItem>) {
        state.adding = true;
        state.addError = null;
      },
      addItemSuccess(state, action: PayloadAction<ListItem>) {
        state.adding = false;
        state.allItems.push(action.payload);
      },
      addItemError(state, action: PayloadAction<string>) {
        state.adding = false;
        state.addError = action.payload;
      },
      selectedItemsChange(state, action: PayloadAction<number[]>) {
        state.selectedItems = action.payload;
      },
      /** One more page of the data window; the payload is the data filter in force. */
      loadMore(state, action: PayloadAction<DataWindowFilter>) {
        state.more = { filter: action.payload, pages: pagesFor(state.more, action.payload) + 1 };
      },
    },
  });
}
