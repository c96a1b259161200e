// The help's long text is a part of the catalogue of its own (scripts/vitePluginMessages.ts
// LAZY_PARTS), downloaded with the help pages: neither the login page nor the app's first load
// carries it. It is added to the messages on screen for the pages below.
import { type ReactNode, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LazyModuleStatus } from '../../components/LazyModuleStatus';
import type { Messages } from '../../i18n/locales';
import { useLazyModule } from '../../lib/useLazyModule';
import messages from './messages';

const HELP_TEXT = {
  en: () => import('../../i18n/en.json?compiled&part=help').then((m) => m.default),
  es: () => import('../../i18n/es.json?compiled&part=help').then((m) => m.default),
};

function onIntlError(error: { code?: string }) {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

export function WithHelpMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const language = intl.locale === 'es' ? 'es' : 'en';
  const { module, error, retry } = useLazyModule<Messages>(`i18n-help-${language}`, HELP_TEXT[language]);
  // While another language's help downloads, the last one stays on screen.
  const [last, setLast] = useState<Messages | null>(null);
  if (module && module !== last) setLast(module);
  const help = module ?? last;
  const merged = useMemo(() => (help ? { ...(intl.messages as Messages), ...help } : null), [intl.messages, help]);
  if (!merged) {
    return (
      <LazyModuleStatus
        error={error}
        onRetry={retry}
        loadingText={intl.formatMessage(messages.loading)}
        failedText={intl.formatMessage(messages.loadFailed)}
      />
    );
  }
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={merged} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
