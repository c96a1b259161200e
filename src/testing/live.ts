// Component tests preload what a live-data kit would have brought: `liveState(kit, params,
// value)` is the store's `live` slice with that entry ready (more entries: pass the result on).
import type { LiveKit, LiveState } from '../store/liveKit';

export function liveState<P, V>(kit: LiveKit<P, V>, params: P, value: V, state: LiveState = {}): LiveState {
  return {
    ...state,
    [kit.name]: { ...state[kit.name], [kit.keyOf(params)]: { status: 'ready', value, error: null } },
  };
}
