// /app/notifications: every notice for the person in the chosen plant, newest first, with "Mark
// all read"; notifications on this computer; and the e-mail they choose to receive.
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { AsyncSection } from '../../components/AsyncSection';
import { ErrorAlert } from '../../components/ErrorAlert';
import { DocumentTitle } from '../../components/pageFocus';
import { unreadIds } from '../../domain/notifications';
import { useErrorText } from '../../lib/useErrorText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import messages from './messages';
import { BrowserAlertsChoice, MailChoices } from './NotificationChoices';
import { NoticeList } from './NoticeList';
import { useNotices, useNow } from './notificationsLive';
import { markAllReadRequested, notificationsWriteErrorDismissed, selectNotificationsState } from './notificationsSlice';

export default function NotificationsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { notices, readState, status, retry, uid, plant } = useNotices();
  const { writeError } = useAppSelector(selectNotificationsState);
  const now = useNow();
  const unread = readState ? unreadIds(notices, readState, uid, now) : new Set<string>();
  return (
    <div className="container-fluid px-0" style={{ maxWidth: '48rem' }}>
      <DocumentTitle page={t(messages.title)} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t(messages.title)}</h1>
        <Button color="secondary" outline disabled={unread.size === 0} onClick={() => dispatch(markAllReadRequested())}>
          {t(messages.markAllRead)}
        </Button>
      </div>
      <p className="text-body-secondary">{t(messages.intro)}</p>
      <ErrorAlert
        text={
          writeError &&
          (writeError.code === 'notifications/no-email'
            ? t(messages.noEmail)
            : `${t(messages.writeFailed)} ${errorText(writeError) ?? ''}`)
        }
        onDismiss={() => dispatch(notificationsWriteErrorDismissed())}
      />
      <section aria-labelledby="notices-list" className="mb-4">
        <h2 id="notices-list" className="visually-hidden">
          {t(messages.title)}
        </h2>
        {!plant && <p>{t(messages.noPlant)}</p>}
        <AsyncSection
          status={status?.status === 'failed' ? 'failed' : status?.status === 'loading' ? 'loading' : 'idle'}
          error={status?.error}
          failedTitle={t(messages.failed)}
          loadingText={t(messages.loading)}
          hasData={notices.length > 0 || status?.status === 'ready'}
          onRetry={retry}
        >
          {notices.length === 0 ? (
            <p>{t(messages.none)}</p>
          ) : (
            <div className="card">
              <NoticeList notices={notices} unread={unread} now={now} />
            </div>
          )}
        </AsyncSection>
      </section>
      <BrowserAlertsChoice />
      <MailChoices />
    </div>
  );
}
