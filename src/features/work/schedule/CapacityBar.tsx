// A craft's planned hours for the week against its crew capacity: a bar, and the same said in
// words (over capacity is never told by colour alone).
import { useIntl } from 'react-intl';
import messages from './messages';
import { roundHours } from './scheduleModel';

export function CapacityBar({ craft, hours, capacity }: { craft: string; hours: number; capacity: number | null }) {
  const intl = useIntl();
  if (capacity === null)
    return <p className="small text-body-secondary mb-2">{intl.formatMessage(messages.noCapacity, { hours })}</p>;
  const over = hours > capacity;
  const percent = capacity > 0 ? Math.min(100, (hours / capacity) * 100) : hours > 0 ? 100 : 0;
  const words = over
    ? intl.formatMessage(messages.overCapacity, { hours: roundHours(hours - capacity) })
    : intl.formatMessage(messages.underCapacity, { hours: roundHours(capacity - hours) });
  return (
    <div className="mb-2" data-capacity={over ? 'over' : 'within'}>
      <div
        className="progress"
        role="progressbar"
        aria-label={intl.formatMessage(messages.capacityBar, { craft, hours, capacity })}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={Math.min(hours, capacity)}
        style={{ height: '0.75rem' }}
      >
        <div
          className={`progress-bar ${over ? 'bg-danger progress-bar-striped' : 'bg-success'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={`small mb-0 ${over ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'}`}>
        {over && <span aria-hidden>⚠ </span>}
        {intl.formatMessage(messages.hoursOfCapacity, { hours, capacity })} · {words}
      </p>
    </div>
  );
}
