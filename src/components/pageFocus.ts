// Page-level helpers for every layout: the tab title and the focus after navigation.
import { type RefObject, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import commonMessages from './messages';

/** How long a page may take to show its heading (a lazily loaded page) before focus gives up. */
const HEADING_WAIT_MS = 5000;

/** Names the page in the browser's tab, in the current language: "Members · Torque". */
export function DocumentTitle({ page }: { page: string }) {
  const brand = useIntl().formatMessage(commonMessages.brand);
  useEffect(() => {
    document.title = `${page} · ${brand}`;
  }, [page, brand]);
  return null;
}

/**
 * After a navigation inside the app (not on the first page shown), moves focus to the new page's
 * heading (<h1>, made focusable with tabIndex -1), so keyboard and screen-reader users start
 * reading the new page rather than at the link they used. Waits for a page still loading.
 */
export function useFocusHeadingOnNavigation(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = container.current;
    if (!root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      // Someone already typing elsewhere (the top bar's search) keeps their place.
      const active = document.activeElement;
      if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, container]);
}
