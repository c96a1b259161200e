// The words of a versioned library's proposals (procedures, job plans): listing, showing and
// deciding one.
import { defineMessages } from '../../i18n/defineMessages';
import type { ProposalStatus } from '../../services/firebase/library';

export const PROPOSAL_STATUS_NAMES = defineMessages<ProposalStatus>({
  open: { id: 'library.proposal.status.open', defaultMessage: 'Open' },
  accepted: { id: 'library.proposal.status.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'library.proposal.status.rejected', defaultMessage: 'Rejected' },
  withdrawn: { id: 'library.proposal.status.withdrawn', defaultMessage: 'Withdrawn' },
});

export default defineMessages({
  by: { id: 'library.proposal.by', defaultMessage: '{name}, {date}' },
  revisionShort: { id: 'library.revisionShort', defaultMessage: 'Rev. {revision}' },
  note: { id: 'library.proposal.note', defaultMessage: 'Note: {note}' },
  decided: { id: 'library.proposal.decided', defaultMessage: '{status} by {name}, {date}' },
  decisionNote: { id: 'library.proposal.decisionNote', defaultMessage: 'Reason: {note}' },
  accept: { id: 'library.proposal.accept', defaultMessage: 'Accept and publish' },
  acceptNote: { id: 'library.proposal.acceptNote', defaultMessage: 'Note for the revision (optional)' },
  reject: { id: 'library.proposal.reject', defaultMessage: 'Reject' },
  rejectReason: { id: 'library.proposal.reason', defaultMessage: 'Reason for rejecting' },
  reasonRequired: { id: 'library.proposal.reasonRequired', defaultMessage: 'Say why the proposal is rejected.' },
  noteTooLong: { id: 'library.proposal.noteTooLong', defaultMessage: 'The note can have at most 500 characters.' },
  withdraw: { id: 'library.proposal.withdraw', defaultMessage: 'Withdraw my proposal' },
});
