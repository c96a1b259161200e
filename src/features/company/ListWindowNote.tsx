import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import commonMessages from '../../components/messages';
import { formatDate } from '../../lib/date';
import type { LiveListState } from './companySlice';
import messages from './messages';

/** Which part of a list the data filter shows, a way to change it, "load more", and offline state. */
export function ListWindowNote({ list, onMore }: { list: LiveListState; onMore: () => void }) {
  const intl = useIntl();
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return (
    <div className="small text-body-secondary mt-2">
      <p className="mb-1">
        {intl.formatMessage(messages.window, {
          from: formatDate(filter.fromDate),
          to: formatDate(filter.toDate),
          limit: filter.dataLimit,
        })}{' '}
        <Link to="/app/settings/data-filter">{intl.formatMessage(messages.changeFilter)}</Link>
      </p>
      {list.fromCache && <p className="mb-1">{intl.formatMessage(commonMessages.offlineData)}</p>}
      {list.corrupt.length > 0 && (
        <p className="mb-1 text-danger-emphasis">
          {intl.formatMessage(messages.corrupt, { count: list.corrupt.length })}
        </p>
      )}
      {list.hasMore && (
        <Button size="sm" color="secondary" outline onClick={onMore}>
          {intl.formatMessage(messages.loadMore)}
        </Button>
      )}
    </div>
  );
}
