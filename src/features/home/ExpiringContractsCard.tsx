// Home's card of service contracts to renew: those of the saved plant's site ending
// within 90 days or already ended and not renewed, soonest first, each linking to its contract.
// The contracts' live list is shared with the contracts pages (the live-data kit).
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardTitle, Spinner } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import { formatDay } from '../../lib/days';
import { selectExpiring, useContractsLive } from '../contracts/contractsSlice';
import { CATEGORY_NAMES, STATUS_MESSAGES } from '../contracts/messages';
import { selectSavedPlant } from '../plant/plantSlice';
import messages from './messages';

/** At most this many contracts are listed; the link leads to all of them. */
const SHOWN = 8;

export function ExpiringContractsCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const saved = useAppSelector(selectSavedPlant);
  const { status } = useContractsLive();
  const expiring = useAppSelector(selectExpiring);

  return (
    <Card tag="section" aria-labelledby="home-contracts-title" data-expiring-contracts={expiring.length}>
      <CardBody>
        <CardTitle tag="h2" className="h6" id="home-contracts-title">
          {t(messages.expiringTitle)}
        </CardTitle>
        {!saved ? (
          <p className="text-body-secondary mb-2">{t(messages.expiringNoPlant)}</p>
        ) : status === 'failed' ? (
          <p className="text-danger-emphasis mb-2">{t(messages.expiringFailed)}</p>
        ) : status !== 'ready' && expiring.length === 0 ? (
          <div role="status" className="d-flex align-items-center gap-2 mb-2">
            <Spinner size="sm" aria-hidden />
            {t(messages.expiringLoading)}
          </div>
        ) : expiring.length === 0 ? (
          <p className="text-body-secondary mb-2">{t(messages.expiringNone)}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {expiring.slice(0, SHOWN).map((c) => (
              <li key={c.id} className="mb-2" data-contract-id={c.id}>
                <Link to={`/app/contracts/${c.id}`}>{c.vendor}</Link>{' '}
                <span className="text-body-secondary small">{t(CATEGORY_NAMES[c.category])}</span>
                <div
                  className={`small ${c.status.kind === 'expired' || c.status.kind === 'expiring30' ? 'text-danger-emphasis' : ''}`}
                >
                  {c.status.kind === 'expired'
                    ? t(STATUS_MESSAGES.expired)
                    : t(STATUS_MESSAGES.expiring, { days: c.status.days })}{' '}
                  · {formatDay(c.endDate)}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Link to="/app/contracts">{t(messages.expiringAll)}</Link>
      </CardBody>
    </Card>
  );
}
