// The theme and language as native form controls: on the settings page, and on the signed-out
// pages, where they keep the first page load free of the dropdown library.
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { LOCALE_ORDER, LOCALES } from '../../i18n/locales';
import messages from './messages';
import { type LocaleId, localeChanged, themeRequested } from './settingsSlice';
import { THEME_COLORS, THEME_MODES, themeLabel } from './themeLabels';

interface Props {
  id: string;
  className?: string;
  /** Shows the label above the control; otherwise it is read out but not shown. */
  showLabel?: boolean;
  size?: 'sm';
}

export function ThemeSelect({ id, className = '', showLabel = true, size }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { theme, themePending } = useAppSelector((s) => s.settings);
  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? 'form-label' : 'visually-hidden'}>
        {intl.formatMessage(messages.theme)}
      </label>
      <select
        id={id}
        className={`form-select${size ? ` form-select-${size}` : ''}`}
        value={themePending ?? theme}
        onChange={(e) => dispatch(themeRequested(e.target.value))}
      >
        {THEME_MODES.map((mode) => (
          <optgroup key={mode} label={intl.formatMessage(mode === 'dark' ? messages.dark : messages.light)}>
            {THEME_COLORS.map((colour) => (
              <option key={colour} value={`${mode}.${colour}`}>
                {themeLabel(intl, `${mode}.${colour}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

export function LanguageSelect({ id, className = '', showLabel = true, size }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.settings.locale);
  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? 'form-label' : 'visually-hidden'}>
        {intl.formatMessage(messages.language)}
      </label>
      <select
        id={id}
        className={`form-select${size ? ` form-select-${size}` : ''}`}
        value={locale}
        onChange={(e) => dispatch(localeChanged(e.target.value as LocaleId))}
      >
        {LOCALE_ORDER.map((option) => (
          <option key={option} value={option} lang={LOCALES[option].intlLocale}>
            {LOCALES[option].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
