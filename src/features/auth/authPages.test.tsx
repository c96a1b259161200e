import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render';
import { initialAuthState, loginFailed, sessionWatchStarted } from './authSlice';
import type * as AuthService from './authService';
import { initialSettings } from '../settings/settingsSlice';

// Firebase Auth as a browser without a signed-in account reports it.
vi.mock('./authService', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthService>()),
  preloadAuth: () => undefined,
  watchAuthState: (callback: (user: null) => void) => {
    setTimeout(() => callback(null), 0);
    return Promise.resolve(() => undefined);
  },
}));

describe('login page', () => {
  it('checks the fields before sending anything', async () => {
    const { store } = renderApp({ route: '/user/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@');
    expect(store.getState().auth.loading).toBe(false);
  });

  it("shows 'Wrong Credentials' when the service refuses, keeping what was typed", async () => {
    const { store } = renderApp({ route: '/user/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@plant.example');
    act(() => {
      store.dispatch(loginFailed({ code: 'auth/invalid-credential', message: 'Firebase: Error' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong Credentials');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@plant.example');
  });

  it('links to password recovery and registration', async () => {
    renderApp({ route: '/user/login' });
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderApp({ route: '/user/login', preloadedState: { settings: initialSettings({ locale: 'es' }) } });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión en Torque' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('register page', () => {
  it('applies the password rule before sending', async () => {
    const { store } = renderApp({ route: '/user/register' });
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ana López');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@plant.example');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('The password must be 6 characters long or more.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana López');
    expect(store.getState().auth.loading).toBe(false);
  });

  it('sends an invitation link of an earlier version to the join page', async () => {
    renderApp({ route: '/user/register?invite=ABCDEFGHJKLMNPQRSTUV&email=cole%40plant.example' });
    expect(await screen.findByRole('heading', { name: 'Join your colleagues on Torque' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('cole@plant.example');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });
});

describe('join page', () => {
  const link = '/user/join?invite=ABCDEFGHJKLMNPQRSTUV&email=cole%40plant.example&company=Northfield+Mill&role=editor';

  it('says which company and role the invitation is for, with no code to type', async () => {
    renderApp({ route: link });
    expect(await screen.findByRole('heading', { name: 'Join Northfield Mill as editor' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('cole@plant.example');
    expect(screen.queryByLabelText(/code/i)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderApp({ route: link, preloadedState: { settings: { ...initialSettings(), locale: 'es' } } });
    expect(await screen.findByRole('heading', { name: 'Unirse a Northfield Mill como editor/a' })).toBeInTheDocument();
  });

  it('waits for the invited address to be confirmed: says where the link went, continues or sends it again', async () => {
    const auth = { ...initialAuthState(), joinVerification: { email: 'cole@plant.example', resent: false } };
    const { store } = renderApp({ route: link, preloadedState: { auth } });
    expect(await screen.findByRole('heading', { name: 'Join Northfield Mill as editor' })).toBeInTheDocument();
    expect(
      screen.getByText(/Confirm your e-mail address to join: we sent a link to cole@plant.example\./),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have confirmed it: join' }));
    expect(store.getState().auth.loading).toBe(true);
    act(() => {
      store.dispatch(loginFailed({ code: 'auth/email-not-verified', message: 'not yet' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your address is not confirmed yet');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('explains a broken link instead of showing a form', async () => {
    renderApp({ route: '/user/join?invite=short' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Join the company' })).not.toBeInTheDocument();
  });
});

describe('company set-up page', () => {
  it('sends someone without a signed-in account to the login page', async () => {
    const { router, store } = renderApp({ route: '/user/setup' });
    store.dispatch(sessionWatchStarted());
    // It first asks Firebase whether an account is signed in (there is none here).
    await screen.findByRole('heading', { name: 'Sign in to Torque' });
    expect(router.state.location.pathname).toBe('/user/login');
  });
});

describe('reset password page', () => {
  it('explains that it needs the link from the e-mail', async () => {
    renderApp({ route: '/user/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page needs the link from the password-reset e-mail.',
    );
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeDisabled();
  });

  it('wants the new password twice', async () => {
    renderApp({ route: '/user/reset-password?oobCode=abc' });
    await userEvent.type(await screen.findByLabelText('New password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('goes from the login page straight to the app', async () => {
    const { router } = renderApp({ route: '/user/login', signedIn: true });
    await screen.findByRole('heading', { name: 'Welcome, Ana López' });
    expect(router.state.location.pathname).toBe('/app/home');
  });
});
