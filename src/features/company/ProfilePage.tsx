import { useIntl } from 'react-intl';
import { Card, CardBody } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { UserRole } from '../../lib/currentUser';
import { useErrorText } from '../../lib/useErrorText';
import { selectCompany } from './companySlice';
import commonMessages from '../../components/messages';
import messages from './messages';
import { DeleteAccount } from './DeleteAccount';

/** The signed-in user: name, e-mail, role, company and plan (all live). */
export default function ProfilePage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const { company, record, companyStatus } = useAppSelector(selectCompany);
  if (!user) return null;
  const me = record?.users.find((u) => u.id === user.uid);
  const rows: [string, string][] = [
    [intl.formatMessage(messages.name), user.title],
    [intl.formatMessage(messages.email), me?.email ?? '…'],
    [
      intl.formatMessage(messages.role),
      intl.formatMessage(user.role === UserRole.Editor ? commonMessages.editor : commonMessages.admin),
    ],
    [intl.formatMessage(messages.company), company ? `${company.name} (${company.companyEmail})` : '…'],
    [
      intl.formatMessage(commonMessages.plan),
      intl.formatMessage(user.isPaid ? commonMessages.paid : commonMessages.free),
    ],
  ];
  return (
    <>
      <h1 className="h3">{intl.formatMessage(messages.profileTitle)}</h1>
      <ErrorAlert
        text={
          companyStatus.status === 'failed'
            ? intl.formatMessage(messages.companyFailed, { reason: errorText(companyStatus.error) })
            : null
        }
      />
      <Card style={{ maxWidth: '36rem' }}>
        <CardBody>
          <dl className="row mb-0">
            {rows.map(([term, value]) => (
              <div className="col-12 d-flex flex-wrap border-bottom py-2" key={term}>
                <dt className="me-3" style={{ minWidth: '8rem' }}>
                  {term}
                </dt>
                <dd className="mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
      {user.uid === user.companyUID ? (
        <p className="mt-4 text-body-secondary">{intl.formatMessage(messages.ownerCloses)}</p>
      ) : (
        <DeleteAccount company={user.companyUID} record={record} />
      )}
    </>
  );
}
