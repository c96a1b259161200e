// What the owner of a closed company sees in place of the app: when it was closed, until when its
// data stays readable to them, and the export for a last archive (its own chunk, with the export).
import { useIntl } from 'react-intl';
import { DocumentTitle } from '../../../components/pageFocus';
import { CLOSED_READ_DAYS, closedDeletable, closedReadableUntil } from '../../../domain/companyClose';
import { useAppSelector } from '../../../store/hooks';
import { selectCompany, selectCompanyName } from '../companySlice';
import ExportPage from './ExportPage';
import messages from './messages';

export default function ClosedCompanyPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useAppSelector(selectCompanyName);
  const closedAt = useAppSelector((s) => selectCompany(s).company?.closedAt);
  if (!closedAt) return null;
  const when = intl.formatDate(closedAt, { dateStyle: 'long' });
  const over = closedDeletable(closedAt, new Date());
  return (
    <div data-company-closed={closedAt}>
      <DocumentTitle page={t(messages.closedTitle)} />
      <h1 className="h3">{t(messages.closedTitle)}</h1>
      <p className="alert alert-warning" role="status" style={{ maxWidth: '48rem' }}>
        {over
          ? t(messages.closedOver, { company, when, days: CLOSED_READ_DAYS })
          : t(messages.closedText, {
              company,
              when,
              until: intl.formatDate(closedReadableUntil(closedAt), { dateStyle: 'long', timeStyle: 'short' }),
            })}
      </p>
      {!over && <ExportPage closed />}
    </div>
  );
}
