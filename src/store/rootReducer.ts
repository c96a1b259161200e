import { combineSlices } from '@reduxjs/toolkit';
import auth from '../features/auth/authSlice';
import menu from '../features/menu/menuSlice';
import settings from '../features/settings/settingsSlice';

/**
 * Slices of features that load on demand inject themselves (`slice.injectInto(rootReducer)`)
 * and declare their state here by module augmentation, so the login route carries only the
 * state it needs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({ auth, menu, settings }).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
