// Says which part of the data a list shows (the data filter, docs/product.md §3: from, to, how many at a
// time), in the list's own words, with the way to change it.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../store/hooks';
import type { AppMessage } from '../i18n/defineMessages';
import { DateText } from './DateText';
import messages from './messages';

export const DATA_FILTER_PATH = '/app/settings/data-filter';

/** `message` takes {from}, {to} and {limit}. */
export function DataWindowNote({ message }: { message: AppMessage }) {
  const intl = useIntl();
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return (
    <p className="small mb-2">
      {intl.formatMessage(message, {
        from: <DateText key="from" value={filter.fromDate} />,
        to: <DateText key="to" value={filter.toDate} />,
        limit: <bdi key="limit">{filter.dataLimit}</bdi>,
      })}{' '}
      <Link to={DATA_FILTER_PATH}>{intl.formatMessage(messages.changeDataFilter)}</Link>
    </p>
  );
}
