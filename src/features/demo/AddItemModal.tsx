// The add-item form of a demo list (docs/product.md §4 add-item): stays open, with its values, on an error.
import { type FormEvent, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { TextField } from '../../components/TextField';
import type { DemoListBinding } from './demoListSelectors';
import type { NewListItem } from './demoListSlice';
import { LABELS } from './demoTypes';
import messages from './messages';
import { valueLabel } from './valueLabel';

export interface AddItemModalProps {
  stateKey: string;
  list: DemoListBinding;
  statuses: readonly string[];
  categories: readonly string[];
  withDetail?: boolean;
  onClose: () => void;
}

export function AddItemModal({ stateKey, list, statuses, categories, withDetail, onClose }: AddItemModalProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { adding, addError } = useAppSelector(list.select);
  const [values, setValues] = useState<NewListItem>({
    title: '',
    detail: '',
    category: categories[0],
    label: LABELS[0],
    status: statuses[0],
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
      list.actions.addItem({
        ...values,
        title: values.title.trim(),
        ...(withDetail ? { detail: values.detail?.trim() ?? '' } : { detail: undefined }),
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
            id={`${stateKey}-new-title`}
            name="title"
            label={intl.formatMessage(messages.columnTitle)}
            value={values.title}
            onValue={(title) => setValues((v) => ({ ...v, title }))}
            problem={problem}
          />
          {withDetail && (
            <TextField
              id={`${stateKey}-new-detail`}
              name="detail"
              label={intl.formatMessage(messages.columnDetail)}
              value={values.detail ?? ''}
              onValue={(detail) => setValues((v) => ({ ...v, detail }))}
            />
          )}
          {select(`${stateKey}-new-category`, messages.columnCategory, 'category', categories)}
          {select(`${stateKey}-new-label`, messages.columnLabel, 'label', LABELS)}
          {select(`${stateKey}-new-status`, messages.columnStatus, 'status', statuses)}
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
