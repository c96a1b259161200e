import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { createDemoListSlice } from './demoListSlice';
import { makeDemoListBinding } from './demoListSelectors';

export const surveyListSlice = createDemoListSlice('survey');

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof surveyListSlice> {}
}

const injected = surveyListSlice.injectInto(rootReducer);
export const selectSurveyList = (state: RootState) => injected.selectSlice(state);
export const surveyListActions = surveyListSlice.actions;
export const surveyList = makeDemoListBinding(selectSurveyList, surveyListActions);
