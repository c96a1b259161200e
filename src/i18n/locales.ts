// The interface languages (docs/product.md §2). English RTL is English laid out right to left.
import type { MessageFormatElement } from 'react-intl';

/** The interface languages: English, Spanish, English laid out right to left. */
export type LocaleId = 'en' | 'es' | 'enrtl';

/** A catalogue compiled at build time (scripts/vitePluginMessages.ts): no parsing in the browser. */
export type Messages = Record<string, MessageFormatElement[]>;

export interface LocaleDescriptor {
  id: LocaleId;
  /** The locale react-intl formats numbers, dates and plurals with. */
  intlLocale: 'en' | 'es';
  rtl: boolean;
  /** The language's own name, shown in the language menu in every language. */
  nativeName: string;
  /** The core of the catalogue: every page's messages but the signed-in app's own. */
  messagesOf: () => Promise<Messages>;
  /** The signed-in app's messages (all but scripts/vitePluginMessages.ts CORE_PREFIXES), loaded with it. */
  appMessagesOf: () => Promise<Messages>;
}

const english = () => import('./en.json?compiled&part=core').then((m) => m.default);
const englishApp = () => import('./en.json?compiled&part=app').then((m) => m.default);

export const LOCALES: Record<LocaleId, LocaleDescriptor> = {
  en: {
    id: 'en',
    intlLocale: 'en',
    rtl: false,
    nativeName: 'English',
    messagesOf: english,
    appMessagesOf: englishApp,
  },
  es: {
    id: 'es',
    intlLocale: 'es',
    rtl: false,
    nativeName: 'Español',
    messagesOf: () => import('./es.json?compiled&part=core').then((m) => m.default),
    appMessagesOf: () => import('./es.json?compiled&part=app').then((m) => m.default),
  },
  enrtl: {
    id: 'enrtl',
    intlLocale: 'en',
    rtl: true,
    nativeName: 'English (RTL)',
    messagesOf: english,
    appMessagesOf: englishApp,
  },
};

export const LOCALE_ORDER: LocaleId[] = ['en', 'es', 'enrtl'];
