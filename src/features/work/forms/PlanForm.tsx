// Planning a work order before Ready-to-Schedule ("Triage and plan"): estimated hours,
// craft, who does it (the company's members), permits and materials — a part from the catalogue
// (picked by number, description or manufacturer's number, and then reserved on the order's
// parts card) or free text for a non-stock item — with a note for the timeline. Every problem is shown in words beside its field and nothing is sent; what was typed
// stays.
import { useId, useState } from 'react';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { TextField } from '../../../components/TextField';
import { type FormProblems, useForm } from '../../../lib/useForm';
import type { WorkPlan } from '../../../services/firebase/work';
import { selectCompany } from '../../company/companySlice';
import { selectSavedPlant } from '../../plant/plantSlice';
import { partsLive } from '../../inventory/inventoryLive';
import { isWholeUnit } from '../../../domain/inventory';
import { PERMIT_TYPES, type PermitType } from '../../../domain/referenceLists';
import {
  type MaterialDraft,
  MaterialLines,
  materialDraftsOf,
  materialsOf,
  type PartsByLabel,
  useCatalogueLabels,
} from '../../../components/planning/MaterialLines';
import type { WorkRow } from '../workSlice';
import { checkPlan, LIMITS, type PlanField } from '../workValidation';
import messages from './messages';
import { type FilledFrom, JobPlanFill } from './JobPlanFill';
import jobPlanMessages from '../../jobPlans/messages';
import { orderPlanFrom, requiredWith } from '../../../domain/jobPlans';
import { UserRole } from '../../../lib/currentUser';
import { PROCEDURE_LIMITS } from '../../../services/firebase/procedures';

const PROCEDURES_PER_ORDER = PROCEDURE_LIMITS.requiredPerOrder;
import { CRAFT_NAMES } from '../../../components/planning/messages';
import { PERMIT_NAMES } from '../messages';

export interface PlanFormProps {
  order: WorkRow;
  /**
   * `requiredProcedures`: the order's required procedures with a job plan's, when an admin filled
   * the plan from one (undefined: unchanged).
   */
  onSubmit: (plan: WorkPlan, note: string, requiredProcedures?: string[]) => void;
  onCancel: () => void;
  submitLabel: string;
}

type Field = PlanField | 'note';

/** A number typed in a field; empty or not a number is NaN (refused by the checks). */
export const parseHours = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** A member's name as the lists show it: "First Last", else the e-mail. */
export function memberName(m: { firstName: string; lastName: string; email: string }) {
  return `${m.firstName} ${m.lastName}`.trim() || m.email;
}

/** What the form holds (named like its inputs, so the first problem is focused). */
type Values = {
  estimatedHours: string;
  craft: string;
  assignees: string[];
  permits: PermitType[];
  materials: MaterialDraft[];
  note: string;
};

const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

const planOf = (v: Values, parts: PartsByLabel): WorkPlan => ({
  estimatedHours: parseHours(v.estimatedHours),
  craft: v.craft.trim(),
  assignees: v.assignees,
  permits: v.permits,
  materials: materialsOf(v.materials, parts),
});

function problemsOf(v: Values, parts: PartsByLabel): FormProblems<Field> {
  const found: FormProblems<Field> = checkPlan(planOf(v, parts));
  // A part counted in whole pieces is planned in whole pieces.
  if (
    !found.materials &&
    v.materials.some((m) => {
      const part = parts.get(m.text.trim());
      return part && isWholeUnit(part.unit) && !Number.isInteger(parseHours(m.quantity));
    })
  )
    found.materials = messages.materialWhole;
  if (v.note.trim().length > LIMITS.note) found.note = messages.noteTooLong;
  return found;
}

