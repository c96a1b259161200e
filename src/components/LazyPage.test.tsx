import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { lazyPage } from './LazyPage';

function Page() {
  return <h1>Loaded page</h1>;
}

afterEach(() => vi.unstubAllGlobals());

describe('LazyPage', () => {
  it('shows the loading placeholder, then the page', async () => {
    let finish!: (m: { default: typeof Page }) => void;
    const load = () => new Promise<{ default: typeof Page }>((resolve) => (finish = resolve));
    const Lazy = lazyPage('app', load);
    renderWithProviders(<Lazy />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    finish({ default: Page });
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
  });

  it('explains a failed download and loads the page on retry', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ default: Page });
    };
    const Lazy = lazyPage('app', load);
    renderWithProviders(<Lazy />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of Torque could not be loaded');
    expect(alert).toHaveTextContent('Loading chunk app failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('explains the failure again when a retry fails while the server still does not answer', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://localhost/static/js/x.js'),
      );
    };
    const Lazy = lazyPage('app', load);
    renderWithProviders(<Lazy />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(attempts).toBe(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk app failed');
    expect(fetched).toEqual(['http://localhost/static/js/x.js']);
  });
});
