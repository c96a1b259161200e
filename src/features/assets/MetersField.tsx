import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { newId } from '../../lib/ids';
import { ASSET_LIMITS, type Meter } from '../../services/firebase/assets';
import messages from './messages';

interface Props {
  meters: Meter[];
  onMeters: (meters: Meter[]) => void;
  problem?: string;
}

/** The equipment's meters (name and unit each), read by the preventive plans to come. */
export function MetersField({ meters, onMeters, problem }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const change = (id: string, part: Partial<Meter>) =>
    onMeters(meters.map((m) => (m.id === id ? { ...m, ...part } : m)));
  return (
    <fieldset className="mb-3" aria-describedby={problem ? 'equipment-meters-problem' : undefined}>
      <legend className="form-label fs-6">{t(messages.fieldMeters)}</legend>
      {meters.length === 0 && <p className="text-body-secondary small">{t(messages.noMeters)}</p>}
      {meters.map((m, i) => (
        <div key={m.id} className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <div className="flex-grow-1">
            <label className="form-label small" htmlFor={`meter-name-${m.id}`}>
              {t(messages.meterName, { n: i + 1 })}
            </label>
            <input
              id={`meter-name-${m.id}`}
              className="form-control"
              value={m.name}
              onChange={(e) => change(m.id, { name: e.target.value })}
            />
          </div>
          <div style={{ width: '8rem' }}>
            <label className="form-label small" htmlFor={`meter-unit-${m.id}`}>
              {t(messages.meterUnit, { n: i + 1 })}
            </label>
            <input
              id={`meter-unit-${m.id}`}
              className="form-control"
              value={m.unit}
              onChange={(e) => change(m.id, { unit: e.target.value })}
            />
          </div>
          <Button color="secondary" outline onClick={() => onMeters(meters.filter((x) => x.id !== m.id))}>
            {t(messages.removeMeter, { n: i + 1 })}
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        color="secondary"
        outline
        disabled={meters.length >= ASSET_LIMITS.meters}
        onClick={() => onMeters([...meters, { id: newId(), name: '', unit: '' }])}
      >
        {t(messages.addMeter)}
      </Button>
      {problem && (
        <div id="equipment-meters-problem" className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
