import { useIntl } from 'react-intl';
import { errorMessage } from './errorMessages';
import type { AppError } from './errors';

/** An error as the text a user reads, in the current language; null for no error. */
export function useErrorText(): (error: AppError | null | undefined) => string | null {
  const intl = useIntl();
  return (error) => {
    if (!error) return null;
    const { message, values } = errorMessage(error);
    return intl.formatMessage(message, values);
  };
}
