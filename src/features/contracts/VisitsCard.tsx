// A contract's visits on its page: the date, and the work order made for it (a link), or — for
// admins — "Create work order" on covered equipment of the plant being worked in, planned for the
// vendor on the visit's day so contractor work shows in the schedule.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch } from '../../store/hooks';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { formatDay } from '../../lib/days';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { type ContractRow, visitOrderRequested } from './contractsSlice';
import { parseAmount } from './contractValidation';
import messages, { CATEGORY_NAMES } from './messages';

interface Props {
  contract: ContractRow;
  /** The covered equipment of the plant being worked in. */
  equipment: EquipmentSummary[];
  isAdmin: boolean;
}

function CreateOrder({
  contract,
  index,
  equipment,
}: {
  contract: ContractRow;
  index: number;
  equipment: EquipmentSummary[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const date = formatDay(contract.visits[index].date);
  const [open, setOpen] = useState(false);
  const [eqid, setEqid] = useState(equipment[0]?.id ?? '');
  const [hours, setHours] = useState('4');
  const [hoursProblem, setHoursProblem] = useState<string | undefined>();
  if (!open)
    return (
      <Button
        size="sm"
        color="primary"
        outline
        aria-label={t(messages.visitCreateFor, { date })}
        onClick={() => setOpen(true)}
      >
        {t(messages.visitCreate)}
      </Button>
    );
  const create = () => {
    const value = parseAmount(hours);
    if (value === null || value <= 0 || value > 1000) {
      setHoursProblem(t(messages.visitHoursInvalid));
      return;
    }
    dispatch(
      visitOrderRequested({
        contractId: contract.id,
        visit: index,
        equipmentId: eqid,
        estimatedHours: value,
        title: t(messages.visitOrderTitle, { vendor: contract.vendor }),
        description: t(messages.visitOrderDescription, {
          vendor: contract.vendor,
          number: contract.contractNumber || contract.id,
          category: t(CATEGORY_NAMES[contract.category]),
        }),
      }),
    );
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <SelectField
        id={`visit-${index}-equipment`}
        className="mb-0"
        label={t(messages.visitEquipment, { date })}
        value={eqid}
        onValue={setEqid}
      >
        {equipment.map((e) => (
          <option key={e.id} value={e.id}>
            {e.tag} – {e.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`visit-${index}-hours`}
        className="mb-0"
        label={t(messages.visitHours, { date })}
        inputMode="decimal"
        value={hours}
        onValue={setHours}
        problem={hoursProblem}
      />
      <Button color="primary" onClick={create} aria-label={t(messages.visitCreateFor, { date })}>
        {t(messages.visitCreate)}
      </Button>
    </div>
  );
}

export function VisitsCard({ contract, equipment, isAdmin }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card tag="section" aria-labelledby="contract-visits-title" className="mb-3">
      <CardBody>
        <h2 className="h5" id="contract-visits-title">
          {t(messages.visitsTitle)}
        </h2>
        {contract.visits.length === 0 ? (
          <p className="text-body-secondary mb-0">{t(messages.visitsNone)}</p>
        ) : (
          <>
            {isAdmin && equipment.length === 0 && contract.visits.some((v) => !v.order) && (
              <p className="alert alert-info">{t(messages.visitNoEquipment)}</p>
            )}
            <table className="table align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t(messages.visitCol)}</th>
                  <th scope="col">{t(messages.visitColOrder)}</th>
                </tr>
              </thead>
              <tbody>
                {contract.visits.map((v, i) => (
                  <tr key={`${v.date}-${i}`} data-visit={v.date}>
                    <td className="text-nowrap">{formatDay(v.date)}</td>
                    <td>
                      {v.order ? (
                        <Link to={`/app/work/${v.order}`}>{t(messages.visitOrder, { number: v.order })}</Link>
                      ) : isAdmin && equipment.length > 0 ? (
                        <CreateOrder contract={contract} index={i} equipment={equipment} />
                      ) : (
                        <span className="text-body-secondary">{t(messages.visitOrderPlanned)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </CardBody>
    </Card>
  );
}
