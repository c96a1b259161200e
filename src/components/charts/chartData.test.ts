import { describe, expect, it } from 'vitest';
import { buildCsv, chartData, chartSummary, hasData, paretoData, type KpiSeries } from './chartData';

const one = (values: (number | null)[]): KpiSeries[] => [{ key: 'n', label: 'Failures', values }];

describe('chart data', () => {
  it('has something to draw only with a category and a value other than 0', () => {
    expect(hasData([], one([]))).toBe(false);
    expect(hasData(['Jan', 'Feb'], one([null, null]))).toBe(false);
    expect(hasData(['Jan', 'Feb'], one([0, 0]))).toBe(false);
    expect(hasData(['Jan', 'Feb'], one([0, Number.NaN]))).toBe(false);
    expect(hasData(['Jan'], [])).toBe(false);
    // A value past the last label is never drawn.
    expect(hasData(['Jan'], one([0, 4]))).toBe(false);
    expect(hasData(['Jan', 'Feb'], one([null, 3]))).toBe(true);
  });

  it('orders a Pareto chart largest first with the cumulative share of the whole', () => {
    expect(paretoData(['B', 'A', 'C'], one([3, 5, 2]))).toEqual({
      labels: ['A', 'B', 'C'],
      series: [{ key: 'n', label: 'Failures', values: [5, 3, 2] }],
      cumulative: [50, 80, 100],
    });
    // Several series: ordered by their total; a missing value counts as 0; ties keep their order.
    const two: KpiSeries[] = [
      { key: 'a', label: 'A', values: [1, null, 2, 1] },
      { key: 'b', label: 'B', values: [1, 3, 0, null] },
    ];
    expect(paretoData(['w', 'x', 'y', 'z'], two)).toEqual({
      labels: ['x', 'w', 'y', 'z'],
      series: [
        { key: 'a', label: 'A', values: [null, 1, 2, 1] },
        { key: 'b', label: 'B', values: [3, 1, 0, null] },
      ],
      cumulative: [37.5, 62.5, 87.5, 100],
    });
    expect(paretoData(['a', 'b', 'c'], one([1, 1, 1])).cumulative).toEqual([33.33, 66.67, 100]);
    expect(paretoData(['a'], one([0])).cumulative).toEqual([0]);
  });

  it('leaves bar and line data as given', () => {
    const series = one([1, 2]);
    expect(chartData('line', ['a', 'b'], series)).toEqual({ labels: ['a', 'b'], series, cumulative: null });
  });

  it('writes CSV by RFC 4180 with plain numbers and safe text', () => {
    const data = chartData(
      'bar',
      ['Jan, 2026', 'Say "hi"', '=SUM(A1)', 'Mar'],
      [
        { key: 'p', label: 'Planned', values: [80.5, null, 0, -3] },
        { key: 'u', label: 'Unplanned\nwork', values: [19.5, 1, 2, 3] },
      ],
    );
    expect(buildCsv('Month', data)).toBe(
      [
        'Month,Planned,"Unplanned\nwork"',
        '"Jan, 2026",80.5,19.5',
        '"Say ""hi""",,1',
        "'=SUM(A1),0,2",
        'Mar,-3,3',
        '',
      ].join('\r\n'),
    );
    expect(buildCsv('Code', chartData('pareto', ['B', 'A'], one([1, 3])), 'Cumulative %')).toBe(
      'Code,Failures,Cumulative %\r\nA,3,75\r\nB,1,100\r\n',
    );
  });

  it('sums the chart up by its latest value, or a Pareto chart by its largest', () => {
    const format = (v: number) => `${v} %`;
    expect(chartSummary(chartData('line', ['Apr', 'May', 'Jun'], one([70, 85, null])), format, false)).toBe(
      'May: 85 %',
    );
    const two = chartData(
      'bar',
      ['Apr', 'May'],
      [
        { key: 'p', label: 'Planned', values: [70, 85] },
        { key: 'u', label: 'Unplanned', values: [30, null] },
      ],
    );
    expect(chartSummary(two, format, false)).toBe('May: Planned 85 %');
    expect(chartSummary(chartData('pareto', ['x', 'y'], one([1, 4])), String, true)).toBe('y: 4');
    expect(chartSummary(chartData('bar', ['a'], one([null])), String, false)).toBe('');
  });
});
