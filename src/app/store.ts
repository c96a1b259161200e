import { configureStore } from '@reduxjs/toolkit';
import type { Middleware } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { initialAuthState } from '../features/auth/authSlice';
import { loadCurrentUser, storedCurrentUserUnreadable } from '../lib/currentUser';
import { loadSettings } from '../features/settings/settingsStorage';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { attachSagaRunner } from './featureRegistry';

export function makeStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  // The app's own middleware, after Redux Toolkit's defaults (thunk and the dev-time checks).
  const appMiddleware: Middleware[] = [sagaMiddleware];
  const store = configureStore({
    reducer: rootReducer,
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
