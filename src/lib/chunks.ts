// Loading code on demand with the spec's time limit and error texts (docs/product.md §7, §8).
import { CHUNK_TIMEOUT_MS, cssChunkError } from '../boot/startup.js';

export { CHUNK_TIMEOUT_MS, cssChunkError };

export class ChunkLoadError extends Error {
  readonly chunkId: string;

  constructor(chunkId: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed`, options);
    this.name = 'ChunkLoadError';
    this.chunkId = chunkId;
  }
}

export function isCssChunkError(error: unknown): error is Error & { code: 'CSS_CHUNK_LOAD_FAILED' } {
  return error instanceof Error && (error as { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED';
}

export function isChunkError(error: unknown): boolean {
  return error instanceof ChunkLoadError || isCssChunkError(error);
}

// Vite's preload helper rejects a dynamic import whose style sheet failed with this text.
const CSS_PRELOAD_FAILURE = /preload CSS for (\S+)/;

/**
 * Runs a dynamic import; a failure, or no answer within the time limit, becomes the spec's
 * ChunkLoadError (or the CSS chunk error when a style sheet of the chunk failed).
 */
export function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs);
    importer().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const css = cause instanceof Error ? CSS_PRELOAD_FAILURE.exec(cause.message) : null;
        reject(css ? cssChunkError(chunkId, css[1]) : new ChunkLoadError(chunkId, { cause }));
      },
    );
  });
}
