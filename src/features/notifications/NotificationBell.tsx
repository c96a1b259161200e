// The top bar's bell: how many notices are unread (its name says it: "Notifications, 3 unread"),
// and a panel of the latest with "Mark all read" and a link to all of them. It keeps the notices'
// listeners open on every page, and shows a new urgent notice on the computer as it arrives when
// the person chose so (browserAlerts.ts).
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { arrivals, type Notice, type ReadState, unreadIds } from '../../domain/notifications';
import { useFeature } from '../../store/featureRegistry';
import { useAppDispatch } from '../../store/hooks';
import { ALERTS_AT_ONCE, alertsOn, showAlert } from './browserAlerts';
import messages from './messages';
import { noticeDetail, NoticeList, useNoticeText } from './NoticeList';
import { useNotices, useNow } from './notificationsLive';
import { notificationsFeature } from './notificationsSaga';
import { markAllReadRequested, markReadRequested } from './notificationsSlice';

/** How many notices the panel lists; the page lists them all. */
export const PANEL_SHOWN = 8;

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * Shows on the computer each urgent notice that arrives while the app is open (never one that was
 * there when it opened), once, when the person chose so and the browser allows it.
 */
function useBrowserAlerts(notices: readonly Notice[], readState: ReadState | null, uid: string, ready: boolean) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const textOf = useNoticeText();
  const [since] = useState(() => Date.now());
  const shown = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!ready || !readState) return;
    if (shown.current === null) {
      // What is there when the lists are first read is never shown.
      shown.current = new Set(notices.map((n) => n.id));
      return;
    }
    const fresh = arrivals(notices, shown.current, since, readState, uid, Date.now());
    // Only what is shown (or would have been) is remembered: a notice may turn urgent a moment
    // after it arrives (an order seen joining my work is then known to be an assignment).
    for (const n of fresh) shown.current.add(n.id);
    if (!fresh.length || !alertsOn()) return;
    for (const n of fresh.slice(0, ALERTS_AT_ONCE))
      void showAlert({ tag: n.id, title: textOf(n), body: noticeDetail(n), link: n.link }, (link) => {
        dispatch(markReadRequested([n.id]));
        if (link) void navigate(link);
      });
    // (Run again on every render, as `textOf` is new each time: what was shown is never shown again.)
  }, [notices, readState, uid, ready, since, textOf, dispatch, navigate]);
}

export function NotificationBell() {
  useFeature(notificationsFeature);
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { notices, readState, status, uid, plant } = useNotices();
  const now = useNow();
  const unread = readState ? unreadIds(notices, readState, uid, now) : new Set<string>();
  useBrowserAlerts(notices, readState, uid, status?.status === 'ready' || !plant);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const count = unread.size;
  return (
    <div
      ref={wrapper}
      className="d-inline-flex"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the panel closes it.
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="btn btn-link nav-link px-1 px-sm-2 d-inline-flex align-items-center position-relative"
        aria-label={t(messages.bellName, { count })}
        aria-expanded={open}
        aria-controls={panelId}
        data-unread-count={count}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {count > 0 && (
          // Over the bell's corner: the top bar has no room to spare on a phone.
          <span
            className="badge rounded-pill text-bg-danger position-absolute top-0 end-0"
            style={{ fontSize: '0.65rem', padding: '0.2em 0.45em' }}
            aria-hidden="true"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <section
        id={panelId}
        aria-labelledby={headingId}
        hidden={!open}
        className={`dropdown-menu p-0 shadow ${open ? 'show' : ''}`}
        style={{
          position: 'fixed',
          top: 'var(--torque-navbar-height)',
          insetInlineEnd: '0.5rem',
          insetInlineStart: 'auto',
          width: 'min(24rem, calc(100vw - 1rem))',
          maxHeight: 'calc(100vh - var(--torque-navbar-height) - 1rem)',
          overflowY: 'auto',
        }}
      >
        {open && (
          <>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
              <h2 id={headingId} className="h6 mb-0">
                {t(messages.latest)}
              </h2>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={count === 0}
                onClick={() => dispatch(markAllReadRequested())}
              >
                {t(messages.markAllRead)}
              </button>
            </div>
            {!plant && <p className="small text-body-secondary px-3 pt-2 mb-0">{t(messages.noPlant)}</p>}
            {status?.status === 'failed' && (
              <p className="small text-danger-emphasis px-3 pt-2 mb-0" role="alert">
                {t(messages.failed)}
              </p>
            )}
            {notices.length === 0 ? (
              <p className="px-3 py-2 mb-0">{status?.status === 'loading' ? t(messages.loading) : t(messages.none)}</p>
            ) : (
              <NoticeList
                notices={notices.slice(0, PANEL_SHOWN)}
                unread={unread}
                now={now}
                onLeave={() => setOpen(false)}
              />
            )}
            <div className="border-top px-3 py-2">
              <Link to="/app/notifications" onClick={() => setOpen(false)}>
                {t(messages.seeAll)}
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
