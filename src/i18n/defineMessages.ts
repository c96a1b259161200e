import type { MessageDescriptor } from 'react-intl';

export interface AppMessage extends MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/**
 * Declares a feature's messages: ids scoped by feature, English defaults (the en catalogue must
 * match them, a test checks). react-intl 12's own defineMessages types every message as taking
 * no values unless each one's values are spelt out; this keeps values free.
 */
export function defineMessages<K extends string>(messages: Record<K, AppMessage>): Record<K, AppMessage> {
  return messages;
}
