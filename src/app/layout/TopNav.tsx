import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { Icon } from '../../components/icons';
import componentMessages from '../../components/messages';
import { logoutRequested } from '../../lib/sessionActions';
import { menuButtonClicked, mobileMenuButtonClicked } from '../../features/menu/menuSlice';
import { PlantPicker } from '../../features/assets/PlantPicker';
import { SearchBox } from '../../features/search/SearchBox';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { SyncCentre } from '../../features/sync/SyncCentre';
import { LanguageMenu } from '../../features/settings/LanguageMenu';
import { ThemeMenu } from '../../features/settings/ThemeMenu';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import messages from '../messages';
import { SIDEBAR_ID } from './Sidebar';

function UserMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.currentUser);
  const name = user?.title ?? '';
  return (
    <UncontrolledDropdown>
      <DropdownToggle
        color="link"
        className="nav-link px-1 px-sm-2 d-inline-flex align-items-center gap-2"
        aria-label={intl.formatMessage(messages.userMenu, { name })}
      >
        <Icon name="user" />
        <span className="d-none d-sm-inline text-truncate" style={{ maxWidth: '12rem' }}>
          {name}
        </span>
      </DropdownToggle>
      <DropdownMenu end>
        <DropdownItem tag={Link} to="/app/company/profile">
          {intl.formatMessage(messages.profile)}
        </DropdownItem>
        <DropdownItem tag={Link} to="/app/settings/appearance">
          {intl.formatMessage(messages.settings)}
        </DropdownItem>
        <DropdownItem tag={Link} to="/app/help">
          {intl.formatMessage(componentMessages.helpMenu)}
        </DropdownItem>
        <DropdownItem divider />
        <DropdownItem onClick={() => dispatch(logoutRequested())}>{intl.formatMessage(messages.logout)}</DropdownItem>
      </DropdownMenu>
    </UncontrolledDropdown>
  );
}

export function TopNav() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const toggleLabel = intl.formatMessage(messages.toggleMenu);
  return (
    <header className="navbar fixed-top torque-topnav" aria-label={intl.formatMessage(messages.topNav)}>
      <button
        type="button"
        className="btn btn-link nav-link px-1 px-sm-2 d-none d-md-inline-flex"
        aria-label={toggleLabel}
        aria-controls={SIDEBAR_ID}
        data-menu-button="desktop"
        onClick={() => dispatch(menuButtonClicked())}
      >
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className="btn btn-link nav-link px-1 px-sm-2 d-md-none"
        aria-label={toggleLabel}
        aria-controls={SIDEBAR_ID}
        data-menu-button="mobile"
        onClick={() => dispatch(mobileMenuButtonClicked())}
      >
        <Icon name="menu" />
      </button>
      <Link className="navbar-brand mx-1 mx-sm-2" to="/app">
        {intl.formatMessage(componentMessages.brand)}
      </Link>
      <div className="ms-auto d-flex align-items-center gap-1">
        <SearchBox />
        <NotificationBell />
        <SyncCentre />
        <PlantPicker />
        {/* On a phone the theme and the language are in Settings (the account menu): the account menu stays on screen. */}
        <div className="d-none d-sm-flex align-items-center gap-1">
          <ThemeMenu />
          <LanguageMenu />
        </div>
        <UserMenu />
      </div>
    </header>
  );
}
