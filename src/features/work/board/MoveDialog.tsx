// Asked before a move is saved when it needs the planner's word: people it puts over their hours
// (a warning: they may go on), and a frozen week, which takes a reason (it goes into each order's
// history). Cancel writes nothing.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { dateOf, formatDay } from '../../../lib/days';
import type { Overload } from '../../../domain/board';
import { TextAreaField } from '../../../components/SelectField';
import messages from './messages';

interface Props {
  overloads: Overload[];
  needsReason: boolean;
  nameOf: (uid: string) => string;
  onSave: (reason: string) => void;
  onCancel: () => void;
}

export function MoveDialog({ overloads, needsReason, nameOf, onSave, onCancel }: Props) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = needsReason && tried && !reason.trim() ? intl.formatMessage(messages.reasonRequired) : undefined;
  const save = () => {
    setTried(true);
    if (needsReason && !reason.trim()) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onSave(reason.trim());
  };
  return (
    <Modal isOpen toggle={onCancel} labelledBy={`${id}-title`} autoFocus={false} data-move-dialog>
      <ModalHeader id={`${id}-title`} toggle={onCancel} tag="h2" className="h5">
        {intl.formatMessage(messages.confirmTitle)}
      </ModalHeader>
      <ModalBody>
        {overloads.length > 0 && (
          <div className="alert alert-warning" role="alert" data-overloads>
            <p className="mb-1">{intl.formatMessage(messages.overloadIntro)}</p>
            <ul className="mb-0">
              {overloads.map((o) => (
                <li key={`${o.uid}|${o.day}`}>
                  {intl.formatMessage(messages.overload, {
                    name: nameOf(o.uid),
                    day: `${intl.formatDate(dateOf(o.day), { weekday: 'long' })} ${formatDay(o.day)}`,
                    hours: o.hours,
                    capacity: o.capacity,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {needsReason && (
          <TextAreaField
            id={`${id}-reason`}
            label={intl.formatMessage(messages.reason)}
            hint={intl.formatMessage(messages.reasonHint)}
            value={reason}
            onValue={setReason}
            problem={problem}
            rows={2}
            maxLength={300}
            autoFocus
          />
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button color="primary" onClick={save} autoFocus={!needsReason}>
          {intl.formatMessage(messages.saveAnyway)}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
