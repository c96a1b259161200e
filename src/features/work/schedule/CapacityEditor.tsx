// Admins set the weekly crew hours and the hourly labour rate per craft: one row per craft (name,
// hours, rate), checked before
// anything is written (domain/capacity.ts); problems are said by each field, and what was typed
// stays.
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import { type FormProblems, useForm } from '../../../lib/useForm';
import messages from './messages';
import { capacityOf, type CapacityProblem, type CapacityRow, checkCapacity, ratesOf } from '../../../domain/capacity';
import type { CraftSettings } from './scheduleService';

const PROBLEM_TEXT: Record<CapacityProblem, keyof typeof messages> = {
  craftName: 'problemCraftName',
  duplicate: 'problemDuplicate',
  hours: 'problemHours',
  rate: 'problemRate',
  tooManyCrafts: 'problemTooManyCrafts',
};

interface Props {
  capacity: Record<string, number>;
  rates: Record<string, number>;
  /** Crafts the orders name, offered with no hours yet. */
  crafts: string[];
  onSave: (settings: CraftSettings) => void;
  onCancel: () => void;
}

type Values = { rows: CapacityRow[] };
/** A row's problem is named like the input it is about; one about all the rows is `rows`'s. */
type ProblemKey = `capacity-${'craft' | 'hours' | 'rate'}-${number}` | 'rows';

function problemsOf({ rows }: Values): FormProblems<ProblemKey> {
  const check = checkCapacity(rows);
  const found: FormProblems<ProblemKey> = {};
  for (const [i, problem] of Object.entries(check.rows))
    found[`capacity-${problem === 'hours' || problem === 'rate' ? problem : 'craft'}-${Number(i)}`] =
      messages[PROBLEM_TEXT[problem]];
  if (check.all) found.rows = messages[PROBLEM_TEXT[check.all]];
  return found;
}

export function CapacityEditor({ capacity, rates, crafts, onSave, onCancel }: Props) {
  const form = useForm<Values, ProblemKey>(
    {
      rows: [
        ...Object.entries(capacity).map(([craft, hours]) => ({
          craft,
          hours: String(hours),
          rate: craft in rates ? String(rates[craft]) : '',
        })),
        ...crafts.filter((c) => c && !(c in capacity)).map((craft) => ({ craft, hours: '', rate: '' })),
      ],
    },
    problemsOf,
    { fieldIds: (key) => key },
  );
  const { intl, problem } = form;
  const { rows } = form.values;
  /** Once problems are shown, they follow each change. */
  const change = (next: CapacityRow[]) => {
    form.set('rows', next);
    if (Object.keys(form.problems).length) form.setProblems(problemsOf({ rows: next }));
  };
  const edit = (i: number, part: Partial<CapacityRow>) => change(rows.map((r, j) => (j === i ? { ...r, ...part } : r)));
  return (
    <form
      noValidate
      aria-label={intl.formatMessage(messages.capacityTitle)}
      onSubmit={form.handleSubmit((v) => onSave({ capacity: capacityOf(v.rows), rates: ratesOf(v.rows) }))}
    >
      {rows.length === 0 && <p className="text-body-secondary">{intl.formatMessage(messages.noCrafts)}</p>}
      {rows.length > 0 && (
        // What each column is, on screen (each input also has its own label for screen readers).
        <div className="row g-2 small text-body-secondary d-none d-sm-flex" aria-hidden="true">
          <div className="col-sm-4">{intl.formatMessage(messages.craftColumn)}</div>
          <div className="col-sm-3">{intl.formatMessage(messages.hoursPerWeek)}</div>
          <div className="col-sm-3">{intl.formatMessage(messages.ratePerHour)}</div>
        </div>
      )}
      {rows.map((row, i) => {
        const craftProblem = problem(`capacity-craft-${i}`);
        const hoursProblem = problem(`capacity-hours-${i}`);
        const rateProblem = problem(`capacity-rate-${i}`);
        const index = i + 1;
        return (
          <div key={i} className="row g-2 align-items-start mb-2">
            <div className="col-12 col-sm-4">
              <Label for={`capacity-craft-${i}`} className="visually-hidden">
                {intl.formatMessage(messages.craftRow, { index })}
              </Label>
              <Input
                id={`capacity-craft-${i}`}
                value={row.craft}
                placeholder={intl.formatMessage(messages.craftName)}
                maxLength={80}
                invalid={!!craftProblem}
                aria-describedby={craftProblem ? `capacity-craft-${i}-problem` : undefined}
                onChange={(e) => edit(i, { craft: e.target.value })}
              />
              <FormFeedback id={`capacity-craft-${i}-problem`}>{craftProblem}</FormFeedback>
            </div>
            <div className="col-6 col-sm-3">
              <Label for={`capacity-hours-${i}`} className="visually-hidden">
                {intl.formatMessage(messages.hoursOfRow, { index })}
              </Label>
              <Input
                id={`capacity-hours-${i}`}
                inputMode="decimal"
                value={row.hours}
                placeholder={intl.formatMessage(messages.hoursPerWeek)}
                invalid={!!hoursProblem}
                aria-describedby={hoursProblem ? `capacity-hours-${i}-problem` : undefined}
                onChange={(e) => edit(i, { hours: e.target.value })}
              />
              <FormFeedback id={`capacity-hours-${i}-problem`}>{hoursProblem}</FormFeedback>
            </div>
            <div className="col-6 col-sm-3">
              <Label for={`capacity-rate-${i}`} className="visually-hidden">
                {intl.formatMessage(messages.rateOfRow, { index })}
              </Label>
              <Input
                id={`capacity-rate-${i}`}
                inputMode="decimal"
                value={row.rate}
                placeholder={intl.formatMessage(messages.ratePerHour)}
                invalid={!!rateProblem}
                aria-describedby={rateProblem ? `capacity-rate-${i}-problem` : undefined}
                onChange={(e) => edit(i, { rate: e.target.value })}
              />
              <FormFeedback id={`capacity-rate-${i}-problem`}>{rateProblem}</FormFeedback>
            </div>
            <div className="col-12 col-sm-2">
              <Button
                type="button"
                color="secondary"
                outline
                className="w-100"
                onClick={() => change(rows.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(messages.removeCraft, { craft: row.craft || index })}
              </Button>
            </div>
          </div>
        );
      })}
      {problem('rows') && (
        <p role="alert" className="text-danger">
          {problem('rows')}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          type="button"
          color="secondary"
          outline
          onClick={() => change([...rows, { craft: '', hours: '', rate: '' }])}
        >
          {intl.formatMessage(messages.addCraft)}
        </Button>
        <Button type="submit" color="primary">
          {intl.formatMessage(messages.saveCapacity)}
        </Button>
        <Button type="button" color="link" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}
