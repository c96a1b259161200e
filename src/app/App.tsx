import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router-dom';
import { sessionWatchStarted } from '../features/auth/authSlice';
import type { Messages } from '../i18n/locales';
import { useSagaNavigator } from '../store/navigation';
import { StoreI18nProvider } from './StoreI18nProvider';
import { appRoutes } from './routes';
import { UpdatePrompt } from './UpdatePrompt';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  messages: Messages;
}

/** The app's routes, and the navigator the sagas use. Inside a router. */
export function AppRoutes({ routes = appRoutes }: { routes?: RouteObject[] }) {
  useSagaNavigator();
  return useRoutes(routes);
}

// The declarative router (<BrowserRouter>), not the data router: the app uses no loaders or
// actions, and the data router costs about 16 KB gzip more on every first load.
export function App({ store, messages }: Props) {
  // After the first render; the saga loads the Auth SDK only once there is a session to watch.
  useEffect(() => {
    store.dispatch(sessionWatchStarted());
  }, [store]);
  return (
    <Provider store={store}>
      <StoreI18nProvider initialMessages={messages}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <UpdatePrompt />
      </StoreI18nProvider>
    </Provider>
  );
}
