// Start-up: the inline script in index.html has applied the saved settings and requested the
// theme's style sheet. React mounts only once that sheet and the language's messages are in,
// so the first frame is already in the right theme and language. A production build that names
// no real Firebase project shows what to set instead of the app (docs/deploy.md).
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { App } from './app/App';
import { loadPersistedState, makeStore } from './app/store';
import { LoadErrorScreen } from './components/LoadErrorScreen';
import { NotConnectedScreen } from './components/notConnected/NotConnectedScreen';
import { FallbackIntlProvider, loadAppMessages, loadMessages } from './components/I18nProvider';
import { LOCALES } from './i18n/locales';
import { applyAppearance } from './lib/theme';
import { startupProjectProblem } from './services/firebase/projectCheck';

const root = createRoot(document.getElementById('root')!);
const store = makeStore(loadPersistedState());
const projectProblem = startupProjectProblem();

function themeReady(firstAttempt: boolean): Promise<void> {
  const { theme, direction } = store.getState().settings;
  if (firstAttempt && window.__torque) return window.__torque.themeReady;
  return applyAppearance({ theme, direction });
}

async function start(firstAttempt: boolean) {
  try {
    const { locale } = store.getState().settings;
    const [messages] = await Promise.all([loadMessages(locale), themeReady(firstAttempt)]);
    if (projectProblem) {
      // Its messages are kept out of the login page's (scripts/vitePluginMessages.ts).
      const own = await loadAppMessages(locale);
      root.render(
        <IntlProvider locale={LOCALES[locale].intlLocale} defaultLocale="en" messages={{ ...messages, ...own }}>
          <NotConnectedScreen problem={projectProblem} />
        </IntlProvider>,
      );
      return;
    }
    root.render(<App store={store} messages={messages} />);
  } catch (error) {
    root.render(
      <FallbackIntlProvider>
        <LoadErrorScreen error={error} onRetry={() => void start(false)} />
      </FallbackIntlProvider>,
    );
  }
}

void start(true);
