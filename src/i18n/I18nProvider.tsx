import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import type { LocaleId } from '../features/settings/settingsSlice';
import { loadChunk } from '../lib/chunks';
import { LOCALES, type Messages } from './locales';
// The few messages of the screens shown when a catalogue could not be loaded, in the main bundle.
import fallbackMessages from './en.json?compiled&prefix=common.';

export function loadMessages(locale: LocaleId): Promise<Messages> {
  return loadChunk(`i18n-${locale}`, LOCALES[locale].messagesOf);
}

function onIntlError(error: { code?: string }) {
  // Untranslated ids fall back to their English default; anything else is a real bug.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

interface Props {
  /** Messages of the locale in the store, loaded before the app mounted. */
  initialMessages: Messages;
  children: ReactNode;
}

/** Follows the language setting; the old language stays on screen until the new one has loaded. */
export function I18nProvider({ initialMessages, children }: Props) {
  const locale = useAppSelector((state) => state.settings.locale);
  const [shown, setShown] = useState({ locale, messages: initialMessages });

  useEffect(() => {
    if (shown.locale === locale) return;
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setShown({ locale, messages }),
      () => {
        // Offline and not cached: keep the language on screen; switching again retries.
      },
    );
    return () => {
      current = false;
    };
  }, [locale, shown.locale]);

  return (
    <IntlProvider
      locale={LOCALES[shown.locale].intlLocale}
      defaultLocale="en"
      messages={shown.messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/** For screens shown when the catalogues could not load: the common English messages. */
export function FallbackIntlProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={fallbackMessages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
