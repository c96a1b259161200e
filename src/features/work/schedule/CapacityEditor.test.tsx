// The crew-capacity form: nothing saved while a row has a problem, the first such field focused,
// problems said by their field and following each change once shown, and the capacity saved as
// numbers per craft.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CapacityEditor } from './CapacityEditor';
import type { CraftSettings } from './scheduleService';

function setUp() {
  const onSave = vi.fn<(settings: CraftSettings) => void>();
  renderWithProviders(
    <CapacityEditor
      capacity={{ Mechanical: 40 }}
      rates={{ Mechanical: 45 }}
      crafts={['Electrical']}
      onSave={onSave}
      onCancel={() => undefined}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

describe('CapacityEditor', () => {
  it('saves nothing while a row has a problem, focuses it, and follows each change once shown', async () => {
    const { onSave, user } = setUp();
    const hours2 = screen.getByLabelText('Hours a week of craft 2');
    expect(hours2).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(hours2).toHaveFocus();
    expect(hours2).toHaveAccessibleDescription('Hours must be a number from 0 to 10,000.');

    await user.type(hours2, '12,5');
    expect(hours2).not.toHaveAccessibleDescription();
    await user.clear(screen.getByLabelText('Craft 2'));
    await user.type(screen.getByLabelText('Craft 2'), ' mechanical');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Craft 2')).toHaveAccessibleDescription('This craft is listed twice.');
    expect(screen.getByLabelText('Craft 2')).toHaveValue(' mechanical');

    await user.click(screen.getByRole('button', { name: 'Remove mechanical' }));
    expect(screen.queryByLabelText('Craft 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a craft' }));
    await user.type(screen.getByLabelText('Craft 2'), 'Instrument');
    await user.type(screen.getByLabelText('Hours a week of craft 2'), '20');
    await user.type(screen.getByLabelText('Rate per hour of craft 2'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Rate per hour of craft 2')).toHaveAccessibleDescription(
      'A rate is a number from 0 to 10,000 an hour, or left empty.',
    );
    await user.clear(screen.getByLabelText('Rate per hour of craft 2'));
    await user.type(screen.getByLabelText('Rate per hour of craft 2'), '52,5');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(onSave).toHaveBeenCalledWith({
      capacity: { Mechanical: 40, Instrument: 20 },
      rates: { Mechanical: 45, Instrument: 52.5 },
    });
  });
});
