import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, Modal, ModalBody, ModalFooter, ModalHeader, Spinner, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import commonMessages from '../../components/messages';
import { TextField } from '../../components/TextField';
import { formatDate } from '../../lib/date';
import { UserRole } from '../auth/currentUser';
import { emailProblem } from '../auth/validation';
import { normaliseEmail, type UserType } from './companyService';
import {
  inviteRequested,
  inviteRevokeRequested,
  loadRequested,
  type Member,
  memberRemoveRequested,
  roleChangeRequested,
  selectCompany,
} from './companySlice';
import messages from './messages';

export function inviteLink(code: string, email: string): string {
  return `${window.location.origin}/user/register?invite=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`;
}

function InviteForm({ company }: { company: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { members, invites, busy, lastInvite } = useAppSelector(selectCompany);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserType>('editor');
  const [problem, setProblem] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = normaliseEmail(email);
    const found = emailProblem(email)
      ? intl.formatMessage(messages.invalidEmail)
      : members.some((m) => normaliseEmail(m.email) === address)
        ? intl.formatMessage(messages.alreadyMember, { email: address })
        : invites.some((i) => i.email === address)
          ? intl.formatMessage(messages.alreadyInvited, { email: address })
          : undefined;
    setProblem(found);
    if (found) return;
    setCopied(false);
    dispatch(inviteRequested({ email: address, role }));
  };

  // A new invitation empties the form for the next one; a failure keeps what was typed.
  const [shownInvite, setShownInvite] = useState(lastInvite);
  if (shownInvite !== lastInvite) {
    setShownInvite(lastInvite);
    if (lastInvite) setEmail('');
  }

  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{intl.formatMessage(messages.inviteTitle)}</h2>
        <form noValidate onSubmit={onSubmit} className="row g-2 align-items-start">
          <div className="col-md-6">
            <TextField
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              label={intl.formatMessage(messages.inviteEmail)}
              value={email}
              onValue={setEmail}
              problem={problem}
              className="mb-0"
            />
          </div>
          <div className="col-md-3">
            <label htmlFor="invite-role" className="form-label">
              {intl.formatMessage(messages.inviteRole)}
            </label>
            <select
              id="invite-role"
              className="form-select"
              value={role}
              onChange={(e) => setRole(e.target.value as UserType)}
            >
              <option value="editor">{intl.formatMessage(messages.editor)}</option>
              <option value="admin">{intl.formatMessage(messages.admin)}</option>
            </select>
          </div>
          <div className="col-md-3 d-flex align-items-end" style={{ minHeight: '4.4rem' }}>
            <Button color="primary" type="submit" disabled={busy === 'invite'}>
              {busy === 'invite' && <Spinner size="sm" className="me-2" aria-hidden />}
              {intl.formatMessage(messages.inviteSubmit)}
            </Button>
          </div>
        </form>
        <div role="status">
          {lastInvite && (
            <div className="alert alert-success mt-3 mb-0">
              <p className="mb-2">
                {intl.formatMessage(messages.inviteCreated, {
                  email: lastInvite.email,
                  role: intl.formatMessage(messages[lastInvite.role]),
                  company,
                })}
              </p>
              <code className="d-block text-break mb-2" data-testid="invite-link">
                {inviteLink(lastInvite.code, lastInvite.email)}
              </code>
              <p className="small mb-2">{intl.formatMessage(messages.inviteCode, { code: lastInvite.code })}</p>
              <Button
                size="sm"
                color="success"
                outline
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(inviteLink(lastInvite.code, lastInvite.email))
                    .then(() => setCopied(true))
                }
              >
                {intl.formatMessage(messages.copyLink)}
              </Button>
              {copied && <span className="ms-2 small">{intl.formatMessage(messages.copied)}</span>}
            </div>
          )}
        </div>
      </CardBody>
    </Card>
  );
}

