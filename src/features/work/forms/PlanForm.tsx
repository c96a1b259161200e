// Planning a work order before Ready-to-Schedule ("Triage and plan"): estimated hours,
// craft, who does it (the company's members), permits and materials — a part from the catalogue
// (picked by number, description or manufacturer's number, and then reserved on the order's
// parts card) or free text for a non-stock item — with a note for the timeline. Every problem is shown in words beside its field and nothing is sent; what was typed
// stays.
import { useId, useMemo } from 'react';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { TextField } from '../../../components/TextField';
import { type FormProblems, useForm } from '../../../lib/useForm';
import type { WorkPlan } from '../../../services/firebase/work';
import { selectCompany } from '../../company/companySlice';
import { selectSavedPlant } from '../../plant/plantSlice';
import { partsLive } from '../../inventory/inventoryLive';
import type { Part } from '../../../services/firebase/inventory';
import { isWholeUnit, partLabel as catalogueLabel, partsMatching } from '../../../domain/inventory';
import { UNIT_NAMES } from '../../../components/inventory/names';
import { PERMIT_TYPES, type PermitType } from '../../../domain/referenceLists';
import type { WorkRow } from '../workSlice';
import { checkPlan, LIMITS, type PlanField } from '../workValidation';
import messages, { CRAFT_NAMES } from './messages';
import { PERMIT_NAMES } from '../messages';

export interface PlanFormProps {
  order: WorkRow;
  onSubmit: (plan: WorkPlan, note: string) => void;
  onCancel: () => void;
  submitLabel: string;
}

interface MaterialDraft {
  text: string;
  quantity: string;
  /** The catalogue part the plan already names for this text (kept while the text is not changed). */
  partId?: string;
  /** The text the plan stored with that part. */
  savedText?: string;
}

const partLabel = (p: Part) => catalogueLabel(p, LIMITS.materialText);

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

/** The catalogue's parts by the label a material line shows. */
type PartsByLabel = ReadonlyMap<string, Part>;

/**
 * The part a line names: the catalogue's part with this label, else the part the plan already
 * named while its text is unchanged (the catalogue may not have arrived yet, or be out of reach
 * offline: re-saving a plan never drops its parts).
 */
const partIdOf = (m: MaterialDraft, parts: PartsByLabel): string | undefined =>
  parts.get(m.text.trim())?.id ?? (m.partId && m.text.trim() === m.savedText ? m.partId : undefined);

const planOf = (v: Values, parts: PartsByLabel): WorkPlan => ({
  estimatedHours: parseHours(v.estimatedHours),
  craft: v.craft.trim(),
  assignees: v.assignees,
  permits: v.permits,
  materials: v.materials.map((m) => {
    const partId = partIdOf(m, parts);
    return { text: m.text.trim(), quantity: parseHours(m.quantity), ...(partId ? { partId } : {}) };
  }),
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
  const parts = useMemo(() => new Map((catalogue ?? []).map((p) => [partLabel(p), p])), [catalogue]);
  const { intl, values, set, field, problems, problem, handleSubmit } = useForm<Values>(
    {
      estimatedHours: plan ? String(plan.estimatedHours) : '',
      craft: plan?.craft ?? '',
      assignees: plan?.assignees ?? order.assignees,
      permits: plan?.permits ?? [],
      materials:
        plan?.materials.map((m) => ({
          text: m.text,
          quantity: String(m.quantity),
          ...(m.partId ? { partId: m.partId, savedText: m.text.trim() } : {}),
        })) ?? [],
      note: '',
    },
    (v) => problemsOf(v, parts),
  );
  const submit = handleSubmit((v) => onSubmit(planOf(v, parts), v.note.trim()));
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

      <fieldset className="mb-3" aria-describedby={describedBy('materials')}>
        <legend className="form-label fs-6">{intl.formatMessage(messages.materials)}</legend>
        {materials.length === 0 && <p className="text-body-secondary">{intl.formatMessage(messages.noMaterials)}</p>}
        {materials.map((m, i) => {
          const n = { n: i + 1 };
          const change = (part: Partial<MaterialDraft>) =>
            set(
              'materials',
              materials.map((x, j) => (j === i ? { ...x, ...part } : x)),
            );
          const part = parts.get(m.text.trim());
          const listId = `${id}-parts-${i}`;
          return (
            <div className="mb-2" key={i}>
              <div className="d-flex gap-2 align-items-center">
                <input
                  className={`form-control${problems.materials ? ' is-invalid' : ''}`}
                  name={i === 0 ? 'materials' : undefined}
                  aria-label={intl.formatMessage(messages.materialText, n)}
                  aria-describedby={`${listId}-hint`}
                  list={catalogue?.length ? listId : undefined}
                  autoComplete="off"
                  value={m.text}
                  onChange={(e) => change({ text: e.target.value })}
                />
                {catalogue && catalogue.length > 0 && (
                  <datalist id={listId}>
                    {partsMatching(catalogue, part ? '' : m.text).map((p) => (
                      <option key={p.id} value={partLabel(p)} />
                    ))}
                  </datalist>
                )}
                <input
                  className={`form-control w-auto${problems.materials ? ' is-invalid' : ''}`}
                  style={{ maxWidth: '8rem' }}
                  inputMode="decimal"
                  aria-label={intl.formatMessage(messages.materialQuantity, n)}
                  value={m.quantity}
                  onChange={(e) => change({ quantity: e.target.value })}
                />
                <Button
                  type="button"
                  color="link"
                  className="text-danger"
                  onClick={() =>
                    set(
                      'materials',
                      materials.filter((_, j) => j !== i),
                    )
                  }
                >
                  {intl.formatMessage(messages.removeMaterial, n)}
                </Button>
              </div>
              <div id={`${listId}-hint`} className="form-text mt-0" data-material-part={part?.id ?? ''}>
                {part
                  ? intl.formatMessage(messages.materialFromCatalogue, {
                      unit: intl.formatMessage(UNIT_NAMES[part.unit]),
                    })
                  : m.text.trim()
                    ? intl.formatMessage(messages.materialFreeText)
                    : catalogue?.length
                      ? intl.formatMessage(messages.materialPickHint)
                      : null}
              </div>
            </div>
          );
        })}
        <Button
          type="button"
          color="secondary"
          outline
          size="sm"
          onClick={() => set('materials', [...materials, { text: '', quantity: '1' }])}
        >
          {intl.formatMessage(messages.addMaterial)}
        </Button>
        {groupProblem('materials')}
      </fieldset>

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
