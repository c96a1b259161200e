// Small pieces the job plan pages share: the write error in words, the labour line, the class
// names, a procedure named by its id, and the content shown whole (the page, a proposal).
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFailureLibrary } from '../../components/failureCodes/failureCodesLive';
import { useFailureNames } from '../../components/failureCodes/useFailureNames';
import { jobDuration, type JobPlanContent } from '../../domain/jobPlans';
import type { AppMessage } from '../../i18n/defineMessages';
import { useRefusalText } from '../../lib/useErrorText';
import { procedureDocLive } from '../procedures/proceduresLive';
import { PERMIT_NAMES } from '../work/messages';
import messages from './messages';
import { jobPlansWriteErrorDismissed, selectJobPlans } from './jobPlansSlice';

const REFUSALS: Record<string, AppMessage> = {
  'jobPlans/admins-only': messages.refusedAdminsOnly,
  'jobPlans/invalid': messages.refusedInvalid,
  'jobPlans/unknown': messages.refusedUnknown,
  'jobPlans/closed': messages.refusedClosed,
  'jobPlans/archived': messages.refusedArchived,
};

/** The last refused write, in words, with a button to dismiss it. */
export function WriteError() {
  const dispatch = useAppDispatch();
  const text = useRefusalText(REFUSALS, messages.writeFailed);
  const error = useAppSelector((s) => selectJobPlans(s).writeError);
  if (!error) return null;
  return <ErrorAlert text={text(error)} onDismiss={() => dispatch(jobPlansWriteErrorDismissed())} />;
}

/** "6 h of Mechanical labour: 2 people for 3 h". */
export function LabourLine({ job }: { job: Pick<JobPlanContent, 'estimatedHours' | 'crewSize' | 'craft'> }) {
  const intl = useIntl();
  return (
    <>
      {intl.formatMessage(messages.labourLine, {
        hours: intl.formatNumber(job.estimatedHours),
        craft: job.craft,
        count: job.crewSize,
        duration: intl.formatNumber(jobDuration(job)),
      })}
    </>
  );
}

/** The company's equipment classes with their names (built-in and its own). */
export function useClassNames() {
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const { library } = useFailureLibrary(company);
  const names = useFailureNames(library);
  return { classes: library.classes.map((c) => c.code), className: names.className };
}

/** What a job plan fits, in words: its classes' names, or any equipment. */
export function ClassesText({ classes }: { classes: readonly string[] }) {
  const intl = useIntl();
  const { className } = useClassNames();
  if (classes.length === 0) return <>{intl.formatMessage(messages.anyEquipment)}</>;
  return <>{classes.map(className).join(', ')}</>;
}

/** A procedure named by its id, linked to its page (live). */
export function ProcedureName({ id }: { id: string }) {
  const intl = useIntl();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const entry = procedureDocLive.useLive(company ? { company, id } : null);
  const procedure = entry?.value?.item;
  if (entry?.status === 'ready' && !procedure && !entry.value?.fromCache)
    return <span className="text-body-secondary">{intl.formatMessage(messages.unknownProcedure)}</span>;
  return <Link to={`/app/procedures/${id}`}>{procedure?.title ?? id}</Link>;
}

const range = (min: number | null, max: number | null) =>
  min === null && max === null ? '' : ` (${min ?? '…'} – ${max ?? '…'})`;

/** The content of a job plan, whole: what it is for, labour, steps, permits, materials, procedures, tools. */
export function JobPlanContentView({ job }: { job: JobPlanContent }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="row g-3">
      <div className="col-lg-7">
        {job.description && (
          <p dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {job.description}
          </p>
        )}
        <p className="fw-semibold" dir="auto" data-labour>
          <LabourLine job={job} />
        </p>
        <h2 className="h5">{t(messages.steps)}</h2>
        {job.steps.length === 0 ? (
          <p className="text-body-secondary">{t(messages.noSteps)}</p>
        ) : (
          <ol data-steps>
            {job.steps.map((s, i) => (
              <li key={i} dir="auto">
                {s.text}
                {s.reading && (
                  <span className="text-body-secondary">
                    {' '}
                    · {t(messages.stepReading, { unit: s.reading.unit, range: range(s.reading.min, s.reading.max) })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="col-lg-5">
        <h2 className="h6">{t(messages.classes)}</h2>
        <p>
          <ClassesText classes={job.classes} />
        </p>
        <h2 className="h6">{t(messages.permits)}</h2>
        {job.permits.length === 0 ? (
          <p className="text-body-secondary">{t(messages.noPermits)}</p>
        ) : (
          <ul data-permits>
            {job.permits.map((code) => (
              <li key={code}>
                <bdi className="fw-semibold">{code}</bdi> {t(PERMIT_NAMES[code])}
              </li>
            ))}
          </ul>
        )}
        <h2 className="h6">{t(messages.materials)}</h2>
        {job.materials.length === 0 ? (
          <p className="text-body-secondary">{t(messages.noMaterials)}</p>
        ) : (
          <ul data-materials>
            {job.materials.map((m, i) => (
              <li key={i}>{t(messages.materialLine, { quantity: intl.formatNumber(m.quantity), text: m.text })}</li>
            ))}
          </ul>
        )}
        <h2 className="h6">{t(messages.procedures)}</h2>
        {job.procedures.length === 0 ? (
          <p className="text-body-secondary">{t(messages.noProcedures)}</p>
        ) : (
          <ul>
            {job.procedures.map((id) => (
              <li key={id}>
                <ProcedureName id={id} />
              </li>
            ))}
          </ul>
        )}
        <h2 className="h6">{t(messages.tools)}</h2>
        {job.tools.length === 0 ? (
          <p className="text-body-secondary">{t(messages.noTools)}</p>
        ) : (
          <ul>
            {job.tools.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
