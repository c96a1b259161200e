import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { DocumentTitle, useFocusHeadingOnNavigation } from '../../components/pageFocus';
import settingsMessages from '../../features/settings/messages';
import { themeLabel } from '../../features/settings/themeLabels';
import { useAppSelector } from '../../store/hooks';
import { pageItemForPath } from '../menuItems';
import appMessages from '../messages';
import { Sidebar } from './Sidebar';
import { TopNav } from './TopNav';

function ThemeStatus() {
  const intl = useIntl();
  const { themePending, themeFailed } = useAppSelector((s) => s.settings);
  if (themeFailed) {
    return (
      <Alert color="warning" role="alert">
        {intl.formatMessage(settingsMessages.themeFailed, { theme: themeLabel(intl, themeFailed) })}
      </Alert>
    );
  }
  return (
    <div role="status" className="visually-hidden">
      {themePending ? intl.formatMessage(settingsMessages.themeLoading, { theme: themeLabel(intl, themePending) }) : ''}
    </div>
  );
}

/** The tab names the menu item a page is reached by; pages outside the menu (not found) name themselves. */
function PageTitle() {
  const intl = useIntl();
  const item = pageItemForPath(useLocation().pathname);
  return item ? <DocumentTitle page={intl.formatMessage(item.label)} /> : null;
}

/** The first thing a keyboard reaches: straight to the page, past the top bar and the menu. */
function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="torque-skip-link btn btn-primary"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main-content');
        (main?.querySelector<HTMLElement>('h1[tabindex]') ?? main)?.focus();
      }}
    >
      {intl.formatMessage(appMessages.skipToContent)}
    </a>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const { containerClassnames, selectedMenuHasSubItems } = useAppSelector((s) => s.menu);
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <div id="app-container" className={`${containerClassnames}${selectedMenuHasSubItems ? '' : ' no-sub-items'}`}>
      <SkipLink />
      <PageTitle />
      <TopNav />
      <Sidebar />
      <main className="torque-main" id="main-content" tabIndex={-1} ref={mainRef}>
        <ThemeStatus />
        {children}
      </main>
    </div>
  );
}
