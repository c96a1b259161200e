import { describe, expect, it } from 'vitest';
import { canReachDatabase, probeUrl } from './reach';

describe('canReachDatabase', () => {
  it('asks the emulator in development and Firestore itself otherwise', () => {
    expect(probeUrl(true, { host: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080/');
    expect(probeUrl(false)).toBe('https://firestore.googleapis.com/');
  });

  it('counts any answer as reachable, even an error page, and only a network failure as unreachable', async () => {
    const asked: RequestInit[] = [];
    const answers = (ok: boolean) =>
      ((_url: unknown, init?: RequestInit) => {
        asked.push(init!);
        return ok
          ? Promise.resolve(new Response('not found', { status: 404 }))
          : Promise.reject(new TypeError('Failed to fetch'));
      }) as typeof fetch;
    expect(await canReachDatabase(answers(true), 'http://db/')).toBe(true);
    expect(await canReachDatabase(answers(false), 'http://db/')).toBe(false);
    expect(asked[0]).toMatchObject({ mode: 'no-cors', cache: 'no-store' });
  });
});
