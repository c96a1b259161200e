// /app/job-plans/:id — one job plan: what it is for, its labour and crew, steps, permits,
// materials, procedures to read first, tools and the equipment it fits; its open proposals and
// every revision with what it changed. Admins edit and archive (or restore); members propose a
// change. Live: a colleague's save appears.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DateText } from '../../components/DateText';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { JOB_PLAN_FIELDS, jobPlanChanges, type JobPlanContent } from '../../domain/jobPlans';
import { selectIsAdmin } from '../plant/plantSlice';
import messages, { FIELD_NAMES } from './messages';
import { OpenProposals } from '../../components/library/ProposalParts';
import { JobPlanContentView, WriteError } from './JobPlanBits';
import { useOpenJobPlan } from './jobPlansLive';
import { type JobPlanRow, jobPlanPublishRequested, jobPlanRevised, type RevisionRow } from './jobPlansSlice';
import { plansUsingLive } from '../plans/plansLive';
import { selectSavedPlant } from '../plant/plantSlice';

/** The content of a stored version (its own fields left out). */
export const contentOf = (v: JobPlanContent): JobPlanContent =>
  Object.fromEntries(JOB_PLAN_FIELDS.map((f) => [f, v[f]])) as unknown as JobPlanContent;

function Revisions({ revisions }: { revisions: RevisionRow[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ol className="list-unstyled mb-0" data-revisions>
      {revisions.map((r, i) => {
        const before = revisions[i + 1];
        const changed = before ? jobPlanChanges(before, r) : [];
        return (
          <li key={r.revision} className="mb-2" data-revision-entry={r.revision}>
            <strong>
              {t(messages.revisionEntry, {
                revision: r.revision,
                name: r.savedByName,
                date: <DateText key="d" value={r.savedAt} />,
              })}
            </strong>
            <PendingBadge pending={r.pending} />
            {r.note && <div dir="auto">{r.note}</div>}
            {changed.length > 0 && (
              <div className="text-body-secondary small">
                {t(messages.revisionChanged, {
                  fields: intl.formatList(changed.map((f) => t(FIELD_NAMES[f]))),
                })}
              </div>
            )}
            {r.proposedByName && (
              <div className="text-body-secondary small">{t(messages.fromProposal, { name: r.proposedByName })}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The chosen plant's maintenance plans that use the job plan, each with the revision it has. An
 * admin's visit brings those still on an older revision up to date (the revision's fan-out may
 * have been cut short, e.g. the page left at once after publishing).
 */
function UsedBy({ job }: { job: JobPlanRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const plant = useAppSelector(selectSavedPlant);
  const entry = plansUsingLive.useLive(plant ? { plant, jobPlanId: job.id } : null);
  const plans = entry?.value?.items ?? [];
  const behind = plans.filter((p) => (p.jobPlan?.revision ?? 0) < job.revision);
  const caughtUp = useRef('');
  useEffect(() => {
    const at = `${job.id}@${job.revision}`;
    if (!isAdmin || job.pending || job.archived || behind.length === 0 || caughtUp.current === at) return;
    caughtUp.current = at;
    dispatch(jobPlanRevised({ id: job.id, revision: job.revision, content: contentOf(job) }));
  }, [dispatch, isAdmin, job, behind.length]);
  if (!plant) return null;
  return (
    <Card className="mb-3" tag="section" aria-labelledby="job-plan-used-by">
      <CardBody>
        <h2 id="job-plan-used-by" className="h5">
          {t(messages.usedBy)}
        </h2>
        {entry?.status === 'ready' && plans.length === 0 && (
          <p className="text-body-secondary mb-0">{t(messages.usedByNone)}</p>
        )}
        <ul className="mb-0" data-used-by>
          {plans.map((p) => (
            <li key={p.id} data-plan={p.id} data-plan-revision={p.jobPlan?.revision ?? ''}>
              <Link to={`/app/plans/${p.id}`}>{p.title}</Link> ·{' '}
              {t(messages.revisionShort, { revision: p.jobPlan?.revision ?? 0 })}
              {(p.jobPlan?.revision ?? 0) < job.revision && (
                <span className="badge text-bg-warning fw-normal ms-2">{t(messages.usedByBehind)}</span>
              )}
              <PendingBadge pending={p.pending} />
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

export default function JobPlanPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { jobPlanId = '' } = useParams();
  const open = useOpenJobPlan(jobPlanId);
  const isAdmin = useAppSelector(selectIsAdmin);
  const p = open.id === jobPlanId ? open.jobPlan : null;
  const openProposals = open.proposals.filter((x) => x.status === 'open');
  const title = p?.title ?? t(messages.listTitle);

  const archive = (archived: boolean) =>
    p &&
    dispatch(
      jobPlanPublishRequested({
        id: p.id,
        isNew: false,
        content: contentOf(p),
        note: t(archived ? messages.archive : messages.unarchive),
        archived,
      }),
    );

  return (
    <div data-job-plan-page={jobPlanId} data-revision={p?.revision ?? ''}>
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to="/app/job-plans">{t(messages.backToList)}</Link>
      </p>
      <WriteError />
      {!p && open.status === 'ready' && <p className="alert alert-warning">{t(messages.notFound)}</p>}
      <AsyncSection
        status={open.status === 'ready' ? 'idle' : open.status}
        error={open.error}
        hasData={!!p}
        failedTitle={t(messages.loadFailed)}
        loadingText={t(messages.loading)}
        onRetry={open.retry}
      >
        {p && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h1 className="h3 mb-0 me-auto">
                {p.title}
                <PendingBadge pending={p.pending} />
              </h1>
              {isAdmin && (
                <Link className="btn btn-primary" to={`/app/job-plans/${p.id}/edit`}>
                  {t(messages.edit)}
                </Link>
              )}
              {!p.archived && (
                <Link className="btn btn-outline-primary" to={`/app/job-plans/${p.id}/propose`}>
                  {t(messages.propose)}
                </Link>
              )}
              {isAdmin && (
                <Button color="secondary" outline onClick={() => archive(!p.archived)}>
                  {t(p.archived ? messages.unarchive : messages.archive)}
                </Button>
              )}
            </div>
            <p className="text-body-secondary">
              {t(messages.revisionShort, { revision: p.revision })} ·{' '}
              {t(messages.changedBy, { date: <DateText key="d" value={p.updatedAt} />, name: p.updatedByName })}
            </p>
            {p.archived && <p className="alert alert-secondary">{t(messages.archivedNote)}</p>}
            <OpenProposals
              id="job-plan-proposals"
              title={t(messages.proposalsOpen, { count: openProposals.length })}
              proposals={open.proposals}
              linkOf={(proposalId) => `/app/job-plans/${p.id}/proposals/${proposalId}`}
            />
            <Card className="mb-3">
              <CardBody>
                <JobPlanContentView job={p} />
              </CardBody>
            </Card>
            <UsedBy job={p} />
            <Card className="mb-3" tag="section" aria-labelledby="job-plan-revisions">
              <CardBody>
                <h2 id="job-plan-revisions" className="h5">
                  {t(messages.revisions)}
                </h2>
                <Revisions revisions={open.revisions} />
              </CardBody>
            </Card>
          </>
        )}
      </AsyncSection>
    </div>
  );
}
