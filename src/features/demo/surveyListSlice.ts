import { createDemoListSlice } from './demoListSlice';

export const surveyListSlice = createDemoListSlice('survey');
export const surveyListActions = surveyListSlice.actions;
export default surveyListSlice.reducer;
