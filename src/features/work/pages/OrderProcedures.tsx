// The work order's procedures card: the procedures linked to its equipment (and a
// preventive order's plan), each with — for admins, before the work is in progress — "Require
// acknowledgement before starting", and, when required, its acknowledgement: who read which
// revision, whether the procedure was revised since, and the button to acknowledge it.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { DateText } from '../../../components/DateText';
import { LinkedProceduresCard } from '../../../components/procedures/LinkedProceduresCard';
import type { LinkedProcedure } from '../../../components/procedures/linkedProceduresSlice';
import { PROCEDURE_LIMITS } from '../../../services/firebase/procedures';
import { AcknowledgeButton, orderLinks, useMayAct } from '../forms/ProcedureGate';
import { PROCEDURE_MESSAGES as messages } from '../forms/messages';
import { updateRequested, type WorkRow } from '../workSlice';
import { PROBLEMS } from '../messages';
import { checkRequiredProcedures } from '../workValidation';
import { acknowledgementsOf } from '../../../domain/work';
import type { PlantKey } from '../../../services/firebase/collections';

function Requirement({ order, procedure }: { order: WorkRow; procedure: LinkedProcedure }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const id = useId();
  const { isAdmin } = useMayAct(order);
  const required = order.requiredProcedures.includes(procedure.id);
  // Everyone's acknowledgement: each person who works on the order reads it for themself.
  const acks = acknowledgementsOf(order.acknowledgements, procedure.id);
  const next = required
    ? order.requiredProcedures.filter((x) => x !== procedure.id)
    : [...order.requiredProcedures, procedure.id];
  // Offered only when the change would be accepted (the rules and the saga check the same).
  const problem = checkRequiredProcedures(order, next, isAdmin ? 'admin' : 'editor');
  const full = !required && order.requiredProcedures.length >= PROCEDURE_LIMITS.requiredPerOrder;
  // Admins choose before the work is in progress; a full list or an acknowledged one shows why not.
  const editable = problem !== PROBLEMS.requiredAdminOnly && problem !== PROBLEMS.requiredTooLate;
  return (
    <div className="mt-2 ps-1">
      {editable && (
        <div className="form-check">
          <input
            id={`${id}-require`}
            type="checkbox"
            className="form-check-input"
            checked={required}
            disabled={!!problem}
            aria-describedby={problem ? `${id}-why` : undefined}
            data-require={procedure.id}
            onChange={() =>
              dispatch(
                updateRequested({
                  number: order.number,
                  changes: { requiredProcedures: next },
                  note: t(required ? messages.noteNotRequired : messages.noteRequired, { title: procedure.title }),
                }),
              )
            }
          />
          <label className="form-check-label" htmlFor={`${id}-require`}>
            {t(messages.require)}
          </label>
          {problem && (
            <div id={`${id}-why`} className="form-text">
              {t(full ? messages.requireFull : messages.requireLocked)}
            </div>
          )}
        </div>
      )}
      {required && !editable && <span className="badge text-bg-info me-2">{t(messages.required)}</span>}
      {required && (
        <div className="d-flex flex-wrap align-items-center gap-2 small mt-1" data-acknowledgement={procedure.id}>
          <div>
            {acks.length === 0 ? (
              <span>{t(messages.notAcknowledged)}</span>
            ) : (
              <ul className="list-unstyled mb-0">
                {acks.map((ack) => (
                  <li key={ack.by} data-acknowledged-by={ack.by}>
                    {ack.revision < procedure.revision
                      ? t(messages.staleBy, {
                          name: ack.byName,
                          acknowledged: ack.revision,
                          current: procedure.revision,
                        })
                      : t(messages.acknowledgedBy, {
                          name: ack.byName,
                          revision: ack.revision,
                          date: <DateText key="d" value={ack.at} />,
                        })}
                  </li>
                ))}
              </ul>
            )}
            <span className="text-body-secondary">{t(messages.eachPerson)}</span>
          </div>
          <AcknowledgeButton order={order} procedure={procedure} />
        </div>
      )}
    </div>
  );
}

export function OrderProcedures({ order, plant }: { order: WorkRow; plant: PlantKey }) {
  const { isAdmin } = useMayAct(order);
  return (
    <LinkedProceduresCard
      links={orderLinks(plant, order)}
      isAdmin={isAdmin}
      extra={(p) => <Requirement order={order} procedure={p} />}
    />
  );
}
