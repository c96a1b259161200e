import type { IntlShape, MessageDescriptor } from 'react-intl';
import messages from './messages';

/** A value of the data as the user reads it: statuses, labels and categories are translated. */
export function valueLabel(intl: IntlShape, value: string): string {
  const message = (messages as Record<string, MessageDescriptor>)[value];
  return message ? intl.formatMessage(message) : value;
}
