import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartConfiguration } from 'chart.js';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json?compiled';
import KpiChart, { type KpiChartProps } from './KpiChart';

// jsdom has no canvas: a stand-in Chart records what it was given and how it was used.
const fake = vi.hoisted(() => {
  class FakeChart {
    static register = () => {};
    static instances: FakeChart[] = [];
    config: ChartConfiguration<'bar' | 'line', (number | null)[], string>;
    updates: (string | undefined)[] = [];
    destroyed = false;
    /** The background plugin's colour each time the picture was taken. */
    pictureBackgrounds: (string | null | undefined)[] = [];
    constructor(
      public canvas: HTMLCanvasElement,
      config: ChartConfiguration<'bar' | 'line', (number | null)[], string>,
    ) {
      this.config = config;
      FakeChart.instances.push(this);
    }
    get data() {
      return this.config.data;
    }
    set data(data) {
      this.config.data = data;
    }
    get options() {
      return this.config.options!;
    }
    set options(options) {
      this.config.options = options;
    }
    update(mode?: string) {
      this.updates.push(mode);
    }
    destroy() {
      this.destroyed = true;
    }
    toBase64Image() {
      this.pictureBackgrounds.push(this.config.options?.plugins?.kpiBackground?.color);
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
  }
  return { FakeChart };
});

vi.mock('chart.js', () => {
  const part = {};
  return {
    Chart: fake.FakeChart,
    BarController: part,
    LineController: part,
    BarElement: part,
    LineElement: part,
    PointElement: part,
    CategoryScale: part,
    LinearScale: part,
    Tooltip: part,
    Legend: part,
  };
});

// The chart needs only the language; a wrapper keeps it across rerenders.
const English = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);
const renderChart = (ui: ReactElement) => render(ui, { wrapper: English });

const chart = () => fake.FakeChart.instances.at(-1)!;
const html = document.documentElement;

const props: KpiChartProps = {
  title: 'Planned work',
  description: 'Planned hours ÷ all hours worked, per month.',
  kind: 'bar',
  labels: ['Apr', 'May', 'Jun'],
  series: [{ key: 'planned', label: 'Planned', values: [70, 85, null] }],
  band: { from: 80, to: 90, label: 'Target 80–90 %' },
  line: { value: 90, label: 'World class (90 %)' },
  format: (v) => `${v} %`,
  yMax: 100,
  categoryHeader: 'Month',
  fileName: 'planned-work',
  emptyText: 'No hours recorded yet.',
};

beforeEach(() => {
  fake.FakeChart.instances = [];
  html.style.setProperty('--bs-body-color', '#212529');
  html.style.setProperty('--bs-body-bg', '#ffffff');
  html.style.setProperty('--bs-primary', '#0d6efd');
});

