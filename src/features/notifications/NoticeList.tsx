// A list of notices, as the bell's panel and the notifications page show it: each in words, when
// it happened, and a link to its page (a refused write opens the sync centre); unread ones in
// bold with a dot and "Unread:" for screen readers. Opening one marks it read.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Notice } from '../../domain/notifications';
import { workNumberLabel } from '../../lib/workNumber';
import { useAppDispatch } from '../../store/hooks';
import { WHAT } from '../sync/messages';
import { syncCentreToggled } from '../sync/syncSlice';
import { STATUS_NAMES } from '../work/messages';
import messages, { ABOUT } from './messages';
import { markReadRequested } from './notificationsSlice';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a notice says, in the current language. */
export function useNoticeText() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const status = (s: keyof typeof STATUS_NAMES) => (s in STATUS_NAMES ? t(STATUS_NAMES[s]) : s);
  return (notice: Notice): string => {
    const a = notice.about;
    switch (a.kind) {
      case 'assigned':
      case 'changed':
      case 'myRequest':
        return t(ABOUT[a.kind], { number: workNumberLabel(a.number), status: status(a.status) });
      case 'request':
        return t(ABOUT[a.reason], { number: workNumberLabel(a.number) });
      case 'contract':
        return t(ABOUT.contract, { vendor: a.vendor, days: a.days });
      case 'stock': {
        const n = (x: number) => intl.formatNumber(x, { maximumFractionDigits: 3 });
        const values = { number: a.number, store: a.storeName, available: n(a.available) };
        return a.available < 0 || a.min === null
          ? t(ABOUT.belowZero, values)
          : t(ABOUT.belowMin, { ...values, min: n(a.min) });
      }
      case 'refused': {
        const what = WHAT[a.what as keyof typeof WHAT] ?? WHAT.change;
        const to = a.values.to;
        return t(ABOUT.refused, {
          what: t(what, { ...a.values, to: to && to in STATUS_NAMES ? status(to as keyof typeof STATUS_NAMES) : to }),
        });
      }
    }
  };
}

/** What a notice adds below its words: the order's title, or the refused write's record. */
export const noticeDetail = (notice: Notice): string =>
  notice.about.kind === 'refused' ? notice.about.record : (notice.title ?? '');

/** When: "5 minutes ago", "yesterday", or the date beyond a week. */
function When({ at, now }: { at: number; now: number }) {
  const intl = useIntl();
  const ago = now - at;
  const text =
    ago < 0 || ago >= 7 * DAY
      ? intl.formatDate(at, { dateStyle: 'medium' })
      : ago < HOUR
        ? intl.formatRelativeTime(-Math.floor(ago / MINUTE), 'minute', { numeric: 'auto' })
        : ago < DAY
          ? intl.formatRelativeTime(-Math.floor(ago / HOUR), 'hour', { numeric: 'auto' })
          : intl.formatRelativeTime(-Math.floor(ago / DAY), 'day', { numeric: 'auto' });
  return (
    <time dateTime={new Date(at).toISOString()} className="small text-body-secondary text-nowrap">
      {text}
    </time>
  );
}

export function NoticeList({
  notices,
  unread,
  now,
  onLeave,
}: {
  notices: readonly Notice[];
  unread: ReadonlySet<string>;
  now: number;
  /** Called when a notice is opened (the bell closes its panel). */
  onLeave?: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const textOf = useNoticeText();
  const open = (notice: Notice) => {
    if (unread.has(notice.id)) dispatch(markReadRequested([notice.id]));
    onLeave?.();
    if (!notice.link) dispatch(syncCentreToggled(true));
  };
  return (
    <ul className="list-group list-group-flush">
      {notices.map((n) => {
        const isUnread = unread.has(n.id);
        const words = (
          <>
            <span className="d-flex align-items-start gap-2">
              {isUnread && (
                <span
                  className="flex-shrink-0 rounded-circle bg-primary mt-2"
                  style={{ width: '0.5rem', height: '0.5rem' }}
                  aria-hidden="true"
                />
              )}
              <span className={`text-break ${isUnread ? 'fw-semibold' : ''}`}>
                {isUnread && <span className="visually-hidden">{intl.formatMessage(messages.unread)} </span>}
                {textOf(n)}
              </span>
            </span>
            {noticeDetail(n) && <span className="d-block small text-body-secondary text-break">{noticeDetail(n)}</span>}
          </>
        );
        return (
          <li
            key={n.id}
            className={`list-group-item list-group-item-action d-flex flex-column gap-1 ${isUnread ? '' : 'text-body-secondary'}`}
            data-notice={n.id}
            data-unread={isUnread}
          >
            {n.link ? (
              <Link to={n.link} className="text-reset text-decoration-none stretched-link" onClick={() => open(n)}>
                {words}
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-link p-0 text-start text-reset text-decoration-none stretched-link"
                aria-describedby={`notice-sync-${n.id}`}
                onClick={() => open(n)}
              >
                {words}
              </button>
            )}
            <span className="d-flex flex-wrap gap-2 align-items-center">
              <When at={n.at} now={now} />
              {!n.link && (
                <span id={`notice-sync-${n.id}`} className="small text-body-secondary">
                  {intl.formatMessage(messages.openSync)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
