/** E-mail addresses compared and stored in one form: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
