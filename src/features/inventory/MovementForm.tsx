// Recording a movement of one part: the storeroom, what happened (receipt, issue, return,
// transfer to another storeroom of the site — both halves in one batch — or count), how many (whole pieces for a part counted so; a count is the figure counted),
// the work order it went to and a reason (needed for a count). Problems in words, nothing sent
// while one remains; offline it shows at once and waits in the sync centre. Stock may go below
// zero when movements made offline meet: that is shown, not refused.
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import {
  INVENTORY_LIMITS,
  MOVEMENT_KINDS,
  type MovementKind,
  quantityProblem,
  typedQuantity,
} from '../../domain/inventory';
import { toAppError } from '../../lib/errors';
import { useErrorText } from '../../lib/useErrorText';
import { type Problem, useForm } from '../../lib/useForm';
import { type Part, queueMovement, queueTransfer, type Stock, type Storeroom } from '../../services/firebase/inventory';
import { useAppSelector } from '../../store/hooks';
import { selectSavedPlant } from '../plant/plantSlice';
import { WORK_NUMBER } from '../../lib/workNumber';
import messages from './messages';
import { KIND_NAMES } from '../../components/inventory/names';

export function MovementForm({
  part,
  site,
  storerooms,
  stockOf,
  store,
  onStore,
}: {
  part: Part;
  site: { company: string; site: string };
  storerooms: readonly Storeroom[];
  /** The part's stock in a storeroom as this device last saw it. */
  stockOf: (store: string) => Stock | null;
  store: string;
  onStore: (store: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const plant = useAppSelector(selectSavedPlant);
  const [done, setDone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blank = { kind: 'issue' as string, quantity: '', order: '', reason: '', to: '' };
  type Field = 'store' | 'kind' | 'quantity' | 'order' | 'reason' | 'to';
  const form = useForm(
    blank,
    (v): Partial<Record<Field, Problem>> => {
      const found: Partial<Record<Field, Problem>> = {};
      if (!storerooms.some((s) => s.id === store)) found.store = messages.storeroomMissing;
      if (v.kind === 'transfer' && (!storerooms.some((s) => s.id === v.to) || v.to === store))
        found.to = messages.transferToMissing;
      // A count may find none left.
      const q = quantityProblem(v.quantity, part.unit, { zero: v.kind === 'count' });
      if (q) found.quantity = messages[`quantity_${q}`];
      if (v.kind !== 'transfer' && v.order.trim() && !WORK_NUMBER.test(v.order.trim().toUpperCase()))
        found.order = messages.orderInvalid;
      if (v.kind === 'count' && !v.reason.trim()) found.reason = messages.reasonMissing;
      if (v.reason.length > INVENTORY_LIMITS.reason) found.reason = messages.reasonTooLong;
      return found;
    },
    { fieldIds: { store: 'move-store', to: 'move-to' } },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    const send = async (v: typeof form.values) => {
      if (!user) return;
      const order = v.order.trim() && plant ? `${plant.plant}/${v.order.trim().toUpperCase()}` : null;
      const who = { uid: user.uid, name: user.title };
      const label = { record: `${part.number} – ${part.description}`, link: `/app/inventory/parts/${part.id}` };
      const common = {
        partId: part.id,
        quantity: typedQuantity(v.quantity),
        unitCost: part.unitCost,
        reason: v.reason.trim(),
        at: new Date().toISOString(),
      };
      setError(null);
      try {
        const { acknowledged } =
          v.kind === 'transfer'
            ? await queueTransfer({ ...site, store }, { ...site, store: v.to }, common, who, label)
            : await queueMovement(
                { ...site, store },
                { ...common, kind: v.kind as MovementKind, order },
                stockOf(store)?.onHand ?? 0,
                who,
                label,
              );
        setDone(t(messages.moved));
        form.reset({ ...blank, kind: v.kind });
        acknowledged.catch((e: unknown) => setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) })));
      } catch (e) {
        setError(t(messages.writeFailed, { reason: errorText(toAppError(e)) }));
      }
    };
    form.handleSubmit((v) => void send(v))(event);
  };
  const counting = form.values.kind === 'count';
  return (
    <form noValidate onSubmit={submit} aria-labelledby="move-title" className="mb-3" data-move-form="">
      <h2 id="move-title" className="h5">
        {t(messages.moveTitle)}
      </h2>
      <ErrorAlert text={error} />
      <p className="small text-success-emphasis mb-2" role="status">
        {done}
      </p>
      <div className="row g-2">
        <div className="col-sm-6">
          <SelectField
            id="move-store"
            name="store"
            label={t(messages.moveStoreroom)}
            value={store}
            onValue={onStore}
            problem={form.problem('store')}
          >
            <option value="">{t(messages.storeroomMissing)}</option>
            {storerooms.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-6">
          <SelectField id="move-kind" name="kind" label={t(messages.moveKind)} {...form.field('kind')}>
            {MOVEMENT_KINDS.filter((k) => k !== 'transferOut' && k !== 'transferIn').map((k) => (
              <option key={k} value={k}>
                {t(KIND_NAMES[k])}
              </option>
            ))}
            {storerooms.length > 1 && <option value="transfer">{t(messages.transferKind)}</option>}
          </SelectField>
        </div>
        <div className="col-sm-6">
          <TextField
            id="move-quantity"
            name="quantity"
            inputMode="decimal"
            autoComplete="off"
            label={t(counting ? messages.moveCounted : messages.moveQuantity)}
            {...form.field('quantity')}
          />
        </div>
        <div className="col-sm-6">
          {form.values.kind === 'transfer' ? (
            <SelectField id="move-to" name="to" label={t(messages.transferTo)} {...form.field('to')}>
              <option value="">{t(messages.transferToChoose)}</option>
              {storerooms
                .filter((s) => s.id !== store)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </SelectField>
          ) : (
            <TextField
              id="move-order"
              name="order"
              autoComplete="off"
              label={t(messages.moveOrder)}
              hint={t(messages.moveOrderHint)}
              {...form.field('order')}
            />
          )}
        </div>
      </div>
      <TextField id="move-reason" name="reason" label={t(messages.moveReason)} {...form.field('reason')} />
      <Button color="primary" type="submit">
        {t(messages.moveSubmit)}
      </Button>
    </form>
  );
}
