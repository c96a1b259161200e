// Plans and prices (the spec's "prices" view group): the Free and Paid plans side by
// side, the company's current plan (`paid`, read live from the company record for every member)
// and what it uses against the Free plan's limits. There is no payment in Torque: the paid
// column says how to upgrade (the operator runs `npm run company:set-paid`). Each plan's monthly
// upload allowance, and this month's uploads against it.
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import { DocumentTitle } from '../../components/pageFocus';
import messages from '../../components/plan/messages';
import { useFileSize } from '../../components/attachments/useFileSize';
import { UserRole } from '../../lib/currentUser';
import {
  type AllowanceStatus,
  FREE_LIMITS,
  LIMITED,
  type Limited,
  limitStatus,
  uploadAllowanceOf,
  type Usage,
} from '../../lib/planLimits';
import { selectCompany, selectPlan, selectUploadAllowance } from './companySlice';

const UP_TO = {
  members: messages.membersUpTo,
  sites: messages.sitesUpTo,
  plants: messages.plantsUpTo,
  parts: messages.partsUpTo,
};
const UNLIMITED = {
  members: messages.membersUnlimited,
  sites: messages.sitesUnlimited,
  plants: messages.plantsUnlimited,
  parts: messages.partsUnlimited,
};
const USED = {
  members: messages.usageMembers,
  sites: messages.usageSites,
  plants: messages.usagePlants,
  parts: messages.usageParts,
};
const USED_PAID = {
  members: messages.usageMembersPaid,
  sites: messages.usageSitesPaid,
  plants: messages.usagePlantsPaid,
  parts: messages.usagePartsPaid,
};

function PlanCard({ paid, current, children }: { paid: boolean; current: boolean; children?: React.ReactNode }) {
  const intl = useIntl();
  const size = useFileSize();
  const name = intl.formatMessage(paid ? messages.paidName : messages.freeName);
  const headingId = `plan-${paid ? 'paid' : 'free'}`;
  return (
    <Card
      className={`h-100 ${current ? 'border-primary border-2' : ''}`}
      aria-labelledby={headingId}
      data-plan={paid ? 'paid' : 'free'}
      data-current={current}
      tag="section"
    >
      <CardHeader className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0" id={headingId}>
          {name}
        </h2>
        {/* text-bg-*: the text colour Bootstrap computes for contrast with the theme's primary. */}
        {current && <span className="badge text-bg-primary">{intl.formatMessage(messages.currentBadge)}</span>}
      </CardHeader>
      <CardBody>
        <p className="fs-5 mb-2">{intl.formatMessage(paid ? messages.paidPrice : messages.freePrice)}</p>
        <h3 className="h6 visually-hidden">{intl.formatMessage(messages.includes, { plan: name })}</h3>
        <ul className="mb-3">
          {LIMITED.map((thing) => (
            <li key={thing}>
              {intl.formatMessage(paid ? UNLIMITED[thing] : UP_TO[thing], { limit: FREE_LIMITS[thing] })}
            </li>
          ))}
          <li>{intl.formatMessage(messages.uploadsUpTo, { size: size(uploadAllowanceOf(paid)) })}</li>
          <li>{intl.formatMessage(messages.everything)}</li>
        </ul>
        {children}
      </CardBody>
    </Card>
  );
}

/** A bar of `used` out of `limit`, named by `text` (the line above it says the same). */
function UsageBar({ text, used, limit, color }: { text: string; used: number; limit: number; color: string }) {
  const share = Math.min(100, Math.round((used / limit) * 100));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={text}
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={Math.min(used, limit)}
      aria-valuetext={`${share}%`}
    >
      <div className={`progress-bar ${color}`} style={{ width: `${share}%` }} />
    </div>
  );
}

function UsageRow({ thing, usage, paid }: { thing: Limited; usage: Usage; paid: boolean }) {
  const intl = useIntl();
  const status = limitStatus(thing, usage[thing], paid);
  const text = intl.formatMessage(paid ? USED_PAID[thing] : USED[thing], { used: status.used, limit: status.limit });
  const color = paid
    ? 'bg-success'
    : status.canAdd
      ? status.level === 'near'
        ? 'bg-info'
        : 'bg-primary'
      : 'bg-warning';
  return (
    <li className="mb-3" data-usage={thing}>
      <div className="mb-1">{text}</div>
      {!paid && <UsageBar text={text} used={status.used} limit={status.limit} color={color} />}
    </li>
  );
}

/** This month's uploads against the plan's allowance (on both plans). */
function UploadsRow({ allowance }: { allowance: AllowanceStatus }) {
  const intl = useIntl();
  const size = useFileSize();
  const text = intl.formatMessage(messages.usageUploads, { used: size(allowance.used), limit: size(allowance.limit) });
  const color = allowance.level === 'full' ? 'bg-warning' : allowance.level === 'near' ? 'bg-info' : 'bg-primary';
  return (
    <li className="mb-3" data-usage="uploads">
      <div className="mb-1">{text}</div>
      <UsageBar text={text} used={allowance.used} limit={allowance.limit} color={color} />
      <div className="small text-body-secondary mt-1">{intl.formatMessage(messages.uploadsNote)}</div>
    </li>
  );
}

export default function PricesPage() {
  const intl = useIntl();
  const plan = useAppSelector(selectPlan);
  const { company } = useAppSelector(selectCompany);
  const isAdmin = useAppSelector((s) => s.auth.currentUser?.role === UserRole.Admin);
  const allowance = useAppSelector(selectUploadAllowance);
  const title = intl.formatMessage(messages.title);
  const paid = plan?.paid === true;
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.intro)}</p>
      <p role="status" data-testid="current-plan" className="fw-semibold">
        {plan && company
          ? intl.formatMessage(messages.planOf, {
              company: company.name,
              plan: intl.formatMessage(paid ? messages.paidName : messages.freeName),
            })
          : intl.formatMessage(messages.loadingPlan)}
      </p>
      <div className="row g-3 mb-4">
        <div className="col-md-6">
          <PlanCard paid={false} current={plan !== null && !paid}>
            <p className="small text-body-secondary mb-0">{intl.formatMessage(messages.archivedCount)}</p>
          </PlanCard>
        </div>
        <div className="col-md-6">
          <PlanCard paid current={paid}>
            <p className="small mb-0" data-testid="upgrade">
              {intl.formatMessage(
                paid ? messages.paidAlready : isAdmin ? messages.upgradeAdmin : messages.upgradeEditor,
              )}
            </p>
          </PlanCard>
        </div>
      </div>
      {plan && (
        <section aria-labelledby="plan-usage">
          <h2 className="h5" id="plan-usage">
            {intl.formatMessage(messages.usageTitle)}
          </h2>
          <ul className="list-unstyled" style={{ maxWidth: '32rem' }}>
            {LIMITED.map((thing) => (
              <UsageRow key={thing} thing={thing} usage={plan.usage} paid={paid} />
            ))}
            {allowance && <UploadsRow allowance={allowance} />}
          </ul>
        </section>
      )}
    </>
  );
}
