// A long write's progress (an import of many records): a labelled bar of what the server has
// confirmed, and a line in words read out as it changes (what is saved on this device, what the
// server has). The caller says it in its own words.
import { type ReactNode, useId } from 'react';
import { Progress } from 'reactstrap';

export function WriteProgress({
  label,
  acknowledged,
  total,
  children,
}: {
  label: string;
  /** Records the server has confirmed. */
  acknowledged: number;
  total: number;
  /** The line in words under the bar. */
  children: ReactNode;
}) {
  const labelId = useId();
  const percent = total ? Math.round((acknowledged / total) * 100) : 0;
  return (
    <div className="mb-3">
      <div id={labelId} className="fw-semibold mb-1">
        {label}
      </div>
      <Progress
        value={percent}
        barAriaLabelledBy={labelId}
        barAriaValueText={`${percent}%`}
        animated={percent < 100}
        className="mb-2"
      />
      <p role="status">{children}</p>
    </div>
  );
}
