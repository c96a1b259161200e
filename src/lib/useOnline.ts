// Whether the browser says it has a network (its online and offline events), for what a
// component must say differently offline.
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine !== false;

/** The same, read once (a saga deciding whether a server-only count is worth trying). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
