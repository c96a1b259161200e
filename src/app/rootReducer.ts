import { combineReducers } from '@reduxjs/toolkit';
import auth from '../features/auth/authSlice';
import company from '../features/company/companySlice';
import chat from '../features/demo/chatSlice';
import surveyDetail from '../features/demo/surveyDetailSlice';
import survey from '../features/demo/surveyListSlice';
import todo from '../features/demo/todoSlice';
import menu from '../features/menu/menuSlice';
import settings from '../features/settings/settingsSlice';

export const rootReducer = combineReducers({ auth, chat, company, menu, settings, survey, surveyDetail, todo });

export type RootState = ReturnType<typeof rootReducer>;
