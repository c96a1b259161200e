import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import DataFilterPage from './DataFilterPage';
import { initialSettings } from './settingsSlice';

describe('DataFilterPage', () => {
  it('shows the default filter: one month back to today, 50 records', () => {
    renderWithProviders(<DataFilterPage />);
    expect(screen.getByLabelText('Maximum records')).toHaveValue(50);
    // Dates in fields look like dates everywhere else: dd.mm.yyyy, not the browser's format.
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'text');
  });

  it('saves a good filter to the store and local storage', async () => {
    const { store } = renderWithProviders(<DataFilterPage />);
    const limit = screen.getByLabelText('Maximum records');
    await userEvent.clear(limit);
    await userEvent.type(limit, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().settings.dataFilter.dataLimit).toBe(120);
    expect((JSON.parse(localStorage.getItem('__current_data_filter')!) as { dataLimit: number }).dataLimit).toBe(120);
    expect(screen.getByRole('status')).toHaveTextContent(/Saved\. Lists now show \d\d\.\d\d\.\d{4} to/);
  });

  it('refuses a bad limit and a reversed range, writes nothing and keeps what was typed', async () => {
    const { store } = renderWithProviders(<DataFilterPage />);
    const before = store.getState().settings.dataFilter;
    const limit = screen.getByLabelText('Maximum records');
    await userEvent.clear(limit);
    await userEvent.type(limit, '5000');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '01.01.2099');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved. Correct the fields marked below.');
    expect(screen.getByText('Enter a whole number from 1 to 1000.')).toBeInTheDocument();
    expect(screen.getByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveValue(5000);
    expect(from).toHaveValue('01.01.2099');
    expect(store.getState().settings.dataFilter).toEqual(before);
    expect(localStorage.getItem('__current_data_filter')).toBeNull();
  });

  it('asks for a start date when it is cleared', async () => {
    renderWithProviders(<DataFilterPage />);
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a start date.')).toBeInTheDocument();
  });

  it('saves dates typed as dd.mm.yyyy', async () => {
    const { store } = renderWithProviders(<DataFilterPage />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '20.11.2026');
    await userEvent.clear(to);
    await userEvent.type(to, '31.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saved = store.getState().settings.dataFilter;
    expect(new Date(saved.fromDate)).toEqual(new Date(2026, 10, 20));
    expect(new Date(saved.toDate)).toEqual(new Date(2026, 11, 31, 23, 59, 59, 999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved. Lists now show 20.11.2026 to 31.12.2026');
  });

  it('names a date in another format as such', async () => {
    renderWithProviders(<DataFilterPage />);
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '11/20/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(from).toHaveAccessibleDescription(/Enter a date as dd\.mm\.yyyy/);
  });

  it('speaks Spanish', () => {
    renderWithProviders(<DataFilterPage />, {
      preloadedState: { settings: initialSettings({ locale: 'es' }) },
    });
    expect(screen.getByRole('heading', { name: 'Filtro de datos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Máximo de registros')).toBeInTheDocument();
  });
});
