// A module downloaded when a component first needs it (the Markdown renderer, the diff, the help
// text of a language), with the chunk time limit. Once loaded, later components get it at once,
// without a loading state.
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
 * `importer` must be the same dynamic import for a `chunkId` (a module-level function); a new
 * `chunkId` loads its own module. A retry imports again; it never reloads the page, which could
 * lose what the user is typing nearby.
 */
export function useLazyModule<T>(chunkId: string, importer: () => Promise<T>): LazyModule<T> {
  const module = (loaded.get(chunkId) as T | undefined) ?? null;
  const [failure, setFailure] = useState<{ chunkId: string; error: Error } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Re-renders once the module has arrived (it is read from `loaded`).
  const [, setArrived] = useState<string | null>(null);

  useEffect(() => {
    if (loaded.has(chunkId)) return;
    let current = true;
    loadChunk(chunkId, importer).then(
      (value) => {
        loaded.set(chunkId, value);
        if (current) setArrived(chunkId);
      },
      (cause: unknown) => {
        if (current) setFailure({ chunkId, error: cause instanceof Error ? cause : new Error(String(cause)) });
      },
    );
    return () => {
      current = false;
    };
  }, [chunkId, importer, attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);
  const error = !module && failure?.chunkId === chunkId ? failure.error : null;
  return { module, error, retry };
}

/** For tests: forgets the loaded modules. */
export function forgetLazyModules() {
  loaded.clear();
}
