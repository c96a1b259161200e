// A KPI chart on Chart.js that everyone can read and take away: the canvas is one image whose
// label says what it shows and its latest value, the formula is help text beside it, the same
// numbers are a table (hidden for the eye until asked for, always there for screen readers), and
// the toolbar downloads them as CSV or the picture as PNG. Colours, font and direction come from
// the page when drawn and are re-read when the theme or direction changes. Words come from the
// caller and the shared component messages. Default export: load it lazily with the dashboard.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { downloadText } from '../../lib/download';
import messages from '../messages';
import { buildCsv, chartData, chartSummary, hasData, type KpiSeries } from './chartData';
import {
  type KpiBand,
  type KpiChartInstance,
  type KpiKind,
  type KpiLine,
  chartPng,
  cssColor,
  kpiChartConfig,
  readChartTheme,
} from './kpiChartConfig';

// Only what these charts draw, so the rest of Chart.js is left out of the bundle.
Chart.register(
  BarController,
  LineController,
  BarElement,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export type { KpiBand, KpiKind, KpiLine, KpiSeries };

export interface KpiChartProps {
  /** What the chart shows: its heading, the image's label and the table's caption. */
  title: string;
  /** How the figure is worked out, in words (the formula): help text under the title. */
  description?: string;
  /** 'pareto': bars largest first and a line of the cumulative share on a 0–100 % axis. */
  kind: KpiKind;
  /** The categories: months, failure codes… */
  labels: string[];
  /** One value per label (null: no value); a colour is a CSS colour or theme variable. */
  series: KpiSeries[];
  /** A shaded target range, e.g. 80–90 % planned work. */
  band?: KpiBand | null;
  /** A dashed target line, e.g. the 90 % world-class level. */
  line?: KpiLine | null;
  /** How a value reads on the axis, in tooltips and in the table: e.g. (v) => `${v} %`. */
  format: (value: number) => string;
  /** The value axis's top (e.g. 100 for percentages); from the data otherwise. */
  yMax?: number;
  /** Counts: whole-number steps on the value axis. */
  integer?: boolean;
  /** Bars of the series stacked rather than side by side. */
  stacked?: boolean;
  /** The table's and the CSV's first column header. */
  categoryHeader: string;
  /** The downloads' file name, without extension. */
  fileName: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
  /** The title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The drawing's height in pixels (default 260). */
  height?: number;
}

/** Attributes of <html> that change the theme's colours or the text direction. */
const THEME_ATTRIBUTES = ['data-bs-theme', 'data-theme', 'dir'];
const NO_VALUE = '–';

export default function KpiChart({
  title,
  description,
  kind,
  labels,
  series,
  band = null,
  line = null,
  format,
  yMax,
  integer,
  stacked,
  categoryHeader,
  fileName,
  emptyText,
  headingLevel = 3,
  height = 260,
}: KpiChartProps) {
  const intl = useIntl();
  const id = useId();
  const figureRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<KpiChartInstance | null>(null);
  const [tableShown, setTableShown] = useState(false);
  const data = useMemo(() => chartData(kind, labels, series), [kind, labels, series]);
  const drawable = hasData(labels, series);
  const cumulativeLabel = intl.formatMessage(messages.chartCumulative);
  const percent = (v: number) => intl.formatNumber(v / 100, { style: 'percent', maximumFractionDigits: 1 });
  const summary = chartSummary(data, format, kind === 'pareto');
  const Heading = `h${headingLevel}` as const;

  const theme = () => readChartTheme(figureRef.current ?? document.documentElement, data.series, { band, line });
  const config = useEffectEvent(() =>
    kpiChartConfig({ kind, data, band, line, format, percent, cumulativeLabel, yMax, integer, stacked }, theme()),
  );
  const redraw = useEffectEvent((chart: KpiChartInstance) => {
    const next = config();
    chart.data = next.data;
    chart.options = next.options ?? {};
    chart.update();
  });

  useEffect(() => {
    if (!drawable || !canvasRef.current) return;
    const chart: KpiChartInstance = new Chart(canvasRef.current, config());
    chartRef.current = chart;
    const observer = new MutationObserver(() => redraw(chart));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: THEME_ATTRIBUTES });
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [drawable]);

  // The same chart, updated in place: new data animates from the old (unless motion is reduced).
  const dataKey = JSON.stringify({ kind, labels, series, band, line, yMax, integer, stacked });
  useEffect(() => {
    if (chartRef.current) redraw(chartRef.current);
  }, [dataKey, format, cumulativeLabel]);

  function downloadCsv() {
    downloadText(`${fileName}.csv`, `\uFEFF${buildCsv(categoryHeader, data, cumulativeLabel)}`);
  }

  function downloadPng() {
    const chart = chartRef.current;
    if (!chart) return;
    const url = chartPng(chart, theme().background);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.png`;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  }

  const tableId = `${id}-table`;
  const descriptionId = `${id}-description`;
  const toggleText = intl.formatMessage(tableShown ? messages.chartHideTable : messages.chartShowTable);
  const toggleName = intl.formatMessage(tableShown ? messages.chartHideTableOf : messages.chartShowTableOf, { title });
  const cell = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? format(v) : NO_VALUE);

  return (
    <figure className="mb-3" ref={figureRef} aria-labelledby={`${id}-title`} data-chart={kind}>
      <figcaption className="mb-2">
        <Heading className="h6 mb-1" id={`${id}-title`}>
          {title}
        </Heading>
        {description && (
          <p className="form-text small mt-0 mb-0" id={descriptionId}>
            {description}
          </p>
        )}
      </figcaption>
      {!drawable ? (
        <p className="text-body-secondary mb-0">{emptyText}</p>
      ) : (
        <>
          <div className="position-relative" style={{ blockSize: `${height}px` }}>
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={summary ? `${title}. ${summary}` : title}
              aria-describedby={description ? descriptionId : undefined}
            />
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3 small mt-1">
            {(band || line) && (
              <ul className="list-inline mb-0">
                {band && (
                  <li className="list-inline-item" data-key="band">
                    <span
                      className="d-inline-block me-1 align-middle"
                      style={{
                        inlineSize: '0.8rem',
                        blockSize: '0.8rem',
                        background: cssColor(band.color ?? '--bs-success'),
                        opacity: 0.4,
                      }}
                    />
                    {band.label}
                  </li>
                )}
                {line && (
                  <li className="list-inline-item" data-key="line">
                    <span
                      className="d-inline-block me-1 align-middle"
                      style={{
                        inlineSize: '1.2rem',
                        borderBlockStart: `2px dashed ${cssColor(line.color ?? '--bs-danger')}`,
                      }}
                    />
                    {line.label}
                  </li>
                )}
              </ul>
            )}
            <div className="d-flex flex-wrap gap-3 ms-auto d-print-none">
              <Button
                color="link"
                size="sm"
                className="p-0"
                aria-label={toggleName}
                aria-expanded={tableShown}
                aria-controls={tableId}
                onClick={() => setTableShown((v) => !v)}
              >
                {toggleText}
              </Button>
              <Button
                color="link"
                size="sm"
                className="p-0"
                aria-label={intl.formatMessage(messages.chartDownloadCsvOf, { title })}
                onClick={downloadCsv}
              >
                {intl.formatMessage(messages.chartDownloadCsv)}
              </Button>
              <Button
                color="link"
                size="sm"
                className="p-0"
                aria-label={intl.formatMessage(messages.chartDownloadPngOf, { title })}
                onClick={downloadPng}
              >
                {intl.formatMessage(messages.chartDownloadPng)}
              </Button>
            </div>
          </div>
          <div className={tableShown ? 'table-responsive mt-2' : 'visually-hidden'} id={tableId}>
            <table className="table table-sm small mb-0">
              <caption className={tableShown ? 'caption-top' : undefined}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryHeader}</th>
                  {data.series.map((s) => (
                    <th key={s.key} scope="col" className="text-end">
                      {s.label}
                    </th>
                  ))}
                  {data.cumulative && (
                    <th scope="col" className="text-end">
                      {cumulativeLabel}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.labels.map((label, i) => (
                  <tr key={`${i}-${label}`}>
                    <th scope="row">{label}</th>
                    {data.series.map((s) => (
                      <td key={s.key} className="text-end">
                        <bdi>{cell(s.values[i])}</bdi>
                      </td>
                    ))}
                    {data.cumulative && (
                      <td className="text-end">
                        <bdi>{percent(data.cumulative[i])}</bdi>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
