import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../store/rootReducer';
import type { SurveyDetail } from './demoTypes';

export interface SurveyDetailState {
  survey: SurveyDetail | null;
  loading: boolean;
  error: string | null;
}

const initialState: SurveyDetailState = { survey: null, loading: false, error: null };

/** Removes a question from the survey (docs/product.md §4). */
export function withoutQuestion(survey: SurveyDetail, questionId: number): SurveyDetail {
  return { ...survey, questions: survey.questions.filter((q) => q.id !== questionId) };
}

const surveyDetailSlice = createSlice({
  name: 'surveyDetail',
  initialState,
  reducers: {
    getSurvey(state, _action: PayloadAction<number>) {
      state.loading = true;
      state.error = null;
    },
    getSurveySuccess(state, action: PayloadAction<SurveyDetail>) {
      state.loading = false;
      state.survey = action.payload;
    },
    getSurveyError(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
      state.survey = null;
    },
    /** Payload as the spec: the question and the survey it is deleted from. */
    deleteQuestion(state, action: PayloadAction<{ questionId: number; survey: SurveyDetail }>) {
      state.survey = withoutQuestion(action.payload.survey, action.payload.questionId);
    },
  },
});

declare module '../../store/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof surveyDetailSlice> {}
}

const injected = surveyDetailSlice.injectInto(rootReducer);
export const selectSurveyDetail = (state: RootState) => injected.selectSlice(state);
export const surveyDetailActions = surveyDetailSlice.actions;
