import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import appMessages from '../../app/messages';
import { LanguageSelect, ThemeSelect } from '../settings/SettingsSelects';
import { safeRedirect } from './redirect';

/** The signed-out pages: a card in the middle, language and theme at hand. */
export function UserLayout() {
  const intl = useIntl();
  const signedIn = useAppSelector((s) => s.auth.currentUser !== null);
  const location = useLocation();
  const { pathname } = location;
  // Signed in already: the login and registration pages have nothing to offer; a deep link
  // that brought the user here is where they go.
  if (signedIn && /\/user\/(login|register)$/.test(pathname)) {
    return <Navigate to={safeRedirect((location.state as { from?: string } | null)?.from)} replace />;
  }
  return (
    <main className="torque-user-pages">
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <p className="fs-4 fw-bold text-primary-emphasis mb-3">{intl.formatMessage(appMessages.brand)}</p>
          <Outlet />
          <div className="d-flex flex-wrap gap-2 mt-4 pt-3 border-top">
            <LanguageSelect id="user-language" size="sm" showLabel={false} />
            <ThemeSelect id="user-theme" size="sm" showLabel={false} />
          </div>
        </div>
      </div>
    </main>
  );
}
