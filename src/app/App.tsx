import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { sessionWatchStarted } from '../features/auth/authSlice';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/locales';
import { setNavigator } from './navigation';
import { appRoutes } from './routes';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  messages: Messages;
}

export function App({ store, messages }: Props) {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useEffect(() => {
    setNavigator((to, options) => void router.navigate(to, options));
    return () => setNavigator(null);
  }, [router]);
  // After the first render, so the Auth SDK is not part of the first load.
  useEffect(() => {
    store.dispatch(sessionWatchStarted());
  }, [store]);
  return (
    <Provider store={store}>
      <I18nProvider initialMessages={messages}>
        <RouterProvider router={router} />
      </I18nProvider>
    </Provider>
  );
}
