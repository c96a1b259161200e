// What the auth forms check before anything is sent (the spec's password rule and the usual
// required fields and e-mail format).

export const MIN_PASSWORD_LENGTH = 6;

export type FieldProblem = 'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDiffer' | 'invalidInviteCode';

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): FieldProblem | undefined {
  if (!email.trim()) return 'required';
  return EMAIL.test(email.trim()) ? undefined : 'invalidEmail';
}

export function passwordProblem(password: string): FieldProblem | undefined {
  if (!password) return 'required';
  return password.length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : undefined;
}

function only<F extends string>(problems: Record<F, FieldProblem | undefined>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Problems<F>;
}

export function loginProblems(values: { email: string; password: string }) {
  return only({ email: emailProblem(values.email), password: values.password ? undefined : 'required' });
}

export function registerProblems(values: { name: string; email: string; password: string; inviteCode: string }) {
  const code = values.inviteCode.trim();
  return only({
    name: values.name.trim() ? undefined : 'required',
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
    inviteCode: code && !/^[A-Za-z0-9-]{16,64}$/.test(code) ? 'invalidInviteCode' : undefined,
  });
}

export function forgotPasswordProblems(values: { email: string }) {
  return only({ email: emailProblem(values.email) });
}

export function resetPasswordProblems(values: { password: string; confirm: string }) {
  return only({
    password: passwordProblem(values.password),
    confirm: values.confirm === values.password ? undefined : 'passwordsDiffer',
  });
}
