// A small live in-memory stand-in for linkedProceduresService in component tests: the company's
// procedures, filtered by link and sorted as the real query's listener does; a change is heard at once.
import type { Procedure } from '../../services/firebase/procedures';
import type * as Real from './linkedProceduresService';
import { sortLinked } from './linkedOrder';
import { liveList, LiveListeners } from '../../services/fakeLiveServer';

export const procedureServer = {
  procedures: [] as Procedure[],
  listeners: new LiveListeners(),
  /** Fail the next subscriptions with this code (e.g. 'permission-denied'). */
  failWith: null as string | null,
  reset() {
    this.procedures = [];
    this.listeners.clear();
    this.failWith = null;
  },
  changed() {
    this.listeners.changed();
  },
};

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
      if (procedureServer.failWith) {
        listener.error({ code: procedureServer.failWith, message: procedureServer.failWith });
        return;
      }
      const items = procedureServer.procedures.filter((p) => !p.archived && p.links.some((l) => links.includes(l)));
      listener.next(liveList(sortLinked(items)));
    };
    return procedureServer.listeners.listen(emit);
  },
};
