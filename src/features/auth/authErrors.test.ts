import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { authErrorMessage } from './authErrors';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlEs = createIntl({ locale: 'es', messages: es });
const say = (code: string, message = 'raw text', intl = intlEn) => {
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

  it('has a message of its own for each authentication code in the spec', () => {
    const codes = [
      'auth/email-already-in-use',
      'auth/invalid-email',
      'auth/too-many-requests',
      'auth/user-disabled',
      'auth/network-request-failed',
      'auth/requires-recent-login',
    ];
    const texts = codes.map((c) => say(c));
    expect(new Set(texts).size).toBe(codes.length);
    for (const text of texts) expect(text).not.toContain('raw text');
  });

  it('shows the error text of anything else', () => {
    expect(say('auth/internal-error', 'The server fell over')).toBe('That did not work: The server fell over');
  });

  it('speaks Spanish', () => {
    expect(say('auth/invalid-credential', '', intlEs)).toBe('Credenciales incorrectas');
    expect(say('auth/weak-password', '', intlEs)).toBe('La contraseña debe tener 6 caracteres o más.');
  });
});
