import { useIntl } from 'react-intl';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Icon } from '../../components/icons';
import { LOCALE_ORDER, LOCALES } from '../../i18n/locales';
import messages from './messages';
import { localeChanged } from './settingsSlice';

/** Top-navigation menu: English, Spanish, English right-to-left. */
export function LanguageMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.settings.locale);
  const label = intl.formatMessage(messages.languageMenu, { language: LOCALES[locale].nativeName });
  return (
    <UncontrolledDropdown>
      <DropdownToggle
        color="link"
        className="nav-link px-1 px-sm-2 d-inline-flex align-items-center gap-1"
        aria-label={label}
        title={label}
      >
        <Icon name="globe" />
        <span className="small d-none d-lg-inline">{LOCALES[locale].nativeName}</span>
      </DropdownToggle>
      <DropdownMenu end>
        {LOCALE_ORDER.map((id) => (
          <DropdownItem
            key={id}
            aria-current={id === locale ? true : undefined}
            active={id === locale}
            lang={LOCALES[id].intlLocale}
            onClick={() => dispatch(localeChanged(id))}
          >
            {LOCALES[id].nativeName}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </UncontrolledDropdown>
  );
}
