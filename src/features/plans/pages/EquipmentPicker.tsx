// The plan's equipment: found by tag or name, ticked on or off; the chosen ones listed in order
// (the first is the order's equipment) with a button each to take it off.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { selectEquipmentById, selectPlantEquipment } from '../../plant/plantSlice';
import { indexEquipment, matchEquipment } from '../../../domain/equipmentMatch';
import messages from './messages';

const MATCHES = 20;

interface Props {
  id: string;
  chosen: string[];
  onChosen: (ids: string[]) => void;
  problem?: string;
}

export function EquipmentPicker({ id, chosen, onChosen, problem }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const equipment = useAppSelector(selectPlantEquipment);
  const byId = useAppSelector(selectEquipmentById);
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexEquipment(equipment), [equipment]);
  const matches = useMemo(() => matchEquipment(index, query, MATCHES).items, [index, query]);
  const toggle = (eqid: string, on: boolean) =>
    onChosen(on ? [...chosen.filter((c) => c !== eqid), eqid] : chosen.filter((c) => c !== eqid));

  return (
    <fieldset className="mb-3" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="form-label fs-6">{t(messages.equipment)}</legend>
      <p className="small mb-1" role="status">
        {t(messages.chosenEquipment, { count: chosen.length })}
      </p>
      {chosen.length > 0 && (
        <ol className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {chosen.map((eqid) => {
            const tag = byId.get(eqid)?.tag ?? eqid;
            return (
              <li key={eqid} className="badge text-bg-light border d-flex align-items-center gap-1 fw-normal">
                <bdi>{tag}</bdi> {byId.get(eqid)?.name}
                <Button
                  type="button"
                  close
                  className="ms-1"
                  style={{ fontSize: '0.6rem' }}
                  aria-label={t(messages.removeEquipment, { tag })}
                  onClick={() => toggle(eqid, false)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <label className="form-label small" htmlFor={id}>
        {t(messages.findEquipment)}
      </label>
      <input
        id={id}
        name="equipmentIds"
        type="search"
        className={`form-control${problem ? ' is-invalid' : ''}`}
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {query.trim() && (
        <div className="list-group mt-1" role="group" aria-label={t(messages.equipment)}>
          {matches.length === 0 && <p className="small text-body-secondary m-2">{t(messages.noMatch)}</p>}
          {matches.map((e) => (
            <label key={e.id} className="list-group-item list-group-item-action d-flex gap-2">
              <input
                type="checkbox"
                className="form-check-input"
                checked={chosen.includes(e.id)}
                onChange={(ev) => toggle(e.id, ev.target.checked)}
              />
              <span>
                <bdi className="fw-medium">{e.tag}</bdi> – {e.name}
              </span>
            </label>
          ))}
        </div>
      )}
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
