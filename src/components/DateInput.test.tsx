import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initialSettings } from '../features/settings/settingsSlice';
import { renderWithProviders } from '../testing/render';
import { DateInput } from './DateInput';

function Field({ initial = '', problem }: { initial?: string; problem?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput id="when" label="When" value={value} onValue={setValue} problem={problem} />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('DateInput', () => {
  it('shows a date as dd.mm.yyyy in a labelled text field with the format as its hint', () => {
    renderWithProviders(<Field initial="20.11.2026" />);
    const input = screen.getByRole('textbox', { name: 'When' });
    expect(input).toHaveValue('20.11.2026');
    expect(input).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    expect(input).toHaveAccessibleDescription(/dd\.mm\.yyyy/);
  });

  it('accepts a typed date and writes it out as dd.mm.yyyy when left', async () => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'When' });
    await userEvent.type(input, '5/1/2027');
    await userEvent.tab();
    expect(input).toHaveValue('05.01.2027');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says what is wrong with a date that is not dd.mm.yyyy, once the field is left', async () => {
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'When' });
    await userEvent.type(input, '11/31/2026');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a date as dd\.mm\.yyyy, for example 20\.11\.2026\./);
    expect(input).toHaveValue('11/31/2026');
  });

  it('changes the day with the arrow keys and the month with Page Up and Page Down', async () => {
    renderWithProviders(<Field initial="31.12.2026" />);
    const input = screen.getByRole('textbox', { name: 'When' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveValue('01.01.2027');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('30.12.2026');
    await userEvent.keyboard('{PageUp}');
    expect(input).toHaveValue('30.01.2027');
  });

  it('shows the problem the form found first', () => {
    renderWithProviders(<Field initial="01.01.2026" problem="The end date must be on or after the start date." />);
    expect(screen.getByRole('textbox', { name: 'When' })).toHaveAccessibleDescription(
      /The end date must be on or after/,
    );
  });

  it('speaks Spanish', () => {
    renderWithProviders(<Field />, { preloadedState: { settings: initialSettings({ locale: 'es' }) } });
    expect(screen.getByRole('textbox', { name: 'When' })).toHaveAttribute('placeholder', 'dd.mm.aaaa');
  });
});
