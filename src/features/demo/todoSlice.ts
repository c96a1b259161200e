import { createDemoListSlice } from './demoListSlice';

export const todoSlice = createDemoListSlice('todo');
export const todoActions = todoSlice.actions;
export default todoSlice.reducer;
