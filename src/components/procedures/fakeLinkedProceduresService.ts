// A small live in-memory stand-in for linkedProceduresService in component tests: the company's
// procedures, filtered by link and sorted as the real query's listener does; a change is heard at once.
import type { Procedure } from '../../services/firebase/procedures';
import type * as Real from './linkedProceduresService';
import { sortLinked } from './linkedOrder';
import { backend } from '../../services/fakeBackend';

/** The linked procedures' own test hook: listeners the server refuses (e.g. 'permission-denied'). */
export const linkedHooks = { failWith: null as string | null };
backend.onReset(() => (linkedHooks.failWith = null));

export const procedure = (id: string, extra: Partial<Procedure> = {}): Procedure => ({
  id,
  title: `Procedure ${id}`,
  category: 'sop',
  tags: [],
  body: '',
  links: [],
  revision: 1,
  keywords: [],
  archived: false,
  createdAt: null,
  createdBy: 'user-1',
  updatedAt: null,
  updatedBy: 'user-1',
  updatedByName: 'Ana López',
  ...extra,
});

export const fakeLinkedProceduresService: typeof Real = {
  subscribeLinkedProcedures: (_company, links, listener) => {
    const emit = () => {
      if (linkedHooks.failWith) {
        listener.error({ code: linkedHooks.failWith, message: linkedHooks.failWith });
        return;
      }
      const items = backend.procedures.filter((p) => !p.archived && p.links.some((l) => links.includes(l)));
      listener.next(backend.list(sortLinked(items)));
    };
    return backend.listen(emit);
  },
};
