import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart, type BarChartProps, niceMax } from './BarChart';

const props: BarChartProps = {
  title: 'Hours per week',
  series: [
    { key: 'mech', label: 'Mechanical', color: 'var(--bs-primary)' },
    { key: 'elec', label: 'Electrical', color: 'var(--bs-info)' },
  ],
  bars: [
    { key: 'w1', label: 'Week 1', values: { mech: 10, elec: 5 } },
    { key: 'w2', label: 'Week 2', values: { mech: 30 }, warn: true, note: 'Over capacity by 5 h' },
  ],
  line: { value: 25, label: 'Capacity' },
  categoryHeader: 'Week',
  totalHeader: 'Total',
  noteHeader: 'Load',
  showTable: 'Show the table',
  hideTable: 'Hide the table',
};

describe('bar chart', () => {
  it('is one labelled image with the same numbers in a table that a button shows', async () => {
    const user = userEvent.setup();
    render(<BarChart {...props} />);
    const img = screen.getByRole('img', { name: 'Hours per week' });
    expect(img.querySelectorAll('[data-bar="w1"] rect')).toHaveLength(2);
    expect(img.querySelector('[data-bar="w2"]')).toHaveAttribute('data-warn', 'true');
    expect(img.querySelector('[data-line="capacity"]')).not.toBeNull();

    const table = screen.getByRole('table', { name: 'Hours per week' });
    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Week', 'Mechanical', 'Electrical', 'Total', 'Capacity', 'Load']);
    const week2 = within(table).getByRole('rowheader', { name: 'Week 2' }).closest('tr')!;
    expect([...week2.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '30',
      '0',
      '30',
      '25',
      'Over capacity by 5 h',
    ]);
    const toggle = screen.getByRole('button', { name: 'Show the table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws the bars’ heights against a round axis top that holds the capacity line', () => {
    expect([niceMax(0), niceMax(7), niceMax(30), niceMax(45), niceMax(120), niceMax(2600)]).toEqual([
      1, 10, 50, 50, 200, 5000,
    ]);
    render(<BarChart {...props} height={234} />);
    // Plot height 234 - 12 - 34 = 188 px for 0..50: 30 h is 112.8 px high.
    const rect = screen.getByRole('img').querySelector('[data-bar="w2"] rect')!;
    expect(Number(rect.getAttribute('height'))).toBeCloseTo(112.8, 5);
  });

  it('keeps whole numbers on the axis of counts', () => {
    render(<BarChart {...props} line={null} bars={[{ key: 'm', label: 'May', values: { mech: 3 } }]} />);
    const labels = [...screen.getByRole('img').querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(['0', '2', '4', 'May']);
  });
});