export function PlanForm({ order, onSubmit, onCancel, submitLabel }: PlanFormProps) {
  const id = useId();
  const members = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  const plan = order.plan;
  const company = useAppSelector(selectSavedPlant)?.company ?? null;
  const catalogue = partsLive.useLive(company)?.value?.items;
  const parts = useCatalogueLabels(catalogue);
  const admin = useAppSelector((s) => s.auth.currentUser?.role === UserRole.Admin);
  const [filled, setFilled] = useState<FilledFrom | null>(null);
  const { intl, values, set, setValues, field, problems, problem, handleSubmit } = useForm<Values>(
    {
      estimatedHours: plan ? String(plan.estimatedHours) : '',
      craft: plan?.craft ?? '',
      assignees: plan?.assignees ?? order.assignees,
      permits: plan?.permits ?? [],
      materials: materialDraftsOf(plan?.materials ?? []),
      note: '',
    },
    (v) => problemsOf(v, parts),
  );
  const required = filled && admin ? requiredWith(order.requiredProcedures, filled, PROCEDURES_PER_ORDER) : undefined;
  const submit = handleSubmit((v) => onSubmit(planOf(v, parts), v.note.trim(), required));
  const fill = (job: FilledFrom) => {
    const from = orderPlanFrom(job, values.assignees);
    setValues((v) => ({
      ...v,
      estimatedHours: String(from.estimatedHours),
      craft: from.craft,
      permits: from.permits,
      materials: materialDraftsOf(from.materials),
      note: v.note.trim()
        ? v.note
        : intl.formatMessage(jobPlanMessages.filledNote, { title: job.title, revision: job.revision }),
    }));
    setFilled(job);
  };
  const { materials } = values;

  const groupProblem = (field: Field) =>
    problems[field] ? (
      <div id={`${id}-${field}-problem`} className="invalid-feedback d-block">
        {problem(field)}
      </div>
    ) : null;
  const describedBy = (field: Field) => (problems[field] ? `${id}-${field}-problem` : undefined);

  // The estimate is the crew's labour: each person named does their share (2 people × 3 h = 6 h).
  const estimate = parseHours(values.estimatedHours);
  const crew = values.assignees.length;
  const crewHint =
    crew > 1 && Number.isFinite(estimate) && estimate > 0
      ? intl.formatMessage(messages.crewShare, { crew, hours: Math.round((estimate / crew) * 10) / 10 })
      : undefined;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        {intl.formatMessage(messages.planTitle)}
      </h2>
      <JobPlanFill id={id} equipmentId={order.equipmentId} onFill={fill} />
      {filled && (
        <p className="alert alert-success py-2" role="status" data-filled-from={filled.id}>
          {intl.formatMessage(jobPlanMessages.filled, {
            title: filled.title,
            revision: filled.revision,
            count: filled.crewSize,
          })}
          {required && required.length > order.requiredProcedures.length && (
            <>
              {' '}
              {intl.formatMessage(jobPlanMessages.filledProcedures, {
                count: required.length - order.requiredProcedures.length,
              })}
            </>
          )}
        </p>
      )}
      <div className="row g-3">
        <div className="col-sm-4">
          <TextField
            id={`${id}-hours`}
            name="estimatedHours"
            label={intl.formatMessage(messages.estimatedHours)}
            inputMode="decimal"
            hint={crewHint}
            {...field('estimatedHours')}
          />
        </div>
        <div className="col-sm-8">
          <TextField
            id={`${id}-craft`}
            name="craft"
            label={intl.formatMessage(messages.craft)}
            list={`${id}-crafts`}
            autoComplete="off"
            {...field('craft')}
            hint={intl.formatMessage(messages.craftHint)}
          />
          <datalist id={`${id}-crafts`}>
            {Object.values(CRAFT_NAMES).map((m) => (
              <option key={m.id} value={intl.formatMessage(m)} />
            ))}
          </datalist>
        </div>
      </div>

      <fieldset className="mb-3" aria-describedby={describedBy('assignees')}>
        <legend className="form-label fs-6">{intl.formatMessage(messages.assignees)}</legend>
        {members.length === 0 && <p className="text-body-secondary">{intl.formatMessage(messages.noMembers)}</p>}
        {members.map((m, i) => (
          <div className="form-check" key={m.id}>
            <input
              className={`form-check-input${problems.assignees ? ' is-invalid' : ''}`}
              type="checkbox"
              id={`${id}-member-${i}`}
              name={i === 0 ? 'assignees' : undefined}
              checked={values.assignees.includes(m.id)}
              onChange={(e) => set('assignees', toggle(values.assignees, m.id, e.target.checked))}
            />
            <label className="form-check-label" htmlFor={`${id}-member-${i}`}>
              {memberName(m)}
            </label>
          </div>
        ))}
        {groupProblem('assignees')}
      </fieldset>

      <fieldset className="mb-3" aria-describedby={describedBy('permits')}>
        <legend className="form-label fs-6">{intl.formatMessage(messages.permits)}</legend>
        <div className="row row-cols-1 row-cols-md-2 g-1">
          {PERMIT_TYPES.map((code, i) => (
            <div className="form-check col" key={code}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-permit-${code}`}
                name={i === 0 ? 'permits' : undefined}
                checked={values.permits.includes(code)}
                onChange={(e) => set('permits', toggle(values.permits, code, e.target.checked))}
              />
              <label className="form-check-label" htmlFor={`${id}-permit-${code}`}>
                <bdi className="fw-semibold">{code}</bdi> {intl.formatMessage(PERMIT_NAMES[code])}
              </label>
            </div>
          ))}
        </div>
        {groupProblem('permits')}
      </fieldset>

      <MaterialLines
        id={id}
        materials={materials}
        onMaterials={(next) => set('materials', next)}
        catalogue={catalogue}
        parts={parts}
        invalid={!!problems.materials}
        problem={groupProblem('materials')}
        describedBy={describedBy('materials')}
      />

      <div className="mb-3">
        <label htmlFor={`${id}-note`} className="form-label">
          {intl.formatMessage(messages.note)}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          className={`form-control${problems.note ? ' is-invalid' : ''}`}
          rows={2}
          value={values.note}
          onChange={(e) => set('note', e.target.value)}
          aria-invalid={problems.note ? true : undefined}
          aria-describedby={describedBy('note')}
        />
        {groupProblem('note')}
      </div>

      <div className="d-flex gap-2">
        <Button type="submit" color="primary">
          {submitLabel}
        </Button>
        <Button type="button" color="secondary" outline onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}
