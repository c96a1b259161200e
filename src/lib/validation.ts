// Checks shared by every form.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = 'required' | 'invalidEmail';

export function emailProblem(email: string): EmailProblem | undefined {
  if (!email.trim()) return 'required';
  return EMAIL.test(email.trim()) && email.trim().length <= 320 ? undefined : 'invalidEmail';
}
