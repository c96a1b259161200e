// Create or edit a maintenance plan (admins): every field of the plan with a visible
// label; every problem said beside its field, nothing sent and nothing typed lost; on save the
// plan's page opens once the plans saga has queued it (offline-first: at once).
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { TextField } from '../../../components/TextField';
import { DocumentTitle } from '../../../components/pageFocus';
import { useErrorText } from '../../../lib/useErrorText';
import { useForm } from '../../../lib/useForm';
import { useOpenEquipment } from '../../plant/equipmentLive';
import { selectEquipmentById, selectIsAdmin, selectPlantEquipment, selectSavedPlant } from '../../plant/plantSlice';
import { checkPlan, type PlanField } from '../planValidation';
import { planSaveRequested, selectPlans } from '../plansSlice';
import { useCapacity } from '../../work/schedule/scheduleLive';
import { WhenFields } from './WhenFields';
import { WorkFields } from './WorkFields';
import { EquipmentPicker } from '../../../components/equipment/EquipmentPicker';
import { selectPlanList, usePlansOpen, usePlansRetry } from '../plansLive';
import messages from './messages';
import { draftOf, inputOf, newDraft, type PlanDraft } from './planDraft';
import { StepsEditor, stepFieldId } from '../../../components/planning/StepsEditor';
import { stepDraftsOf } from '../../../components/planning/stepDrafts';
import planningMessages from '../../../components/planning/messages';
import { SelectField } from '../../../components/SelectField';
import { planWorkFrom } from '../../../domain/jobPlans';
import type { PlanInput } from '../../../services/firebase/plans';
import { useJobPlans } from '../../jobPlans/jobPlansLive';
import jobPlanMessages from '../../jobPlans/messages';
import { PROBLEMS } from '../messages';

/** Every job plan, archived ones too (a plan may still name one). */
const ALL_JOB_PLANS = { archived: true, search: '' };

/** Where a field's control is, to focus the first one with a problem. */
function fieldElementId(field: PlanField): string {
  const step = /^step\.(\d+)\.(text|unit|range)$/.exec(field);
  if (step) return stepFieldId(Number(step[1]), step[2] === 'range' ? 'min' : step[2]);
  return `plan-${field}`;
}

