import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import commonMessages from '../../components/messages';
import { DateText } from '../../components/DateText';
import type { CompanyList } from './companyLive';
import messages from './messages';

/** Which part of a list the data filter shows, a way to change it, "load more", and offline state. */
export function ListWindowNote({
  id,
  list,
  onMore,
  onAllDates,
}: {
  id: string;
  list: Pick<CompanyList<unknown>, 'allDates' | 'fromCache' | 'corrupt' | 'hasMore'>;
  onMore: () => void;
  onAllDates: () => void;
}) {
  const intl = useIntl();
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return (
    <div className="small text-body-secondary mt-2">
      <p className="mb-1">
        {list.allDates
          ? intl.formatMessage(messages.windowAllDates, { limit: filter.dataLimit })
          : intl.formatMessage(messages.window, {
              from: <DateText value={filter.fromDate} />,
              to: <DateText value={filter.toDate} />,
              limit: <bdi>{filter.dataLimit}</bdi>,
            })}{' '}
        <Link to="/app/settings/data-filter">{intl.formatMessage(messages.changeFilter)}</Link>
      </p>
      <div className="form-check form-switch mb-1">
        <input
          id={`${id}-all-dates`}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={list.allDates}
          onChange={onAllDates}
        />
        <label className="form-check-label" htmlFor={`${id}-all-dates`}>
          {intl.formatMessage(messages.allDates)}
        </label>
      </div>
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
