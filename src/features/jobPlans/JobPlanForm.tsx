// The job plan form: new and edit (admins publish a revision) and propose (any member, with a
// note of what changed). Every problem is shown in words beside its field and nothing is sent;
// what was typed stays.
import { useId, useMemo } from 'react';
import { Button, Card, CardBody } from 'reactstrap';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorAlert } from '../../components/ErrorAlert';
import { TextAreaField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { checkJobPlan, JOB_PLAN_LIMITS, type JobPlanContent, type JobPlanProblem } from '../../domain/jobPlans';
import { PERMIT_TYPES, type PermitType } from '../../domain/referenceLists';
import { newId } from '../../lib/ids';
import { type FormProblems, useForm } from '../../lib/useForm';
import { LIBRARY_NOTE_MAX } from '../../services/firebase/library';
import { partsLive } from '../inventory/inventoryLive';
import { stepDraftsOf, stepsOf, type StepDraft } from '../../components/planning/stepDrafts';
import { StepsEditor } from '../../components/planning/StepsEditor';
import { libraryLive } from '../procedures/proceduresLive';
import { PERMIT_NAMES } from '../work/messages';
import { CRAFT_NAMES } from '../../components/planning/messages';
import {
  type MaterialDraft,
  MaterialLines,
  materialDraftsOf,
  materialsOf,
  type PartsByLabel,
  useCatalogueLabels,
} from '../../components/planning/MaterialLines';
import messages, { PROBLEMS } from './messages';
import { ProcedureName, useClassNames } from './JobPlanBits';
import { jobPlanProposeRequested, jobPlanPublishRequested } from './jobPlansSlice';

export type FormMode = 'new' | 'edit' | 'propose';

interface Values {
  title: string;
  description: string;
  craft: string;
  estimatedHours: string;
  crewSize: string;
  steps: StepDraft[];
  permits: PermitType[];
  materials: MaterialDraft[];
  procedures: string[];
  tools: string;
  classes: string[];
  note: string;
}

type Field = keyof Values | `step.${number}.${'text' | 'range'}`;

const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim().replace(',', '.')));

export const EMPTY_JOB_PLAN: JobPlanContent = {
  title: '',
  description: '',
  steps: [],
  craft: '',
  estimatedHours: 0,
  crewSize: 1,
  permits: [],
  materials: [],
  procedures: [],
  tools: [],
  classes: [],
};

const valuesOf = (c: JobPlanContent): Values => ({
  title: c.title,
  description: c.description,
  craft: c.craft,
  estimatedHours: c.estimatedHours > 0 ? String(c.estimatedHours) : '',
  crewSize: String(c.crewSize),
  steps: stepDraftsOf(c.steps),
  permits: [...c.permits],
  materials: materialDraftsOf(c.materials),
  procedures: [...c.procedures],
  tools: c.tools.join('\n'),
  classes: [...c.classes],
  note: '',
});

const contentOf = (v: Values, parts: PartsByLabel): JobPlanContent => ({
  title: v.title,
  description: v.description,
  steps: stepsOf(v.steps),
  craft: v.craft,
  estimatedHours: numberOf(v.estimatedHours),
  crewSize: numberOf(v.crewSize),
  permits: v.permits,
  materials: materialsOf(v.materials, parts),
  procedures: v.procedures,
  tools: v.tools
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean),
  classes: v.classes,
});

function problemsOf(v: Values, parts: PartsByLabel): FormProblems<Field> {
  const found: FormProblems<Field> = {};
  for (const [field, code] of Object.entries(checkJobPlan(contentOf(v, parts))) as [string, JobPlanProblem][]) {
    const step = /^step\.(\d+)$/.exec(field);
    const at: Field = step
      ? `step.${Number(step[1])}.${code === 'stepText' ? 'text' : 'range'}`
      : field.startsWith('material.')
        ? 'materials'
        : (field as Field);
    found[at] ??= PROBLEMS[code];
  }
  if (v.tools.split('\n').some((x) => x.trim().length > JOB_PLAN_LIMITS.tool)) found.tools ??= PROBLEMS.toolsTooMany;
  if (v.note.trim().length > LIBRARY_NOTE_MAX) found.note = messages.noteTooLong;
  return found;
}

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list.filter((x) => x !== value), value] : list.filter((x) => x !== value);

