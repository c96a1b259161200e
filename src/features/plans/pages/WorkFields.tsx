// The plan editor's "The work" section: work type, estimated hours, craft, who the orders go to,
// permits and whether completion needs a signature.
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../store/hooks';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { selectCompany } from '../../company/companySlice';
import { PERMIT_NAMES, WORK_TYPE_NAMES } from '../../work/messages';
import { PERMIT_TYPES, WORK_TYPE_CODES, type WorkTypeCode } from '../../../domain/referenceLists';
import messages from './messages';
import type { PlanDraft } from './planDraft';

interface Props {
  draft: PlanDraft;
  set: (change: Partial<PlanDraft>) => void;
  /** The problem with a field, in words. */
  say: (field: string) => string | undefined;
  /** Crafts to suggest (the schedule's and other plans'). */
  crafts: string[];
  /** The labour, craft and permits are a job plan's: shown, not edited here. */
  locked?: boolean;
}

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

export function WorkFields({ draft, set, say, crafts, locked = false }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const members = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  const problems = { assignees: say('assignees'), permits: say('permits') };
  return (
    <>
      <h2 className="h5 mt-4">{t(messages.sectionWork)}</h2>
      <div className="row g-3">
        <div className="col-md-6">
          <SelectField
            id="plan-workType"
            name="workType"
            label={t(messages.workType)}
            value={draft.workType}
            onValue={(workType) => set({ workType: workType as WorkTypeCode })}
            problem={say('workType')}
          >
            {WORK_TYPE_CODES.map((code) => (
              <option key={code} value={code}>
                {code} – {t(WORK_TYPE_NAMES[code])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-md-3">
          <TextField
            id="plan-estimatedHours"
            name="estimatedHours"
            label={t(messages.hours)}
            inputMode="decimal"
            value={draft.hours}
            readOnly={locked}
            onValue={(hours) => set({ hours })}
            problem={say('estimatedHours')}
          />
        </div>
        <div className="col-md-3">
          <TextField
            id="plan-craft"
            name="craft"
            label={t(messages.craft)}
            list="plan-crafts"
            autoComplete="off"
            value={draft.craft}
            readOnly={locked}
            onValue={(craft) => set({ craft })}
            problem={say('craft')}
            hint={t(messages.craftHint)}
          />
          <datalist id="plan-crafts">
            {crafts.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
      </div>
      <fieldset className="mb-3" aria-describedby={problems.assignees ? 'plan-assignees-problem' : undefined}>
        <legend className="form-label fs-6">{t(messages.assignees)}</legend>
        {members.length === 0 && <p className="text-body-secondary">{t(messages.noMembers)}</p>}
        <div className="d-flex flex-wrap gap-3">
          {members.map((m, i) => (
            <div className="form-check" key={m.id}>
              <input
                className="form-check-input"
                type="checkbox"
                id={i === 0 ? 'plan-assignees' : `plan-member-${m.id}`}
                checked={draft.assignees.includes(m.id)}
                onChange={(e) => set({ assignees: toggle(draft.assignees, m.id, e.target.checked) })}
              />
              <label className="form-check-label" htmlFor={i === 0 ? 'plan-assignees' : `plan-member-${m.id}`}>
                {`${m.firstName} ${m.lastName}`.trim() || m.email}
              </label>
            </div>
          ))}
        </div>
        {problems.assignees && (
          <div id="plan-assignees-problem" className="invalid-feedback d-block">
            {say('assignees')}
          </div>
        )}
      </fieldset>
      <fieldset className="mb-3" aria-describedby={problems.permits ? 'plan-permits-problem' : undefined}>
        <legend className="form-label fs-6">{t(messages.permits)}</legend>
        <div className="row row-cols-1 row-cols-md-2 g-1">
          {PERMIT_TYPES.map((code, i) => (
            <div className="form-check col" key={code}>
              <input
                className="form-check-input"
                type="checkbox"
                id={i === 0 ? 'plan-permits' : `plan-permit-${code}`}
                checked={draft.permits.includes(code)}
                disabled={locked}
                onChange={(e) => set({ permits: toggle(draft.permits, code, e.target.checked) })}
              />
              <label className="form-check-label" htmlFor={i === 0 ? 'plan-permits' : `plan-permit-${code}`}>
                <bdi className="fw-semibold">{code}</bdi> {t(PERMIT_NAMES[code])}
              </label>
            </div>
          ))}
        </div>
        {problems.permits && (
          <div id="plan-permits-problem" className="invalid-feedback d-block">
            {say('permits')}
          </div>
        )}
      </fieldset>
      <div className="form-check mb-3">
        <input
          id="plan-signature"
          type="checkbox"
          className="form-check-input"
          checked={draft.signatureRequired}
          onChange={(e) => set({ signatureRequired: e.target.checked })}
        />
        <label className="form-check-label" htmlFor="plan-signature">
          {t(messages.signature)}
        </label>
      </div>
    </>
  );
}
