// The procedures linked to the equipment or order on screen, live, one list per company and set of
// links a card shows (the live-data kit: the first card opens the listener, the last one closes
// it). Shared by the equipment page and the work-order page, so it lives with its card under
// components (like the attachments), not in either feature.
import type { AppError } from '../../lib/errors';
import type { LiveList } from '../../services/firebase/live';
import type { Procedure } from '../../services/firebase/procedures';
import { liveKit } from '../../store/liveKit';
import { subscribeLinkedProcedures } from './linkedProceduresService';

/** What a card shows of a procedure (its search words are the library's). */
export type LinkedProcedure = Omit<Procedure, 'keywords'> & { pending: boolean };

/** Which list: the company's procedures linked to any of `links`. */
export interface LinkedOf {
  company: string;
  links: readonly string[];
}

/** One list of linked procedures as a card shows it. */
export interface LinkedList {
  status: 'loading' | 'ready' | 'failed';
  error: AppError | null;
  items: LinkedProcedure[];
  fromCache: boolean;
  corrupt: AppError[];
}

export const keyOf = (links: readonly string[]) => [...links].sort().join(' ');

export const linkedProcedures = liveKit<LinkedOf, LiveList<LinkedProcedure>>({
  name: 'linkedProcedures',
  keyOf: ({ company, links }) => `${company}:${keyOf(links)}`,
  subscribe: ({ company, links }, listener) =>
    subscribeLinkedProcedures(company, links, {
      next: (list) => listener.next({ ...list, items: list.items.map(({ keywords: _keywords, ...p }) => p) }),
      error: listener.error,
    }),
});
