import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, reloadIfServerAnswers, type RetryEnvironment } from './chunkRetry';
import { ChunkLoadError } from './chunks';

const CHUNK = 'https://torque.test/static/js/MainApp.B_Ufp4t4.chunk.js';
const chromium = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

function environment(answer: 'ok' | 'error-status' | 'offline') {
  const requested: string[] = [];
  const reload = vi.fn();
  const env: RetryEnvironment = {
    pageUrl: 'https://torque.test/app/home',
    reload,
    fetch: (input) => {
      requested.push(input instanceof Request ? input.url : input.toString());
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response('', { status: answer === 'ok' ? 200 : 503 }));
    },
  };
  return { env, requested, reload };
}

describe('failedModuleUrl', () => {
  it("reads the address from Chromium's and Firefox's messages, also as the cause of a chunk error", () => {
    expect(failedModuleUrl(chromium)).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleUrl(new ChunkLoadError('app', { cause: chromium }))).toBe(CHUNK);
  });

  it("is null for Safari's message and for anything else", () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new ChunkLoadError('app'))).toBeNull();
    expect(failedModuleUrl('nope')).toBeNull();
  });
});

describe('reloadIfServerAnswers', () => {
  it('reloads the page when the chunk that failed can be downloaded now', async () => {
    const { env, requested, reload } = environment('ok');
    const settled = vi.fn();
    void reloadIfServerAnswers(new ChunkLoadError('app', { cause: chromium }), env).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requested).toEqual([CHUNK]);
    expect(settled).not.toHaveBeenCalled(); // the loading placeholder stays until the page goes
  });

  it('asks for the page itself when the error names no address', async () => {
    const { env, requested, reload } = environment('ok');
    void reloadIfServerAnswers(new ChunkLoadError('app'), env);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requested).toEqual(['https://torque.test/app/home']);
  });

  it('keeps the error, and the page, while the server does not answer or answers with an error', async () => {
    for (const answer of ['offline', 'error-status'] as const) {
      const { env, reload } = environment(answer);
      const error = new ChunkLoadError('app', { cause: chromium });
      await expect(reloadIfServerAnswers(error, env)).rejects.toBe(error);
      expect(reload).not.toHaveBeenCalled();
    }
  });
});
