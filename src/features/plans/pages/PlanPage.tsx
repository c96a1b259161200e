// One maintenance plan: its details, checklist and schedule, its compliance over the
// last 12 months, and the preventive orders generated from it, each on time, late, missed or
// still open. Admins edit, pause and resume. Live: a colleague's change shows at once.
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Badge, Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { DateText } from '../../../components/DateText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { formatDay, today } from '../../../lib/days';
import { useErrorText } from '../../../lib/useErrorText';
import { useOpenEquipment } from '../../plant/equipmentLive';
import { selectEquipmentById, selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { permitNames, STATUS_NAMES, WORK_TYPE_NAMES } from '../../work/messages';
import { complianceOf, outcomeOf } from '../../../domain/compliance';
import { OUTCOME_NAMES, SCHEDULING_HINTS } from '../messages';
import { planActiveRequested, PLAN_ORDERS_SHOWN, type PlanRow, selectPlans } from '../plansSlice';
import {
  planOrdersLive,
  selectCompliance,
  selectOpenPmOrders,
  selectPlanList,
  usePlansOpen,
  usePlansRetry,
} from '../plansLive';
import messages from './messages';
import { useJobPlan } from '../../jobPlans/jobPlansLive';
import { jobPlanRevised } from '../../jobPlans/jobPlansSlice';
import { cleanJobPlan } from '../../../domain/jobPlans';
import jobPlanMessages from '../../jobPlans/messages';
import type { JobPlanLink } from '../../../domain/plans';
import { useComplianceText, useNextDueText, useTriggerText } from './planText';
import { WorkNumber } from '../../../components/WorkNumber';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-sm-6 col-lg-4 mb-2">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlanView({ plan }: { plan: PlanRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const byId = useAppSelector(selectEquipmentById);
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectSavedPlant);
  const members = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  const rollup = useAppSelector(selectCompliance);
  const openOrders = useAppSelector(selectOpenPmOrders);
  const triggerText = useTriggerText();
  const nextDueText = useNextDueText();
  const complianceText = useComplianceText();
  const tagOf = (eqid: string) => byId.get(eqid)?.tag ?? eqid;

  // The meter's name and unit live on its equipment's document.
  const meterEquipment = plan.meter?.equipmentId;
  const meterItem = useOpenEquipment(meterEquipment && saved ? { plant: saved, eqid: meterEquipment } : null).item;
  const meter = meterItem?.meters.find((m) => m.id === plan.meter?.meterId);

  // Its own orders, newest due first, while the page shows them.
  const ordersOf = saved ? { plant: saved, planId: plan.id } : null;
  const orders = planOrdersLive.useLive(ordersOf);

  const day = today();
  const own = useMemo(
    () =>
      (orders?.value?.items ?? [])
        .filter((o) => o.pm?.planId === plan.id)
        .sort((a, b) => b.pm!.due.localeCompare(a.pm!.due)),
    [orders?.value?.items, plan.id],
  );
  const compliance = useMemo(
    () => complianceOf(rollup.items, openOrders.items, day).byPlan.get(plan.id),
    [rollup.items, openOrders.items, day, plan.id],
  );
  const nameOf = (uid: string) => {
    const m = members.find((x) => x.id === uid);
    return m ? `${m.firstName} ${m.lastName}`.trim() || m.email : uid;
  };
  const none = t(messages.none);
  const title = plan.title;

  return (
    <>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 text-break" tabIndex={-1}>
          {title}
        </h1>
        <PendingBadge pending={plan.pending} />
        {compliance?.overdue && (
          <Badge color="danger" title={t(messages.overdueHint)}>
            {t(messages.overdue)}
          </Badge>
        )}
        {!plan.active && <Badge color="secondary">{t(messages.paused)}</Badge>}
        {isAdmin && (
          <span className="ms-auto d-flex flex-wrap gap-2">
            <Link className="btn btn-outline-primary btn-sm" to={`/app/plans/${plan.id}/edit`}>
              {t(messages.edit)}
            </Link>
            <Button
              size="sm"
              color="secondary"
              outline
              onClick={() => dispatch(planActiveRequested({ id: plan.id, active: !plan.active }))}
            >
              {t(plan.active ? messages.pause : messages.resume)}
            </Button>
          </span>
        )}
      </div>
      {plan.jobPlan && <JobPlanNote link={plan.jobPlan} />}
      <Card tag="section" aria-labelledby="plan-details-title" className="mb-3">
        <CardHeader>
          <h2 id="plan-details-title" className="h6 mb-0">
            {t(messages.detailsTitle)}
          </h2>
        </CardHeader>
        <CardBody>
          <Facts
            rows={[
              [
                t(messages.fieldEquipment),
                plan.equipmentIds.map((id, i) => (
                  <span key={id}>
                    {i > 0 && ', '}
                    <Link to={`/app/assets/equipment/${id}`}>
                      <bdi>{tagOf(id)}</bdi>
                    </Link>
                  </span>
                )),
              ],
              [t(messages.fieldWorkType), `${plan.workType} – ${t(WORK_TYPE_NAMES[plan.workType])}`],
              [t(messages.fieldHours), intl.formatNumber(plan.estimatedHours)],
              [t(messages.fieldCraft), plan.craft],
              [t(messages.fieldAssignees), plan.assignees.map(nameOf).join(', ') || none],
              [t(messages.fieldPermits), permitNames(intl, plan.permits) || none],
              [t(messages.fieldSignature), t(plan.signatureRequired ? messages.yes : messages.no)],
              [t(messages.fieldStatus), t(plan.active ? messages.active : messages.paused)],
            ]}
          />
        </CardBody>
      </Card>
      <div className="row g-3 mb-3">
        <div className="col-lg-6">
          <Card tag="section" aria-labelledby="plan-checklist-title" className="h-100">
            <CardHeader>
              <h2 id="plan-checklist-title" className="h6 mb-0">
                {t(messages.checklistTitle)}
              </h2>
            </CardHeader>
            <CardBody>
              {plan.steps.length === 0 ? (
                <p className="text-body-secondary mb-0">{t(messages.noSteps)}</p>
              ) : (
                <ol className="mb-0 ps-3">
                  {plan.steps.map((step, i) => (
                    <li key={i} className="mb-1">
                      {step.text}
                      {step.reading && (
                        <div className="small text-body-secondary">
                          {t(messages.stepReading, {
                            unit: step.reading.unit || none,
                            min: step.reading.min ?? t(messages.anyValue),
                            max: step.reading.max ?? t(messages.anyValue),
                          })}
                        </div>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </CardBody>
          </Card>
        </div>
        <div className="col-lg-6">
          <Card tag="section" aria-labelledby="plan-schedule-title" className="h-100">
            <CardHeader>
              <h2 id="plan-schedule-title" className="h6 mb-0">
                {t(messages.scheduleTitle)}
              </h2>
            </CardHeader>
            <CardBody>
              <dl className="mb-0">
                {(
                  [
                    [t(messages.fieldTrigger), triggerText(plan, meter, tagOf)],
                    // The hint starts with the scheduling's name: "Fixed: the next due date counts …"
                    [t(messages.fieldScheduling), t(SCHEDULING_HINTS[plan.scheduling])],
                    [t(messages.fieldLead), t(messages.leadDays, { days: plan.leadDays })],
                    [t(messages.fieldStart), <bdi key="s">{formatDay(plan.startDate)}</bdi>],
                    [t(messages.fieldNextDue), <bdi key="n">{nextDueText(plan)}</bdi>],
                    [
                      t(messages.fieldGenerateOn),
                      plan.generateOn ? <bdi key="g">{formatDay(plan.generateOn)}</bdi> : none,
                    ],
                    [
                      t(messages.fieldLastOrder),
                      plan.lastOrder ? (
                        <Link key="l" to={`/app/work/${plan.lastOrder}`}>
                          <bdi>{plan.lastOrder}</bdi>
                        </Link>
                      ) : (
                        none
                      ),
                    ],
                    [t(messages.fieldCompliance), complianceText(compliance)],
                  ] as [string, ReactNode][]
                ).map(([label, value]) => (
                  <div key={label} className="d-flex flex-wrap gap-2 mb-1">
                    <dt className="fw-normal text-body-secondary">{label}:</dt>
                    <dd className="mb-0">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardBody>
          </Card>
        </div>
      </div>
      <Card tag="section" aria-labelledby="plan-orders-title">
        <CardHeader>
          <h2 id="plan-orders-title" className="h6 mb-0">
            {t(messages.ordersTitle)}
          </h2>
        </CardHeader>
        <CardBody>
          <AsyncSection
            status={orders?.status === 'ready' ? 'idle' : orders?.status === 'failed' ? 'failed' : 'loading'}
            error={orders?.error ?? null}
            hasData={orders?.status === 'ready' || own.length > 0}
            failedTitle={t(messages.ordersFailed)}
            onRetry={() => ordersOf && dispatch(planOrdersLive.retried(ordersOf))}
            className="mb-0"
          >
            {own.length >= PLAN_ORDERS_SHOWN && (
              <p className="small text-body-secondary">{t(messages.ordersLatest, { count: PLAN_ORDERS_SHOWN })}</p>
            )}
            {own.length === 0 ? (
              <p className="text-body-secondary mb-0">{t(messages.noOrders)}</p>
            ) : (
              <div className="table-responsive">
                <Table className="align-middle mb-0 torque-stack-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(messages.colOrder)}</th>
                      <th scope="col">{t(messages.colDue)}</th>
                      <th scope="col">{t(messages.colStatus)}</th>
                      <th scope="col">{t(messages.colCompleted)}</th>
                      <th scope="col">{t(messages.colOutcome)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {own.map((o) => {
                      const outcome = outcomeOf(o, day);
                      const danger = outcome === 'missed' || outcome === 'overdue';
                      return (
                        <tr key={o.number} data-work-number={o.number} data-outcome={outcome ?? undefined}>
                          <td data-label={t(messages.colOrder)}>
                            <Link to={`/app/work/${o.number}`}>
                              <WorkNumber number={o.number} />
                            </Link>
                            <PendingBadge pending={o.pending} />
                          </td>
                          <td data-label={t(messages.colDue)}>
                            <bdi>{formatDay(o.pm!.due)}</bdi>
                          </td>
                          <td data-label={t(messages.colStatus)}>{t(STATUS_NAMES[o.status])}</td>
                          <td data-label={t(messages.colCompleted)}>
                            {o.completedAt ? <DateText value={o.completedAt} /> : none}
                          </td>
                          <td
                            data-label={t(messages.colOutcome)}
                            className={
                              danger
                                ? 'text-danger-emphasis fw-semibold'
                                : outcome === 'late'
                                  ? 'text-warning-emphasis'
                                  : undefined
                            }
                          >
                            {outcome && t(OUTCOME_NAMES[outcome])}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </div>
            )}
          </AsyncSection>
        </CardBody>
      </Card>
    </>
  );
}

/** The job plan the plan's work comes from, and whether a newer revision is still to come. */
function JobPlanNote({ link }: { link: JobPlanLink }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const job = useJobPlan(link.id);
  const title = <Link to={`/app/job-plans/${link.id}`}>{job?.title ?? link.id}</Link>;
  if (job && job.revision > link.revision)
    return (
      <div className="alert alert-warning" data-job-plan-behind>
        <p className={isAdmin ? 'mb-2' : 'mb-0'}>
          {intl.formatMessage(jobPlanMessages.planBehind, { title, current: job.revision, revision: link.revision })}
        </p>
        {isAdmin && !job.pending && (
          <Button
            size="sm"
            color="primary"
            onClick={() => dispatch(jobPlanRevised({ id: job.id, revision: job.revision, content: cleanJobPlan(job) }))}
          >
            {intl.formatMessage(jobPlanMessages.planTake, { revision: job.revision })}
          </Button>
        )}
      </div>
    );
  return (
    <p className="alert alert-info" data-job-plan={link.id} data-job-plan-revision={link.revision}>
      {intl.formatMessage(jobPlanMessages.planFollows, { title, revision: link.revision })}
    </p>
  );
}

export default function PlanPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const { planId = '' } = useParams();
  const saved = usePlansOpen();
  const retryPlans = usePlansRetry();
  const plans = useAppSelector(selectPlanList);
  const { writeError } = useAppSelector(selectPlans);
  const plan = plans.items.find((p) => p.id === planId);
  // "Does not exist" only on the server's word: this device's copy may hold a part of the list.
  const known = plans.status === 'ready' && !plans.fromCache;

  return (
    <>
      <nav aria-label={t(messages.backToPlans)} className="small mb-2">
        <Link to="/app/plans">{t(messages.backToPlans)}</Link>
      </nav>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <>
          <ErrorAlert text={writeError && t(messages.writeFailed, { error: errorText(writeError) })} />
          <AsyncSection
            status={plans.status === 'failed' ? 'failed' : plan || known ? 'idle' : 'loading'}
            error={plans.error}
            hasData={!!plan || known}
            failedTitle={t(messages.listFailed)}
            onRetry={retryPlans}
          >
            {plan ? <PlanView plan={plan} /> : <p className="alert alert-warning">{t(messages.planMissing)}</p>}
          </AsyncSection>
        </>
      )}
    </>
  );
}
