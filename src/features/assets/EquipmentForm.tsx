// Add or edit a piece of equipment: every problem in words before anything
// is sent, what was typed kept; saved offline-first with the spec's payload
// {eqid, uid, savedPlantDetails}, so the equipment page opens at once ("waiting to sync").
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DateInput } from '../../components/DateInput';
import { SelectField, TextAreaField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { newId } from '../../lib/ids';
import { useForm } from '../../lib/useForm';
import { EQUIPMENT_STATUSES, type EquipmentSummary, type Meter } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import { CRITICALITY_NAMES, CRITICALITY_RANKS, STATUS_NAMES } from './criticality';
import { checkEquipment, DRAFT_FIELDS, type DraftField, type EquipmentDraft, toInput } from './equipmentValidation';
import { useFailureLibrary } from '../../components/failureCodes/failureCodesLive';
import { useFailureNames } from '../../components/failureCodes/useFailureNames';
import { MetersField } from './MetersField';
import messages from './messages';
import { equipmentSaveRequested } from '../plant/plantSlice';

interface Props {
  plant: PlantKey;
  /** null for a new piece of equipment. */
  eqid: string | null;
  initial: EquipmentDraft;
  initialMeters: Meter[];
  summaries: readonly EquipmentSummary[];
}

export function EquipmentForm({ plant, eqid, initial, initialMeters, summaries }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.currentUser);
  const { library } = useFailureLibrary(plant.company);
  const names = useFailureNames(library);
  const { intl, field, values, setValues, set, problem, handleSubmit } = useForm<Values>(
    { ...initial, meters: initialMeters },
    (v) => checkEquipment(pick(v), v.meters, { eqid, summaries, classes: library.classes.map((c) => c.code) }),
  );
  const parents = useMemo(
    () => [...summaries].filter((s) => s.id !== eqid).sort((a, b) => a.tag.localeCompare(b.tag)),
    [summaries, eqid],
  );
  const t = intl.formatMessage;

  const onSubmit = handleSubmit((v) => {
    if (!user) return;
    const id = eqid ?? newId();
    dispatch(
      equipmentSaveRequested({
        eqid: id,
        uid: user.uid,
        savedPlantDetails: plant,
        equipment: toInput(pick(v), v.meters),
        isNew: eqid === null,
      }),
    );
    void navigate(`/app/assets/equipment/${id}`);
  });

  const select = (
    name: 'criticality' | 'status' | 'parent' | 'equipmentClass',
    label: string,
    options: [string, string][],
    hint?: string,
  ) => (
    <SelectField
      id={`equipment-${name}`}
      name={name}
      label={label}
      hint={hint}
      value={values[name]}
      onValue={(value) => setValues((x) => ({ ...x, [name]: value }))}
      problem={problem(name)}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );

  const text = (name: DraftField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`equipment-${name}`} name={name} label={label} {...field(name)} {...extra} />
  );

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={onSubmit}>
          <div className="row g-3">
            <div className="col-md-4">{text('tag', t(messages.fieldTag), { autoComplete: 'off', required: true })}</div>
            <div className="col-md-8">{text('name', t(messages.fieldName), { required: true })}</div>
          </div>
          <TextAreaField
            id="equipment-description"
            name="description"
            rows={3}
            label={t(messages.fieldDescription)}
            {...field('description')}
          />
          <div className="row g-3">
            <div className="col-md-6">
              {select('criticality', t(messages.fieldCriticality), [
                ['', t(messages.chooseCriticality)],
                ...CRITICALITY_RANKS.map(
                  (rank) =>
                    [String(rank), t(messages.criticalityOption, { rank, name: t(CRITICALITY_NAMES[rank]) })] as [
                      string,
                      string,
                    ],
                ),
              ])}
            </div>
            <div className="col-md-6">
              {select(
                'status',
                t(messages.fieldStatus),
                EQUIPMENT_STATUSES.map((s) => [s, t(STATUS_NAMES[s])]),
              )}
            </div>
          </div>
          <div className="row g-3">
            <div className="col-md-8">
              {select('parent', t(messages.fieldParent), [
                ['', t(messages.noParent)],
                ...parents.map((p) => [p.id, `${p.tag} – ${p.name}`] as [string, string]),
              ])}
            </div>
            <div className="col-md-4">
              {select(
                'equipmentClass',
                t(messages.fieldClass),
                [
                  ['', t(messages.notClassified)],
                  ...library.classes.map((c) => [c.code, names.className(c.code)] as [string, string]),
                  // A class since removed from the library stays shown, with its problem.
                  ...(values.equipmentClass && !library.classes.some((c) => c.code === values.equipmentClass)
                    ? [[values.equipmentClass, values.equipmentClass] as [string, string]]
                    : []),
                ],
                t(messages.fieldClassHint),
              )}
            </div>
          </div>
          <div className="row g-3">
            <div className="col-md-4">{text('manufacturer', t(messages.fieldManufacturer))}</div>
            <div className="col-md-4">{text('model', t(messages.fieldModel))}</div>
            <div className="col-md-4">{text('serial', t(messages.fieldSerial))}</div>
          </div>
          <div className="row g-3">
            <div className="col-md-4">
              <DateInput id="equipment-installDate" label={t(messages.fieldInstallDate)} {...field('installDate')} />
            </div>
            <div className="col-md-8">{text('location', t(messages.fieldLocation))}</div>
          </div>
          <MetersField meters={values.meters} onMeters={(next) => set('meters', next)} problem={problem('meters')} />
          <div className="d-flex flex-wrap gap-2">
            <Button color="primary" type="submit">
              {t(eqid ? messages.saveChanges : messages.addEquipment)}
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

/** What the form holds: the draft's text fields and the meters. */
type Values = Record<DraftField, string> & { meters: Meter[] };

const pick = (v: Values): EquipmentDraft => Object.fromEntries(DRAFT_FIELDS.map((f) => [f, v[f]])) as EquipmentDraft;
