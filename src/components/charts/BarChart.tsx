// A bar chart in SVG (stacked series, an optional capacity line) that everyone can read: the
// picture is one image with a label saying what it shows, and the same numbers are a table —
// hidden for the eye until asked for, always there for screen readers. Colours are the theme's
// CSS variables, so dark themes draw it in their own colours. Words come from the caller.
import { useId, useState } from 'react';
import { Button } from 'reactstrap';

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour, best a theme variable: 'var(--bs-success)'. */
  color: string;
}

export interface ChartBar {
  key: string;
  /** Under the bar and in the table's first column. */
  label: string;
  /** Series key → value (missing = 0). */
  values: Record<string, number>;
  /** Drawn with a warning outline (say why in `note`: colour alone says nothing). */
  warn?: boolean;
  /** Words for the table's last column, e.g. "Over capacity by 4 h". */
  note?: string;
  /** This bar's own capacity, marked across it (when capacity differs from bar to bar). */
  limit?: number;
}

export interface BarChartProps {
  /** What the chart shows: the image's label and the table's caption. */
  title: string;
  series: ChartSeries[];
  bars: ChartBar[];
  /** A horizontal line at this value (crew capacity); none when null or absent. */
  line?: { value: number; label: string } | null;
  /** The legend's words for the bars' own capacity marks (`limit`). */
  limitLabel?: string;
  /** How a value reads (axis, table): e.g. (v) => `${v} h`. */
  format?: (value: number) => string;
  /** Table words. */
  categoryHeader: string;
  totalHeader?: string;
  noteHeader?: string;
  showTable: string;
  hideTable: string;
  height?: number;
}

/** A warning row's mark at its start (logical: right to left it is on the right). */
const WARN_EDGE = { borderInlineStart: '4px solid var(--bs-danger)' };

const W = 640;
const PAD = { top: 12, bottom: 34, side: 44 };

