// Preventive maintenance → plans: every plan of the plant with its equipment, trigger,
// scheduling, next due date and compliance over the last 12 months (the monthly rollup plus the
// overdue open orders), overdue and paused plans flagged; compliance per month; what the last
// generation of due orders did; an admin's recount of the rollup. Admins create, edit,
// pause and resume; editors read. The root carries the generation hooks (data-generation,
// data-generated, data-read) the browser tests and the bench wait on.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, Button, Card, CardBody, CardHeader, Progress, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { DocumentTitle } from '../../../components/pageFocus';
import { today } from '../../../lib/days';
import { useErrorText } from '../../../lib/useErrorText';
import { selectEquipmentById, selectIsAdmin, selectPlant } from '../../plant/plantSlice';
import { complianceOf, PM_ON_TIME_RULES, type PmOnTimeRule } from '../../../domain/compliance';
import { PM_RULE_NAMES, SCHEDULING_NAMES } from '../messages';
import {
  planActiveRequested,
  planBinRequested,
  type PlanRow,
  plansWriteErrorDismissed,
  recountRequested,
  selectGeneration,
  selectPlans,
  selectRecount,
} from '../plansSlice';
import { ComplianceChart } from './ComplianceChart';
import {
  selectCompliance,
  selectOpenPmOrders,
  selectPlanList,
  usePlansOpen,
  usePlansRetry,
  usePmOnTimeRule,
} from '../plansLive';
import messages from './messages';
import { useComplianceText, useNextDueText, useTriggerText } from './planText';
import { HelpLink } from '../../../components/HelpLink';

type Show = 'all' | 'active' | 'paused' | 'overdue';

export function matchesPlan(plan: PlanRow, tags: string[], text: string): boolean {
  const words = text.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const hay = `${plan.title} ${tags.join(' ')}`.toLocaleLowerCase();
  return words.every((w) => hay.includes(w));
}

function GenerationNote() {
  const intl = useIntl();
  const errorText = useErrorText();
  const generation = useAppSelector(selectGeneration);
  const text =
    generation.status === 'running'
      ? intl.formatMessage(messages.generationRunning)
      : generation.status === 'done'
        ? intl.formatMessage(messages.generationDone, { count: generation.generated })
        : generation.status === 'failed'
          ? intl.formatMessage(messages.generationFailed, { error: errorText(generation.error) })
          : '';
  return (
    <p
      className={`small mb-2${generation.status === 'failed' ? ' text-danger-emphasis' : ' text-body-secondary'}`}
      role="status"
    >
      {text}
    </p>
  );
}

/**
 * An admin's recount of the compliance figures from the orders themselves: for when the monthly
 * rollup may have drifted (for example data imported around the app). It reads a year of orders,
 * so it shows its progress; online only.
 */
function Recount({ companyRule }: { companyRule: PmOnTimeRule }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const recount = useAppSelector(selectRecount);
  const running = recount.status === 'running';
  const n = (value: number) => intl.formatNumber(value);
  const [rule, setRule] = useState<PmOnTimeRule>(companyRule);
  // The company's rule as it arrives (or as a colleague changes it), unless a choice is pending here.
  const [shown, setShown] = useState(companyRule);
  if (shown !== companyRule) {
    setShown(companyRule);
    setRule(companyRule);
  }
  return (
    <div className="mt-3 border-top pt-2" data-recount={recount.status}>
      <div className="row g-2 align-items-end">
        <SelectField
          id="plans-pm-rule"
          className="col-md-8"
          label={t(messages.ruleLabel)}
          aria-describedby="plans-pm-rule-hint"
          value={rule}
          onValue={(value) => setRule(value as PmOnTimeRule)}
        >
          {PM_ON_TIME_RULES.map((r) => (
            <option key={r} value={r}>
              {t(PM_RULE_NAMES[r])}
            </option>
          ))}
        </SelectField>
      </div>
      <p id="plans-pm-rule-hint" className="small text-body-secondary">
        {t(messages.ruleHint)}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          size="sm"
          color="secondary"
          outline
          disabled={running}
          onClick={() => dispatch(recountRequested({ rule }))}
        >
          {rule === companyRule ? t(messages.recount) : t(messages.recountWithRule)}
        </Button>
        <span className="small text-body-secondary">{t(messages.recountHint)}</span>
      </div>
      {running && (
        <Progress
          className="mt-2"
          aria-label={t(messages.recountProgressLabel)}
          value={recount.total ? recount.read : 0}
          max={recount.total || 1}
          animated={recount.total === null}
        />
      )}
      <p
        className={`small mb-0 mt-1${recount.status === 'failed' ? ' text-danger-emphasis' : ' text-body-secondary'}`}
        role="status"
      >
        {running
          ? recount.total === null
            ? t(messages.recountCounting)
            : t(messages.recountRunning, { read: n(recount.read), total: n(recount.total) })
          : recount.status === 'done'
            ? t(messages.recountDone, { total: n(recount.total ?? recount.read) })
            : recount.status === 'failed'
              ? t(messages.recountFailed, { error: errorText(recount.error) })
              : ''}
      </p>
    </div>
  );
}

