import { useIntl } from 'react-intl';
import { Card, CardBody, Table } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { ErrorAlert } from '../../components/ErrorAlert';
import { UserRole } from '../../lib/currentUser';
import { useErrorText } from '../../lib/useErrorText';
import { CompanyNameForm } from './CompanyNameForm';
import { selectCompany, selectCompanyName } from './companySlice';
import { useMembers } from './companyLive';
import { InviteForm } from './InviteForm';
import { InvitesCard } from './InvitesCard';
import { ListWindowNote } from './ListWindowNote';
import { MemberRow } from './MemberRow';
import messages from './messages';

/** Company → Members: who can use Torque, live; admins invite, change roles, remove, rename. */
export default function MembersPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const membersList = useMembers();
  const members = membersList.items;
  const companyName = useAppSelector(selectCompanyName);
  const { writeError, company } = useAppSelector(selectCompany);
  const isAdmin = user?.role === UserRole.Admin;

  return (
    <>
      <h1 className="h3">{intl.formatMessage(messages.membersTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.membersIntro, { company: companyName })}</p>
      <ErrorAlert text={writeError && intl.formatMessage(messages.writeFailed, { reason: errorText(writeError) })} />
      {isAdmin ? (
        <>
          {company && <CompanyNameForm key={company.name} name={company.name} />}
          <InviteForm companyName={companyName} />
        </>
      ) : (
        <p className="alert alert-info">{intl.formatMessage(messages.editorNote)}</p>
      )}
      <Card className="mb-4" tag="section" aria-label={intl.formatMessage(messages.membersTitle)}>
        <CardBody>
          <AsyncSection
            status={membersList.status}
            error={membersList.error}
            hasData={membersList.status !== 'loading' || members.length > 0}
            failedTitle={intl.formatMessage(messages.membersFailed)}
            onRetry={membersList.retry}
          >
            <Table className="mb-0 align-middle torque-stack-table">
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
            {members.length === 0 && (
              <p className="text-body-secondary">{intl.formatMessage(messages.noMembersInWindow)}</p>
            )}
            <ListWindowNote
              id="members"
              list={membersList}
              onMore={membersList.more}
              onAllDates={membersList.toggleAllDates}
            />
          </AsyncSection>
        </CardBody>
      </Card>
      {isAdmin && <InvitesCard />}
    </>
  );
}
