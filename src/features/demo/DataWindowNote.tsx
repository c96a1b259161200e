// Says which part of the data a demo list shows (the data filter, docs/product.md §3), with the way to
// change it, and offers the next page of the window.
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DataWindowNote as SharedNote } from '../../components/DataWindowNote';
import { type DemoListBinding, selectDataFilter } from './demoListSelectors';
import messages from './messages';

export { DATA_FILTER_PATH } from '../../components/DataWindowNote';

/** The demo lists' window, in their words. */
export function DataWindowNote() {
  return <SharedNote message={messages.windowApplied} />;
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