export default function PlansListPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const saved = usePlansOpen();
  const retryPlans = usePlansRetry();
  const plant = useAppSelector(selectPlant);
  const byId = useAppSelector(selectEquipmentById);
  const isAdmin = useAppSelector(selectIsAdmin);
  const plans = useAppSelector(selectPlanList);
  const rollup = useAppSelector(selectCompliance);
  const open = useAppSelector(selectOpenPmOrders);
  const generation = useAppSelector(selectGeneration);
  const { writeError } = useAppSelector(selectPlans);
  const [search, setSearch] = useState('');
  // Home links to a filter (?show=overdue); choosing another one here keeps to the page's own state.
  const [params] = useSearchParams();
  const [show, setShow] = useState<Show>(() => {
    const asked = params.get('show');
    return asked === 'active' || asked === 'paused' || asked === 'overdue' ? asked : 'all';
  });
  const triggerText = useTriggerText();
  const nextDueText = useNextDueText();
  const complianceText = useComplianceText();

  const day = today();
  const { rule: companyRule } = usePmOnTimeRule(saved?.company ?? null);
  const {
    byPlan,
    byMonth: months,
    overall,
  } = useMemo(
    () => complianceOf(rollup.items, open.items, day, companyRule),
    [rollup.items, open.items, day, companyRule],
  );
  // The rules the months on screen were counted by (one, unless the company changed its rule).
  const monthRules = [...new Set(rollup.items.map((m) => m.rule))];
  const complianceStatus =
    rollup.status === 'failed' || open.status === 'failed'
      ? 'failed'
      : rollup.status === 'ready' && open.status === 'ready'
        ? 'idle'
        : 'loading';
  const tagOf = (eqid: string) => byId.get(eqid)?.tag ?? eqid;

  const shown = useMemo(
    () =>
      plans.items
        .filter((p) =>
          matchesPlan(
            p,
            p.equipmentIds.map((id) => byId.get(id)?.tag ?? id),
            search,
          ),
        )
        .filter((p) =>
          show === 'active'
            ? p.active
            : show === 'paused'
              ? !p.active
              : show === 'overdue'
                ? !!byPlan.get(p.id)?.overdue
                : true,
        )
        .sort((a, b) => a.title.localeCompare(b.title)),
    [plans.items, search, show, byPlan, byId],
  );

  const title = t(messages.plansTitle);
  return (
    <div data-generation={generation.status} data-generated={generation.generated} data-read={generation.read}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto" tabIndex={-1}>
          {title} {plant && <span className="text-body-secondary fs-6">{plant.name}</span>}
        </h1>
        <HelpLink topic="pm-compliance" />
        {saved && (
          <Link className="btn btn-outline-secondary btn-sm" to="/app/plans/forecast">
            {t(messages.forecastLink)}
          </Link>
        )}
        {saved && isAdmin && (
          <Link className="btn btn-primary btn-sm" to="/app/plans/new">
            {t(messages.newPlan)}
          </Link>
        )}
      </div>
      {!saved ? (
        <p className="alert alert-info">{t(messages.noPlant)}</p>
      ) : (
        <>
          <GenerationNote />
          {!isAdmin && <p className="small text-body-secondary">{t(messages.readOnly)}</p>}
          <ErrorAlert
            text={writeError && t(messages.writeFailed, { error: errorText(writeError) })}
            onDismiss={() => dispatch(plansWriteErrorDismissed())}
          />
          <div className="row g-2 align-items-end mb-2">
            <TextField
              id="plans-search"
              className="col-sm-6"
              type="search"
              label={t(messages.search)}
              hint={t(messages.searchHint)}
              value={search}
              onValue={setSearch}
            />
            <SelectField
              id="plans-show"
              className="col-sm-3 pb-sm-4"
              label={t(messages.show)}
              value={show}
              onValue={(value) => setShow(value as Show)}
            >
              <option value="all">{t(messages.showAll)}</option>
              <option value="active">{t(messages.showActive)}</option>
              <option value="paused">{t(messages.showPaused)}</option>
              <option value="overdue">{t(messages.showOverdue)}</option>
            </SelectField>
          </div>
          {plans.status === 'ready' && plans.fromCache && (
            <p className="small text-body-secondary" role="status">
              {t(messages.fromCache)}
            </p>
          )}
          <AsyncSection
            status={plans.status === 'ready' ? 'idle' : plans.status === 'failed' ? 'failed' : 'loading'}
            error={plans.error}
            hasData={plans.status === 'ready' || plans.items.length > 0}
            failedTitle={t(messages.listFailed)}
            loadingText={t(messages.loading)}
            onRetry={retryPlans}
          >
            {plans.items.length === 0 ? (
              <p className="text-body-secondary">{t(messages.noPlans)}</p>
            ) : shown.length === 0 ? (
              <p className="text-body-secondary">{t(messages.empty)}</p>
            ) : (
              <div className="table-responsive">
                <Table hover className="align-middle torque-stack-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(messages.colPlan)}</th>
                      <th scope="col">{t(messages.colEquipment)}</th>
                      <th scope="col">{t(messages.colTrigger)}</th>
                      <th scope="col">{t(messages.colScheduling)}</th>
                      <th scope="col">{t(messages.colNextDue)}</th>
                      <th scope="col">{t(messages.colCompliance)}</th>
                      {isAdmin && <th scope="col">{t(messages.colActions)}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((p) => {
                      const compliance = byPlan.get(p.id);
                      return (
                        <tr key={p.id} data-plan-id={p.id}>
                          <td data-label={t(messages.colPlan)} className="text-break">
                            <Link to={`/app/plans/${p.id}`}>{p.title}</Link>
                            <PendingBadge pending={p.pending} />
                            {compliance?.overdue && (
                              <Badge color="danger" className="ms-2" title={t(messages.overdueHint)}>
                                {t(messages.overdue)}
                              </Badge>
                            )}
                            {!p.active && (
                              <Badge color="secondary" className="ms-2">
                                {t(messages.paused)}
                              </Badge>
                            )}
                          </td>
                          <td data-label={t(messages.colEquipment)}>
                            {p.equipmentIds.map((id, i) => (
                              <span key={id}>
                                {i > 0 && ', '}
                                <bdi>{tagOf(id)}</bdi>
                              </span>
                            ))}
                          </td>
                          <td data-label={t(messages.colTrigger)}>{triggerText(p, undefined, tagOf)}</td>
                          <td data-label={t(messages.colScheduling)}>{t(SCHEDULING_NAMES[p.scheduling])}</td>
                          <td data-label={t(messages.colNextDue)}>
                            <bdi>{nextDueText(p)}</bdi>
                          </td>
                          <td data-label={t(messages.colCompliance)}>{complianceText(compliance)}</td>
                          {isAdmin && (
                            <td data-label={t(messages.colActions)}>
                              <span className="d-flex flex-wrap gap-1">
                                <Link
                                  className="btn btn-outline-primary btn-sm"
                                  to={`/app/plans/${p.id}/edit`}
                                  aria-label={t(messages.editNamed, { title: p.title })}
                                >
                                  {t(messages.edit)}
                                </Link>
                                <Button
                                  size="sm"
                                  color="secondary"
                                  outline
                                  aria-label={t(p.active ? messages.pauseNamed : messages.resumeNamed, {
                                    title: p.title,
                                  })}
                                  onClick={() => dispatch(planActiveRequested({ id: p.id, active: !p.active }))}
                                >
                                  {t(p.active ? messages.pause : messages.resume)}
                                </Button>
                                {!p.active && (
                                  <Button
                                    size="sm"
                                    color="danger"
                                    outline
                                    aria-label={t(messages.binNamed, { title: p.title })}
                                    onClick={() => dispatch(planBinRequested({ id: p.id }))}
                                  >
                                    {t(messages.bin)}
                                  </Button>
                                )}
                              </span>
                            </td>
                          )}
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </div>
            )}
          </AsyncSection>
          <Card tag="section" aria-labelledby="plans-compliance-title" className="mt-3">
            <CardHeader>
              <h2 id="plans-compliance-title" className="h6 mb-0">
                {t(messages.complianceTitle)}
              </h2>
            </CardHeader>
            <CardBody>
              <AsyncSection
                status={complianceStatus}
                error={rollup.error ?? open.error}
                hasData={complianceStatus === 'idle' || rollup.items.length > 0}
                failedTitle={t(messages.ordersFailed)}
                onRetry={retryPlans}
                className="mb-2"
              >
                <p className="fw-semibold">{t(messages.overallCompliance, { figure: complianceText(overall) })}</p>
                <p className="small" data-pm-rule={monthRules.join(' ') || companyRule}>
                  {monthRules.length > 1
                    ? t(messages.rulesMixed, {
                        rules: monthRules.map((r) => t(PM_RULE_NAMES[r])).join('; '),
                        rule: t(PM_RULE_NAMES[companyRule]),
                      })
                    : t(messages.ruleInForce, { rule: t(PM_RULE_NAMES[monthRules[0] ?? companyRule]) })}
                </p>
                <ComplianceChart months={months} />
                <p className="small text-body-secondary mb-0">{t(messages.complianceNote)}</p>
              </AsyncSection>
              {isAdmin && <Recount companyRule={companyRule} />}
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
