// The one way to choose equipment in a form: a search by tag or name over the plant's equipment
// summary (`matchEquipment`, the meaning the search box shares), with a radio per match for one
// piece or a checkbox per match for several. Several chosen can be shown in order, each with a
// button to take it off (`removable`); `browse` lists the plant's equipment before anything is
// typed, the chosen first.
import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EquipmentSummary } from '../../domain/assets';
import { indexEquipment, matchEquipment } from '../../domain/equipmentMatch';
import messages from './messages';

/** Matches listed for what was typed; the rest are found by typing more. */
const MATCHES = 20;
/** Items listed when browsing with nothing typed. */
const BROWSED = 100;

interface Props {
  /** The search box's id (the form focuses it for a problem); the rest derive from it. */
  id: string;
  /** The field's name, e.g. "Equipment". */
  legend: string;
  /** The search box's label. */
  findLabel: string;
  equipment: readonly EquipmentSummary[];
  /** The chosen ids, in order. */
  value: readonly string[];
  onValue: (ids: string[]) => void;
  /** Several (checkboxes) or one (radios). */
  multiple?: boolean;
  /** The chosen shown in order, each with a button to take it off (several only). */
  removable?: boolean;
  /** Lists the equipment before anything is typed (several only). */
  browse?: boolean;
  /** A line read out when the choice changes, e.g. "2 pieces chosen". */
  status?: ReactNode;
  hint?: ReactNode;
  problem?: string;
  /** The search box's name: the form focuses it for a problem with this field. */
  name?: string;
}

const Label = ({ item }: { item: EquipmentSummary }) => (
  <span>
    <bdi className="fw-medium">{item.tag}</bdi> – {item.name}
  </span>
);

export function EquipmentPicker({
  id,
  legend,
  findLabel,
  equipment,
  value,
  onValue,
  multiple = false,
  removable = false,
  browse = false,
  status,
  hint,
  problem,
  name,
}: Props) {
  const t = useIntl().formatMessage;
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexEquipment(equipment), [equipment]);
  const byId = useMemo(() => new Map(equipment.map((e) => [e.id, e])), [equipment]);
  const chosen = new Set(value);
  const typed = query.trim() !== '';
  const { listed, more } = useMemo(() => {
    if (typed) {
      const found = matchEquipment(index, query, MATCHES);
      return { listed: found.items, more: found.more };
    }
    if (!browse) return { listed: [], more: false };
    const picked = new Set(value);
    const sorted = [...equipment].sort((a, b) => a.tag.localeCompare(b.tag));
    const rest = sorted.filter((e) => !picked.has(e.id));
    return {
      listed: [...sorted.filter((e) => picked.has(e.id)), ...rest.slice(0, BROWSED)],
      more: rest.length > BROWSED,
    };
  }, [typed, index, query, browse, equipment, value]);
  const toggle = (eqid: string, on: boolean) =>
    onValue(multiple ? (on ? [...value.filter((c) => c !== eqid), eqid] : value.filter((c) => c !== eqid)) : [eqid]);
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="mb-3" aria-describedby={described}>
      <legend className="form-label fs-6">{legend}</legend>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </div>
      )}
      {status && (
        <p className="small mb-1" role="status">
          {status}
        </p>
      )}
      {removable && multiple && value.length > 0 && (
        <ol className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {value.map((eqid) => {
            const tag = byId.get(eqid)?.tag ?? eqid;
            return (
              <li
                key={eqid}
                className="badge bg-body-secondary text-body border d-flex align-items-center gap-1 fw-normal"
              >
                <bdi>{tag}</bdi> {byId.get(eqid)?.name}
                {/* reactstrap's `close` Button drops its aria-label: each says which it removes. */}
                <button
                  type="button"
                  className="btn-close ms-1"
                  style={{ fontSize: '0.6rem' }}
                  aria-label={t(messages.remove, { tag })}
                  onClick={() => toggle(eqid, false)}
                />
              </li>
            );
          })}
        </ol>
      )}
      {equipment.length === 0 ? (
        <p className="text-body-secondary">{t(messages.noEquipment)}</p>
      ) : (
        <>
          <label className="form-label small" htmlFor={id}>
            {findLabel}
          </label>
          <input
            id={id}
            name={name}
            type="search"
            className={`form-control${problem ? ' is-invalid' : ''}`}
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
          {(typed || browse) && (
            <div
              className="list-group mt-1 overflow-y-auto"
              style={{ maxHeight: '16rem' }}
              {...(multiple ? {} : { role: 'radiogroup', 'aria-label': legend })}
            >
              {listed.length === 0 && <p className="small text-body-secondary m-2">{t(messages.noMatch)}</p>}
              {listed.map((e) => (
                <label key={e.id} className="list-group-item list-group-item-action d-flex gap-2">
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    className="form-check-input flex-shrink-0"
                    name={multiple ? undefined : `${id}-choice`}
                    checked={chosen.has(e.id)}
                    onChange={(ev) => toggle(e.id, ev.target.checked)}
                  />
                  <Label item={e} />
                </label>
              ))}
              {more && <p className="small text-body-secondary m-2">{t(messages.more)}</p>}
            </div>
          )}
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
