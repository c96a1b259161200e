import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from 'reactstrap';
import settingsMessages from '../../features/settings/messages';
import { themeLabel } from '../../features/settings/themeLabels';
import { useAppSelector } from '../hooks';
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

export function AppLayout({ children }: { children: ReactNode }) {
  const { containerClassnames, selectedMenuHasSubItems } = useAppSelector((s) => s.menu);
  return (
    <div id="app-container" className={`${containerClassnames}${selectedMenuHasSubItems ? '' : ' no-sub-items'}`}>
      <TopNav />
      <Sidebar />
      <main className="torque-main" id="main-content">
        <ThemeStatus />
        {children}
      </main>
    </div>
  );
}
