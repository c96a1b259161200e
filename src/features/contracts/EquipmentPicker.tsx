// The contract's covered equipment: checkboxes over the saved plant's equipment (found by tag or
// name), stored as 'plantId/equipmentId'; items of the site's other plants stay as they were.
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EquipmentSummary } from '../../services/firebase/assets';
import { indexEquipment, matchEquipment } from '../../domain/equipmentMatch';
import messages from './messages';

/** At most this many unchosen items are listed at once; the search finds the rest. */
const SHOWN = 100;

interface Props {
  plant: string;
  equipment: readonly EquipmentSummary[];
  value: string[];
  onValue: (value: string[]) => void;
  problem?: string;
}

export function EquipmentPicker({ plant, equipment, value, onValue, problem }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = new Set(value);
  const keyOf = (e: EquipmentSummary) => `${plant}/${e.id}`;
  const elsewhere = value.filter((v) => !v.startsWith(`${plant}/`)).length;
  const index = useMemo(() => indexEquipment(equipment), [equipment]);
  const matching = useMemo(
    () =>
      search.trim()
        ? matchEquipment(index, search, Infinity).items
        : [...equipment].sort((a, b) => a.tag.localeCompare(b.tag)),
    [equipment, index, search],
  );
  const listed = [
    ...matching.filter((e) => chosen.has(keyOf(e))),
    ...matching.filter((e) => !chosen.has(keyOf(e))).slice(0, SHOWN),
  ];
  const toggle = (e: EquipmentSummary, on: boolean) =>
    onValue(on ? [...value, keyOf(e)] : value.filter((v) => v !== keyOf(e)));

  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}>
      <legend className="form-label fs-6">{t(messages.fieldEquipment)}</legend>
      <div id={`${id}-hint`} className="form-text mt-0 mb-2">
        {t(messages.equipmentHint)}
        {elsewhere > 0 && <> {t(messages.otherPlants, { count: elsewhere })}</>}
      </div>
      {equipment.length === 0 ? (
        <p className="text-body-secondary">{t(messages.noEquipment)}</p>
      ) : (
        <>
          <label htmlFor={`${id}-search`} className="visually-hidden">
            {t(messages.equipmentFilter)}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control form-control-sm mb-2"
            placeholder={t(messages.equipmentFilter)}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <div className="border rounded p-2" style={{ maxHeight: '16rem', overflowY: 'auto' }}>
            {listed.map((e) => (
              <div className="form-check" key={e.id}>
                <input
                  id={`${id}-${e.id}`}
                  className="form-check-input"
                  type="checkbox"
                  checked={chosen.has(keyOf(e))}
                  onChange={(ev) => toggle(e, ev.target.checked)}
                />
                <label className="form-check-label" htmlFor={`${id}-${e.id}`}>
                  {e.tag} – {e.name}
                </label>
              </div>
            ))}
          </div>
        </>
      )}
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
