import { describe, expect, it } from 'vitest';
import { isInviteCode, joinProblems, loginProblems, registerProblems, resetPasswordProblems } from './validation';

describe('auth form validation', () => {
  it('requires the e-mail and password to sign in', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(loginProblems({ email: 'ana@', password: 'x' })).toEqual({ email: 'invalidEmail' });
    expect(loginProblems({ email: ' ana@plant.example ', password: 'x' })).toEqual({});
  });

  it('asks for a company name, a name, a valid e-mail and a password of 6 or more to register', () => {
    expect(registerProblems({ name: ' ', email: 'x', password: '12345', companyName: '' })).toEqual({
      name: 'required',
      email: 'invalidEmail',
      password: 'passwordTooShort',
      companyName: 'required',
    });
    const good = { name: 'Ana', email: 'ana@plant.example', password: '123456', companyName: 'Northfield Mill' };
    expect(registerProblems(good)).toEqual({});
    expect(registerProblems({ ...good, companyName: 'x'.repeat(201) })).toEqual({ companyName: 'tooLong' });
    expect(registerProblems({ ...good, email: `${'a'.repeat(316)}@b.co` })).toEqual({ email: 'invalidEmail' });
  });

  it('asks the same of someone joining, without a company name', () => {
    expect(joinProblems({ name: '', email: 'ana@plant.example', password: '123456' })).toEqual({ name: 'required' });
    expect(joinProblems({ name: 'Ana', email: 'ana@plant.example', password: '123456' })).toEqual({});
  });

  it('knows an invitation code from a broken link', () => {
    expect(isInviteCode('ABCDEFGHJKLMNPQRSTUV')).toBe(true);
    expect(isInviteCode('short')).toBe(false);
    expect(isInviteCode('ABCDEFGHJKLMNPQRST<script>')).toBe(false);
  });

  it('wants the new password twice, the same', () => {
    expect(resetPasswordProblems({ password: '123456', confirm: '123465' })).toEqual({ confirm: 'passwordsDiffer' });
    expect(resetPasswordProblems({ password: '123', confirm: '123' })).toEqual({ password: 'passwordTooShort' });
  });
});
