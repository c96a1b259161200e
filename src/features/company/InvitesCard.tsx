import { useIntl } from 'react-intl';
import { Button, Card, CardBody, Table } from 'reactstrap';
import { useAppDispatch } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { formatDate } from '../../lib/date';
import { inviteRevokeRequested } from './companySlice';
import { useInvites } from './companyLive';
import { ListWindowNote } from './ListWindowNote';
import commonMessages from '../../components/messages';
import messages from './messages';

/** The company's open invitations, live; admins revoke them. */
export function InvitesCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useInvites();
  const invites = list.items;
  return (
    <Card tag="section" aria-labelledby="invites-title">
      <CardBody>
        <h2 className="h5" id="invites-title">
          {intl.formatMessage(messages.invitesTitle)}
        </h2>
        <AsyncSection
          status={list.status}
          error={list.error}
          hasData={list.status !== 'loading' || invites.length > 0}
          failedTitle={intl.formatMessage(messages.invitesFailed)}
          onRetry={list.retry}
        >
          {invites.length === 0 ? (
            <p className="mb-0 text-body-secondary">{intl.formatMessage(messages.noInvites)}</p>
          ) : (
            <Table className="mb-0 align-middle torque-stack-table">
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
                    <td data-label={intl.formatMessage(messages.email)} className="text-break">
                      {i.email}
                      <PendingBadge pending={i.pending} />
                    </td>
                    <td data-label={intl.formatMessage(messages.role)}>{intl.formatMessage(commonMessages[i.role])}</td>
                    <td data-label={intl.formatMessage(messages.invitedOn)}>{formatDate(i.invitedAt)}</td>
                    <td data-label={intl.formatMessage(messages.actions)}>
                      <Button
                        size="sm"
                        color="secondary"
                        outline
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
          <ListWindowNote id="invites" list={list} onMore={list.more} onAllDates={list.toggleAllDates} />
        </AsyncSection>
      </CardBody>
    </Card>
  );
}
