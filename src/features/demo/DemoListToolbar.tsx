// Search, filter and order of a demo list (docs/product.md §4); they work over the data window.
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { DemoListBinding } from './demoListSelectors';
import { LABELS, ORDER_COLUMNS, type OrderColumn } from './demoTypes';
import messages from './messages';
import { valueLabel } from './valueLabel';

const COLUMN_LABELS: Record<OrderColumn, MessageDescriptor> = {
  title: messages.columnTitle,
  category: messages.columnCategory,
  status: messages.columnStatus,
  label: messages.columnLabel,
};

export interface DemoListToolbarProps {
  stateKey: string;
  list: DemoListBinding;
  statuses: readonly string[];
  categories: readonly string[];
}

export function DemoListToolbar({ stateKey, list, statuses, categories }: DemoListToolbarProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { filter, orderColumn, searchKeyword } = useAppSelector(list.select);
  const filterValue = filter ? `${filter.column}:${filter.value}` : '';
  const filterGroups: [MessageDescriptor, string, readonly string[]][] = [
    [messages.columnStatus, 'status', statuses],
    [messages.columnCategory, 'category', categories],
    [messages.columnLabel, 'label', LABELS],
  ];

  return (
    <div className="row g-2 mb-3" role="search">
      <div className="col-md-5">
        <label htmlFor={`${stateKey}-search`} className="form-label small mb-1">
          {intl.formatMessage(messages.search)}
        </label>
        <input
          id={`${stateKey}-search`}
          type="search"
          className="form-control"
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={searchKeyword}
          onChange={(e) => dispatch(list.actions.getListSearch(e.target.value))}
        />
      </div>
      <div className="col-md-4">
        <label htmlFor={`${stateKey}-filter`} className="form-label small mb-1">
          {intl.formatMessage(messages.filter)}
        </label>
        <select
          id={`${stateKey}-filter`}
          className="form-select"
          value={filterValue}
          onChange={(e) => {
            const [column, ...rest] = e.target.value.split(':');
            dispatch(list.actions.getListWithFilter(column ? { column, value: rest.join(':') } : null));
          }}
        >
          <option value="">{intl.formatMessage(messages.allItems)}</option>
          {filterGroups.map(([label, column, values]) => (
            <optgroup key={column} label={intl.formatMessage(label)}>
              {values.map((v) => (
                <option key={v} value={`${column}:${v}`}>
                  {valueLabel(intl, v)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="col-md-3">
        <label htmlFor={`${stateKey}-order`} className="form-label small mb-1">
          {intl.formatMessage(messages.orderBy)}
        </label>
        <select
          id={`${stateKey}-order`}
          className="form-select"
          value={orderColumn ?? ''}
          onChange={(e) => dispatch(list.actions.getListWithOrder((e.target.value || null) as OrderColumn | null))}
        >
          <option value="">{intl.formatMessage(messages.noOrder)}</option>
          {ORDER_COLUMNS.map((c) => (
            <option key={c} value={c}>
              {intl.formatMessage(COLUMN_LABELS[c])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
