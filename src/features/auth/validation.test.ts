import { describe, expect, it } from 'vitest';
import { loginProblems, registerProblems, resetPasswordProblems } from './validation';

describe('auth form validation', () => {
  it('requires the e-mail and password to sign in', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(loginProblems({ email: 'ana@', password: 'x' })).toEqual({ email: 'invalidEmail' });
    expect(loginProblems({ email: ' ana@plant.example ', password: 'x' })).toEqual({});
  });

  it('asks for a name, a valid e-mail and a password of 6 or more to register', () => {
    expect(registerProblems({ name: ' ', email: 'x', password: '12345', inviteCode: '' })).toEqual({
      name: 'required',
      email: 'invalidEmail',
      password: 'passwordTooShort',
    });
    expect(registerProblems({ name: 'Ana', email: 'ana@plant.example', password: '123456', inviteCode: '' })).toEqual(
      {},
    );
  });

  it('checks the shape of an invitation code when one is given', () => {
    const base = { name: 'Ana', email: 'ana@plant.example', password: '123456' };
    expect(registerProblems({ ...base, inviteCode: 'short' })).toEqual({ inviteCode: 'invalidInviteCode' });
    expect(registerProblems({ ...base, inviteCode: 'ABCDEFGHJKLMNPQRSTUV' })).toEqual({});
  });

  it('wants the new password twice, the same', () => {
    expect(resetPasswordProblems({ password: '123456', confirm: '123465' })).toEqual({ confirm: 'passwordsDiffer' });
    expect(resetPasswordProblems({ password: '123', confirm: '123' })).toEqual({ password: 'passwordTooShort' });
  });
});
