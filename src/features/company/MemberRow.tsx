import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap';
import { useAppDispatch } from '../../store/hooks';
import { PendingBadge } from '../../components/PendingBadge';
import { formatDate } from '../../lib/date';
import { type Member, memberRemoveRequested, roleChangeRequested } from './companySlice';
import commonMessages from '../../components/messages';
import messages from './messages';
import type { UserType } from './membersService';

/** One member: name, e-mail, role (admins change it), since when; admins remove (with a confirmation). */
export function MemberRow({ member, isAdmin, isSelf }: { member: Member; isAdmin: boolean; isSelf: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const editable = isAdmin && !member.isOwner && !isSelf;
  const tags = [member.isOwner && intl.formatMessage(messages.owner), isSelf && intl.formatMessage(messages.you)]
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      <td data-label={intl.formatMessage(messages.name)}>
        {member.name}
        {tags && <span className="text-body-secondary small"> ({tags})</span>}
        <PendingBadge pending={member.pending} />
      </td>
      <td data-label={intl.formatMessage(messages.email)} className="text-break">
        {member.email}
      </td>
      <td data-label={intl.formatMessage(messages.role)}>
        {editable ? (
          <select
            className="form-select form-select-sm torque-role-select"
            aria-label={intl.formatMessage(messages.roleOf, { name: member.name })}
            value={member.role}
            onChange={(e) => dispatch(roleChangeRequested({ uid: member.uid, role: e.target.value as UserType }))}
          >
            <option value="admin">{intl.formatMessage(commonMessages.admin)}</option>
            <option value="editor">{intl.formatMessage(commonMessages.editor)}</option>
          </select>
        ) : (
          intl.formatMessage(commonMessages[member.role])
        )}
      </td>
      <td data-label={intl.formatMessage(messages.since)}>{formatDate(member.since)}</td>
      {isAdmin && (
        <td data-label={intl.formatMessage(messages.actions)}>
          {editable && (
            <>
              <Button
                size="sm"
                color="danger"
                outline
                aria-label={intl.formatMessage(messages.removeOf, { name: member.name })}
                onClick={() => setConfirming(true)}
              >
                {intl.formatMessage(messages.remove)}
              </Button>
              <Modal isOpen={confirming} toggle={() => setConfirming(false)} returnFocusAfterClose>
                <ModalHeader toggle={() => setConfirming(false)}>
                  {intl.formatMessage(messages.confirmRemoveTitle, { name: member.name })}
                </ModalHeader>
                <ModalBody>{intl.formatMessage(messages.confirmRemoveBody, { name: member.name })}</ModalBody>
                <ModalFooter>
                  <Button color="secondary" outline onClick={() => setConfirming(false)}>
                    {intl.formatMessage(messages.cancel)}
                  </Button>
                  <Button
                    color="danger"
                    onClick={() => {
                      setConfirming(false);
                      dispatch(memberRemoveRequested({ uid: member.uid }));
                    }}
                  >
                    {intl.formatMessage(messages.remove)}
                  </Button>
                </ModalFooter>
              </Modal>
            </>
          )}
        </td>
      )}
    </tr>
  );
}
