// The rows of a demo list with their selection (docs/product.md §4 selected items), or what to do when
// nothing is shown: clear the search and filter, or widen the data filter.
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { DemoListBinding } from './demoListSelectors';
import type { ListItem } from './demoListSlice';
import { DATA_FILTER_PATH } from './DataWindowNote';
import messages from './messages';
import { valueLabel } from './valueLabel';

export interface DemoListRowsProps {
  stateKey: string;
  list: DemoListBinding;
  title: MessageDescriptor;
  itemLink?: (item: ListItem) => string;
}

export function DemoListRows({ stateKey, list, title, itemLink }: DemoListRowsProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { selectedItems } = useAppSelector(list.select);
  const windowed = useAppSelector(list.selectWindow);
  const shown = useAppSelector(list.selectShown);
  const shownIds = shown.map((i) => i.id);
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selectedItems.includes(id));
  const select = (ids: number[]) => dispatch(list.actions.selectedItemsChange(ids));
  const toggle = (id: number) =>
    select(selectedItems.includes(id) ? selectedItems.filter((s) => s !== id) : [...selectedItems, id]);

  if (windowed.items.length === 0) {
    return (
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-3">
        <span>{intl.formatMessage(messages.windowEmpty)}</span>
        <Link to={DATA_FILTER_PATH}>{intl.formatMessage(messages.changeWindow)}</Link>
      </div>
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2 small">
        <div className="form-check mb-0">
          <input
            id={`${stateKey}-select-all`}
            type="checkbox"
            className="form-check-input"
            checked={allShownSelected}
            onChange={() =>
              select(
                allShownSelected
                  ? selectedItems.filter((id) => !shownIds.includes(id))
                  : [...new Set([...selectedItems, ...shownIds])],
              )
            }
          />
          <label htmlFor={`${stateKey}-select-all`} className="form-check-label">
            {intl.formatMessage(messages.selectAll)}
          </label>
        </div>
        <span role="status">
          {intl.formatMessage(messages.shown, { shown: shown.length, total: windowed.items.length })}
          {' · '}
          {intl.formatMessage(messages.selected, { count: selectedItems.length })}
        </span>
      </div>
      {shown.length === 0 ? (
        <div className="alert alert-info d-flex align-items-center gap-3">
          <span>{intl.formatMessage(messages.nothingFound)}</span>
          <Button
            size="sm"
            color="info"
            outline
            onClick={() => {
              dispatch(list.actions.getListSearch(''));
              dispatch(list.actions.getListWithFilter(null));
            }}
          >
            {intl.formatMessage(messages.clear)}
          </Button>
        </div>
      ) : (
        <ul className="list-group" aria-label={intl.formatMessage(title)}>
          {shown.map((item) => (
            <li
              key={item.id}
              className="list-group-item d-flex flex-wrap flex-sm-nowrap align-items-start gap-2 gap-sm-3"
            >
              <input
                type="checkbox"
                className="form-check-input mt-1 flex-shrink-0"
                aria-label={intl.formatMessage(messages.selectItem, { title: item.title })}
                checked={selectedItems.includes(item.id)}
                onChange={() => toggle(item.id)}
              />
              <div className="flex-grow-1 min-w-0 torque-demo-item-text">
                <div className="fw-semibold">
                  {itemLink ? (
                    <Link
                      to={itemLink(item)}
                      aria-label={intl.formatMessage(messages.openSurvey, { title: item.title })}
                    >
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </div>
                {item.detail && <div className="text-body-secondary small">{item.detail}</div>}
                <div className="small text-body-secondary">
                  {valueLabel(intl, item.category)} · {item.createDate}
                </div>
              </div>
              {/* Beside the text from 576 px; under it on a phone, so the title keeps the width. */}
              <div className="d-flex flex-sm-column align-items-center align-items-sm-end gap-2 gap-sm-1 ms-4 ms-sm-0">
                <span className={`badge rounded-pill text-bg-${item.labelColor}`}>{valueLabel(intl, item.label)}</span>
                <span className="small">{valueLabel(intl, item.status)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
