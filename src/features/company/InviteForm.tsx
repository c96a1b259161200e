import { useState } from 'react';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { TextField } from '../../components/TextField';
import { normaliseEmail } from '../../lib/email';
import { inviteLink } from '../../lib/inviteLink';
import { type FormProblems, useForm } from '../../lib/useForm';
import { emailProblem } from '../../lib/validation';
import { limitNoticeId, PlanLimitNotice } from '../../components/plan/PlanLimitNotice';
import { inviteRequested, selectCompany, selectLimit } from './companySlice';
import { selectInvites, selectMembers } from './companyLive';
import commonMessages from '../../components/messages';
import messages from './messages';
import type { UserType } from './membersService';

/** An admin invites a colleague by e-mail address and role; Torque shows the link to send. */
export function InviteForm({ companyName }: { companyName: string }) {
  const dispatch = useAppDispatch();
  const members = useAppSelector(selectMembers);
  const invites = useAppSelector(selectInvites);
  const { lastInvite, record } = useAppSelector(selectCompany);
  const [copied, setCopied] = useState(false);
  // The Free plan's member limit: near it a notice, at it no invitations (the join
  // would be refused by the rules anyway).
  const membersLimit = useAppSelector((s) => selectLimit(s, 'members'));
  const full = membersLimit?.canAdd === false;
  const { intl, values, setValues, field, handleSubmit } = useForm({ email: '', role: 'editor' }, (v) => {
    const address = normaliseEmail(v.email);
    const problems: FormProblems<'email' | 'role'> = {};
    if (emailProblem(v.email)) problems.email = messages.invalidEmail;
    // The company record lists every member, whatever the data filter shows.
    else if ([...members, ...(record?.users ?? [])].some((m) => normaliseEmail(m.email) === address))
      problems.email = messages.alreadyMember;
    else if (invites.some((i) => i.email === address)) problems.email = messages.alreadyInvited;
    return problems;
  });

  const onSubmit = handleSubmit((v) => {
    if (full) return;
    setCopied(false);
    dispatch(inviteRequested({ email: normaliseEmail(v.email), role: v.role as UserType }));
    setValues({ email: '', role: v.role });
  });
  const link = lastInvite && inviteLink(window.location.origin, lastInvite);

  return (
    <Card className="mb-4">
      <CardBody>
        <h2 className="h5">{intl.formatMessage(messages.inviteTitle)}</h2>
        <PlanLimitNotice status={membersLimit} />
        <form noValidate onSubmit={onSubmit} className="row g-2 align-items-start">
          <div className="col-md-6">
            <TextField
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              maxLength={320}
              label={intl.formatMessage(messages.inviteEmail)}
              className="mb-0"
              {...field('email')}
            />
          </div>
          <div className="col-md-3">
            <label htmlFor="invite-role" className="form-label">
              {intl.formatMessage(messages.inviteRole)}
            </label>
            <select
              id="invite-role"
              name="role"
              className="form-select"
              value={values.role}
              onChange={(e) => setValues((v) => ({ ...v, role: e.target.value }))}
            >
              <option value="editor">{intl.formatMessage(commonMessages.editor)}</option>
              <option value="admin">{intl.formatMessage(commonMessages.admin)}</option>
            </select>
          </div>
          <div className="col-md-3 d-flex align-items-end torque-form-action">
            <Button
              color="primary"
              type="submit"
              disabled={full}
              aria-describedby={full ? limitNoticeId('members') : undefined}
            >
              {intl.formatMessage(messages.inviteSubmit)}
            </Button>
          </div>
        </form>
        <div role="status">
          {lastInvite && link && (
            <div className="alert alert-success mt-3 mb-0">
              <p className="mb-2">
                {intl.formatMessage(messages.inviteCreated, {
                  email: lastInvite.email,
                  role: intl.formatMessage(commonMessages[lastInvite.role]),
                  company: companyName,
                })}
              </p>
              <code className="d-block text-break mb-2" data-testid="invite-link">
                {link}
              </code>
              <Button
                size="sm"
                color="success"
                outline
                onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
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
