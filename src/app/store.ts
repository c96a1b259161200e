import { configureStore } from '@reduxjs/toolkit';
import type { Middleware, Reducer, UnknownAction } from 'redux';
import createSagaMiddleware from 'redux-saga';
import auth, { initialAuthState } from '../features/auth/authSlice';
import menu from '../features/menu/menuSlice';
import settings from '../features/settings/settingsSlice';
import { loadCurrentUser, storedCurrentUserUnreadable } from '../lib/currentUser';
import { loadSettings } from '../features/settings/settingsStorage';
import { rootReducer, type RootState } from '../store/rootReducer';
import { rootSaga } from './rootSaga';
import { attachSagaRunner } from '../store/featureRegistry';

// The slices every route needs, in the reducer before any store is made with their state.
rootReducer.inject({ reducerPath: 'auth', reducer: auth });
rootReducer.inject({ reducerPath: 'menu', reducer: menu });
rootReducer.inject({ reducerPath: 'settings', reducer: settings });
/** The reducer with them in: its state always holds them (RootState). */
const reducer = rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  // The app's own middleware, after Redux Toolkit's defaults (thunk and the dev-time checks).
  const appMiddleware: Middleware[] = [sagaMiddleware];
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Auth flows carry the router's history in their payloads (docs/product.md §3); it never reaches state.
        // A CSV preview of thousands of rows is plain data; checking it on every action only slows development.
        serializableCheck: { ignoredActionPaths: ['payload.history'], ignoredPaths: ['assetsCsv.preview'] },
      }).concat(appMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  attachSagaRunner(store, (saga) => void sagaMiddleware.run(saga));
  return store;
}

/** The state the app starts with: settings and the current user from local storage. */
export function loadPersistedState(): Partial<RootState> {
  return { settings: loadSettings(), auth: initialAuthState(loadCurrentUser(), storedCurrentUserUnreadable()) };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