function PlanForm({ planId, initial }: { planId: string | null; initial: PlanDraft }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const byId = useAppSelector(selectEquipmentById);
  const equipment = useAppSelector(selectPlantEquipment);
  const plans = useAppSelector(selectPlanList);
  const { capacity } = useCapacity();
  const { lastSaved, writeError } = useAppSelector(selectPlans);
  const [sent, setSent] = useState(false);
  // Checked when sent (`check` below), once the meter's equipment document is known.
  const form = useForm<PlanDraft, PlanField>(initial, () => ({}), { fieldIds: fieldElementId });
  const draft = form.values;
  const set = (change: Partial<PlanDraft>) => form.setValues((d) => ({ ...d, ...change }));

  useEffect(() => {
    if (sent && lastSaved) void navigate(`/app/plans/${lastSaved}`);
  }, [sent, lastSaved, navigate]);

  // The meters of the equipment the meter trigger is on (its full document).
  const usesMeter = draft.trigger !== 'calendar';
  const meterEquipment = draft.meterEquipment || draft.equipmentIds[0] || '';
  const plant = useAppSelector(selectSavedPlant);
  const meterItem = useOpenEquipment(
    usesMeter && meterEquipment && plant ? { plant, eqid: meterEquipment } : null,
  ).item;
  const metersOf = (eqid: string) => (eqid === meterEquipment ? meterItem?.meters : undefined);
  const meters = metersOf(meterEquipment);
  // The job plans a plan may take its work from (and the one it has, archived or not).
  const jobPlans = useJobPlans(ALL_JOB_PLANS);
  const job = draft.jobPlanId ? (jobPlans.items.find((j) => j.id === draft.jobPlanId) ?? null) : null;
  /** What is saved: with a job plan, its current revision's work. */
  const inputFor = (d: PlanDraft): PlanInput => {
    const input = inputOf({ ...d, meterEquipment });
    const from = d.jobPlanId ? jobPlans.items.find((j) => j.id === d.jobPlanId) : undefined;
    return from
      ? { ...input, ...planWorkFrom(from), jobPlan: { id: from.id, revision: from.revision } }
      : { ...input, jobPlan: null };
  };
  const problemsOf = (d: PlanDraft) => {
    // The plan's checks name the values their messages need; the form's problems carry them.
    const found = checkPlan(inputFor(d), { metersOf, inPlant: (eqid) => byId.has(eqid) });
    const problems = Object.fromEntries(
      Object.entries(found).map(([field, p]) => [field, p && { ...p.message, values: p.values }]),
    );
    // A job plan this device does not know (yet): its work cannot be copied.
    if (d.jobPlanId && !jobPlans.items.some((j) => j.id === d.jobPlanId))
      problems.jobPlanId = { ...PROBLEMS.jobPlanUnknown, values: undefined };
    return problems;
  };
  const chooseJobPlan = (id: string) => {
    const chosen = jobPlans.items.find((j) => j.id === id);
    if (!chosen) return set({ jobPlanId: '' });
    set({
      jobPlanId: id,
      steps: stepDraftsOf(chosen.steps),
      hours: String(chosen.estimatedHours),
      craft: chosen.craft,
      permits: [...chosen.permits],
    });
  };

  const crafts = useMemo(
    () => [...new Set([...Object.keys(capacity), ...plans.items.map((p) => p.craft)])].filter(Boolean).sort(),
    [capacity, plans.items],
  );

  const say = (field: string): string | undefined => form.problem(field as PlanField);
  const submit = form.handleSubmit(
    (d) => {
      setSent(true);
      dispatch(planSaveRequested({ id: planId, input: inputFor(d) }));
    },
    { check: problemsOf },
  );
  const problemCount = Object.keys(form.problems).length;

  return (
    <Card>
      <CardBody>
        <ErrorAlert text={writeError && t(messages.writeFailed, { error: errorText(writeError) })} />
        {problemCount > 0 && (
          <p className="text-danger-emphasis" role="alert">
            {t(messages.problemsSummary, { count: problemCount })}
          </p>
        )}
        <form noValidate onSubmit={submit}>
          <h2 className="h5">{t(messages.sectionWhat)}</h2>
          <TextField
            id="plan-title"
            name="title"
            label={t(messages.title)}
            value={draft.title}
            onValue={(title) => set({ title })}
            problem={say('title')}
          />
          <EquipmentPicker
            id="plan-equipmentIds"
            name="equipmentIds"
            legend={t(messages.equipment)}
            findLabel={t(messages.findEquipment)}
            equipment={equipment}
            value={draft.equipmentIds}
            onValue={(equipmentIds) => set({ equipmentIds })}
            multiple
            removable
            status={t(messages.chosenEquipment, { count: draft.equipmentIds.length })}
            problem={say('equipmentIds')}
          />

          <SelectField
            id="plan-jobPlanId"
            name="jobPlanId"
            label={t(jobPlanMessages.planJobPlan)}
            value={draft.jobPlanId}
            onValue={chooseJobPlan}
            problem={say('jobPlanId')}
            hint={t(jobPlanMessages.planJobPlanHint)}
          >
            <option value="">{t(jobPlanMessages.planJobPlanNone)}</option>
            {draft.jobPlanId && !job && <option value={draft.jobPlanId}>{draft.jobPlanId}</option>}
            {jobPlans.items
              .filter((j) => !j.archived || j.id === draft.jobPlanId)
              .map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title} · {t(jobPlanMessages.revisionShort, { revision: j.revision })}
                </option>
              ))}
          </SelectField>
          {job ? (
            <section className="mb-3" aria-labelledby="plan-job-steps" data-plan-job-plan={job.id}>
              <h2 className="h5" id="plan-job-steps">
                {t(planningMessages.sectionSteps)}
              </h2>
              <p className="form-text mt-0">
                {t(jobPlanMessages.planFollows, { title: job.title, revision: job.revision })}
              </p>
              <ol>
                {job.steps.map((step, i) => (
                  <li key={i}>{step.text}</li>
                ))}
              </ol>
            </section>
          ) : (
            <StepsEditor steps={draft.steps} onSteps={(steps) => set({ steps })} problemOf={say} />
          )}

          <WorkFields draft={draft} set={set} say={say} crafts={crafts} locked={!!job} />
          <WhenFields draft={draft} set={set} say={say} meterEquipment={meterEquipment} meters={meters} />
          <div className="d-flex gap-2">
            <Button color="primary" type="submit">
              {t(messages.save)}
            </Button>
            <Button color="secondary" outline type="button" onClick={() => void navigate(-1)}>
              {t(messages.cancel)}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

export default function PlanEditPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { planId } = useParams();
  const saved = usePlansOpen();
  const retryPlans = usePlansRetry();
  const isAdmin = useAppSelector(selectIsAdmin);
  const plans = useAppSelector(selectPlanList);
  const existing = planId ? plans.items.find((p) => p.id === planId) : undefined;
  // "Does not exist" only on the server's word: this device's copy may hold a part of the list.
  const known = plans.status === 'ready' && !plans.fromCache;
  const title = planId ? t(messages.editTitle, { title: existing?.title ?? '' }) : t(messages.newTitle);

  let body;
  if (!saved) body = <p className="alert alert-info">{t(messages.noPlant)}</p>;
  else if (!isAdmin) body = <p className="alert alert-info">{t(messages.adminsOnly)}</p>;
  else if (!planId) body = <PlanForm planId={null} initial={newDraft()} />;
  else
    body = (
      <AsyncSection
        status={plans.status === 'failed' ? 'failed' : existing || known ? 'idle' : 'loading'}
        error={plans.error}
        hasData={!!existing || known}
        failedTitle={t(messages.listFailed)}
        onRetry={retryPlans}
      >
        {existing ? (
          <PlanForm key={existing.id} planId={existing.id} initial={draftOf(existing)} />
        ) : (
          <p className="alert alert-warning">{t(messages.planMissing)}</p>
        )}
      </AsyncSection>
    );

  return (
    <>
      <DocumentTitle page={title} />
      <nav aria-label={t(messages.backToPlans)} className="small mb-2">
        <Link to="/app/plans">{t(messages.backToPlans)}</Link>
      </nav>
      <h1 className="h3" tabIndex={-1}>
        {title}
      </h1>
      {body}
    </>
  );
}
