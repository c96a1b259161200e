// services/firebase/shutdowns.ts over the tests' one in-memory backend (services/fakeBackend.ts):
// the shutdowns are kept there, and every write goes through `backend.write` (shown at once, then
// confirmed or refused and undone), logged in `backend.written` with its kind.
import { backend } from '../fakeBackend';
import type * as Real from './shutdowns';

type Fake = Pick<
  typeof Real,
  'subscribeShutdowns' | 'queueSaveShutdown' | 'queueShutdownOrders' | 'queueShutdownCancelled'
>;

const change = (id: string, edit: (s: Real.Shutdown) => Real.Shutdown) => {
  const undo = backend.keep('shutdowns');
  backend.shutdowns = backend.shutdowns.map((s) => (s.id === id ? edit(s) : s));
  return undo;
};

export const fakeShutdowns: Fake = {
  subscribeShutdowns: (_key, l) =>
    backend.listen(() => l.next(backend.list([...backend.shutdowns].sort((a, b) => b.start.localeCompare(a.start))))),
  queueSaveShutdown: (_key, id, input, isNew, uid) =>
    backend.write(
      'shutdown',
      { id, input, isNew },
      () => {
        if (!isNew) return change(id, (s) => ({ ...s, ...input, updatedBy: uid }));
        const undo = backend.keep('shutdowns');
        const stamps = { createdAt: null, createdBy: uid, updatedAt: null, updatedBy: uid };
        backend.shutdowns = [...backend.shutdowns, { id, ...input, cancelled: false, ...stamps }];
        return undo;
      },
      id,
    ),
  queueShutdownOrders: (_key, shutdown, { add, remove }, uid) =>
    backend.write(
      'shutdownOrders',
      { id: shutdown.id, add, remove },
      () =>
        change(shutdown.id, (s) => ({
          ...s,
          orders: [...new Set([...s.orders, ...add])].filter((n) => !remove.includes(n)),
          updatedBy: uid,
        })),
      shutdown.id,
    ),
  queueShutdownCancelled: (_key, shutdown, cancelled, uid) =>
    backend.write(
      'shutdownCancelled',
      { id: shutdown.id, cancelled },
      () => change(shutdown.id, (s) => ({ ...s, cancelled, updatedBy: uid })),
      shutdown.id,
    ),
};
