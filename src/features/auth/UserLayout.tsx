import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import commonMessages from '../../components/messages';
import authMessages from './messages';
import { DocumentTitle, useFocusHeadingOnNavigation } from '../../components/pageFocus';
import { safeRedirect } from './redirect';

const PAGE_TITLES = {
  login: authMessages.pageLogin,
  register: authMessages.pageRegister,
  'forgot-password': authMessages.pageForgotPassword,
  'reset-password': authMessages.pageResetPassword,
  join: authMessages.pageJoin,
  setup: authMessages.pageSetup,
} as const;

/** The signed-out pages: a card in the middle, language and theme (`settings`) at hand. */
export function UserLayout({ settings }: { settings: ReactNode }) {
  const intl = useIntl();
  const signedIn = useAppSelector((s) => s.auth.currentUser !== null);
  const location = useLocation();
  const { pathname } = location;
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  const title = PAGE_TITLES[pathname.split('/')[2] as keyof typeof PAGE_TITLES];
  // Signed in already: the login and registration pages have nothing to offer; a deep link
  // that brought the user here is where they go.
  if (signedIn && /\/user\/(login|register)$/.test(pathname)) {
    return <Navigate to={safeRedirect((location.state as { from?: string } | null)?.from)} replace />;
  }
  return (
    <main className="torque-user-pages" ref={mainRef}>
      {title && <DocumentTitle page={intl.formatMessage(title)} />}
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <p className="fs-4 fw-bold text-primary-emphasis mb-3">{intl.formatMessage(commonMessages.brand)}</p>
          <Outlet />
          <div className="d-flex flex-wrap gap-2 mt-4 pt-3 border-top">{settings}</div>
        </div>
      </div>
    </main>
  );
}
