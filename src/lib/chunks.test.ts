import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkError, loadChunk } from './chunks';

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk('app', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it("turns a failed import into ChunkLoadError 'Loading chunk {id} failed'", async () => {
    const error = await loadChunk('app', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e as Error & { code?: string; request?: string },
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk app failed');
    expect(isChunkError(error)).toBe(true);
  });

  it('reports a style sheet of the chunk that failed as the CSS chunk error', async () => {
    const error = await loadChunk('app', () =>
      Promise.reject(new Error('Unable to preload CSS for /static/css/app.123.css')),
    ).catch((e: unknown) => e as Error & { code?: string; request?: string });
    expect(error.message).toBe('Loading CSS chunk app failed');
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error.request).toBe('/static/css/app.123.css');
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    try {
      const loading = loadChunk('app', () => new Promise(() => {}));
      const assertion = expect(loading).rejects.toThrow('Loading chunk app failed');
      vi.advanceTimersByTime(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
