// The words of a versioned library's proposals (procedures, job plans): deciding one.
import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  accept: { id: 'library.proposal.accept', defaultMessage: 'Accept and publish' },
  acceptNote: { id: 'library.proposal.acceptNote', defaultMessage: 'Note for the revision (optional)' },
  reject: { id: 'library.proposal.reject', defaultMessage: 'Reject' },
  rejectReason: { id: 'library.proposal.reason', defaultMessage: 'Reason for rejecting' },
  reasonRequired: { id: 'library.proposal.reasonRequired', defaultMessage: 'Say why the proposal is rejected.' },
  noteTooLong: { id: 'library.proposal.noteTooLong', defaultMessage: 'The note can have at most 500 characters.' },
  withdraw: { id: 'library.proposal.withdraw', defaultMessage: 'Withdraw my proposal' },
});
