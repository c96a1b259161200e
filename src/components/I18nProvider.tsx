import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { PageLoading } from './PageLoading';
import { loadChunk } from '../lib/chunks';
import { type LocaleId, LOCALES, type Messages } from '../i18n/locales';
// The few messages of the screens shown when a catalogue could not be loaded, in the main bundle.
import fallbackMessages from '../i18n/en.json?compiled&prefix=common.';

/** The core of a language's catalogue: what the signed-out pages need. */
export function loadMessages(locale: LocaleId): Promise<Messages> {
  return loadChunk(`i18n-${locale}`, LOCALES[locale].messagesOf);
}

/** The signed-in app's own messages of a language (scripts/vitePluginMessages.ts `part=app`). */
export function loadAppMessages(locale: LocaleId): Promise<Messages> {
  return loadChunk(`i18n-app-${locale}`, LOCALES[locale].appMessagesOf);
}

function onIntlError(error: { code?: string }) {
  // Untranslated ids fall back to their English default; anything else is a real bug.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

interface Shown {
  locale: LocaleId;
  messages: Messages;
  /** Whether the app part of this language's catalogue is among the messages. */
  app: boolean;
}

interface AppPart {
  loaded: boolean;
  /** Asks for the app part (once); a failure is for the caller to show. */
  require: () => Promise<void>;
}

const AppPartContext = createContext<AppPart>({ loaded: true, require: () => Promise.resolve() });

interface Props {
  /** The language to show (the settings' language: app/StoreI18nProvider passes it). */
  locale: LocaleId;
  /** Messages of `locale` as it was when the app mounted, loaded before. */
  initialMessages: Messages;
  /** True when `initialMessages` already hold the app's part (tests give the whole catalogue). */
  includesApp?: boolean;
  children: ReactNode;
}

/** Follows the language setting; the old language stays on screen until the new one has loaded. */
export function I18nProvider({ locale, initialMessages, includesApp = false, children }: Props) {
  const [shown, setShown] = useState<Shown>({ locale, messages: initialMessages, app: includesApp });
  const [wantsApp, setWantsApp] = useState(includesApp);

  useEffect(() => {
    if (shown.locale === locale && (shown.app || !wantsApp)) return;
    let current = true;
    const parts = [
      shown.locale === locale ? Promise.resolve(shown.messages) : loadMessages(locale),
      wantsApp ? loadAppMessages(locale) : Promise.resolve({}),
    ];
    Promise.all(parts).then(
      ([core, app]) => current && setShown({ locale, messages: { ...core, ...app }, app: wantsApp }),
      () => {
        // Offline and not cached: keep the language on screen; switching again retries.
      },
    );
    return () => {
      current = false;
    };
  }, [locale, shown, wantsApp]);

  const require = useCallback(async () => {
    // Loaded here too, so a failure (offline, chunk gone) reaches the caller's error boundary.
    await loadAppMessages(locale);
    setWantsApp(true);
  }, [locale]);
  const appPart = useMemo(() => ({ loaded: shown.app, require }), [shown.app, require]);

  return (
    <AppPartContext.Provider value={appPart}>
      <IntlProvider
        locale={LOCALES[shown.locale].intlLocale}
        defaultLocale="en"
        messages={shown.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </AppPartContext.Provider>
  );
}

/**
 * Shows its children once the signed-in app's messages are loaded (the page-loading placeholder
 * meanwhile); a failure is thrown to the nearest error boundary, which offers a retry.
 */
export function WithAppMessages({ children }: { children: ReactNode }) {
  const { loaded, require } = useContext(AppPartContext);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (!loaded) require().catch((e: unknown) => setError(e instanceof Error ? e : new Error(String(e))));
  }, [loaded, require]);
  if (error) throw error;
  return loaded ? children : <PageLoading />;
}

/** For screens shown when the catalogues could not load: the common English messages. */
export function FallbackIntlProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={fallbackMessages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