afterEach(() => {
  html.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('KPI chart', () => {
  it('draws the data in the theme’s colours as one labelled image with its formula and a table', async () => {
    const user = userEvent.setup();
    renderChart(<KpiChart {...props} />);
    const img = screen.getByRole('img', { name: 'Planned work. May: 85 %' });
    expect(img).toHaveAccessibleDescription('Planned hours ÷ all hours worked, per month.');
    expect(img.tagName).toBe('CANVAS');
    expect(screen.getByRole('figure', { name: 'Planned work' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Planned work' })).toBeInTheDocument();

    const { config } = chart();
    expect(chart().canvas).toBe(img);
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['Apr', 'May', 'Jun']);
    expect(config.data.datasets.map((d) => [d.label, d.data, d.backgroundColor])).toEqual([
      ['Planned', [70, 85, null], '#0d6efd'],
    ]);
    expect(config.options?.scales?.y).toMatchObject({ max: 100, position: 'left', suggestedMax: 90 });
    expect(config.options?.scales?.x).toMatchObject({ reverse: false, ticks: { color: '#212529' } });
    expect(config.options?.plugins?.kpiTargets).toMatchObject({ band: props.band, line: props.line });
    expect(screen.getByText('Target 80–90 %')).toBeInTheDocument();
    expect(screen.getByText('World class (90 %)')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Planned work' });
    expect(table.parentElement).toHaveClass('visually-hidden');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Month', 'Planned'],
      ['Apr', '70 %'],
      ['May', '85 %'],
      ['Jun', '–'],
    ]);
    const toggle = screen.getByRole('button', { name: 'Show the table of Planned work' });
    expect(toggle).toHaveTextContent('Show the table');
    await user.click(toggle);
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Hide the table of Planned work' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('mirrors the axes, legend and tooltip right to left', () => {
    html.setAttribute('dir', 'rtl');
    renderChart(<KpiChart {...props} kind="pareto" />);
    const { options } = chart().config;
    expect(options?.scales?.x?.reverse).toBe(true);
    expect(options?.scales?.y?.position).toBe('right');
    expect(options?.scales?.y1?.position).toBe('left');
    expect(options?.plugins?.legend).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(options?.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
    expect(options?.plugins?.kpiTargets?.rtl).toBe(true);
  });

  it('draws a Pareto chart largest first with the cumulative share on a 0–100 % axis', () => {
    renderChart(
      <KpiChart
        {...props}
        title="Failures by cause"
        kind="pareto"
        labels={['Wear', 'Leak', 'Misuse']}
        series={[{ key: 'n', label: 'Failures', values: [3, 5, 2] }]}
        band={null}
        line={null}
        yMax={undefined}
        format={String}
        categoryHeader="Cause"
      />,
    );
    const { config } = chart();
    expect(config.data.labels).toEqual(['Leak', 'Wear', 'Misuse']);
    expect(config.data.datasets.map((d) => [d.type, d.data, d.yAxisID])).toEqual([
      ['bar', [5, 3, 2], 'y'],
      ['line', [50, 80, 100], 'y1'],
    ]);
    expect(config.options?.scales?.y1).toMatchObject({ min: 0, max: 100 });
    expect(screen.getByRole('img', { name: 'Failures by cause. Leak: 5' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Failures by cause' }))
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Cause', 'Failures', 'Cumulative %'],
      ['Leak', '5', '50%'],
      ['Wear', '3', '80%'],
      ['Misuse', '2', '100%'],
    ]);
  });

  it('downloads the numbers as CSV and the picture as PNG on the theme’s background', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    html.style.setProperty('--bs-body-bg', '#1a1d20');
    renderChart(<KpiChart {...props} />);

    await user.click(screen.getByRole('button', { name: 'Download CSV of Planned work' }));
    expect(clicked[0].download).toBe('planned-work.csv');
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect(csv).toBe('\uFEFFMonth,Planned\r\nApr,70\r\nMay,85\r\nJun,\r\n');

    await user.click(screen.getByRole('button', { name: 'Download PNG of Planned work' }));
    expect(clicked[1]).toEqual({ href: 'data:image/png;base64,iVBORw0KGgo=', download: 'planned-work.png' });
    expect(chart().pictureBackgrounds).toEqual(['#1a1d20']);
    // On screen the card shows through again.
    expect(chart().config.options?.plugins?.kpiBackground?.color).toBeNull();
  });

  it('says so instead of drawing when there is nothing to draw', () => {
    const { rerender } = renderChart(
      <KpiChart {...props} series={[{ key: 'p', label: 'Planned', values: [null, 0, null] }]} />,
    );
    expect(screen.getByText('No hours recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fake.FakeChart.instances).toEqual([]);
    rerender(<KpiChart {...props} labels={[]} series={[]} />);
    expect(screen.getByText('No hours recorded yet.')).toBeInTheDocument();
    expect(fake.FakeChart.instances).toEqual([]);
  });

  it('redraws in the new colours and direction when the theme changes, and stops with the chart', async () => {
    const { unmount } = renderChart(<KpiChart {...props} />);
    const drawn = chart();
    const before = drawn.updates.length;
    html.style.setProperty('--bs-body-color', '#dee2e6');
    html.style.setProperty('--bs-primary', '#6ea8fe');
    act(() => html.setAttribute('data-bs-theme', 'dark'));
    await waitFor(() => expect(drawn.updates.length).toBe(before + 1));
    expect(drawn.config.options?.scales?.x?.ticks?.color).toBe('#dee2e6');
    expect(drawn.config.data.datasets[0].backgroundColor).toBe('#6ea8fe');
    act(() => html.setAttribute('dir', 'rtl'));
    await waitFor(() => expect(drawn.config.options?.scales?.x?.reverse).toBe(true));

    unmount();
    expect(drawn.destroyed).toBe(true);
    const after = drawn.updates.length;
    act(() => html.setAttribute('data-theme', 'light.redruby'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drawn.updates.length).toBe(after);
  });

  it('updates the same chart in place when its data change, and goes without motion when asked', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList,
    );
    const { rerender } = renderChart(<KpiChart {...props} kind="line" />);
    const drawn = chart();
    expect(drawn.config.type).toBe('line');
    expect(drawn.config.options?.animation).toBe(false);
    rerender(
      <KpiChart {...props} kind="line" labels={['May', 'Jun']} series={[{ key: 'p', label: 'P', values: [1, 2] }]} />,
    );
    expect(fake.FakeChart.instances).toEqual([drawn]);
    expect(drawn.config.data.labels).toEqual(['May', 'Jun']);
    expect(drawn.config.data.datasets[0].data).toEqual([1, 2]);
  });
});