const ALL_PROCEDURES = { category: null, archived: false, search: '' };

interface Props {
  mode: FormMode;
  /** The job plan edited (null for a new one). */
  id: string | null;
  initial: JobPlanContent;
  revision: number;
  archived: boolean;
}

export function JobPlanForm({ mode, id, initial, revision, archived }: Props) {
  const formId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const catalogue = partsLive.useLive(company)?.value?.items;
  const parts = useCatalogueLabels(catalogue);
  const library = libraryLive.useLive(company ? { company, filter: ALL_PROCEDURES } : null);
  const procedures = useMemo(() => library?.value?.items ?? [], [library]);
  const { classes, className } = useClassNames();
  const { intl, values, set, field, problems, problem, handleSubmit } = useForm<Values, Field>(
    valuesOf(initial),
    (v) => problemsOf(v, parts),
    { fieldIds: (f) => (f.startsWith('step.') ? `plan-step-${f.split('.')[1]}-text` : `job-plan-${f}`) },
  );
  const t = intl.formatMessage;

  const onSubmit = handleSubmit((v) => {
    const content = contentOf(v, parts);
    if (mode === 'propose' && id) {
      const proposalId = newId();
      dispatch(jobPlanProposeRequested({ jobPlanId: id, proposalId, content, note: v.note }));
      void navigate(`/app/job-plans/${id}/proposals/${proposalId}`);
      return;
    }
    const jobPlanId = id ?? newId();
    dispatch(jobPlanPublishRequested({ id: jobPlanId, isNew: mode === 'new', content, note: v.note, archived }));
    void navigate(`/app/job-plans/${jobPlanId}`);
  });

  const hours = numberOf(values.estimatedHours);
  const crew = numberOf(values.crewSize);
  const durationHint =
    hours > 0 && Number.isInteger(crew) && crew >= 1
      ? t(messages.durationHint, { duration: intl.formatNumber(Math.round((hours / crew) * 100) / 100) })
      : undefined;
  const groupProblem = (f: Field) =>
    problems[f] ? (
      <div id={`${formId}-${f}-problem`} className="invalid-feedback d-block">
        {problem(f)}
      </div>
    ) : null;
  const describedBy = (f: Field) => (problems[f] ? `${formId}-${f}-problem` : undefined);
  const submitText =
    mode === 'propose'
      ? t(messages.sendProposal)
      : mode === 'new'
        ? t(messages.publish)
        : t(messages.publishRevision, { revision: revision + 1 });
  const listed = new Set(procedures.map((p) => p.id));

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={onSubmit}>
          <ErrorAlert text={Object.keys(problems).length > 0 ? t(messages.problemsFound) : null} />
          <TextField id="job-plan-title" name="title" label={t(messages.fieldTitle)} required {...field('title')} />
          <TextAreaField
            id="job-plan-description"
            name="description"
            rows={2}
            label={t(messages.fieldDescription)}
            {...field('description')}
          />
          <div className="row g-3">
            <div className="col-md-6">
              <TextField
                id="job-plan-craft"
                name="craft"
                label={t(messages.fieldCraft)}
                list={`${formId}-crafts`}
                autoComplete="off"
                {...field('craft')}
              />
              <datalist id={`${formId}-crafts`}>
                {Object.values(CRAFT_NAMES).map((m) => (
                  <option key={m.id} value={t(m)} />
                ))}
              </datalist>
            </div>
            <div className="col-md-3">
              <TextField
                id="job-plan-estimatedHours"
                name="estimatedHours"
                label={t(messages.fieldHours)}
                inputMode="decimal"
                hint={durationHint}
                {...field('estimatedHours')}
              />
            </div>
            <div className="col-md-3">
              <TextField
                id="job-plan-crewSize"
                name="crewSize"
                label={t(messages.fieldCrew)}
                inputMode="numeric"
                {...field('crewSize')}
              />
            </div>
          </div>

          <StepsEditor
            steps={values.steps}
            onSteps={(steps) => set('steps', steps)}
            problemOf={(f) => problem(f as Field)}
          />

          <fieldset className="mb-3" aria-describedby={describedBy('permits')}>
            <legend className="form-label fs-6">{t(messages.permits)}</legend>
            <div className="row row-cols-1 row-cols-md-2 g-1">
              {PERMIT_TYPES.map((code, i) => (
                <div className="form-check col" key={code}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${formId}-permit-${code}`}
                    name={i === 0 ? 'permits' : undefined}
                    checked={values.permits.includes(code)}
                    onChange={(e) => set('permits', toggle(values.permits, code, e.target.checked))}
                  />
                  <label className="form-check-label" htmlFor={`${formId}-permit-${code}`}>
                    <bdi className="fw-semibold">{code}</bdi> {t(PERMIT_NAMES[code])}
                  </label>
                </div>
              ))}
            </div>
            {groupProblem('permits')}
          </fieldset>

          <MaterialLines
            id={formId}
            materials={values.materials}
            onMaterials={(next) => set('materials', next)}
            catalogue={catalogue}
            parts={parts}
            invalid={!!problems.materials}
            problem={groupProblem('materials')}
            describedBy={describedBy('materials')}
          />

          <fieldset className="mb-3" aria-describedby={describedBy('procedures')}>
            <legend className="form-label fs-6">{t(messages.fieldProcedures)}</legend>
            {procedures.length === 0 && values.procedures.length === 0 && (
              <p className="text-body-secondary">{t(messages.noProceduresInLibrary)}</p>
            )}
            {values.procedures
              .filter((pid) => !listed.has(pid))
              .map((pid) => (
                <div className="form-check" key={pid}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${formId}-procedure-${pid}`}
                    checked
                    onChange={() => set('procedures', toggle(values.procedures, pid, false))}
                  />
                  <label className="form-check-label" htmlFor={`${formId}-procedure-${pid}`}>
                    <ProcedureName id={pid} />
                  </label>
                </div>
              ))}
            {procedures.map((p, i) => (
              <div className="form-check" key={p.id}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${formId}-procedure-${p.id}`}
                  name={i === 0 ? 'procedures' : undefined}
                  checked={values.procedures.includes(p.id)}
                  onChange={(e) => set('procedures', toggle(values.procedures, p.id, e.target.checked))}
                />
                <label className="form-check-label" htmlFor={`${formId}-procedure-${p.id}`}>
                  {p.title}
                </label>
              </div>
            ))}
            {groupProblem('procedures')}
          </fieldset>

          <TextAreaField id="job-plan-tools" name="tools" rows={3} label={t(messages.fieldTools)} {...field('tools')} />

          <fieldset className="mb-3" aria-describedby={describedBy('classes')}>
            <legend className="form-label fs-6">{t(messages.fieldClasses)}</legend>
            <div className="row row-cols-2 row-cols-md-4 g-1">
              {classes.map((code, i) => (
                <div className="form-check col" key={code}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`${formId}-class-${code}`}
                    name={i === 0 ? 'classes' : undefined}
                    checked={values.classes.includes(code)}
                    onChange={(e) => set('classes', toggle(values.classes, code, e.target.checked))}
                  />
                  <label className="form-check-label" htmlFor={`${formId}-class-${code}`}>
                    {className(code)}
                  </label>
                </div>
              ))}
            </div>
            {groupProblem('classes')}
          </fieldset>

          {mode !== 'new' && (
            <TextAreaField id="job-plan-note" name="note" rows={2} label={t(messages.fieldNote)} {...field('note')} />
          )}
          <div className="d-flex gap-2">
            <Button type="submit" color="primary">
              {submitText}
            </Button>
            <Button type="button" color="secondary" outline onClick={() => void navigate(-1)}>
              {t(messages.cancel)}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
