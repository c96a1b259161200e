import { combineReducers } from '@reduxjs/toolkit';
import auth from '../features/auth/authSlice';
import company from '../features/company/companySlice';
import menu from '../features/menu/menuSlice';
import settings from '../features/settings/settingsSlice';

export const rootReducer = combineReducers({ auth, company, menu, settings });

export type RootState = ReturnType<typeof rootReducer>;
