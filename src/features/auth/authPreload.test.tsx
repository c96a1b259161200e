// The Auth SDK stays off the signed-out pages' first load: it is requested once the user types
// or sends a form, or when there is a session to watch. A stored session Firebase no longer has
// is still ended.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { renderApp, testUser } from '../../testing/render';
import { initialAuthState, loginSucceeded, sessionWatchStarted } from './authSlice';

// A stand-in for Firebase Auth: counts the requests for the SDK and lets a test say who
// Firebase thinks is signed in.
const firebase = vi.hoisted(() => ({
  requests: 0,
  listeners: new Set<(user: { uid: string; email: string; displayName: string } | null) => void>(),
}));

vi.mock('../../services/firebase/auth', () => ({
  getFirebaseAuth: () => {
    firebase.requests += 1;
    return Promise.resolve({ currentUser: null });
  },
}));

vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    firebase.listeners.add(listener);
    return () => firebase.listeners.delete(listener);
  },
}));

function firebaseSays(user: { uid: string; email: string; displayName: string } | null) {
  act(() => firebase.listeners.forEach((listener) => listener(user)));
}

beforeEach(() => {
  firebase.requests = 0;
  firebase.listeners.clear();
});

describe('the Auth SDK on the signed-out pages', () => {
  it('is not requested by the login page until the user types', async () => {
    const { store } = renderApp({ route: '/user/login' });
    store.dispatch(sessionWatchStarted());
    await screen.findByRole('heading', { name: 'Sign in to Torque' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firebase.requests).toBe(0);
    await userEvent.type(screen.getByLabelText('E-mail'), 'a');
    expect(firebase.requests).toBeGreaterThan(0);
  });

  it('is requested when a form is sent without typing', async () => {
    renderApp({ route: '/user/forgot-password' });
    await userEvent.click(await screen.findByRole('button', { name: /send/i }));
    expect(firebase.requests).toBeGreaterThan(0);
  });
});

describe('the session watch', () => {
  it('watches a stored session from the start and ends it when Firebase has none', async () => {
    localStorage.setItem('__current_user', JSON.stringify(testUser));
    const store = makeStore({ auth: initialAuthState(testUser) });
    store.dispatch(sessionWatchStarted());
    await waitFor(() => expect(firebase.listeners.size).toBe(1));
    firebaseSays(null);
    expect(store.getState().auth.currentUser).toBeNull();
    expect(localStorage.getItem('__current_user')).toBeNull();
  });

  it('keeps a stored session Firebase also has', async () => {
    const store = makeStore({ auth: initialAuthState(testUser) });
    store.dispatch(sessionWatchStarted());
    await waitFor(() => expect(firebase.listeners.size).toBe(1));
    firebaseSays({ uid: testUser.uid, email: 'ana@plant.example', displayName: testUser.title });
    expect(store.getState().auth.currentUser).toEqual(testUser);
  });

  it('without a stored session, begins with the sign-in and then ends a session Firebase drops', async () => {
    const store = makeStore();
    store.dispatch(sessionWatchStarted());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firebase.requests).toBe(0);
    store.dispatch(loginSucceeded(testUser));
    await waitFor(() => expect(firebase.listeners.size).toBe(1));
    firebaseSays({ uid: testUser.uid, email: 'ana@plant.example', displayName: testUser.title });
    expect(store.getState().auth.currentUser).toEqual(testUser);
    firebaseSays(null);
    expect(store.getState().auth.currentUser).toBeNull();
  });
});
