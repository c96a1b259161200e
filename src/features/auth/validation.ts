// What the auth forms check before anything is sent (the spec's password rule and the usual
// required fields and e-mail format).
import { emailProblem } from '../../lib/validation';

export const MIN_PASSWORD_LENGTH = 6;

export type FieldProblem = 'required' | 'invalidEmail' | 'passwordTooShort' | 'passwordsDiffer' | 'tooLong';

/** Names (people, companies) as the rules accept them (docs/design.md §3). */
export const MAX_NAME_LENGTH = 200;

export function nameProblem(name: string): FieldProblem | undefined {
  if (!name.trim()) return 'required';
  return name.trim().length > MAX_NAME_LENGTH ? 'tooLong' : undefined;
}

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

export { emailProblem };

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

export function registerProblems(values: { name: string; email: string; password: string; companyName: string }) {
  return only({
    name: nameProblem(values.name),
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
    companyName: nameProblem(values.companyName),
  });
}

export function joinProblems(values: { name: string; email: string; password: string }) {
  return only({
    name: nameProblem(values.name),
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  });
}

export function companyNameProblems(values: { companyName: string }) {
  return only({ companyName: nameProblem(values.companyName) });
}

/** An invitation code as Torque makes them (the secret in an invitation link). */
export const isInviteCode = (code: string) => /^[A-Za-z0-9-]{16,64}$/.test(code.trim());

export function forgotPasswordProblems(values: { email: string }) {
  return only({ email: emailProblem(values.email) });
}

export function resetPasswordProblems(values: { password: string; confirm: string }) {
  return only({
    password: passwordProblem(values.password),
    confirm: values.confirm === values.password ? undefined : 'passwordsDiffer',
  });
}
