import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadRequestedThemeSheet, renderApp, testUser } from '../testing/render';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const container = () => document.getElementById('app-container')!;

describe('routes', () => {
  beforeEach(() => setWidth(1600));

  it('sends a signed-out visitor of /app to the login page', async () => {
    const { router } = renderApp({ route: '/app/home' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Torque' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('has a registration page', async () => {
    renderApp({ route: '/user/register' });
    expect(await screen.findByRole('heading', { name: 'Register your company' })).toBeInTheDocument();
  });

  it('shows the app to a signed-in user, after its code has loaded', async () => {
    const { router } = renderApp({ route: '/app', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana López' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/home');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('logs out to the login page and forgets the user', async () => {
    localStorage.setItem('__current_user', JSON.stringify(testUser));
    const { router, store } = renderApp({ route: '/app/home', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu of Ana López' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(store.getState().auth.currentUser).toBeNull();
    expect(localStorage.getItem('__current_user')).toBeNull();
  });

  it('says so when a page does not exist', async () => {
    renderApp({ route: '/app/nowhere', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('side menu', () => {
  it('cycles the container classes with the menu button', async () => {
    setWidth(1600);
    renderApp({ route: '/app/settings/appearance', signedIn: true });
    await screen.findByRole('heading', { name: 'Appearance' });
    expect(container()).toHaveClass('menu-default');
    const button = screen.getAllByRole('button', { name: 'Show or hide the menu' })[0];
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.click(button);
      seen.push(container().className);
    }
    expect(seen).toEqual([
      'menu-default sub-hidden',
      'menu-default main-hidden sub-hidden',
      'menu-default main-hidden sub-hidden main-show-temporary sub-show-temporary',
      'menu-default',
    ]);
  });

  it('follows the breakpoints when the window is resized', async () => {
    setWidth(1600);
    renderApp({ route: '/app/settings/appearance', signedIn: true });
    await screen.findByRole('heading', { name: 'Appearance' });
    setWidth(1200);
    await waitFor(() => expect(container().className).toBe('menu-default menu-sub-hidden'));
    setWidth(600);
    await waitFor(() => expect(container()).toHaveClass('menu-mobile'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Show or hide the menu' })[1]);
    expect(container()).toHaveClass('main-show-temporary');
    await userEvent.keyboard('{Escape}');
    expect(container()).not.toHaveClass('main-show-temporary');
  });

  it('opens a sub-menu from the main menu and navigates from it', async () => {
    setWidth(1600);
    const { router } = renderApp({ route: '/app/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    expect(container()).toHaveClass('no-sub-items');
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    const sub = screen.getByRole('navigation', { name: 'Settings' });
    await userEvent.click(within(sub).getByRole('link', { name: 'Data filter' }));
    expect(await screen.findByRole('heading', { name: 'Data filter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/settings/data-filter');
    expect(container()).not.toHaveClass('no-sub-items');
  });
});

describe('language', () => {
  it('switches the whole interface to Spanish from the top bar', async () => {
    setWidth(1600);
    renderApp({ route: '/app/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana López' })).toBeInTheDocument();
    expect(document.documentElement.getAttribute('lang')).toBe('es');
    expect(localStorage.getItem('__current_language')).toBe('es');
  });

  it('lays English RTL out right to left', async () => {
    renderApp({ route: '/user/login' });
    await screen.findByRole('heading', { name: 'Sign in to Torque' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'enrtl');
    loadRequestedThemeSheet('light.bluenavy.rtl');
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(screen.getByRole('heading', { name: 'Sign in to Torque' })).toBeInTheDocument();
  });
});
