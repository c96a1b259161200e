// A KPI chart's Chart.js configuration, built from its data and the page's theme as it is now:
// every colour is a theme CSS variable read when the chart is drawn, so the 20 themes (dark
// ones too) need no code of their own, and right to left mirrors the axes and legend.
import type { Chart, ChartConfiguration, ChartDataset, ChartType, Plugin } from 'chart.js';
import type { KpiData, KpiSeries } from './chartData';

export type KpiKind = 'bar' | 'line' | 'pareto';
export type KpiChartType = 'bar' | 'line';
export type KpiChartConfig = ChartConfiguration<KpiChartType, (number | null)[], string>;
export type KpiChartInstance = Chart<KpiChartType, (number | null)[], string>;

export interface KpiBand {
  from: number;
  to: number;
  /** Drawn in the band and in the key under the chart, so best with its values: 'Target 80–90%'. */
  label: string;
  /** A CSS colour or theme variable; '--bs-success' otherwise. */
  color?: string;
}

export interface KpiLine {
  value: number;
  /** Drawn at the line's end and in the key: 'World class (90%)'. */
  label: string;
  /** A CSS colour or theme variable; '--bs-danger' otherwise. */
  color?: string;
}

interface TargetsOptions {
  band: KpiBand | null;
  line: KpiLine | null;
  bandColor: string;
  lineColor: string;
  textColor: string;
  font: string;
  rtl: boolean;
}

declare module 'chart.js' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration it merges with has it
  interface PluginOptionsByType<TType extends ChartType> {
    kpiTargets?: TargetsOptions;
    /** The canvas's background: none on screen (the card shows through), the theme's for a PNG. */
    kpiBackground?: { color: string | null };
  }
}

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  background: string;
  emphasis: string;
  /** Each series' colour, in order. */
  series: string[];
  band: string;
  line: string;
  font: string;
  rtl: boolean;
  reducedMotion: boolean;
}

/** Series colours when the caller names none: the theme's, in an order that keeps neighbours apart. */
export const PALETTE = ['--bs-primary', '--bs-info', '--bs-success', '--bs-warning', '--bs-danger', '--bs-secondary'];

/** A colour for CSS: a theme variable's name ('--x') as var(--x), anything else as given. */
export const cssColor = (color: string) => (color.startsWith('--') ? `var(${color})` : color);

/** A colour the canvas can use: a theme variable ('--x' or 'var(--x)') read from `style`, else as given. */
export function resolveColor(style: CSSStyleDeclaration, color: string, fallback: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(color.trim())?.[1] ?? (color.startsWith('--') ? color : null);
  if (!name) return color;
  return style.getPropertyValue(name).trim() || fallback;
}

function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** The theme as `el` sees it now (the variables cascade from <html>, a card may override them). */
export function readChartTheme(
  el: Element,
  series: readonly KpiSeries[],
  targets: { band?: KpiBand | null; line?: KpiLine | null } = {},
): ChartTheme {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string) => resolveColor(style, name, fallback);
  return {
    text: read('--bs-body-color', '#212529'),
    muted: read('--bs-secondary-color', '#6c757d'),
    grid: read('--bs-border-color', '#dee2e6'),
    background: read('--bs-body-bg', '#ffffff'),
    emphasis: read('--bs-emphasis-color', '#000000'),
    series: series.map((s, i) => read(s.color ?? PALETTE[i % PALETTE.length], '#0d6efd')),
    band: read(targets.band?.color ?? '--bs-success', '#198754'),
    line: read(targets.line?.color ?? '--bs-danger', '#dc3545'),
    font: style.fontFamily || 'system-ui, sans-serif',
    rtl: document.documentElement.dir === 'rtl',
    reducedMotion: prefersReducedMotion(),
  };
}

/** Draws the target band behind the data and the target line over it, each with its label. */
export const targetsPlugin: Plugin<KpiChartType, TargetsOptions> = {
  id: 'kpiTargets',
  beforeDatasetsDraw(chart, _args, o) {
    const y = chart.scales.y;
    if (!o.band || !y) return;
    const { ctx, chartArea: area } = chart;
    const top = Math.max(area.top, Math.min(y.getPixelForValue(o.band.to), area.bottom));
    const bottom = Math.max(area.top, Math.min(y.getPixelForValue(o.band.from), area.bottom));
    ctx.save();
    ctx.globalAlpha = 0.15;
    ctx.fillStyle = o.bandColor;
    ctx.fillRect(area.left, top, area.width, bottom - top);
    ctx.globalAlpha = 1;
    label(chart, o, o.band.label, o.rtl ? area.right - 4 : area.left + 4, top + 2, 'top', o.rtl ? 'right' : 'left');
    ctx.restore();
  },
  afterDatasetsDraw(chart, _args, o) {
    const y = chart.scales.y;
    if (!o.line || !y) return;
    const { ctx, chartArea: area } = chart;
    const at = y.getPixelForValue(o.line.value);
    if (at < area.top || at > area.bottom) return;
    ctx.save();
    ctx.strokeStyle = o.lineColor;
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.beginPath();
    ctx.moveTo(area.left, at);
    ctx.lineTo(area.right, at);
    ctx.stroke();
    // At the line's end: the right in left-to-right pages, the left in right-to-left ones.
    label(chart, o, o.line.label, o.rtl ? area.left + 4 : area.right - 4, at - 3, 'bottom', o.rtl ? 'left' : 'right');
    ctx.restore();
  },
};

