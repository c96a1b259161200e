import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessages';
import type { AppError } from './errors';
import type { AppMessage } from '../i18n/defineMessages';

/** An error as the text a user reads, in the current language; null for no error. */
export function useErrorText(): (error: AppError | null | undefined) => string | null {
  const intl = useIntl();
  return (error) => {
    if (!error) return null;
    const { message, values } = errorMessage(error);
    return intl.formatMessage(message, values);
  };
}

/**
 * A feature's refused write in words: `wrapper` ("The change was not saved: {reason}") around the
 * feature's own reason for its codes (`own`: code → message), else the shared error map's
 * (Firestore's refusals, the network); null for no error.
 */
export function useRefusalText(
  own: Readonly<Record<string, AppMessage>>,
  wrapper: AppMessage,
): (error: AppError | null | undefined) => string | null {
  const intl = useIntl();
  const errorText = useErrorText();
  return (error) => {
    if (!error) return null;
    const mine = own[error.code];
    const reason = mine ? intl.formatMessage(mine) : (errorText(error) ?? '');
    return intl.formatMessage(wrapper, { reason });
  };
}
