// Component tests preload what a live-data kit would have brought: `liveState(kit, params,
// value)` is the store's `live` slice with that entry ready (more entries: pass the result on).
import type { LiveKit, LiveState } from '../store/liveKit';
import type { AppError } from '../lib/errors';

export function liveState<P, V>(kit: LiveKit<P, V>, params: P, value: V, state: LiveState = {}): LiveState {
  return {
    ...state,
    [kit.name]: { ...state[kit.name], [kit.keyOf(params)]: { status: 'ready', value, error: null } },
  };
}

/**
 * The first value a service's listener hears that `ok` accepts, or the refusal it hears first
 * (emulator suites: e.g. the first answer from the server, `(v) => !v.fromCache`). Stops listening.
 */
export function nextValue<T>(
  subscribe: (listener: { next: (value: T) => void; error: (error: AppError) => void }) => () => void,
  ok: (value: T) => boolean,
): Promise<{ value?: T; error?: AppError }> {
  return new Promise((resolve) => {
    const stop = subscribe({
      next: (value) => {
        if (!ok(value)) return;
        stop();
        resolve({ value });
      },
      error: (error) => {
        stop();
        resolve({ error });
      },
    });
  });
}
