// A module downloaded when a component first needs it (the Markdown renderer, the diff), with the
// chunk time limit. Once loaded, later components get it at once, without a loading state.
import { useCallback, useEffect, useState } from 'react';
import { loadChunk } from './chunks';

const loaded = new Map<string, unknown>();

export interface LazyModule<T> {
  module: T | null;
  error: Error | null;
  /** Asks for the module again after a failure. */
  retry: () => void;
}

/**
 * `importer` must be the same dynamic import on every render (a module-level function). A retry
 * imports again; it never reloads the page, which could lose what the user is typing nearby.
 */
export function useLazyModule<T>(chunkId: string, importer: () => Promise<T>): LazyModule<T> {
  const [module, setModule] = useState<T | null>(() => (loaded.get(chunkId) as T | undefined) ?? null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (module) return;
    let current = true;
    loadChunk(chunkId, importer).then(
      (value) => {
        loaded.set(chunkId, value);
        if (current) setModule(() => value);
      },
      (cause: unknown) => {
        if (current) setError(cause instanceof Error ? cause : new Error(String(cause)));
      },
    );
    return () => {
      current = false;
    };
  }, [chunkId, importer, module, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { module, error, retry };
}

/** For tests: forgets the loaded modules. */
export function forgetLazyModules() {
  loaded.clear();
}
