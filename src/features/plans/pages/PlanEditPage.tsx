// Create or edit a maintenance plan (issue 11, admins): every field of the plan with a visible
// label; every problem said beside its field, nothing sent and nothing typed lost; on save the
// plan's page opens once the plans saga has queued it (offline-first: at once).
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { DateInput } from '../../../components/DateInput';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { DocumentTitle } from '../../../components/pageFocus';
import { useErrorText } from '../../../lib/useErrorText';
import { INTERVAL_UNITS, PLAN_TRIGGERS, SCHEDULINGS } from '../../../services/firebase/plans';
import { equipmentClosed, equipmentOpened, selectOpenEquipment } from '../../assets/equipmentSlice';
import { selectEquipmentById, selectIsAdmin, selectSavedPlant } from '../../assets/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { WORK_TYPE_NAMES } from '../../work/messages';
import { SCHEDULING_HINTS, SCHEDULING_NAMES, TRIGGER_NAMES, UNIT_NAMES } from '../messages';
import { checkPlan, type PlanProblems } from '../planValidation';
import { planSaveRequested, plansOpened, selectPlanList, selectPlans } from '../plansSlice';
import { PERMIT_TYPES, selectSchedule, WORK_TYPE_CODES, type WorkTypeCode } from '../workLinks';
import { EquipmentPicker } from './EquipmentPicker';
import messages from './messages';
import { draftOf, inputOf, newDraft, type PlanDraft } from './planDraft';
import { usePlansOpen } from './planText';
import { StepsEditor, stepFieldId } from './StepsEditor';

/** Where a field's control is, to focus the first one with a problem. */
function fieldElementId(field: string): string {
  const step = /^step\.(\d+)\.(text|unit|range)$/.exec(field);
  if (step) return stepFieldId(Number(step[1]), step[2] === 'range' ? 'min' : step[2]);
  return `plan-${field}`;
}

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

function PlanForm({ planId, initial }: { planId: string | null; initial: PlanDraft }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const byId = useAppSelector(selectEquipmentById);
  const open = useAppSelector(selectOpenEquipment);
  const members = useAppSelector((s) => selectCompany(s).record?.users ?? []);
  const plans = useAppSelector(selectPlanList);
  const capacity = useAppSelector((s) => selectSchedule(s).capacity);
  const { lastSaved, writeError } = useAppSelector(selectPlans);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<PlanProblems>({});
  const [sent, setSent] = useState(false);
  const set = (change: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...change }));

  useEffect(() => {
    if (sent && lastSaved) void navigate(`/app/plans/${lastSaved}`);
  }, [sent, lastSaved, navigate]);

  // The meters of the equipment the meter trigger is on (its full document).
  const usesMeter = draft.trigger !== 'calendar';
  const meterEquipment = draft.meterEquipment || draft.equipmentIds[0] || '';
  const plant = useAppSelector(selectSavedPlant);
  useEffect(() => {
    if (!usesMeter || !meterEquipment || !plant) return;
    dispatch(equipmentOpened({ plant, eqid: meterEquipment }));
    return () => {
      dispatch(equipmentClosed());
    };
  }, [dispatch, usesMeter, meterEquipment, plant]);
  const metersOf = (eqid: string) => (open.eqid === eqid && open.item ? open.item.meters : undefined);
  const meters = metersOf(meterEquipment);
  const meterTag = byId.get(meterEquipment)?.tag ?? meterEquipment;
  const meterUnit = meters?.find((m) => m.id === draft.meterId)?.unit;

  const crafts = useMemo(
    () => [...new Set([...Object.keys(capacity), ...plans.items.map((p) => p.craft)])].filter(Boolean).sort(),
    [capacity, plans.items],
  );

  const say = (field: string): string | undefined => {
    const p = problems[field as keyof PlanProblems];
    return p ? t(p.message, p.values) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf({ ...draft, meterEquipment });
    const found = checkPlan(input, { metersOf, inPlant: (id) => byId.has(id) });
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(fieldElementId(first))?.focus();
      return;
    }
    setSent(true);
    dispatch(planSaveRequested({ id: planId, input }));
  };
  const problemCount = Object.keys(problems).length;

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
            chosen={draft.equipmentIds}
            onChosen={(equipmentIds) => set({ equipmentIds })}
            problem={say('equipmentIds')}
          />

          <StepsEditor steps={draft.steps} onSteps={(steps) => set({ steps })} problemOf={say} />

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
            <div className="d-flex flex-wrap gap-3">
              {PERMIT_TYPES.map((code, i) => (
                <div className="form-check" key={code}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={i === 0 ? 'plan-permits' : `plan-permit-${code}`}
                    checked={draft.permits.includes(code)}
                    onChange={(e) => set({ permits: toggle(draft.permits, code, e.target.checked) })}
                  />
                  <label className="form-check-label" htmlFor={i === 0 ? 'plan-permits' : `plan-permit-${code}`}>
                    <bdi>{code}</bdi>
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
                  {draft.equipmentIds.length === 0 && (
                    <option value="">{t(messages.chosenEquipment, { count: 0 })}</option>
                  )}
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
  const dispatch = useAppDispatch();
  const { planId } = useParams();
  const saved = usePlansOpen();
  const isAdmin = useAppSelector(selectIsAdmin);
  const plans = useAppSelector(selectPlanList);
  const existing = planId ? plans.items.find((p) => p.id === planId) : undefined;
  const title = planId ? t(messages.editTitle, { title: existing?.title ?? '' }) : t(messages.newTitle);

  let body;
  if (!saved) body = <p className="alert alert-info">{t(messages.noPlant)}</p>;
  else if (!isAdmin) body = <p className="alert alert-info">{t(messages.adminsOnly)}</p>;
  else if (!planId) body = <PlanForm planId={null} initial={newDraft()} />;
  else
    body = (
      <AsyncSection
        status={plans.status === 'ready' ? 'idle' : plans.status === 'failed' ? 'failed' : 'loading'}
        error={plans.error}
        hasData={!!existing || plans.status === 'ready'}
        failedTitle={t(messages.listFailed)}
        onRetry={() => dispatch(plansOpened())}
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
