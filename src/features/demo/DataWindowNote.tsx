// Says which part of the data a demo list shows (the data filter, spec §3), with the way to
// change it, and offers the next page of the window.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DateText } from '../../components/DateText';
import { type DemoListBinding, selectDataFilter } from './demoListSelectors';
import messages from './messages';

export const DATA_FILTER_PATH = '/app/settings/data-filter';

export function DataWindowNote() {
  const intl = useIntl();
  const filter = useAppSelector(selectDataFilter);
  return (
    <p className="small mb-2">
      {intl.formatMessage(messages.windowApplied, {
        from: <DateText value={filter.fromDate} />,
        to: <DateText value={filter.toDate} />,
        limit: <bdi>{filter.dataLimit}</bdi>,
      })}{' '}
      <Link to={DATA_FILTER_PATH}>{intl.formatMessage(messages.changeWindow)}</Link>
    </p>
  );
}

export function LoadMoreButton({ list }: { list: DemoListBinding }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectDataFilter);
  const { hasMore } = useAppSelector(list.selectWindow);
  if (!hasMore) return null;
  return (
    <div className="text-center mt-3">
      <Button color="secondary" outline onClick={() => dispatch(list.actions.loadMore(filter))}>
        {intl.formatMessage(messages.loadMore)}
      </Button>
    </div>
  );
}
