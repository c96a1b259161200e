// The store's one reducer. Every slice injects itself (`slice.injectInto(rootReducer)`): the three
// every route needs (auth, menu, settings) when the store is made (app/store.ts), the others when
// their feature's code arrives, so the login route carries only the state it needs. Each slice
// declares its state here by module augmentation: in `StaticSlices` the three the store is made
// with (always there), in `LazyLoadedSlices` the others. This module knows no feature: the shared
// components and the features both build on it.
import { combineSlices } from '@reduxjs/toolkit';

/* eslint-disable @typescript-eslint/no-empty-object-type -- filled in by the slices */
/** Slices present from the store's creation (auth, menu, settings). */
export interface StaticSlices {}
/** Slices injected when their code arrives. */
export interface LazyLoadedSlices {}
/* eslint-enable @typescript-eslint/no-empty-object-type */

export const rootReducer = combineSlices().withLazyLoadedSlices<StaticSlices & LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer> & StaticSlices;
