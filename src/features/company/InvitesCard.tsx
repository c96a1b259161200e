import { useIntl } from 'react-intl';
import { Button, Card, CardBody, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { formatDate } from '../../lib/date';
import {
  inviteRevokeRequested,
  listRetried,
  allDatesToggled,
  moreRequested,
  selectCompany,
  selectInvites,
} from './companySlice';
import { ListWindowNote } from './ListWindowNote';
import commonMessages from '../../components/messages';
import messages from './messages';

/** The company's open invitations, live; admins revoke them. */
export function InvitesCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const invites = useAppSelector(selectInvites);
  const list = useAppSelector((s) => selectCompany(s).invitesList);
  return (
    <Card tag="section" aria-labelledby="invites-title">
      <CardBody>
        <h2 className="h5" id="invites-title">
          {intl.formatMessage(messages.invitesTitle)}
        </h2>
        <AsyncSection
          {...list}
          hasData={list.status !== 'loading' || invites.length > 0}
          failedTitle={intl.formatMessage(messages.invitesFailed)}
          onRetry={() => dispatch(listRetried('invites'))}
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
          <ListWindowNote
            id="invites"
            list={list}
            onMore={() => dispatch(moreRequested('invites'))}
            onAllDates={() => dispatch(allDatesToggled('invites'))}
          />
        </AsyncSection>
      </CardBody>
    </Card>
  );
}
