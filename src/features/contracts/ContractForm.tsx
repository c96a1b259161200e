// Add or edit a service contract: every field labelled, every problem in words before
// anything is sent (nothing written, what was typed kept), saved offline-first so the contract's
// page opens at once ("waiting to sync").
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DateInput } from '../../components/DateInput';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SelectField, TextAreaField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { newId } from '../../lib/ids';
import { useForm } from '../../lib/useForm';
import { selectPlantEquipment } from '../plant/plantSlice';
import { contractSaveRequested } from './contractsSlice';
import { useCategoryOptions } from './ContractBits';
import {
  checkContract,
  type ContractDraft,
  type ContractField,
  toContractInput,
  type VisitDraft,
} from './contractValidation';
import { EquipmentPicker } from '../../components/equipment/EquipmentPicker';
import messages from './messages';
import { VisitsField } from './VisitsField';

interface Props {
  /** The saved plant (its equipment is offered). */
  plant: string;
  /** null for a new contract. */
  id: string | null;
  initial: ContractDraft;
  initialEquipment: string[];
  initialVisits: VisitDraft[];
}

/** What the form holds: the draft's text fields, the equipment covered and the visits. */
type Values = Record<ContractField, string> & { equipment: string[]; visits: VisitDraft[] };

export function ContractForm({ plant, id, initial, initialEquipment, initialVisits }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const summaries = useAppSelector(selectPlantEquipment);
  const categories = useCategoryOptions();
  const { intl, field, values, setValues, set, problems, problem, handleSubmit } = useForm<Values>(
    { ...initial, equipment: [...initialEquipment], visits: initialVisits },
    (v) => checkContract(v, v.equipment, v.visits),
  );
  // Stable, as the visits field calls it from an effect.
  const onVisits = useCallback((next: VisitDraft[]) => setValues((v) => ({ ...v, visits: next })), [setValues]);
  const t = intl.formatMessage;
  // Covered equipment is stored as 'plantId/equipmentId': this plant's is offered, the site's
  // other plants' stays as it was.
  const here = values.equipment.filter((v) => v.startsWith(`${plant}/`)).map((v) => v.slice(plant.length + 1));
  const elsewhere = values.equipment.filter((v) => !v.startsWith(`${plant}/`));

  const onSubmit = handleSubmit((v) => {
    const contractId = id ?? newId();
    dispatch(
      contractSaveRequested({ id: contractId, isNew: id === null, input: toContractInput(v, v.equipment, v.visits) }),
    );
    void navigate(`/app/contracts/${contractId}`);
  });

  const text = (name: ContractField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`contract-${name}`} name={name} label={label} {...field(name)} {...extra} />
  );
  const date = (name: 'startDate' | 'endDate', label: string) => (
    <div className="mb-3">
      <DateInput id={`contract-${name}`} label={label} {...field(name)} />
    </div>
  );

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={onSubmit}>
          <ErrorAlert text={Object.keys(problems).length > 0 ? t(messages.problemsFound) : null} />
          <div className="row g-3">
            <div className="col-md-6">{text('vendor', t(messages.fieldVendor), { required: true })}</div>
            <div className="col-md-6">{text('contact', t(messages.fieldContact))}</div>
          </div>
          <div className="row g-3">
            <div className="col-md-6">{text('contractNumber', t(messages.fieldContractNumber))}</div>
            <div className="col-md-6">
              <SelectField
                id="contract-category"
                name="category"
                label={t(messages.fieldCategory)}
                value={values.category}
                onValue={(category) => setValues((x) => ({ ...x, category }))}
                problem={problem('category')}
              >
                <option value="">{t(messages.chooseCategory)}</option>
                {categories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
                {values.category && !categories.some((c) => c.code === values.category) && (
                  <option value={values.category}>{values.category}</option>
                )}
              </SelectField>
            </div>
          </div>
          <div className="row g-3">
            <div className="col-md-6">{date('startDate', t(messages.fieldStart))}</div>
            <div className="col-md-6">{date('endDate', t(messages.fieldEnd))}</div>
          </div>
          <div className="row g-3">
            <div className="col-md-4">{text('value', t(messages.fieldValue), { inputMode: 'decimal' })}</div>
            <div className="col-md-4">{text('currency', t(messages.fieldCurrency), { autoComplete: 'off' })}</div>
            <div className="col-md-4">
              {text('visitsPerYear', t(messages.fieldVisitsPerYear), { inputMode: 'numeric' })}
            </div>
          </div>
          <VisitsField
            startDate={values.startDate}
            endDate={values.endDate}
            visitsPerYear={values.visitsPerYear}
            visits={values.visits}
            onVisits={onVisits}
            problem={problem('visits')}
          />
          <EquipmentPicker
            id="contract-equipment"
            name="equipment"
            legend={t(messages.fieldEquipment)}
            findLabel={t(messages.equipmentFilter)}
            equipment={summaries}
            value={here}
            onValue={(ids) => set('equipment', [...elsewhere, ...ids.map((eqid) => `${plant}/${eqid}`)])}
            multiple
            browse
            hint={
              <>
                {t(messages.equipmentHint)}
                {elsewhere.length > 0 && <> {t(messages.otherPlants, { count: elsewhere.length })}</>}
              </>
            }
            problem={problem('equipment')}
          />
          <TextAreaField id="contract-notes" name="notes" rows={3} label={t(messages.fieldNotes)} {...field('notes')} />
          <div className="d-flex flex-wrap gap-2">
            <Button color="primary" type="submit">
              {t(id ? messages.saveChanges : messages.save)}
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
