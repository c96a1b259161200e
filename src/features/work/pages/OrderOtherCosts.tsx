// An order's other costs in its cost card: each line (what it was for, its kind, who recorded it,
// its amount; "waiting to sync" until the server has it), an admin's removal of a line recorded by
// mistake, and the form that adds one — for an admin while the order is open, for an assignee
// while the work is in progress (the rules say the same). A line that is wrong is refused in words
// by the form and writes nothing; what was typed stays until the line is queued.
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import {
  OTHER_COST_KINDS,
  OTHER_COST_LIMITS,
  type OtherCostDraft,
  otherCostProblems,
  typedAmount,
} from '../../../domain/costs';
import type { WorkStatus } from '../../../domain/statusMachine';
import { UserRole } from '../../../lib/currentUser';
import { toAppError } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { useErrorText } from '../../../lib/useErrorText';
import type { PlantKey } from '../../../services/firebase/collections';
import type { Pending } from '../../../services/firebase/live';
import { type OtherCost, queueOtherCost, queueOtherCostRemoval } from '../../../services/firebase/otherCosts';
import { useAppSelector } from '../../../store/hooks';
import type { WorkRow } from '../workSlice';
import { OTHER_COST_KIND_NAMES, OTHER_COST_MESSAGES as messages } from './messages';

/** Statuses in which no cost is added or removed any more (the rules refuse it). */
const SHUT: readonly WorkStatus[] = ['closed', 'rejected', 'cancelled'];

const EMPTY: OtherCostDraft = { kind: 'contractor', what: '', amount: '' };

/** Whether the signed-in person may add a cost to the order, and remove one. */
export function useOtherCostRights(order: WorkRow): { add: boolean; remove: boolean } {
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = user?.role === UserRole.Admin;
  const open = !SHUT.includes(order.status);
  const assigned = Boolean(user && order.assignees.includes(user.uid));
  return { add: open && (isAdmin || (assigned && order.status === 'inProgress')), remove: open && isAdmin };
}

/** The lines, as rows of the cost card's table. */
export function OtherCostRows({
  lines,
  plant,
  canRemove,
  onError,
}: {
  lines: readonly Pending<OtherCost>[];
  plant: PlantKey;
  canRemove: boolean;
  onError: (text: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const money = (n: number) => intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const remove = (line: OtherCost) => {
    const fail = (e: unknown) => onError(t(messages.failed, { reason: errorText(toAppError(e)) }));
    queueOtherCostRemoval(plant, line)
      .then(({ acknowledged }) => acknowledged.catch(fail))
      .catch(fail);
  };
  return (
    <>
      {lines.map((line) => (
        <tr key={line.id} data-other-cost={line.id}>
          <th scope="row" className="fw-normal ps-3">
            <bdi>{line.what}</bdi>
            <span className="small text-body-secondary">
              {' · '}
              {t(OTHER_COST_KIND_NAMES[line.kind])}
              {line.byName && ` · ${line.byName}`}
            </span>
            <PendingBadge pending={line.pending} />
          </th>
          <td className="text-end text-nowrap">
            {money(line.amount)}
            {canRemove && (
              <Button
                size="sm"
                color="link"
                className="py-0 ms-1 text-danger"
                onClick={() => remove(line)}
                aria-label={t(messages.remove, { what: line.what })}
              >
                ×
              </Button>
            )}
          </td>
        </tr>
      ))}
    </>
  );
}

/** The form adding a line. */
export function OtherCostForm({ order, plant }: { order: WorkRow; plant: PlantKey }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<OtherCostDraft>(EMPTY);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const problems = otherCostProblems(draft);
  const problemText = (field: keyof typeof problems) =>
    shown && problems[field]
      ? t(messages[problems[field] === 'kind' ? 'kindProblem' : problems[field]], {
          max: OTHER_COST_LIMITS.what,
          most: intl.formatNumber(OTHER_COST_LIMITS.amount),
        })
      : undefined;
  const set = (field: keyof OtherCostDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setDone('');
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setError(null);
    if (Object.keys(problems).length > 0 || !user) return;
    const fail = (reason: unknown) => setError(t(messages.failed, { reason: errorText(toAppError(reason)) }));
    const input = {
      order: order.number,
      kind: draft.kind as (typeof OTHER_COST_KINDS)[number],
      what: draft.what.trim(),
      amount: typedAmount(draft.amount),
    };
    queueOtherCost(plant, newId(), input, { uid: user.uid, name: user.title })
      .then(({ acknowledged }) => {
        setDraft(EMPTY);
        setShown(false);
        setDone(t(messages.added, { what: input.what }));
        acknowledged.catch(fail);
      })
      .catch(fail);
  };

  if (!open)
    return (
      <>
        <p className="small text-success-emphasis mb-1" role="status">
          {done}
        </p>
        <ErrorAlert text={error} />
        <Button size="sm" color="secondary" outline onClick={() => setOpen(true)} data-other-cost-add="">
          {t(messages.add)}
        </Button>
      </>
    );
  return (
    <form noValidate onSubmit={save} aria-labelledby={`${id}-title`} data-other-cost-form="">
      <h3 id={`${id}-title`} className="h6 mt-2">
        {t(messages.add)}
      </h3>
      <ErrorAlert text={error} />
      <div className="row g-2">
        <div className="col-sm-4">
          <SelectField
            id={`${id}-kind`}
            label={t(messages.kind)}
            value={draft.kind}
            onValue={set('kind')}
            problem={problemText('kind')}
          >
            {OTHER_COST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(OTHER_COST_KIND_NAMES[kind])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-5">
          <TextField
            id={`${id}-what`}
            label={t(messages.what)}
            value={draft.what}
            onValue={set('what')}
            problem={problemText('what')}
            maxLength={OTHER_COST_LIMITS.what + 50}
          />
        </div>
        <div className="col-sm-3">
          <TextField
            id={`${id}-amount`}
            label={t(messages.amount)}
            value={draft.amount}
            onValue={set('amount')}
            problem={problemText('amount')}
            inputMode="decimal"
          />
        </div>
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" color="primary">
          {t(messages.save)}
        </Button>
        <Button
          size="sm"
          color="secondary"
          outline
          onClick={() => {
            setOpen(false);
            setShown(false);
          }}
        >
          {t(messages.close)}
        </Button>
      </div>
      <p className="small text-success-emphasis mt-1 mb-0" role="status">
        {done}
      </p>
    </form>
  );
}
