// The in-memory live server under the component tests' services: each feature's `fake*.ts`
// keeps its data on one of these and answers the real service's interface from it. Listeners
// hear every change at once (the first answer in the next microtask, as Firestore's local cache
// gives it), lists carry their "waiting to sync" marks, and writes settle as the test says.
import type { AppError } from '../lib/errors';
import type { LiveList } from './firebase/live';

export type Emit = () => void;

/** Who is listening: each hears every change, and its first answer comes at once. */
export class LiveListeners {
  private readonly emits = new Set<Emit>();

  /** Adds a listener (answered in the next microtask); returns its "stop". */
  listen(emit: Emit): () => void {
    this.emits.add(emit);
    queueMicrotask(emit);
    return () => void this.emits.delete(emit);
  }

  /** Something changed on the server: every listener answers again. */
  changed(): void {
    for (const emit of [...this.emits]) emit();
  }

  clear(): void {
    this.emits.clear();
  }

  /** How many listen now (a test checks that a page closed its listeners). */
  get size(): number {
    return this.emits.size;
  }
}

/** A list as a live query answers it: each item with its "waiting to sync" mark. */
export function liveList<T extends object>(
  items: readonly T[],
  { pending = () => false, fromCache = false }: { pending?: (item: T) => boolean; fromCache?: boolean } = {},
): LiveList<T> {
  return {
    items: items.map((item) => ({ ...item, pending: pending(item) })),
    fromCache,
    hasPendingWrites: false,
    corrupt: [],
  };
}

/** A write queued here, which the server accepts — or refuses with `refusal` (as Firestore's error). */
export function queuedWrite(refusal: AppError | string | null = null) {
  const error = typeof refusal === 'string' ? { code: refusal, message: refusal } : refusal;
  const acknowledged = error
    ? Promise.reject(Object.assign(new Error(error.message), { code: error.code }))
    : Promise.resolve();
  // A test that never waits for the answer must not see an unhandled refusal.
  acknowledged.catch(() => undefined);
  return Promise.resolve({ acknowledged });
}