function MemberRow({ member, isAdmin, isSelf }: { member: Member; isAdmin: boolean; isSelf: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((s) => selectCompany(s).busy === member.uid);
  const [confirming, setConfirming] = useState(false);
  const editable = isAdmin && !member.isOwner && !isSelf;
  const tags = [member.isOwner && intl.formatMessage(messages.owner), isSelf && intl.formatMessage(messages.you)]
    .filter(Boolean)
    .join(', ');
  return (
    <tr>
      <td>
        {member.name}
        {tags && <span className="text-body-secondary small"> ({tags})</span>}
      </td>
      <td>{member.email}</td>
      <td>
        {editable ? (
          <select
            className="form-select form-select-sm"
            aria-label={intl.formatMessage(messages.roleOf, { name: member.name })}
            value={member.role}
            disabled={busy}
            onChange={(e) => dispatch(roleChangeRequested({ uid: member.uid, role: e.target.value as UserType }))}
          >
            <option value="admin">{intl.formatMessage(messages.admin)}</option>
            <option value="editor">{intl.formatMessage(messages.editor)}</option>
          </select>
        ) : (
          intl.formatMessage(messages[member.role])
        )}
      </td>
      <td>{formatDate(member.since)}</td>
      {isAdmin && (
        <td>
          {editable && (
            <>
              <Button
                size="sm"
                color="danger"
                outline
                disabled={busy}
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

export default function MembersPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.currentUser);
  const { status, company, members, invites, error, busy } = useAppSelector(selectCompany);
  const isAdmin = user?.role === UserRole.Admin;

  useEffect(() => {
    dispatch(loadRequested());
  }, [dispatch]);

  const companyName = company?.displayName ?? '';
  return (
    <>
      <h1 className="h3">{intl.formatMessage(messages.membersTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.membersIntro, { company: companyName })}</p>
      {status === 'loading' && members.length === 0 && (
        <div role="status" className="d-flex align-items-center gap-2 my-3">
          <Spinner size="sm" aria-hidden />
          <span>{intl.formatMessage(commonMessages.loading)}</span>
        </div>
      )}
      {status === 'failed' && error && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{intl.formatMessage(messages.loadFailed, { message: error.message })}</span>
          <Button size="sm" color="danger" outline onClick={() => dispatch(loadRequested())}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      )}
      {status !== 'failed' && error && (
        <div className="alert alert-danger" role="alert">
          {intl.formatMessage(messages.operationFailed, { message: error.message })}
        </div>
      )}
      {isAdmin ? (
        status === 'ready' && <InviteForm company={companyName} />
      ) : (
        <p className="alert alert-info">{intl.formatMessage(messages.editorNote)}</p>
      )}
      {members.length > 0 && (
        <Card className="mb-4">
          <CardBody>
            <Table responsive className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.name)}</th>
                  <th scope="col">{intl.formatMessage(messages.email)}</th>
                  <th scope="col">{intl.formatMessage(messages.role)}</th>
                  <th scope="col">{intl.formatMessage(messages.since)}</th>
                  {isAdmin && <th scope="col">{intl.formatMessage(messages.actions)}</th>}
                </tr>
              </thead>
              <tbody>
                {members.map((m) => (
                  <MemberRow key={m.uid} member={m} isAdmin={isAdmin} isSelf={m.uid === user?.uid} />
                ))}
              </tbody>
            </Table>
          </CardBody>
        </Card>
      )}
      {isAdmin && status === 'ready' && (
        <Card>
          <CardBody>
            <h2 className="h5">{intl.formatMessage(messages.invitesTitle)}</h2>
            {invites.length === 0 ? (
              <p className="mb-0 text-body-secondary">{intl.formatMessage(messages.noInvites)}</p>
            ) : (
              <Table responsive className="mb-0 align-middle">
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage(messages.email)}</th>
                    <th scope="col">{intl.formatMessage(messages.role)}</th>
                    <th scope="col">{intl.formatMessage(messages.invitedOn)}</th>
                    <th scope="col">{intl.formatMessage(messages.actions)}</th>
                  </tr>
                </thead>
                <tbody>
                  {invites.map((i) => (
                    <tr key={i.code}>
                      <td>{i.email}</td>
                      <td>{intl.formatMessage(messages[i.role])}</td>
                      <td>{formatDate(i.invitedAt)}</td>
                      <td>
                        <Button
                          size="sm"
                          color="secondary"
                          outline
                          disabled={busy === i.code}
                          aria-label={intl.formatMessage(messages.revokeOf, { email: i.email })}
                          onClick={() => dispatch(inviteRevokeRequested({ code: i.code }))}
                        >
                          {intl.formatMessage(messages.revoke)}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </CardBody>
        </Card>
      )}
    </>
  );
}
