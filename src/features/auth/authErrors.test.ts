import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { authErrorMessage } from './authErrors';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlEs = createIntl({ locale: 'es', messages: es });
const say = (code: string, message = 'users/x: role is bad', intl = intlEn) => {
  const { message: m, values } = authErrorMessage({ code, message });
  return intl.formatMessage(m, values);
};

describe('authErrorMessage', () => {
  it("says 'Wrong Credentials' for every failed sign-in code, old and new", () => {
    for (const code of [
      'auth/no-user',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
    ]) {
      expect(say(code)).toBe('Wrong Credentials');
    }
  });

  it('uses the spec text for a weak password', () => {
    expect(say('auth/weak-password')).toBe('The password must be 6 characters long or more.');
  });

  it('says what went wrong, in its own words, for each code it knows', () => {
    const expected: Record<string, string> = {
      'auth/email-already-in-use': 'An account with this e-mail address already exists. Sign in instead.',
      'auth/invalid-email': 'Enter a valid e-mail address.',
      'auth/missing-email': 'Enter a valid e-mail address.',
      'auth/missing-password': 'The password must be 6 characters long or more.',
      'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
      'auth/user-disabled': 'This account has been disabled. Ask your administrator.',
      'auth/network-request-failed': 'No connection to the server. Check your network and try again.',
      unavailable: 'Torque cannot reach the server. Check the connection; what you saved will sync when it is back.',
      'auth/requires-recent-login': 'For your security, sign in again and then repeat this.',
      'auth/invalid-action-code': 'This link is invalid, has expired or has been used already. Ask for a new one.',
      'auth/expired-action-code': 'This link is invalid, has expired or has been used already. Ask for a new one.',
      'company/not-a-member':
        'This account is no longer a member of its company. Ask an admin of the company to invite you again.',
      'invite/not-found': 'This invitation is not valid for this e-mail address, or it has been used or revoked.',
      'company/none': 'This account does not belong to a company yet.',
      'permission-denied': 'You are not allowed to do this. Your role or your company may have changed.',
      'data/corrupt': 'A record could not be read because its data is damaged. Tell your admin (users/x: role is bad).',
    };
    for (const [code, text] of Object.entries(expected)) expect(say(code), code).toBe(text);
  });

  it('shows the error text of anything else', () => {
    expect(say('auth/internal-error', 'The server fell over')).toBe('That did not work: The server fell over');
  });

  it('never shows the SDK text of a Firestore or Storage error it does not know', () => {
    expect(say('internal', 'get on users/abc denied by Security Rules')).toBe(
      'That did not work (error internal). Try again; if it keeps happening, tell your admin.',
    );
  });

  it('speaks Spanish', () => {
    expect(say('auth/invalid-credential', '', intlEs)).toBe('Credenciales incorrectas');
    expect(say('auth/weak-password', '', intlEs)).toBe('La contraseña debe tener 6 caracteres o más.');
  });
});
