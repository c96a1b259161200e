import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardTitle } from 'reactstrap';
import { useAppSelector } from '../../app/hooks';
import { DateText } from '../../components/DateText';
import { formatDate } from '../../lib/date';
import { UserRole } from '../../lib/currentUser';
import commonMessages from '../../components/messages';
import { ExpiringContractsCard } from './ExpiringContractsCard';
import messages from './messages';

/** The start page after signing in: who you are, your plan and what lists will show. */
export default function HomePage() {
  const intl = useIntl();
  const user = useAppSelector((s) => s.auth.currentUser);
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return (
    <>
      <h1 className="h3 mb-1">{intl.formatMessage(messages.title, { name: user?.title ?? '' })}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.today, { date: formatDate(new Date()) })}</p>
      <div className="row g-3">
        <div className="col-md-6 col-xl-4">
          <Card>
            <CardBody>
              <dl className="mb-0">
                <dt>{intl.formatMessage(messages.role)}</dt>
                <dd>
                  {intl.formatMessage(user?.role === UserRole.Editor ? commonMessages.editor : commonMessages.admin)}
                </dd>
                <dt>{intl.formatMessage(commonMessages.plan)}</dt>
                <dd className="mb-0">{intl.formatMessage(user?.isPaid ? commonMessages.paid : commonMessages.free)}</dd>
              </dl>
            </CardBody>
          </Card>
        </div>
        <div className="col-md-6 col-xl-4">
          <Card>
            <CardBody>
              <CardTitle tag="h2" className="h6">
                {intl.formatMessage(messages.filterTitle)}
              </CardTitle>
              <p>
                {intl.formatMessage(messages.filterSummary, {
                  from: <DateText value={filter.fromDate} />,
                  to: <DateText value={filter.toDate} />,
                  limit: <bdi>{filter.dataLimit}</bdi>,
                })}
              </p>
              <Link to="/app/settings/data-filter">{intl.formatMessage(messages.changeFilter)}</Link>
            </CardBody>
          </Card>
        </div>
        <div className="col-md-6 col-xl-4">
          <ExpiringContractsCard />
        </div>
      </div>
    </>
  );
}