/** A round top for the axis: 1, 2, 2.5 or 5 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 2.5, 5, 10].map((f) => f * power).find((v) => v >= max) ?? 10 * power;
}

export function BarChart({
  title,
  series,
  bars,
  line,
  limitLabel,
  format = String,
  categoryHeader,
  totalHeader,
  noteHeader,
  showTable,
  hideTable,
  height = 220,
}: BarChartProps) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const totals = bars.map((b) => series.reduce((sum, s) => sum + (b.values[s.key] ?? 0), 0));
  const limits = bars.map((b) => b.limit).filter((v): v is number => v !== undefined);
  const highest = Math.max(0, ...totals, line?.value ?? 0, ...limits);
  const counts =
    bars.every((b) => Object.values(b.values).every(Number.isInteger)) && Number.isInteger(line?.value ?? 0);
  // Counts keep whole numbers on the axis (its middle line too).
  const nice = niceMax(highest);
  const top = counts && !Number.isInteger(nice / 2) ? Math.max(2, 2 * Math.ceil(highest / 2)) : nice;
  const plotH = height - PAD.top - PAD.bottom;
  const plotW = W - 2 * PAD.side;
  const slot = bars.length ? plotW / bars.length : plotW;
  const barW = Math.max(4, slot * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const axisX = rtl ? W - PAD.side : PAD.side;
  const slotX = (i: number) => (rtl ? W - PAD.side - (i + 1) * slot : PAD.side + i * slot);
  // A label every so many bars, so that none overlaps the next (11 px type: about 6.5 units a
  // character), and at most 12.
  const longest = Math.max(0, ...bars.map((b) => b.label.length));
  const labelEvery = Math.max(1, Math.ceil(bars.length / 12), Math.ceil((longest * 6.5 + 8) / slot));

  return (
    <figure className="mb-3">
      <svg
        viewBox={`0 0 ${W} ${height}`}
        width="100%"
        role="img"
        aria-label={title}
        style={{ maxHeight: `${height * 1.5}px`, overflow: 'visible' }}
        data-chart="bar"
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={PAD.side}
              x2={W - PAD.side}
              y1={y(top * f)}
              y2={y(top * f)}
              style={{ stroke: 'var(--bs-border-color)' }}
              strokeDasharray={f ? '2 3' : undefined}
            />
            <text
              x={rtl ? axisX + 6 : axisX - 6}
              y={y(top * f) + 4}
              textAnchor={rtl ? 'start' : 'end'}
              fontSize="11"
              style={{ fill: 'var(--bs-secondary-color)' }}
            >
              {format(top * f)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          let base = 0;
          const x = slotX(i) + (slot - barW) / 2;
          return (
            <g key={bar.key} data-bar={bar.key} data-warn={bar.warn ? 'true' : undefined}>
              {series.map((s) => {
                const v = bar.values[s.key] ?? 0;
                if (v <= 0) return null;
                const rect = (
                  <rect
                    key={s.key}
                    x={x}
                    width={barW}
                    y={y(base + v)}
                    height={y(base) - y(base + v)}
                    style={{ fill: s.color }}
                  />
                );
                base += v;
                return rect;
              })}
              {bar.warn && (
                <rect
                  x={x - 2}
                  width={barW + 4}
                  y={y(totals[i]) - 2}
                  height={Math.max(4, y(0) - y(totals[i]) + 2)}
                  style={{ fill: 'none', stroke: 'var(--bs-danger)' }}
                  strokeWidth={2}
                  strokeDasharray="4 2"
                />
              )}
              {bar.limit !== undefined && (
                <line
                  data-limit={bar.limit}
                  x1={slotX(i) + 1}
                  x2={slotX(i) + slot - 1}
                  y1={y(bar.limit)}
                  y2={y(bar.limit)}
                  style={{ stroke: 'var(--bs-danger)' }}
                  strokeWidth={2}
                  strokeDasharray="6 4"
                />
              )}
              {i % labelEvery === 0 && (
                <text
                  x={x + barW / 2}
                  y={height - PAD.bottom + 16}
                  textAnchor="middle"
                  fontSize="11"
                  style={{ fill: bar.warn ? 'var(--bs-danger-text-emphasis)' : 'var(--bs-body-color)' }}
                  fontWeight={bar.warn ? 'bold' : undefined}
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
        {line && (
          <g data-line="capacity">
            <line
              x1={PAD.side}
              x2={W - PAD.side}
              y1={y(line.value)}
              y2={y(line.value)}
              style={{ stroke: 'var(--bs-danger)' }}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
          </g>
        )}
      </svg>
      <figcaption className="d-flex flex-wrap align-items-center gap-3 small">
        <ul className="list-inline mb-0" aria-hidden>
          {series.map((s) => (
            <li key={s.key} className="list-inline-item">
              <span
                className="d-inline-block me-1 align-middle"
                style={{ width: '0.8rem', height: '0.8rem', background: s.color }}
              />
              {s.label}
            </li>
          ))}
          {(line || (limits.length > 0 && limitLabel)) && (
            <li className="list-inline-item">
              <span
                className="d-inline-block me-1 align-middle"
                style={{ width: '1.2rem', borderTop: '2px dashed var(--bs-danger)' }}
              />
              {line?.label ?? limitLabel}
            </li>
          )}
        </ul>
        <Button
          color="link"
          size="sm"
          className="p-0 ms-auto"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((v) => !v)}
        >
          {tableShown ? hideTable : showTable}
        </Button>
      </figcaption>
      <div className={tableShown ? 'table-responsive mt-2' : 'visually-hidden'} id={`${id}-table`}>
        <table className="table table-sm small mb-0">
          <caption className={tableShown ? 'caption-top' : undefined}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="text-end">
                  {s.label}
                </th>
              ))}
              {totalHeader && (
                <th scope="col" className="text-end">
                  {totalHeader}
                </th>
              )}
              {line && (
                <th scope="col" className="text-end">
                  {line.label}
                </th>
              )}
              {noteHeader && <th scope="col">{noteHeader}</th>}
            </tr>
          </thead>
          <tbody>
            {bars.map((bar, i) => (
              <tr key={bar.key} data-warn={bar.warn ? 'true' : undefined}>
                <th
                  scope="row"
                  className={bar.warn ? 'text-danger-emphasis' : undefined}
                  style={bar.warn ? WARN_EDGE : undefined}
                >
                  {bar.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="text-end">
                    {format(bar.values[s.key] ?? 0)}
                  </td>
                ))}
                {totalHeader && <td className="text-end">{format(totals[i])}</td>}
                {line && <td className="text-end">{format(line.value)}</td>}
                {noteHeader && <td>{bar.note ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
