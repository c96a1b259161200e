import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, loadCurrentUser, parseCurrentUser, saveCurrentUser, UserRole } from './currentUser';

const user = { uid: 'u1', companyUID: 'c1', isPaid: false, title: 'Ana López', ...DEFAULT_PROFILE };

describe('current user in local storage', () => {
  it('uses the spec role constants, Admin for the default profile', () => {
    expect(UserRole).toEqual({ Admin: 0, Editor: 1 });
    expect(DEFAULT_PROFILE.role).toBe(UserRole.Admin);
  });

  it('round-trips through the __current_user key', () => {
    saveCurrentUser(user);
    expect(JSON.parse(localStorage.getItem('__current_user')!)).toEqual(user);
    expect(loadCurrentUser()).toEqual(user);
    saveCurrentUser(null);
    expect(localStorage.getItem('__current_user')).toBeNull();
  });

  it('reads corrupt or incomplete JSON as signed out', () => {
    for (const raw of [
      '{',
      'null',
      '"u1"',
      '[]',
      JSON.stringify({ ...user, uid: 7 }),
      JSON.stringify({ ...user, role: 3 }),
    ]) {
      localStorage.setItem('__current_user', raw);
      expect(loadCurrentUser(), raw).toBeNull();
    }
  });

  it('drops fields it does not know', () => {
    expect(parseCurrentUser({ ...user, password: 'x' })).toEqual(user);
  });
});

describe('an unreadable stored user', () => {
  it('is told apart from none, so the session can be rebuilt from Firebase', async () => {
    const { storedCurrentUserUnreadable } = await import('./currentUser');
    localStorage.removeItem('__current_user');
    expect(storedCurrentUserUnreadable()).toBe(false);
    localStorage.setItem('__current_user', '{"uid":42');
    expect(storedCurrentUserUnreadable()).toBe(true);
    localStorage.removeItem('__current_user');
  });
});
