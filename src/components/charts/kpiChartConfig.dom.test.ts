// The configuration against the real Chart.js, on a recording stand-in for the canvas's 2D
// context (jsdom draws nothing): Chart.js must accept it, and the plugins must paint what they say.
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
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartData } from './chartData';
import { chartPng, type KpiChartInstance, kpiChartConfig, readChartTheme, resolveColor } from './kpiChartConfig';

interface Painted {
  op: string;
  style: unknown;
  args: unknown[];
}

function recordingContext(canvas: HTMLCanvasElement, painted: Painted[]) {
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'measureText') return (text: string) => ({ width: text.length * 6 });
      if (key === 'getLineDash') return () => [];
      if (key === 'createLinearGradient') return () => ({ addColorStop: () => {} });
      return (...args: unknown[]) => {
        if (key === 'fillRect' || key === 'fillText' || key === 'stroke') {
          painted.push({ op: key, style: key === 'stroke' ? target.strokeStyle : target.fillStyle, args });
        }
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
}

const painted: Painted[] = [];
const charts: KpiChartInstance[] = [];

beforeAll(() => {
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
});

afterEach(() => {
  charts.splice(0).forEach((c) => c.destroy());
  painted.length = 0;
  document.documentElement.removeAttribute('style');
});

function draw(kind: 'bar' | 'line' | 'pareto', rtl = false) {
  const html = document.documentElement;
  html.style.setProperty('--bs-body-bg', '#212529');
  html.style.setProperty('--bs-success', '#75b798');
  html.style.setProperty('--bs-danger', '#ea868f');
  if (rtl) html.setAttribute('dir', 'rtl');
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 300;
  vi.spyOn(canvas, 'getContext').mockReturnValue(
    recordingContext(canvas, painted) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(canvas, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  document.body.append(canvas);
  const series = [{ key: 'n', label: 'Share', values: [70, 85, null] }];
  const band = { from: 80, to: 90, label: 'Target' };
  const line = { value: 90, label: 'World class' };
  const config = kpiChartConfig(
    {
      kind,
      data: chartData(kind, ['Apr', 'May', 'Jun'], series),
      band,
      line,
      format: (v) => `${v} %`,
      percent: (v) => `${v}%`,
      cumulativeLabel: 'Cumulative %',
      yMax: 100,
    },
    { ...readChartTheme(html, series, { band, line }), reducedMotion: true },
  );
  config.options = { ...config.options, responsive: false };
  const chart: KpiChartInstance = new Chart(canvas, config);
  charts.push(chart);
  return chart;
}

describe('KPI chart configuration on Chart.js', () => {
  it('reads theme variables, plain colours and var() references', () => {
    const html = document.documentElement;
    html.style.setProperty('--bs-info', '#6edff6');
    const style = getComputedStyle(html);
    expect(resolveColor(style, '--bs-info', 'x')).toBe('#6edff6');
    expect(resolveColor(style, 'var(--bs-info)', 'x')).toBe('#6edff6');
    expect(resolveColor(style, '--bs-unknown', '#123')).toBe('#123');
    expect(resolveColor(style, 'rebeccapurple', 'x')).toBe('rebeccapurple');
  });

  it.each(['bar', 'line', 'pareto'] as const)('draws a %s chart with its target band and line', (kind) => {
    const chart = draw(kind);
    expect(chart.scales.y.max).toBe(100);
    if (kind === 'pareto') expect(chart.scales.y1.max).toBe(100);
    const y = chart.scales.y;
    const band = painted.find((p) => p.op === 'fillRect' && p.style === '#75b798');
    expect(band?.args).toEqual([
      chart.chartArea.left,
      y.getPixelForValue(90),
      chart.chartArea.width,
      y.getPixelForValue(80) - y.getPixelForValue(90),
    ]);
    expect(painted.some((p) => p.op === 'stroke' && p.style === '#ea868f')).toBe(true);
    expect(painted.filter((p) => p.op === 'fillText').map((p) => p.args[0])).toEqual(
      expect.arrayContaining(['Target', 'World class']),
    );
  });

  it('mirrors the axes right to left', () => {
    const chart = draw('pareto', true);
    expect(chart.scales.y.left).toBeGreaterThan(chart.chartArea.right - 1);
    expect(chart.scales.y1.right).toBeLessThan(chart.chartArea.left + 1);
    expect(chart.scales.x.getPixelForValue(0)).toBeGreaterThan(chart.scales.x.getPixelForValue(2));
  });

  it('takes new colours in place, as the component does when the theme changes', () => {
    const chart = draw('bar');
    const html = document.documentElement;
    html.style.setProperty('--bs-success', '#198754');
    const series = [{ key: 'n', label: 'Share', values: [70, 85, null] }];
    const next = kpiChartConfig(
      {
        kind: 'bar',
        data: chartData('bar', ['Apr', 'May', 'Jun'], series),
        band: { from: 80, to: 90, label: 'Target' },
        format: String,
        percent: String,
        cumulativeLabel: '',
      },
      { ...readChartTheme(html, series), reducedMotion: true },
    );
    painted.length = 0;
    chart.data = next.data;
    chart.options = { ...next.options, responsive: false };
    chart.update();
    expect(painted.some((p) => p.op === 'fillRect' && p.style === '#198754')).toBe(true);
    expect(painted.some((p) => p.op === 'fillRect' && p.style === '#75b798')).toBe(false);
  });

  it('paints the theme’s background only for the picture', () => {
    const chart = draw('bar');
    const whole = (p: Painted) => p.op === 'fillRect' && p.args[0] === 0 && p.args[1] === 0 && p.style === '#212529';
    expect(painted.some(whole)).toBe(false);
    expect(chartPng(chart, '#212529')).toBe('data:image/png;base64,AAAA');
    expect(painted.filter(whole)).toHaveLength(1);
    painted.length = 0;
    chart.update('none');
    expect(painted.some((p) => p.op === 'fillText')).toBe(true);
    expect(painted.some(whole)).toBe(false);
  });
});
