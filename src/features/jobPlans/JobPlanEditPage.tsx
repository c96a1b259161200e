// /app/job-plans/new, /:id/edit (admins) and /:id/propose (any member): the form, filled from
// the published revision once it has loaded.
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DocumentTitle } from '../../components/pageFocus';
import { selectIsAdmin } from '../plant/plantSlice';
import messages from './messages';
import { WriteError } from './JobPlanBits';
import { useOpenJobPlan } from './jobPlansLive';
import { EMPTY_JOB_PLAN, type FormMode, JobPlanForm } from './JobPlanForm';

function Existing({ id, mode }: { id: string; mode: Exclude<FormMode, 'new'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const open = useOpenJobPlan(id);
  const p = open.id === id ? open.jobPlan : null;
  const title = p ? t(mode === 'edit' ? messages.editTitle : messages.proposeTitle, { title: p.title }) : '';
  if (!p && open.status === 'ready') return <p className="alert alert-warning">{t(messages.notFound)}</p>;
  return (
    <AsyncSection
      status={open.status === 'ready' ? 'idle' : open.status}
      error={open.error}
      hasData={!!p}
      failedTitle={t(messages.loadFailed)}
      loadingText={t(messages.loading)}
    >
      {p && (
        <>
          <DocumentTitle page={title} />
          <h1 className="h3">{title}</h1>
          {mode === 'propose' && <p className="text-body-secondary">{t(messages.proposeIntro)}</p>}
          <JobPlanForm
            // A new form when the job plan first loads; later saves do not reset what is typed.
            key={p.id}
            mode={mode}
            id={p.id}
            initial={p}
            revision={p.revision}
            archived={p.archived}
          />
        </>
      )}
    </AsyncSection>
  );
}

export default function JobPlanEditPage({ mode }: { mode: FormMode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { jobPlanId = '' } = useParams();
  const isAdmin = useAppSelector(selectIsAdmin);
  const back = mode === 'new' ? '/app/job-plans' : `/app/job-plans/${jobPlanId}`;
  return (
    <div data-job-plan-form={mode}>
      <p className="mb-1">
        <Link to={back}>{t(mode === 'new' ? messages.backToList : messages.backToJobPlan)}</Link>
      </p>
      <WriteError />
      {mode !== 'propose' && !isAdmin ? (
        <p className="alert alert-info">{t(messages.adminsOnlyPage)}</p>
      ) : mode === 'new' ? (
        <>
          <DocumentTitle page={t(messages.newTitle)} />
          <h1 className="h3">{t(messages.newTitle)}</h1>
          <JobPlanForm mode="new" id={null} initial={EMPTY_JOB_PLAN} revision={0} archived={false} />
        </>
      ) : (
        <Existing id={jobPlanId} mode={mode} />
      )}
    </div>
  );
}
