// The portal's equipment field: the item a QR code named, or a search by tag or name whose
// matches are radio buttons (a plant may list thousands; at most 8 are shown, and the count of
// the others says to type more).
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PortalEquipment } from '../../domain/portal';
import messages from './messages';

const SHOWN = 8;

function fold(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface Props {
  equipment: readonly PortalEquipment[];
  value: string;
  onChange: (id: string) => void;
  problem: string | null;
}

export function EquipmentChooser({ equipment, value, onChange, problem }: Props) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = equipment.find((e) => e.id === value) ?? null;
  const [browsing, setBrowsing] = useState(!chosen);
  const matches = useMemo(() => {
    const words = fold(search).split(/\s+/).filter(Boolean);
    if (!words.length) return equipment;
    return equipment.filter((e) => {
      const text = fold(`${e.tag} ${e.name}`);
      return words.every((w) => text.includes(w));
    });
  }, [equipment, search]);

  if (chosen && !browsing) {
    return (
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{intl.formatMessage(messages.fieldEquipment)}</legend>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fs-5" data-portal-equipment={chosen.id}>
            <strong>{chosen.tag}</strong> · {chosen.name}
          </span>
          <button type="button" className="btn btn-link p-0" onClick={() => setBrowsing(true)}>
            {intl.formatMessage(messages.equipmentChange)}
          </button>
        </div>
      </fieldset>
    );
  }

  const shown = matches.slice(0, SHOWN);
  return (
    <fieldset className="mb-3" aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}>
      <legend className="form-label fs-6 fw-semibold">{intl.formatMessage(messages.fieldEquipment)}</legend>
      <label htmlFor={`${id}-search`} className="form-label small">
        {intl.formatMessage(messages.fieldEquipmentSearch)}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={`form-control form-control-lg${problem ? ' is-invalid' : ''}`}
        value={search}
        autoComplete="off"
        onChange={(e) => setSearch(e.target.value)}
      />
      <div id={`${id}-hint`} className="form-text">
        {intl.formatMessage(messages.fieldEquipmentHint)}
      </div>
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
      <div className="list-group mt-2">
        {shown.map((e) => (
          <label key={e.id} className="list-group-item list-group-item-action d-flex gap-2 align-items-center py-2">
            <input
              type="radio"
              className="form-check-input flex-shrink-0"
              name={`${id}-equipment`}
              checked={value === e.id}
              onChange={() => {
                onChange(e.id);
                setBrowsing(false);
              }}
            />
            <span>
              <strong>{e.tag}</strong> · {e.name}
            </span>
          </label>
        ))}
      </div>
      {matches.length === 0 && (
        <p className="text-body-secondary mt-2 mb-0" role="status">
          {intl.formatMessage(messages.equipmentNone, { text: search })}
        </p>
      )}
      {matches.length > SHOWN && (
        <p className="text-body-secondary small mt-2 mb-0" role="status">
          {intl.formatMessage(messages.equipmentMore, { count: matches.length - SHOWN })}
        </p>
      )}
    </fieldset>
  );
}
