// The interface languages (spec §2). English RTL is English laid out right to left.
import type { LocaleId } from '../features/settings/settingsSlice';

export type Messages = Record<string, string>;

export interface LocaleDescriptor {
  id: LocaleId;
  /** The locale react-intl formats numbers, dates and plurals with. */
  intlLocale: 'en' | 'es';
  rtl: boolean;
  /** The language's own name, shown in the language menu in every language. */
  nativeName: string;
  messagesOf: () => Promise<Messages>;
}

const english = () => import('./en.json').then((m) => m.default as Messages);

export const LOCALES: Record<LocaleId, LocaleDescriptor> = {
  en: { id: 'en', intlLocale: 'en', rtl: false, nativeName: 'English', messagesOf: english },
  es: {
    id: 'es',
    intlLocale: 'es',
    rtl: false,
    nativeName: 'Español',
    messagesOf: () => import('./es.json').then((m) => m.default as Messages),
  },
  enrtl: { id: 'enrtl', intlLocale: 'en', rtl: true, nativeName: 'English (RTL)', messagesOf: english },
};

export const LOCALE_ORDER: LocaleId[] = ['en', 'es', 'enrtl'];
