import { useIntl } from 'react-intl';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Icon } from '../../components/icons';
import messages from './messages';
import { radiusChanged, type Radius, themeRequested } from './settingsSlice';
import { colourLabel, THEME_COLORS, THEME_MODES, themeLabel } from './themeLabels';

/** Top-navigation menu: the 20 themes and the corner radius. */
export function ThemeMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { theme, radius, themePending } = useAppSelector((s) => s.settings);
  const current = themePending ?? theme;
  return (
    <UncontrolledDropdown>
      <DropdownToggle
        color="link"
        className="nav-link px-1 px-sm-2"
        aria-label={intl.formatMessage(messages.themeMenu, { theme: themeLabel(intl, current) })}
        title={intl.formatMessage(messages.themeMenu, { theme: themeLabel(intl, current) })}
      >
        <Icon name="palette" />
      </DropdownToggle>
      <DropdownMenu end className="torque-theme-menu" style={{ maxHeight: '75vh', overflowY: 'auto' }}>
        {THEME_MODES.map((mode) => (
          <div
            key={mode}
            role="group"
            aria-label={intl.formatMessage(mode === 'dark' ? messages.dark : messages.light)}
          >
            <DropdownItem header>{intl.formatMessage(mode === 'dark' ? messages.dark : messages.light)}</DropdownItem>
            {THEME_COLORS.map((colour) => {
              const name = `${mode}.${colour}`;
              return (
                <DropdownItem
                  key={name}
                  aria-current={name === current ? true : undefined}
                  active={name === current}
                  aria-label={themeLabel(intl, name)}
                  data-theme-option={name}
                  onClick={() => dispatch(themeRequested(name))}
                >
                  {colourLabel(intl, colour)}
                </DropdownItem>
              );
            })}
          </div>
        ))}
        <DropdownItem divider />
        <div role="group" aria-label={intl.formatMessage(messages.corners)}>
          <DropdownItem header>{intl.formatMessage(messages.corners)}</DropdownItem>
          {(['rounded', 'flat'] as Radius[]).map((option) => (
            <DropdownItem
              key={option}
              aria-current={option === radius ? true : undefined}
              active={option === radius}
              onClick={() => dispatch(radiusChanged(option))}
            >
              {intl.formatMessage(messages[option])}
            </DropdownItem>
          ))}
        </div>
      </DropdownMenu>
    </UncontrolledDropdown>
  );
}
