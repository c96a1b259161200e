// The plan editor's "When" section: the trigger (calendar, meter or whichever first), the
// interval, the meter of one of the plan's equipment, fixed or floating scheduling, lead time,
// start date and whether the plan is active.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { DateInput } from '../../../components/DateInput';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { Meter } from '../../../services/firebase/assets';
import { INTERVAL_UNITS, PLAN_TRIGGERS, SCHEDULINGS } from '../../../services/firebase/plans';
import { selectEquipmentById } from '../../plant/plantSlice';
import { SCHEDULING_HINTS, SCHEDULING_NAMES, TRIGGER_NAMES, UNIT_NAMES } from '../messages';
import messages from './messages';
import type { PlanDraft } from './planDraft';

interface Props {
  draft: PlanDraft;
  set: (change: Partial<PlanDraft>) => void;
  /** The problem with a field, in words. */
  say: (field: string) => string | undefined;
  /** The equipment the meter is on (chosen, else the plan's first). */
  meterEquipment: string;
  /** Its meters; undefined while its document loads. */
  meters: readonly Meter[] | undefined;
}

export function WhenFields({ draft, set, say, meterEquipment, meters }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const byId = useAppSelector(selectEquipmentById);
  const usesMeter = draft.trigger !== 'calendar';
  const meterTag = byId.get(meterEquipment)?.tag ?? meterEquipment;
  const meterUnit = meters?.find((m) => m.id === draft.meterId)?.unit;
  return (
    <>
      <h2 className="h5 mt-4">{t(messages.sectionWhen)}</h2>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t(messages.trigger)}</legend>
        {PLAN_TRIGGERS.map((trigger) => (
          <div className="form-check form-check-inline" key={trigger}>
            <input
              id={`plan-trigger-${trigger}`}
              type="radio"
              name="trigger"
              className="form-check-input"
              checked={draft.trigger === trigger}
              onChange={() => set({ trigger })}
            />
            <label className="form-check-label" htmlFor={`plan-trigger-${trigger}`}>
              {t(TRIGGER_NAMES[trigger])}
            </label>
          </div>
        ))}
      </fieldset>
      {draft.trigger !== 'meter' && (
        <div className="row g-3">
          <div className="col-sm-4">
            <TextField
              id="plan-intervalEvery"
              name="intervalEvery"
              label={t(messages.every)}
              inputMode="numeric"
              value={draft.every}
              onValue={(every) => set({ every })}
              problem={say('intervalEvery')}
            />
          </div>
          <div className="col-sm-4">
            <SelectField
              id="plan-intervalUnit"
              label={t(messages.unit)}
              value={draft.unit}
              onValue={(unit) => set({ unit: unit as PlanDraft['unit'] })}
            >
              {INTERVAL_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(UNIT_NAMES[u])}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      )}
      {usesMeter && (
        <div className="row g-3">
          <div className="col-sm-4">
            <SelectField
              id="plan-meterEquipment"
              label={t(messages.meterEquipment)}
              value={meterEquipment}
              onValue={(eqid) => set({ meterEquipment: eqid, meterId: '' })}
            >
              {draft.equipmentIds.length === 0 && <option value="">{t(messages.chosenEquipment, { count: 0 })}</option>}
              {draft.equipmentIds.map((eqid) => (
                <option key={eqid} value={eqid}>
                  {byId.get(eqid)?.tag ?? eqid}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-sm-4">
            <SelectField
              id="plan-meterId"
              name="meterId"
              label={t(messages.meter)}
              value={draft.meterId}
              onValue={(meterId) => set({ meterId })}
              problem={say('meterId')}
            >
              <option value="">{t(messages.chooseMeter)}</option>
              {(meters ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {t(messages.meterOption, { name: m.name, unit: m.unit })}
                </option>
              ))}
            </SelectField>
            {meterEquipment && !meters && (
              <p className="small text-body-secondary" role="status">
                {t(messages.metersLoading, { tag: meterTag })}
              </p>
            )}
            {meters && meters.length === 0 && (
              <p className="small text-warning-emphasis" role="status">
                {t(messages.noMeters, { tag: meterTag })}{' '}
                <Link to={`/app/assets/equipment/${meterEquipment}`}>
                  <bdi>{meterTag}</bdi>
                </Link>
              </p>
            )}
          </div>
          <div className="col-sm-4">
            <TextField
              id="plan-meterEvery"
              name="meterEvery"
              label={meterUnit ? t(messages.meterEveryUnit, { unit: meterUnit }) : t(messages.meterEveryField)}
              inputMode="numeric"
              value={draft.meterEvery}
              onValue={(meterEvery) => set({ meterEvery })}
              problem={say('meterEvery')}
            />
          </div>
        </div>
      )}
      <fieldset className="mb-3" aria-describedby="plan-scheduling-hint">
        <legend className="form-label fs-6">{t(messages.scheduling)}</legend>
        {SCHEDULINGS.map((s) => (
          <div className="form-check form-check-inline" key={s}>
            <input
              id={`plan-scheduling-${s}`}
              type="radio"
              name="scheduling"
              className="form-check-input"
              checked={draft.scheduling === s}
              onChange={() => set({ scheduling: s })}
            />
            <label className="form-check-label" htmlFor={`plan-scheduling-${s}`}>
              {t(SCHEDULING_NAMES[s])}
            </label>
          </div>
        ))}
        <p id="plan-scheduling-hint" className="form-text mb-0">
          {t(SCHEDULING_HINTS[draft.scheduling])}
        </p>
      </fieldset>
      <div className="row g-3">
        <div className="col-sm-4">
          <TextField
            id="plan-leadDays"
            name="leadDays"
            label={t(messages.leadDaysField)}
            inputMode="numeric"
            value={draft.leadDays}
            onValue={(leadDays) => set({ leadDays })}
            problem={say('leadDays')}
            hint={t(messages.leadHint)}
          />
        </div>
        <div className="col-sm-4">
          <DateInput
            id="plan-startDate"
            label={t(messages.startDate)}
            value={draft.startDate}
            onValue={(startDate) => set({ startDate })}
            problem={say('startDate')}
            className="mb-3"
          />
        </div>
      </div>
      <div className="form-check mb-3">
        <input
          id="plan-active"
          type="checkbox"
          className="form-check-input"
          checked={draft.active}
          onChange={(e) => set({ active: e.target.checked })}
        />
        <label className="form-check-label" htmlFor="plan-active">
          {t(messages.activeField)}
        </label>
      </div>
    </>
  );
}
