// What the order page says of a preventive order: where it comes from (its plan, due
// date and tolerance), its checklist as recorded when it is not being executed here, and when it
// was completed and signed.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { formatDate } from '../../../lib/date';
import { formatDay } from '../../../lib/days';
import type { PmOrigin } from '../../../services/firebase/work';
import { Checklist, draftOf } from '../forms/Checklist';
import type { WorkRow } from '../workSlice';
import messages from './messages';

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy hh:mm in local time. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function PreventiveOrigin({ pm, title }: { pm: PmOrigin; title: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="mb-2" data-pm-plan={pm.planId}>
      <p className="mb-0">
        {t(messages.pmOrigin, {
          plan: (
            <Link key="p" to={`/app/plans/${pm.planId}`}>
              <bdi>{title}</bdi>
            </Link>
          ),
          date: <bdi key="d">{formatDay(pm.due)}</bdi>,
        })}
      </p>
      <p className="small text-body-secondary mb-0">
        {t(messages.pmTolerance, { days: pm.toleranceDays })}
        {pm.threshold !== null && <> {t(messages.pmThreshold, { threshold: intl.formatNumber(pm.threshold) })}</>}
      </p>
    </div>
  );
}

/** The checklist as recorded, read-only (while in progress the execution panel shows it to whoever executes). */
export function ChecklistCard({ order }: { order: WorkRow }) {
  return (
    <Card tag="section" className="mb-3">
      <CardBody>
        <Checklist order={order} draft={draftOf(order.checklist)} />
      </CardBody>
    </Card>
  );
}

/** "Work completed on …" and "Signed by … on …", as recorded. */
export function CompletionLines({ order }: { order: WorkRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { completedAt, signature } = order;
  return (
    <>
      {completedAt && (
        <p className="mb-1">{t(messages.completedOn, { date: <bdi key="d">{dateTime(completedAt)}</bdi> })}</p>
      )}
      {signature && (
        <p className="mb-1" data-signature>
          {t(messages.signedBy, {
            name: <bdi key="n">{signature.name}</bdi>,
            date: <bdi key="d">{signature.at ? dateTime(signature.at) : '…'}</bdi>,
          })}
        </p>
      )}
    </>
  );
}
