import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { createDemoListSlice } from './demoListSlice';
import { makeDemoListBinding } from './demoListSelectors';

export const todoSlice = createDemoListSlice('todo');

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof todoSlice> {}
}

const injected = todoSlice.injectInto(rootReducer);
export const selectTodo = (state: RootState) => injected.selectSlice(state);
export const todoActions = todoSlice.actions;
export const todoList = makeDemoListBinding(selectTodo, todoActions);
