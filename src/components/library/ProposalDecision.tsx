// Deciding an open proposal of a versioned library (procedures, job plans): admins accept it (with
// an optional note for the revision it publishes) or reject it with a reason; its author withdraws
// it. A reason that is missing or too long is said beside its field and nothing is sent.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody } from 'reactstrap';
import { TextAreaField } from '../SelectField';
import { LIBRARY_NOTE_MAX } from '../../services/firebase/library';
import messages from './messages';

interface Props {
  /** The id prefix of the fields. */
  id: string;
  proposal: { status: string; proposedBy: string };
  isAdmin: boolean;
  /** The signed-in member's uid. */
  me: string;
  onAccept: (note: string) => void;
  onReject: (reason: string) => void;
  onWithdraw: () => void;
}

export function ProposalDecision({ id, proposal, isAdmin, me, onAccept, onReject, onWithdraw }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | undefined>();
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  if (proposal.status !== 'open') return null;
  const accept = () => {
    if (note.trim().length > LIBRARY_NOTE_MAX) return setNoteProblem(t(messages.noteTooLong));
    setNoteProblem(undefined);
    onAccept(note.trim());
  };
  const reject = () => {
    const r = reason.trim();
    if (!r) return setReasonProblem(t(messages.reasonRequired));
    if (r.length > LIBRARY_NOTE_MAX) return setReasonProblem(t(messages.noteTooLong));
    setReasonProblem(undefined);
    onReject(r);
  };
  return (
    <>
      {isAdmin && (
        <Card className="mb-3">
          <CardBody>
            <TextAreaField
              id={`${id}-accept-note`}
              rows={2}
              label={t(messages.acceptNote)}
              value={note}
              onValue={setNote}
              problem={noteProblem}
            />
            <Button color="primary" className="mb-3" onClick={accept}>
              {t(messages.accept)}
            </Button>
            <TextAreaField
              id={`${id}-reject-reason`}
              rows={2}
              label={t(messages.rejectReason)}
              value={reason}
              onValue={setReason}
              problem={reasonProblem}
            />
            <Button color="danger" outline onClick={reject}>
              {t(messages.reject)}
            </Button>
          </CardBody>
        </Card>
      )}
      {proposal.proposedBy === me && (
        <Button color="secondary" outline onClick={onWithdraw}>
          {t(messages.withdraw)}
        </Button>
      )}
    </>
  );
}
