// One map from error codes to translated messages (Firestore, Storage — docs/product.md §8 — and the app's
// own services). A user never reads the SDK's text, which names paths and rules.
import type { AppMessage } from '../i18n/defineMessages';
import type { AppError } from './errors';
import messages from './messages';
import { FREE_LIMITS } from './planLimits';

const BY_CODE: Record<string, AppMessage> = {
  // Firestore (the SDK's codes are bare; some surfaces prefix them with 'firestore/').
  'permission-denied': messages.permissionDenied,
  unavailable: messages.unavailable,
  'not-found': messages.notFound,
  'already-exists': messages.alreadyExists,
  aborted: messages.conflict,
  'failed-precondition': messages.conflict,
  'resource-exhausted': messages.quota,
  'invalid-argument': messages.invalid,
  'out-of-range': messages.invalid,
  unauthenticated: messages.unauthenticated,
  'deadline-exceeded': messages.timeout,
  cancelled: messages.cancelled,
  // Storage (docs/product.md §8).
  'storage/object-not-found': messages.fileNotFound,
  'storage/unauthenticated': messages.unauthenticated,
  'storage/quota-exceeded': messages.fileTooLarge,
  'storage/unauthorized': messages.storageUnauthorized,
  'storage/retry-limit-exceeded': messages.retryLimit,
  'storage/canceled': messages.cancelled,
  'storage/invalid-argument': messages.invalid,
  // Uploads: the reservation before a file is sent (services/firebase/uploads.ts).
  'upload/allowance-used': messages.uploadAllowanceUsed,
  'upload/not-reserved': messages.uploadNotReserved,
  // The app's services.
  'data/corrupt': messages.corrupt,
  'company/not-a-member': messages.notMember,
  'company/closed': messages.companyClosed,
  'company/none': messages.noCompany,
  'company/not-loaded': messages.companyNotLoaded,
  'company/already-member': messages.alreadyInCompany,
  'company/join-refused': messages.joinRefused,
  'invite/not-found': messages.inviteNotFound,
};

export interface ErrorText {
  message: AppMessage;
  values?: Record<string, string>;
}

/** The translated message for an error; an unknown one names only its code. */
export function errorMessage(error: AppError): ErrorText {
  const code = error.code.replace(/^firestore\//, '');
  const known = BY_CODE[code];
  if (!known) return { message: messages.unknown, values: { code: error.code } };
  // A corrupt document's message carries its path so an admin can find it.
  if (code === 'company/join-refused') return { message: known, values: { limit: String(FREE_LIMITS.members) } };
  return code === 'data/corrupt' ? { message: known, values: { detail: error.message } } : { message: known };
}

/** Whether an error code has a message of its own (the others read as "error {code}"). */
export const hasErrorMessage = (code: string) => code.replace(/^firestore\//, '') in BY_CODE;
