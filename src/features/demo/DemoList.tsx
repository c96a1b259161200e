// The todo and survey lists (docs/product.md §4): the data window of the data filter (§3), search, filter,
// order, select and add, with the loading and error states of the simulated loader.
import { useCallback, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { AsyncSection, statusOf } from '../../components/AsyncSection';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AddItemModal } from './AddItemModal';
import { DataWindowNote, LoadMoreButton } from './DataWindowNote';
import type { DemoListBinding } from './demoListSelectors';
import type { ListItem } from './demoListSlice';
import { DemoListRows } from './DemoListRows';
import { DemoListToolbar } from './DemoListToolbar';
import messages from './messages';

export interface DemoListProps {
  stateKey: 'todo' | 'survey';
  list: DemoListBinding;
  title: MessageDescriptor;
  statuses: readonly string[];
  categories: readonly string[];
  withDetail?: boolean;
  itemLink?: (item: ListItem) => string;
}

export function DemoList({ stateKey, list, title, statuses, categories, withDetail, itemLink }: DemoListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { loaded, loading, error } = useAppSelector(list.select);
  const [adding, setAdding] = useState(false);
  const closeAdd = useCallback(() => setAdding(false), []);

  useEffect(() => {
    if (!loaded) dispatch(list.actions.getList());
  }, [dispatch, list.actions, loaded]);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0 me-auto">{intl.formatMessage(title)}</h1>
        <Button color="primary" onClick={() => setAdding(true)} disabled={!loaded}>
          {intl.formatMessage(messages.addItem)}
        </Button>
      </div>
      <p className="text-body-secondary small">{intl.formatMessage(messages.demoNote)}</p>

      <DemoListToolbar stateKey={stateKey} list={list} statuses={statuses} categories={categories} />

      <AsyncSection
        loadingText={intl.formatMessage(messages.loading)}
        status={statusOf(loading, error)}
        failedText={error ? intl.formatMessage(messages.loadFailed, { error }) : undefined}
        hasData={loaded}
        onRetry={() => dispatch(list.actions.getList())}
        className="my-4"
      >
        <DataWindowNote />
        <DemoListRows stateKey={stateKey} list={list} title={title} itemLink={itemLink} />
        <LoadMoreButton list={list} />
      </AsyncSection>
      {adding && (
        <AddItemModal
          stateKey={stateKey}
          list={list}
          statuses={statuses}
          categories={categories}
          withDetail={withDetail}
          onClose={closeAdd}
        />
      )}
    </>
  );
}
