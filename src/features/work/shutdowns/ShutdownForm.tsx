// Plan or edit a shutdown: its name, first and last day, the equipment it stops (a system can
// bring everything under it) and notes; every problem in words beside its field before anything
// is sent (nothing written, what was typed kept); saved offline-first, its page opens at once.
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { DateInput } from '../../../components/DateInput';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { TextAreaField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { EquipmentPicker } from '../../../components/equipment/EquipmentPicker';
import { newId } from '../../../lib/ids';
import { dayFromText, formatDay } from '../../../lib/days';
import { type FormProblems, useForm } from '../../../lib/useForm';
import { withBranches } from '../../../domain/assets';
import { checkShutdown, type ShutdownInput } from '../../../domain/shutdowns';
import { selectPlantEquipment } from '../../plant/plantSlice';
import { shutdownSaveRequested } from './shutdownsSlice';
import messages, { PROBLEM_TEXT } from './messages';

/** What the form holds: days as typed (dd.mm.yyyy). */
export interface ShutdownDraft {
  title: string;
  start: string;
  end: string;
  equipment: string[];
  note: string;
}

export const EMPTY_SHUTDOWN: ShutdownDraft = { title: '', start: '', end: '', equipment: [], note: '' };

export const draftOf = (s: ShutdownInput): ShutdownDraft => ({
  title: s.title,
  start: formatDay(s.start),
  end: formatDay(s.end),
  equipment: [...s.equipment],
  note: s.note,
});

const inputOf = (d: ShutdownDraft, orders: string[]): ShutdownInput => ({
  title: d.title,
  start: dayFromText(d.start) ?? d.start,
  end: dayFromText(d.end) ?? d.end,
  equipment: d.equipment,
  orders,
  note: d.note,
});

type Field = 'title' | 'start' | 'end' | 'equipment' | 'note';

interface Props {
  /** null for a new shutdown. */
  id: string | null;
  initial: ShutdownDraft;
  /** The orders it holds (kept as they are: the page adds and takes out work). */
  orders: string[];
}

export function ShutdownForm({ id, initial, orders }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const equipment = useAppSelector(selectPlantEquipment);
  const check = (v: ShutdownDraft): FormProblems<Field> => {
    const found = checkShutdown(inputOf(v, orders));
    const problems: FormProblems<Field> = {};
    for (const [field, code] of Object.entries(found))
      if (field !== 'orders') problems[field as Field] = PROBLEM_TEXT[code];
    return problems;
  };
  const { intl, field, values, set, problems, problem, handleSubmit } = useForm<ShutdownDraft, Field>(initial, check, {
    fieldIds: { equipment: 'shutdown-equipment' },
  });
  const t = intl.formatMessage;
  const chosenWithChildren = withBranches(values.equipment, equipment);
  const more = chosenWithChildren.length - values.equipment.length;

  const onSubmit = handleSubmit((v) => {
    const shutdownId = id ?? newId();
    dispatch(shutdownSaveRequested({ id: shutdownId, isNew: id === null, input: inputOf(v, orders) }));
    void navigate(`/app/work/shutdowns/${shutdownId}`);
  });

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={onSubmit}>
          <ErrorAlert text={Object.keys(problems).length > 0 ? t(messages.problemsFound) : null} />
          <TextField id="shutdown-title" name="title" label={t(messages.fieldTitle)} required {...field('title')} />
          <div className="row g-3">
            <div className="col-md-6 mb-3">
              <DateInput id="shutdown-start" label={t(messages.fieldStart)} {...field('start')} />
            </div>
            <div className="col-md-6 mb-3">
              <DateInput id="shutdown-end" label={t(messages.fieldEnd)} {...field('end')} />
            </div>
          </div>
          <EquipmentPicker
            id="shutdown-equipment"
            name="equipment"
            legend={t(messages.fieldEquipment)}
            findLabel={t(messages.equipmentFilter)}
            equipment={equipment}
            value={values.equipment}
            onValue={(ids) => set('equipment', ids)}
            multiple
            removable
            status={t(messages.scopeCount, { count: values.equipment.length })}
            hint={t(messages.equipmentHint)}
            problem={problem('equipment')}
          />
          {more > 0 && (
            <Button
              color="secondary"
              outline
              size="sm"
              type="button"
              className="mb-3"
              onClick={() => set('equipment', chosenWithChildren)}
            >
              {t(messages.addBranches, { count: more })}
            </Button>
          )}
          <TextAreaField id="shutdown-note" name="note" rows={3} label={t(messages.fieldNote)} {...field('note')} />
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
