// Start-up: the inline script in index.html has applied the saved settings and requested the
// theme's style sheet. React mounts only once that sheet and the language's messages are in,
// so the first frame is already in the right theme and language.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadPersistedState, makeStore } from './app/store';
import { LoadErrorScreen } from './components/LoadErrorScreen';
import { FallbackIntlProvider, loadMessages } from './i18n/I18nProvider';
import { applyAppearance } from './lib/theme';

const root = createRoot(document.getElementById('root')!);
const store = makeStore(loadPersistedState());

function themeReady(firstAttempt: boolean): Promise<void> {
  const { theme, direction } = store.getState().settings;
  if (firstAttempt && window.__torque) return window.__torque.themeReady;
  return applyAppearance({ theme, direction });
}

async function start(firstAttempt: boolean) {
  try {
    const [messages] = await Promise.all([loadMessages(store.getState().settings.locale), themeReady(firstAttempt)]);
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
