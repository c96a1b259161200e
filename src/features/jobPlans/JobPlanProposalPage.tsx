// /app/job-plans/:id/proposals/:proposalId — a proposed change: field by field, what the job plan
// has now and what accepting makes it, a warning when the job plan changed since the proposal's
// base revision, and the decisions: admins accept (publishing the next revision) or reject with a
// reason; the proposer withdraws. Live: a decision made elsewhere shows at once.
import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { ProposalDecision } from '../../components/library/ProposalDecision';
import { jobPlanChanges, type JobPlanContent, type JobPlanContentField } from '../../domain/jobPlans';
import { selectIsAdmin } from '../plant/plantSlice';
import messages, { FIELD_NAMES } from './messages';
import { ProposalSummary } from '../../components/library/ProposalParts';
import { ClassesText, LabourLine, ProcedureName, WriteError } from './JobPlanBits';
import { useOpenJobPlan } from './jobPlansLive';
import { jobPlanAcceptRequested, jobPlanRejectRequested, jobPlanWithdrawRequested } from './jobPlansSlice';

/** One field of a version, as the comparison shows it. */
function FieldValue({ job, field }: { job: JobPlanContent; field: JobPlanContentField }): ReactNode {
  const intl = useIntl();
  switch (field) {
    case 'estimatedHours':
    case 'crewSize':
    case 'craft':
      return <LabourLine job={job} />;
    case 'steps':
      return (
        <ol className="mb-0 ps-3">
          {job.steps.map((s, i) => (
            <li key={i}>{s.text}</li>
          ))}
        </ol>
      );
    case 'materials':
      return job.materials
        .map((m) => intl.formatMessage(messages.materialLine, { quantity: m.quantity, text: m.text }))
        .join('; ');
    case 'procedures':
      return job.procedures.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <ProcedureName id={id} />
        </span>
      ));
    case 'classes':
      return <ClassesText classes={job.classes} />;
    case 'permits':
    case 'tools':
      return job[field].join(', ');
    default:
      return <span style={{ whiteSpace: 'pre-wrap' }}>{job[field]}</span>;
  }
}

export default function JobPlanProposalPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { jobPlanId = '', proposalId = '' } = useParams();
  const open = useOpenJobPlan(jobPlanId);
  const isAdmin = useAppSelector(selectIsAdmin);
  const me = useAppSelector((s) => s.auth.currentUser?.uid ?? '');
  const p = open.id === jobPlanId ? open.jobPlan : null;
  const x = open.proposals.find((y) => y.id === proposalId) ?? null;
  const title = x ? t(messages.proposalTitle, { name: x.proposedByName }) : t(messages.listTitle);
  const ids = { jobPlanId, proposalId };
  // Labour, crew and craft read as one line: shown once.
  const changed = p && x ? jobPlanChanges(p, x) : [];
  const rows = changed.filter(
    (f, i) =>
      !['estimatedHours', 'crewSize', 'craft'].includes(f) ||
      changed.findIndex((g) => ['estimatedHours', 'crewSize', 'craft'].includes(g)) === i,
  );

  return (
    <div data-proposal-page={proposalId} data-status={x?.status ?? ''}>
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to={`/app/job-plans/${jobPlanId}`}>{t(messages.backToJobPlan)}</Link>
      </p>
      <WriteError />
      {!x && open.status === 'ready' && <p className="alert alert-warning">{t(messages.proposalNotFound)}</p>}
      <AsyncSection
        status={open.status === 'ready' ? 'idle' : open.status}
        error={open.error}
        hasData={!!x}
        failedTitle={t(messages.loadFailed)}
        loadingText={t(messages.loading)}
      >
        {x && p && (
          <>
            <h1 className="h3">
              {title}
              <PendingBadge pending={x.pending} />
            </h1>
            <ProposalSummary
              proposal={x}
              current={p.revision}
              staleText={t(messages.stale, { base: x.baseRevision, current: p.revision })}
            />
            <Card className="mb-3" tag="section" aria-labelledby="proposal-compare">
              <CardBody>
                <h2 id="proposal-compare" className="h5">
                  {t(messages.compareTitle)}
                </h2>
                {rows.length === 0 ? (
                  <p className="mb-0">{t(messages.nothingChanges)}</p>
                ) : (
                  <div className="table-responsive">
                    <table className="table align-top mb-0" data-compare>
                      <thead>
                        <tr>
                          <th scope="col">{t(messages.compareField)}</th>
                          <th scope="col">{t(messages.compareCurrent, { revision: p.revision })}</th>
                          <th scope="col">{t(messages.compareProposed)}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((f) => (
                          <tr key={f} data-field={f}>
                            <th scope="row">{t(FIELD_NAMES[f])}</th>
                            <td>
                              <del className="text-decoration-none">
                                <FieldValue job={p} field={f} />
                              </del>
                            </td>
                            <td>
                              <ins className="text-decoration-none fw-semibold">
                                <FieldValue job={x} field={f} />
                              </ins>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </CardBody>
            </Card>
            <ProposalDecision
              id="job-plan-proposal"
              proposal={x}
              isAdmin={isAdmin}
              me={me}
              onAccept={(note) => dispatch(jobPlanAcceptRequested({ ...ids, note }))}
              onReject={(reason) => dispatch(jobPlanRejectRequested({ ...ids, reason }))}
              onWithdraw={() => dispatch(jobPlanWithdrawRequested(ids))}
            />
          </>
        )}
      </AsyncSection>
    </div>
  );
}
