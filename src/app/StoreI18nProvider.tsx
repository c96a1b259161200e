// The interface language as the settings hold it, for the translations below.
import type { ComponentProps } from 'react';
import { I18nProvider } from '../components/I18nProvider';
import { useAppSelector } from '../store/hooks';

export function StoreI18nProvider(props: Omit<ComponentProps<typeof I18nProvider>, 'locale'>) {
  const locale = useAppSelector((state) => state.settings.locale);
  return <I18nProvider locale={locale} {...props} />;
}
