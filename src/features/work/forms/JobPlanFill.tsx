// "Plan from a job plan" on the order's planning form: the company's job plans that fit the
// order's equipment (those for its class first, then those for any equipment), and a button that
// fills the plan from the chosen one — labour, craft, permits and materials — and says what it
// filled, with how many people the job takes. The planner can still change every field after.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { type JobPlanContent, jobPlansFor } from '../../../domain/jobPlans';
import { equipmentLive } from '../../plant/equipmentLive';
import { selectSavedPlant } from '../../plant/plantSlice';
import { useJobPlans } from '../../jobPlans/jobPlansLive';
import jobPlanMessages from '../../jobPlans/messages';

/** What filling hands the form: the job plan's content, id and revision. */
export type FilledFrom = JobPlanContent & { id: string; revision: number };

interface Props {
  /** The id prefix of the fields. */
  id: string;
  equipmentId: string;
  onFill: (job: FilledFrom) => void;
}

export function JobPlanFill({ id, equipmentId, onFill }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [search, setSearch] = useState('');
  const filter = useMemo(() => ({ archived: false, search }), [search]);
  const list = useJobPlans(filter);
  const key = useAppSelector(selectSavedPlant);
  const equipment = equipmentLive.useLive(key ? { plant: key, eqid: equipmentId } : null)?.value?.item;
  const equipmentClass = equipment?.equipmentClass ?? null;
  const fitting = useMemo(() => jobPlansFor(list.items, equipmentClass), [list.items, equipmentClass]);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const job = fitting.find((j) => j.id === chosen) ?? null;
  if (list.status === 'ready' && list.items.length === 0 && !search) return null;
  return (
    <section className="border rounded p-2 mb-3" aria-labelledby={`${id}-job-plan-title`} data-job-plan-fill>
      <h3 className="h6" id={`${id}-job-plan-title`}>
        {t(jobPlanMessages.fillTitle)}
      </h3>
      <p className="form-text mt-0">
        {equipmentClass ? t(jobPlanMessages.fillHint, { class: equipmentClass }) : t(jobPlanMessages.fillHintNoClass)}
      </p>
      {(list.hasMore || search) && (
        <TextField
          id={`${id}-job-plan-search`}
          type="search"
          label={t(jobPlanMessages.search)}
          value={search}
          onValue={setSearch}
          autoComplete="off"
        />
      )}
      {list.status === 'ready' && fitting.length === 0 ? (
        <p className="text-body-secondary mb-0">{t(jobPlanMessages.fillNoneFit)}</p>
      ) : (
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <SelectField
            id={`${id}-job-plan`}
            className="flex-grow-1"
            label={t(jobPlanMessages.fillChoose)}
            value={chosen}
            onValue={(value) => {
              setChosen(value);
              setProblem(undefined);
            }}
            problem={problem}
          >
            <option value="">{t(jobPlanMessages.fillNone)}</option>
            {fitting.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} · {j.craft} · {t(jobPlanMessages.hours, { hours: intl.formatNumber(j.estimatedHours) })}
              </option>
            ))}
          </SelectField>
          <Button
            type="button"
            color="secondary"
            outline
            className="mb-3"
            onClick={() => (job ? onFill(job) : setProblem(t(jobPlanMessages.fillChooseFirst)))}
          >
            {t(jobPlanMessages.fillButton)}
          </Button>
        </div>
      )}
    </section>
  );
}
