import { describe, expect, it } from 'vitest';
import reducer, {
  accessRevoked,
  currentUserChanged,
  feedbackCleared,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  initialAuthState,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  registerRequested,
  registerSucceeded,
  resetPasswordRequested,
  resetPasswordSucceeded,
  sessionEnded,
} from './authSlice';
import { DEFAULT_PROFILE } from '../../lib/currentUser';

const user = { uid: 'u1', companyUID: 'u1', isPaid: false, title: 'Ana', ...DEFAULT_PROFILE };
const error = { code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' };

describe('auth state (docs/product.md §4)', () => {
  it('has the spec fields, plus the session notice, the account without a company, the restore flag and a join waiting for a confirmed address', () => {
    expect(Object.keys(initialAuthState()).sort()).toEqual(
      [
        'currentUser',
        'error',
        'forgotUserMail',
        'loading',
        'newPassword',
        'resetPasswordCode',
        'notice',
        'pendingAccount',
        'restoring',
        'restoreTried',
        'redirectTo',
        'joinVerification',
      ].sort(),
    );
  });

  it('rebuilds only when no user could be read', () => {
    expect(initialAuthState(null, true).restoring).toBe(true);
    expect(initialAuthState(user, true).restoring).toBe(false);
  });

  it('ends the session with a notice when the user is removed from the company', () => {
    const state = reducer(initialAuthState(user), accessRevoked());
    expect(state.currentUser).toBeNull();
    expect(state.notice).toBe('removed');
    expect(reducer(state, loginRequested({ user: { email: 'a@b.co', password: 'x' } })).notice).toBeNull();
  });

  it('ends the session with its own notice when the owner closed the company', () => {
    const state = reducer(initialAuthState(user), accessRevoked('closed'));
    expect(state.currentUser).toBeNull();
    expect(state.notice).toBe('closed');
  });

  it('applies a role or plan read live to the signed-in user', () => {
    const state = reducer(initialAuthState(user), currentUserChanged({ role: 1, isPaid: true }));
    expect(state.currentUser).toMatchObject({ uid: 'u1', role: 1, isPaid: true });
  });

  it('login: start sets loading and clears the error; success stores the user', () => {
    let state = reducer({ ...initialAuthState(), error }, loginRequested({ user: { email: 'a@b.co', password: 'x' } }));
    expect(state).toMatchObject({ loading: true, error: null });
    state = reducer(state, loginSucceeded(user));
    expect(state).toMatchObject({ loading: false, currentUser: user });
  });

  it('login: failure clears the user and sets the error', () => {
    const state = reducer(initialAuthState(user), loginFailed(error));
    expect(state).toMatchObject({ loading: false, currentUser: null, error });
  });

  it('register follows the same pattern', () => {
    let state = reducer(
      initialAuthState(),
      registerRequested({ user: { name: 'A B', email: 'a@b.co', password: 'secret', companyName: 'B Works' } }),
    );
    expect(state.loading).toBe(true);
    state = reducer(state, registerSucceeded(user));
    expect(state.currentUser).toEqual(user);
  });

  it("forgot password ends in 'success'", () => {
    let state = reducer(initialAuthState(), forgotPasswordRequested({ forgotUserMail: 'a@b.co' }));
    expect(state).toMatchObject({ loading: true, forgotUserMail: '' });
    state = reducer(state, forgotPasswordSucceeded());
    expect(state).toMatchObject({ loading: false, forgotUserMail: 'success' });
    expect(reducer(state, forgotPasswordFailed(error)).error).toEqual(error);
  });

  it("reset password keeps the code while it works, ends in 'success' and never stores the password", () => {
    let state = reducer(
      initialAuthState(),
      resetPasswordRequested({ resetPasswordCode: 'abc', newPassword: 'secret-1' }),
    );
    expect(state).toMatchObject({ loading: true, resetPasswordCode: 'abc', newPassword: '' });
    state = reducer(state, resetPasswordSucceeded());
    expect(state).toMatchObject({ loading: false, newPassword: 'success', resetPasswordCode: '' });
    expect(JSON.stringify(state)).not.toContain('secret-1');
  });

  it('logout clears the user and the error', () => {
    expect(reducer({ ...initialAuthState(user), error }, logoutRequested())).toMatchObject({
      currentUser: null,
      error: null,
    });
  });

  it('an ended session clears the user; leaving a form clears its messages', () => {
    expect(reducer(initialAuthState(user), sessionEnded()).currentUser).toBeNull();
    const cleared = reducer({ ...initialAuthState(), error, forgotUserMail: 'success' }, feedbackCleared());
    expect(cleared).toMatchObject({ error: null, forgotUserMail: '', newPassword: '' });
  });
});
