// Every error a sign-in flow can meet, as a translated message (docs/product.md §8). The current SDK and the
// emulator with e-mail enumeration protection answer 'invalid-credential' where older ones said
// 'wrong-password' or 'user-not-found': all mean 'Wrong Credentials'.
import { errorMessage, type ErrorText } from '../../lib/errorMessages';
import type { AppError } from '../../lib/errors';
import type { IntlShape } from 'react-intl';
import type { AppMessage } from '../../i18n/defineMessages';
import messages from './messages';

const BY_CODE: Record<string, AppMessage> = {
  'auth/no-user': messages.wrongCredentials,
  'auth/wrong-password': messages.wrongCredentials,
  'auth/user-not-found': messages.wrongCredentials,
  'auth/invalid-credential': messages.wrongCredentials,
  'auth/invalid-login-credentials': messages.wrongCredentials,
  'auth/email-already-in-use': messages.emailInUse,
  'auth/invalid-email': messages.invalidEmail,
  'auth/missing-email': messages.invalidEmail,
  'auth/weak-password': messages.passwordTooShort,
  'auth/missing-password': messages.passwordTooShort,
  'auth/too-many-requests': messages.tooManyRequests,
  'auth/user-disabled': messages.userDisabled,
  'auth/network-request-failed': messages.network,
  'auth/requires-recent-login': messages.requiresRecentLogin,
  'auth/invalid-action-code': messages.invalidActionCode,
  'auth/expired-action-code': messages.invalidActionCode,
  'auth/email-not-verified': messages.emailNotVerified,
  'auth/join-signed-out': messages.joinSignedOut,
};

/**
 * A sign-in flow's error in words. Any other authentication error shows its text (docs/product.md §8:
 * "Login throws: the error text is shown"); Firestore and the app's own errors read as the
 * shared map says, never as the SDK's text.
 */
export function authErrorMessage(error: AppError): ErrorText {
  const known = BY_CODE[error.code];
  if (known) return { message: known };
  if (error.code.startsWith('auth/')) return { message: messages.unknown, values: { message: error.message } };
  return errorMessage(error);
}

/** The sign-in flows' error as the text shown, in the current language; null for none. */
export function authErrorText(intl: IntlShape, error: AppError | null): string | null {
  if (!error) return null;
  const { message, values } = authErrorMessage(error);
  return intl.formatMessage(message, values);
}
