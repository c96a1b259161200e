import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EquipmentSummary } from '../../domain/assets';
import { renderWithProviders } from '../../testing/render';
import { EquipmentPicker } from './EquipmentPicker';

const item = (id: string, tag: string, name: string): EquipmentSummary => ({
  id,
  tag,
  name,
  criticality: 5,
  parent: null,
  status: 'inService',
});
const PLANT = [
  item('p1', 'P-101', 'Stock feed pump'),
  item('p2', 'P-102', 'Spare stock pump'),
  item('d1', 'DRY-001', 'Dryer cylinder 1'),
  ...Array.from({ length: 120 }, (_, i) => item(`x${i}`, `X-${String(i).padStart(3, '0')}`, `Roll ${i}`)),
];

type Mode = { multiple?: boolean; removable?: boolean; browse?: boolean };

function Picker({
  initial = [],
  equipment = PLANT,
  ...mode
}: Mode & { initial?: string[]; equipment?: EquipmentSummary[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EquipmentPicker
        id="pick"
        legend="Equipment"
        findLabel="Find equipment"
        equipment={equipment}
        value={value}
        onValue={setValue}
        status={`Chosen: ${value.join(', ') || 'none'}`}
        {...mode}
      />
      <div data-testid="value">{value.join(',')}</div>
    </>
  );
}

const chosen = () => screen.getByTestId('value').textContent;

describe('EquipmentPicker', () => {
  it('one piece: finds it by part of its tag, punctuation ignored, and a second choice replaces the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByLabelText('Find equipment'), 'p10');
    const group = screen.getByRole('radiogroup', { name: 'Equipment' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['P-101 – Stock feed pump', 'P-102 – Spare stock pump']);
    await user.click(screen.getByRole('radio', { name: 'P-101 – Stock feed pump' }));
    await user.click(screen.getByRole('radio', { name: 'P-102 – Spare stock pump' }));
    expect(chosen()).toBe('p2');
    expect(screen.getByRole('status')).toHaveTextContent('Chosen: p2');
  });

  it('several, in order: each chosen is shown with a button that takes it off', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker multiple removable />);
    await user.type(screen.getByLabelText('Find equipment'), 'dryer');
    await user.click(screen.getByRole('checkbox', { name: 'DRY-001 – Dryer cylinder 1' }));
    await user.clear(screen.getByLabelText('Find equipment'));
    await user.type(screen.getByLabelText('Find equipment'), 'pump');
    await user.click(screen.getByRole('checkbox', { name: 'P-102 – Spare stock pump' }));
    expect(chosen()).toBe('d1,p2');
    await user.click(screen.getByRole('button', { name: 'Remove DRY-001' }));
    expect(chosen()).toBe('p2');
    await user.click(screen.getByRole('checkbox', { name: 'P-102 – Spare stock pump' }));
    expect(chosen()).toBe('');
  });

  it('browsing lists the chosen first, then the first hundred by tag, and says more match', () => {
    renderWithProviders(<Picker multiple browse initial={['x119']} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(101);
    expect(boxes[0]).toHaveAccessibleName('X-119 – Roll 119');
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).toHaveAccessibleName('DRY-001 – Dryer cylinder 1');
    expect(screen.getByText('More equipment matches: type more of its tag or name.')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the plant has no equipment', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Picker multiple />);
    await user.type(screen.getByLabelText('Find equipment'), 'compressor');
    expect(screen.getByText('No equipment matches.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Picker multiple equipment={[]} />);
    expect(screen.getByText('This plant has no equipment yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Find equipment')).toBeNull();
  });

  it('a problem marks the search box and describes the field', () => {
    renderWithProviders(
      <EquipmentPicker
        id="pick"
        legend="Equipment"
        findLabel="Find equipment"
        equipment={PLANT}
        value={[]}
        onValue={() => undefined}
        problem="Choose the equipment."
      />,
    );
    expect(screen.getByLabelText('Find equipment')).toHaveClass('is-invalid');
    expect(screen.getByRole('group', { name: 'Equipment' })).toHaveAccessibleDescription('Choose the equipment.');
  });
});
