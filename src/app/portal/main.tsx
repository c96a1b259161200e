// The request portal's start-up (portal.html): the inline start-up script has applied the saved
// theme, direction and language; this loads the portal's own messages (and nothing else of the
// catalogue) and mounts the page. No store, router or Firebase SDK: the page must be usable on a
// cheap phone over a weak link (docs/performance.md, the portal's budget).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { LoadErrorScreen } from '../../components/LoadErrorScreen';
import { FallbackIntlProvider } from '../../components/I18nProvider';
import { PortalApp } from '../../features/portal/PortalApp';
import { LOCALES, type LocaleId, type Messages } from '../../i18n/locales';
import { startupSettings, switchAppearance } from '../../lib/theme';
import { writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../boot/startup.js';

const PORTAL_TEXT: Record<'en' | 'es', () => Promise<Messages>> = {
  en: () => import('../../i18n/en.json?compiled&part=portal').then((m) => m.default),
  es: () => import('../../i18n/es.json?compiled&part=portal').then((m) => m.default),
};

const root = createRoot(document.getElementById('root')!);

function onIntlError(error: { code?: string }) {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

function Portal({ first, locale: initial }: { first: Messages; locale: LocaleId }) {
  const [shown, setShown] = useState({ locale: initial, messages: first });
  const choose = async (locale: LocaleId) => {
    writeString(STORAGE_KEYS.locale, locale);
    const [messages] = await Promise.all([
      PORTAL_TEXT[LOCALES[locale].intlLocale](),
      // English laid out right to left is the RTL check of the layout; the others read left to right.
      switchAppearance({ direction: LOCALES[locale].rtl ? 'rtl' : 'ltr' }),
    ]);
    document.documentElement.lang = LOCALES[locale].intlLocale;
    setShown({ locale, messages });
  };
  return (
    <IntlProvider
      locale={LOCALES[shown.locale].intlLocale}
      defaultLocale="en"
      messages={shown.messages}
      onError={onIntlError}
    >
      <PortalApp
        pathname={window.location.pathname}
        search={window.location.search}
        locale={shown.locale}
        onLocale={(l) => void choose(l)}
      />
    </IntlProvider>
  );
}

async function start(firstAttempt: boolean) {
  const settings = startupSettings();
  const locale = settings.locale as LocaleId;
  try {
    const [messages] = await Promise.all([
      PORTAL_TEXT[LOCALES[locale].intlLocale](),
      firstAttempt && window.__torque
        ? window.__torque.themeReady
        : switchAppearance({ theme: settings.theme, direction: settings.direction }),
    ]);
    root.render(
      <StrictMode>
        <Portal first={messages} locale={locale} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <FallbackIntlProvider>
        <LoadErrorScreen error={error} onRetry={() => void start(false)} />
      </FallbackIntlProvider>,
    );
  }
}

void start(true);
