// The todo and survey lists: search, filter, order, select and add, with the loading and error
// states of the simulated loader.
import { type FormEvent, useEffect, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import type { RootState } from '../../app/rootReducer';
import type { createDemoListSlice, DemoListState, ListItem, NewListItem } from './demoListSlice';
import { selectVisible } from './demoListSlice';
import { LABELS, ORDER_COLUMNS, type OrderColumn } from './demoTypes';
import messages from './messages';

type ListActions = ReturnType<typeof createDemoListSlice>['actions'];

export interface DemoListProps {
  stateKey: 'todo' | 'survey';
  select: (state: RootState) => DemoListState;
  actions: ListActions;
  title: MessageDescriptor;
  statuses: readonly string[];
  categories: readonly string[];
  withDetail?: boolean;
  itemLink?: (item: ListItem) => string;
}

/** A value of the data as the user reads it: statuses, labels and categories are translated. */
export function valueLabel(intl: IntlShape, value: string): string {
  const message = (messages as Record<string, MessageDescriptor>)[value];
  return message ? intl.formatMessage(message) : value;
}

const COLUMN_LABELS: Record<OrderColumn, MessageDescriptor> = {
  title: messages.columnTitle,
  category: messages.columnCategory,
  status: messages.columnStatus,
  label: messages.columnLabel,
};

function AddItemModal({ props, onClose }: { props: DemoListProps; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { adding, addError } = useAppSelector(props.select);
  const [values, setValues] = useState<NewListItem>({
    title: '',
    detail: '',
    category: props.categories[0],
    label: LABELS[0],
    status: props.statuses[0],
  });
  const [problem, setProblem] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);

  // Closes once the item it sent has been added; stays open, with the values, on an error.
  useEffect(() => {
    if (submitted && !adding && !addError) onClose();
  }, [submitted, adding, addError, onClose]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) {
      setProblem(intl.formatMessage(messages.titleRequired));
      return;
    }
    setProblem(undefined);
    setSubmitted(true);
    dispatch(
      props.actions.addItem({
        ...values,
        title: values.title.trim(),
        ...(props.withDetail ? { detail: values.detail?.trim() ?? '' } : { detail: undefined }),
      }),
    );
  };

  const select = (
    id: string,
    label: MessageDescriptor,
    key: 'category' | 'label' | 'status',
    options: readonly string[],
  ) => (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {intl.formatMessage(label)}
      </label>
      <select
        id={id}
        className="form-select"
        value={values[key]}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {valueLabel(intl, o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal isOpen toggle={onClose} returnFocusAfterClose>
      <form noValidate onSubmit={onSubmit}>
        <ModalHeader toggle={onClose}>{intl.formatMessage(messages.addTitle)}</ModalHeader>
        <ModalBody>
          {addError && (
            <div className="alert alert-danger" role="alert">
              {intl.formatMessage(messages.addFailed, { error: addError })}
            </div>
          )}
          <TextField
            id={`${props.stateKey}-new-title`}
            name="title"
            label={intl.formatMessage(messages.columnTitle)}
            value={values.title}
            onValue={(title) => setValues((v) => ({ ...v, title }))}
            problem={problem}
          />
          {props.withDetail && (
            <TextField
              id={`${props.stateKey}-new-detail`}
              name="detail"
              label={intl.formatMessage(messages.columnDetail)}
              value={values.detail ?? ''}
              onValue={(detail) => setValues((v) => ({ ...v, detail }))}
            />
          )}
          {select(`${props.stateKey}-new-category`, messages.columnCategory, 'category', props.categories)}
          {select(`${props.stateKey}-new-label`, messages.columnLabel, 'label', LABELS)}
          {select(`${props.stateKey}-new-status`, messages.columnStatus, 'status', props.statuses)}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline type="button" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button color="primary" type="submit" disabled={adding}>
            {adding && <Spinner size="sm" className="me-2" aria-hidden />}
            {intl.formatMessage(adding ? messages.adding : messages.add)}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

export function DemoList(props: DemoListProps) {
  const { stateKey, actions } = props;
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(props.select);
  const visible = selectVisible(state);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!state.loaded) dispatch(actions.getList());
  }, [dispatch, actions, state.loaded]);

  const filterValue = state.filter ? `${state.filter.column}:${state.filter.value}` : '';
  const visibleIds = visible.map((i) => i.id);
  const allShownSelected = visibleIds.length > 0 && visibleIds.every((id) => state.selectedItems.includes(id));
  const toggle = (id: number) =>
    dispatch(
      actions.selectedItemsChange(
        state.selectedItems.includes(id) ? state.selectedItems.filter((s) => s !== id) : [...state.selectedItems, id],
      ),
    );

  const filterGroups: [MessageDescriptor, string, readonly string[]][] = [
    [messages.columnStatus, 'status', props.statuses],
    [messages.columnCategory, 'category', props.categories],
    [messages.columnLabel, 'label', LABELS],
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 mb-0 me-auto">{intl.formatMessage(props.title)}</h1>
        <Button color="primary" onClick={() => setAdding(true)} disabled={!state.loaded}>
          {intl.formatMessage(messages.addItem)}
        </Button>
      </div>
      <p className="text-body-secondary small">{intl.formatMessage(messages.demoNote)}</p>

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
            value={state.searchKeyword}
            onChange={(e) => dispatch(actions.getListSearch(e.target.value))}
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
              dispatch(actions.getListWithFilter(column ? { column, value: rest.join(':') } : null));
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
            value={state.orderColumn ?? ''}
            onChange={(e) => dispatch(actions.getListWithOrder((e.target.value || null) as OrderColumn | null))}
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

      {state.loading && (
        <div role="status" className="d-flex align-items-center gap-2 my-4">
          <Spinner size="sm" aria-hidden />
          <span>{intl.formatMessage(messages.loading)}</span>
        </div>
      )}
      {state.error && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{intl.formatMessage(messages.loadFailed, { error: state.error })}</span>
          <Button size="sm" color="danger" outline onClick={() => dispatch(actions.getList())}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      )}

      {state.loaded && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-3 mb-2 small">
            <div className="form-check mb-0">
              <input
                id={`${stateKey}-select-all`}
                type="checkbox"
                className="form-check-input"
                checked={allShownSelected}
                onChange={() =>
                  dispatch(
                    actions.selectedItemsChange(
                      allShownSelected
                        ? state.selectedItems.filter((id) => !visibleIds.includes(id))
                        : [...new Set([...state.selectedItems, ...visibleIds])],
                    ),
                  )
                }
              />
              <label htmlFor={`${stateKey}-select-all`} className="form-check-label">
                {intl.formatMessage(messages.selectAll)}
              </label>
            </div>
            <span role="status">
              {intl.formatMessage(messages.shown, { shown: visible.length, total: state.allItems.length })}
              {' · '}
              {intl.formatMessage(messages.selected, { count: state.selectedItems.length })}
            </span>
          </div>
          {visible.length === 0 ? (
            <div className="alert alert-info d-flex align-items-center gap-3">
              <span>{intl.formatMessage(messages.nothingFound)}</span>
              <Button
                size="sm"
                color="info"
                outline
                onClick={() => {
                  dispatch(actions.getListSearch(''));
                  dispatch(actions.getListWithFilter(null));
                }}
              >
                {intl.formatMessage(messages.clear)}
              </Button>
            </div>
          ) : (
            <ul className="list-group" aria-label={intl.formatMessage(props.title)}>
              {visible.map((item) => (
                <li key={item.id} className="list-group-item d-flex align-items-start gap-3">
                  <input
                    type="checkbox"
                    className="form-check-input mt-1 flex-shrink-0"
                    aria-label={intl.formatMessage(messages.selectItem, { title: item.title })}
                    checked={state.selectedItems.includes(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                  <div className="flex-grow-1 min-w-0">
                    <div className="fw-semibold">
                      {props.itemLink ? (
                        <Link
                          to={props.itemLink(item)}
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
                  <div className="d-flex flex-column align-items-end gap-1">
                    <span className={`badge rounded-pill text-bg-${item.labelColor}`}>
                      {valueLabel(intl, item.label)}
                    </span>
                    <span className="small">{valueLabel(intl, item.status)}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {adding && <AddItemModal props={props} onClose={() => setAdding(false)} />}
    </>
  );
}
