// Renders UI the way the app does: a real store (with sagas), the language's messages and a
// router. Tests find things by role and label, as a user would.
import { render } from '@testing-library/react';
import { type ReactElement, useLayoutEffect } from 'react';
import { Provider } from 'react-redux';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import type { RootState } from '../store/rootReducer';
import { appRoutes } from '../app/routes';
import { makeStore } from '../app/store';
import { DEFAULT_PROFILE, type CurrentUser } from '../lib/currentUser';
import { initialAuthState } from '../features/auth/authSlice';
import { initialSettings } from '../features/settings/settingsSlice';
import { StoreI18nProvider } from '../app/StoreI18nProvider';
import en from '../i18n/en.json?compiled';
import es from '../i18n/es.json?compiled';

export const testUser: CurrentUser = {
  uid: 'user-1',
  companyUID: 'user-1',
  isPaid: false,
  title: 'Ana López',
  ...DEFAULT_PROFILE,
};

interface Options {
  route?: string;
  preloadedState?: Partial<RootState>;
  signedIn?: boolean;
}

function stateFor({ preloadedState = {}, signedIn = false }: Options): Partial<RootState> {
  return {
    settings: initialSettings(),
    auth: initialAuthState(signedIn ? testUser : null),
    ...preloadedState,
  };
}

function messagesFor(state: Partial<RootState>) {
  return state.settings?.locale === 'es' ? es : en;
}

/** Where the router is, read as `router.state.location` (the app uses the declarative router). */
interface RouterProbe {
  state: { location: Location };
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

function renderRoutes(routes: RouteObject[], options: Options) {
  const state = stateFor(options);
  const store = makeStore(state);
  const router: RouterProbe = { state: { location: undefined as unknown as Location } };
  const result = render(
    <Provider store={store}>
      <StoreI18nProvider initialMessages={messagesFor(state)} includesApp>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <LocationProbe
            onLocation={(location) => {
              router.state.location = location;
            }}
          />
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </StoreI18nProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

/** The whole app (all routes) at `route`. */
export function renderApp(options: Options = {}) {
  return renderRoutes(appRoutes, options);
}

/** One component with the providers, at `route`. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Finishes loading the theme sheet the app has requested (jsdom loads no style sheets). */
export function loadRequestedThemeSheet(theme: string, outcome: 'load' | 'error' = 'load') {
  const link = document.head.querySelector(`link[data-theme-link="${theme}"]`);
  if (!link) throw new Error(`No style sheet requested for ${theme}`);
  link.dispatchEvent(new Event(outcome));
}
