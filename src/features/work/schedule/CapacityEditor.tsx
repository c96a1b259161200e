// Admins set the weekly crew hours per craft: one row per craft (name, hours), checked before
// anything is written (domain/capacity.ts); problems are said by each field, and what was typed
// stays.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import messages from './messages';
import { capacityOf, type CapacityProblem, type CapacityRow, checkCapacity } from '../../../domain/capacity';

const PROBLEM_TEXT: Record<CapacityProblem, keyof typeof messages> = {
  craftName: 'problemCraftName',
  duplicate: 'problemDuplicate',
  hours: 'problemHours',
  tooManyCrafts: 'problemTooManyCrafts',
};

interface Props {
  capacity: Record<string, number>;
  /** Crafts the orders name, offered with no hours yet. */
  crafts: string[];
  onSave: (capacity: Record<string, number>) => void;
  onCancel: () => void;
}

export function CapacityEditor({ capacity, crafts, onSave, onCancel }: Props) {
  const intl = useIntl();
  const [rows, setRows] = useState<CapacityRow[]>(() => [
    ...Object.entries(capacity).map(([craft, hours]) => ({ craft, hours: String(hours) })),
    ...crafts.filter((c) => c && !(c in capacity)).map((craft) => ({ craft, hours: '' })),
  ]);
  const [shown, setShown] = useState<ReturnType<typeof checkCapacity> | null>(null);
  const problemText = (p: CapacityProblem | undefined) =>
    p ? intl.formatMessage(messages[PROBLEM_TEXT[p]]) : undefined;
  const edit = (i: number, change: Partial<CapacityRow>) => {
    const next = rows.map((r, j) => (j === i ? { ...r, ...change } : r));
    setRows(next);
    if (shown) setShown(checkCapacity(next));
  };
  return (
    <form
      noValidate
      aria-label={intl.formatMessage(messages.capacityTitle)}
      onSubmit={(e) => {
        e.preventDefault();
        const check = checkCapacity(rows);
        if (check.all || Object.keys(check.rows).length) {
          setShown(check);
          return;
        }
        onSave(capacityOf(rows));
      }}
    >
      {rows.length === 0 && <p className="text-body-secondary">{intl.formatMessage(messages.noCrafts)}</p>}
      {rows.map((row, i) => {
        const problem = shown?.rows[i];
        const craftProblem = problem === 'craftName' || problem === 'duplicate' ? problem : undefined;
        const hoursProblem = problem === 'hours' ? problem : undefined;
        const index = i + 1;
        return (
          <div key={i} className="row g-2 align-items-start mb-2">
            <div className="col-12 col-sm-6">
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
              <FormFeedback id={`capacity-craft-${i}-problem`}>{problemText(craftProblem)}</FormFeedback>
            </div>
            <div className="col-8 col-sm-4">
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
              <FormFeedback id={`capacity-hours-${i}-problem`}>{problemText(hoursProblem)}</FormFeedback>
            </div>
            <div className="col-4 col-sm-2">
              <Button
                type="button"
                color="secondary"
                outline
                className="w-100"
                onClick={() => {
                  const next = rows.filter((_, j) => j !== i);
                  setRows(next);
                  if (shown) setShown(checkCapacity(next));
                }}
              >
                {intl.formatMessage(messages.removeCraft, { craft: row.craft || index })}
              </Button>
            </div>
          </div>
        );
      })}
      {shown?.all && (
        <p role="alert" className="text-danger">
          {problemText(shown.all)}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="button" color="secondary" outline onClick={() => setRows([...rows, { craft: '', hours: '' }])}>
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
