// Planning a work order before Ready-to-Schedule ("Triage and plan"): estimated hours,
// craft, who does it (the company's members), permits and materials, with a note for the
// timeline. Every problem is shown in words beside its field and nothing is sent; what was typed
// stays.
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { TextField } from '../../../components/TextField';
import type { AppMessage } from '../../../i18n/defineMessages';
import type { WorkPlan } from '../../../services/firebase/work';
import { selectCompany } from '../../company/companySlice';
import { PERMIT_TYPES, type PermitType } from '../../../domain/referenceLists';
import type { WorkRow } from '../workSlice';
import { checkPlan, LIMITS, type PlanField, type Problems } from '../workValidation';
import messages, { CRAFT_NAMES } from './messages';

export interface PlanFormProps {
  order: WorkRow;
  onSubmit: (plan: WorkPlan, note: string) => void;
  onCancel: () => void;
  submitLabel: string;
}

interface MaterialDraft {
  text: string;
  quantity: string;
}

type Field = PlanField | 'note';

/** A number typed in a field; empty or not a number is NaN (refused by the checks). */
export const parseHours = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** A member's name as the lists show it: "First Last", else the e-mail. */
export function memberName(m: { firstName: string; lastName: string; email: string }) {
  return `${m.firstName} ${m.lastName}`.trim() || m.email;
}

export function PlanForm({ order, onSubmit, onCancel, submitLabel }: PlanFormProps) {
  const intl = useIntl();
  const id = useId();
  const members = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  const plan = order.plan;
  const [hours, setHours] = useState(plan ? String(plan.estimatedHours) : '');
  const [craft, setCraft] = useState(plan?.craft ?? '');
  const [assignees, setAssignees] = useState<string[]>(plan?.assignees ?? order.assignees);
  const [permits, setPermits] = useState<PermitType[]>(plan?.permits ?? []);
  const [materials, setMaterials] = useState<MaterialDraft[]>(
    plan?.materials.map((m) => ({ text: m.text, quantity: String(m.quantity) })) ?? [],
  );
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});

  const say = (m: AppMessage | undefined) => (m ? intl.formatMessage(m) : undefined);
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

  const draft = (): WorkPlan => ({
    estimatedHours: parseHours(hours),
    craft: craft.trim(),
    assignees,
    permits,
    materials: materials.map((m) => ({ text: m.text.trim(), quantity: parseHours(m.quantity) })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft();
    const found: Problems<Field> = checkPlan(next);
    if (note.trim().length > LIMITS.note) found.note = messages.noteTooLong;
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(next, note.trim());
  };

  const problemOf = (field: Field) => say(problems[field]);
  const groupProblem = (field: Field) =>
    problems[field] ? (
      <div id={`${id}-${field}-problem`} className="invalid-feedback d-block">
        {problemOf(field)}
      </div>
    ) : null;
  const describedBy = (field: Field) => (problems[field] ? `${id}-${field}-problem` : undefined);

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
            value={hours}
            onValue={setHours}
            problem={problemOf('estimatedHours')}
          />
        </div>
        <div className="col-sm-8">
          <TextField
            id={`${id}-craft`}
            name="craft"
            label={intl.formatMessage(messages.craft)}
            list={`${id}-crafts`}
            autoComplete="off"
            value={craft}
            onValue={setCraft}
            problem={problemOf('craft')}
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
              checked={assignees.includes(m.id)}
              onChange={(e) => setAssignees((list) => toggle(list, m.id, e.target.checked))}
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
        <div className="d-flex flex-wrap gap-3">
          {PERMIT_TYPES.map((code, i) => (
            <div className="form-check" key={code}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-permit-${code}`}
                name={i === 0 ? 'permits' : undefined}
                checked={permits.includes(code)}
                onChange={(e) => setPermits((list) => toggle(list, code, e.target.checked))}
              />
              <label className="form-check-label" htmlFor={`${id}-permit-${code}`}>
                {code}
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
          const set = (change: Partial<MaterialDraft>) =>
            setMaterials((list) => list.map((x, j) => (j === i ? { ...x, ...change } : x)));
          return (
            <div className="d-flex gap-2 align-items-center mb-2" key={i}>
              <input
                className={`form-control${problems.materials ? ' is-invalid' : ''}`}
                name={i === 0 ? 'materials' : undefined}
                aria-label={intl.formatMessage(messages.materialText, n)}
                value={m.text}
                onChange={(e) => set({ text: e.target.value })}
              />
              <input
                className={`form-control w-auto${problems.materials ? ' is-invalid' : ''}`}
                style={{ maxWidth: '8rem' }}
                inputMode="decimal"
                aria-label={intl.formatMessage(messages.materialQuantity, n)}
                value={m.quantity}
                onChange={(e) => set({ quantity: e.target.value })}
              />
              <Button
                type="button"
                color="link"
                className="text-danger"
                onClick={() => setMaterials((list) => list.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(messages.removeMaterial, n)}
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          color="secondary"
          outline
          size="sm"
          onClick={() => setMaterials((list) => [...list, { text: '', quantity: '1' }])}
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
          value={note}
          onChange={(e) => setNote(e.target.value)}
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
