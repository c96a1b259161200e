// Page-level behaviour of both layouts: the tab title, the skip link, focus after navigation and
// the not-found page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSettings } from '../../features/settings/settingsSlice';
import { renderApp } from '../../testing/render';

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
  document.title = 'Before';
});

describe('browser tab title', () => {
  it('names the page of the app, and follows navigation', async () => {
    renderApp({ route: '/app/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    await waitFor(() => expect(document.title).toBe('Home · Torque'));
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', { name: 'Data filter' }),
    );
    await screen.findByRole('heading', { name: 'Data filter', level: 1 });
    expect(document.title).toBe('Data filter · Torque');
  });

  it('names a sub-menu page', async () => {
    renderApp({ route: '/app/company/members', signedIn: true });
    await waitFor(() => expect(document.title).toBe('Members · Torque'));
  });

  it('is in the current language', async () => {
    renderApp({
      route: '/app/settings/appearance',
      signedIn: true,
      preloadedState: { settings: initialSettings({ locale: 'es' }) },
    });
    await waitFor(() => expect(document.title).toBe('Apariencia · Torque'));
  });

  it('names the signed-out pages', async () => {
    renderApp({ route: '/user/login' });
    await screen.findByRole('heading', { name: 'Sign in to Torque' });
    expect(document.title).toBe('Sign in · Torque');
    await userEvent.click(screen.getByRole('link', { name: 'New to Torque? Register your company' }));
    await screen.findByRole('heading', { name: 'Register your company' });
    expect(document.title).toBe('Register · Torque');
  });

  it('names a page that does not exist, in and outside the app', async () => {
    renderApp({ route: '/app/nowhere', signedIn: true });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found · Torque');
  });
});

describe('keyboard', () => {
  it('has "Skip to content" as the first thing Tab reaches, and it moves focus to the page', async () => {
    renderApp({ route: '/app/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    document.body.focus();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.closest('main')).toBe(document.getElementById('main-content'));
  });

  it('moves focus to the new page heading after navigation', async () => {
    renderApp({ route: '/app/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', { name: 'Appearance' }),
    );
    const heading = await screen.findByRole('heading', { name: 'Appearance', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus in the search box when a page still loading arrives while someone types', async () => {
    renderApp({ route: '/app/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    // The dashboard's code loads after the click: its heading arrives while the user types.
    await userEvent.click(screen.getByRole('link', { name: 'KPI dashboard' }));
    const search = screen.getAllByRole('combobox')[0];
    search.focus();
    await userEvent.keyboard('pu');
    const heading = await screen.findByRole('heading', { name: 'Maintenance KPIs', level: 1 });
    // The layout decides where focus goes in a MutationObserver callback as the heading is added
    // (a microtask, no timer): one macrotask later that decision has been taken.
    await new Promise((r) => setTimeout(r, 0));
    expect(heading).not.toHaveFocus();
    expect(search).toHaveFocus();
  });

  it('leaves focus alone on the first page shown', async () => {
    renderApp({ route: '/app/settings/appearance', signedIn: true });
    const heading = await screen.findByRole('heading', { name: 'Appearance', level: 1 });
    expect(heading).not.toHaveFocus();
  });
});

describe('not-found page outside the app', () => {
  it('has the look of the signed-out pages: a card with the brand, a heading and a way home', async () => {
    renderApp({ route: '/no/such/page' });
    const heading = await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    const main = screen.getByRole('main');
    expect(main).toHaveClass('torque-user-pages');
    expect(heading.closest('.card')).not.toBeNull();
    expect(screen.getByText('There is no page at /no/such/page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Torque');
  });

  it('speaks Spanish', async () => {
    renderApp({ route: '/nada', preloadedState: { settings: initialSettings({ locale: 'es' }) } });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Torque');
  });
});