function label(
  chart: Chart,
  o: TargetsOptions,
  text: string,
  x: number,
  y: number,
  baseline: CanvasTextBaseline,
  align: CanvasTextAlign,
) {
  const { ctx } = chart;
  ctx.font = `11px ${o.font}`;
  ctx.fillStyle = o.textColor;
  ctx.textBaseline = baseline;
  ctx.textAlign = align;
  ctx.direction = o.rtl ? 'rtl' : 'ltr';
  ctx.fillText(text, x, y);
}

/** Fills the canvas with a colour before anything is drawn (for a PNG that reads on its own). */
export const backgroundPlugin: Plugin<KpiChartType, { color: string | null }> = {
  id: 'kpiBackground',
  beforeDraw(chart, _args, o) {
    if (!o.color) return;
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = o.color;
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
};

export interface KpiConfigInput {
  kind: KpiKind;
  data: KpiData;
  band?: KpiBand | null;
  line?: KpiLine | null;
  format: (v: number) => string;
  percent: (v: number) => string;
  cumulativeLabel: string;
  yMax?: number;
  /** Counts: whole-number steps on the value axis. */
  integer?: boolean;
  stacked?: boolean;
}

export function kpiChartConfig(input: KpiConfigInput, theme: ChartTheme): KpiChartConfig {
  const { kind, data, band = null, line = null, format, percent, stacked = false } = input;
  const font = { family: theme.font, size: 12 };
  const datasets: ChartDataset<KpiChartType, (number | null)[]>[] = data.series.map((s, i) =>
    kind === 'line'
      ? {
          type: 'line',
          label: s.label,
          data: s.values,
          borderColor: theme.series[i],
          backgroundColor: theme.series[i],
          pointRadius: 3,
          yAxisID: 'y',
        }
      : { type: 'bar', label: s.label, data: s.values, backgroundColor: theme.series[i], yAxisID: 'y', order: 2 },
  );
  if (data.cumulative) {
    datasets.push({
      type: 'line',
      label: input.cumulativeLabel,
      data: data.cumulative,
      borderColor: theme.emphasis,
      backgroundColor: theme.emphasis,
      pointRadius: 3,
      yAxisID: 'y1',
      order: 1,
    });
  }
  const ticks = { color: theme.muted, font };
  const highestTarget = Math.max(band?.to ?? 0, line?.value ?? 0);
  const direction = { rtl: theme.rtl, textDirection: theme.rtl ? 'rtl' : 'ltr' };
  // A figure with its unit ("90 %", "19.5 h") kept left to right inside right-to-left text.
  const ltr = (text: string) => (theme.rtl ? `\u200e${text}\u200e` : text);
  return {
    type: kind === 'line' ? 'line' : 'bar',
    data: { labels: data.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      ...(theme.reducedMotion ? { animation: false as const } : {}),
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          type: 'category',
          reverse: theme.rtl,
          stacked,
          // Right to left, Chart.js makes no room for slanted labels at the start edge: level ones, some skipped.
          ticks: { color: theme.text, font, ...(theme.rtl ? { maxRotation: 0, autoSkipPadding: 8 } : {}) },
          grid: { display: false },
          border: { color: theme.grid },
        },
        y: {
          type: 'linear',
          position: theme.rtl ? 'right' : 'left',
          beginAtZero: true,
          stacked,
          ...(input.yMax !== undefined ? { max: input.yMax } : {}),
          ...(highestTarget > 0 ? { suggestedMax: highestTarget } : {}),
          ticks: { ...ticks, ...(input.integer ? { precision: 0 } : {}), callback: (v) => ltr(format(Number(v))) },
          grid: { color: theme.grid },
          border: { color: theme.grid },
        },
        ...(data.cumulative
          ? {
              y1: {
                type: 'linear' as const,
                position: theme.rtl ? ('left' as const) : ('right' as const),
                min: 0,
                max: 100,
                ticks: { ...ticks, callback: (v: number | string) => ltr(percent(Number(v))) },
                grid: { drawOnChartArea: false },
                border: { color: theme.grid },
              },
            }
          : {}),
      },
      plugins: {
        legend: {
          display: datasets.length > 1,
          ...direction,
          labels: { color: theme.text, font },
        },
        tooltip: {
          ...direction,
          backgroundColor: theme.background,
          titleColor: theme.text,
          bodyColor: theme.text,
          borderColor: theme.grid,
          borderWidth: 1,
          titleFont: font,
          bodyFont: font,
          // A missing value is a gap, not a 0.
          filter: (item) => item.raw !== null && item.raw !== undefined,
          callbacks: {
            label: (item) => {
              const v = Number(item.raw);
              return `${item.dataset.label ?? ''}: ${ltr(item.dataset.yAxisID === 'y1' ? percent(v) : format(v))}`;
            },
          },
        },
        kpiTargets: {
          band,
          line,
          bandColor: theme.band,
          lineColor: theme.line,
          textColor: theme.muted,
          font: theme.font,
          rtl: theme.rtl,
        },
        kpiBackground: { color: null },
      },
    },
    plugins: [backgroundPlugin, targetsPlugin],
  };
}

/** The chart as a PNG data URL, drawn once on `background` (a transparent PNG is unreadable on a dark viewer). */
export function chartPng(chart: KpiChartInstance, background: string): string {
  const options = chart.config.options?.plugins?.kpiBackground;
  if (!options) return chart.toBase64Image('image/png', 1);
  options.color = background;
  chart.update('none');
  const url = chart.toBase64Image('image/png', 1);
  options.color = null;
  chart.update('none');
  return url;
}
