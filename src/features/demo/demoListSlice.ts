// One slice shape for both demo lists (todo, survey): get-list / success / error, filter,
// order, search, add-item and selected items (spec §4). The visible list is derived (listLogic).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { visibleItems } from './listLogic';
import type { DemoListItem, Label, ListFilter, OrderColumn } from './demoTypes';

export type ListItem = DemoListItem & { detail?: string };

export interface NewListItem {
  title: string;
  detail?: string;
  category: string;
  label: Label;
  status: string;
}

export interface DemoListState {
  allItems: ListItem[];
  loading: boolean;
  loaded: boolean;
  /** The loader's error text (spec §8). */
  error: string | null;
  filter: ListFilter | null;
  orderColumn: OrderColumn | null;
  searchKeyword: string;
  selectedItems: number[];
  adding: boolean;
  addError: string | null;
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
};

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
    },
  });
}

export const selectVisible = (state: DemoListState) => visibleItems(state.allItems, state);
