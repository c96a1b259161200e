import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { DateText } from '../../../components/DateText';
import messages from './messages';

/** Which part of the work a queue shows (the data filter, spec §3), and where to change it. */
export function WindowNote() {
  const intl = useIntl();
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return (
    <p className="small mb-2">
      {intl.formatMessage(messages.window, {
        from: <DateText value={filter.fromDate} />,
        to: <DateText value={filter.toDate} />,
        limit: <bdi>{filter.dataLimit}</bdi>,
      })}{' '}
      <Link to="/app/settings/data-filter">{intl.formatMessage(messages.changeWindow)}</Link>
    </p>
  );
}
