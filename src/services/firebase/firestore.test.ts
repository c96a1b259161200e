// Persistence failures as the real SDK meets them. The browser build of the Firestore SDK (the one
// the app ships; Vitest would pick the Node build) runs here against IndexedDB stand-ins that fail
// the ways browsers fail: open() throwing a SecurityError (Firefox with cookies blocked), or the
// open request erroring later (private windows, a broken profile).
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import type * as FirestoreModule from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canOpenIndexedDb, createFirestore, PROBE_DATABASE, PROBE_TIMEOUT_MS } from './firestore';

const BROWSER_SDK = '../../../node_modules/@firebase/firestore/dist/index.esm.js';
const browserSdk = () => import(/* @vite-ignore */ BROWSER_SDK) as Promise<typeof FirestoreModule>;

/** An IndexedDB whose open() throws, errors asynchronously, succeeds, or never answers. */
function fakeIndexedDb(outcome: 'throws' | 'errors' | 'opens' | 'hangs') {
  const opened: string[] = [];
  const closed: string[] = [];
  const factory = {
    open(name: string) {
      opened.push(name);
      if (outcome === 'throws') throw new DOMException('The operation is insecure.', 'SecurityError');
      const request = {
        result: { close: () => closed.push(name) },
        error: outcome === 'errors' ? new DOMException('Internal error opening backing store', 'UnknownError') : null,
        onsuccess: null as null | (() => void),
        onerror: null as null | (() => void),
        onblocked: null as null | (() => void),
      };
      if (outcome !== 'hangs') setTimeout(() => (outcome === 'opens' ? request.onsuccess : request.onerror)?.());
      return request;
    },
  };
  return { idb: factory as unknown as IDBFactory, opened, closed };
}

const apps: FirebaseApp[] = [];
function newApp() {
  const app = initializeApp({ projectId: 'demo-torque', apiKey: 'demo-key', appId: 'demo-app' }, `t${apps.length}`);
  apps.push(app);
  return app;
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

describe('canOpenIndexedDb', () => {
  it('is false when open() throws (SecurityError)', async () => {
    await expect(canOpenIndexedDb(fakeIndexedDb('throws').idb)).resolves.toBe(false);
  });

  it('is false when the open request fails later', async () => {
    await expect(canOpenIndexedDb(fakeIndexedDb('errors').idb)).resolves.toBe(false);
  });

  it('is true when its probe database opens, and closes it again', async () => {
    const { idb, opened, closed } = fakeIndexedDb('opens');
    await expect(canOpenIndexedDb(idb)).resolves.toBe(true);
    expect(opened).toEqual([PROBE_DATABASE]);
    expect(closed).toEqual([PROBE_DATABASE]);
  });

  it('is false without IndexedDB', async () => {
    await expect(canOpenIndexedDb(undefined)).resolves.toBe(false);
  });

  it('gives up on an open that never answers', async () => {
    vi.useFakeTimers();
    const answer = canOpenIndexedDb(fakeIndexedDb('hangs').idb);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    await expect(answer).resolves.toBe(false);
  });
});

describe('createFirestore with the real SDK', () => {
  it('works from memory where IndexedDB throws: reads and pending writes are served from the cache', async () => {
    const { idb, opened } = fakeIndexedDb('throws');
    vi.stubGlobal('indexedDB', idb);
    const sdk = await browserSdk();
    const db = createFirestore(sdk, newApp(), await canOpenIndexedDb());
    expect(opened).toContain(PROBE_DATABASE);
    const things = sdk.collection(db, 'things');
    expect((await sdk.getDocsFromCache(things)).size).toBe(0);
    void sdk.setDoc(sdk.doc(things, 'pump'), { name: 'Pump P-101' }).catch(() => undefined); // no server here
    expect((await sdk.getDocFromCache(sdk.doc(things, 'pump'))).data()).toEqual({ name: 'Pump P-101' });
    // The SDK was never asked to persist (its databases are named firestore/…).
    expect(opened.filter((name) => name.startsWith('firestore/'))).toEqual([]);
  });

  it('asks for the persistent cache shared by all tabs when the probe opened', () => {
    const made: unknown[] = [];
    const sdk = {
      persistentMultipleTabManager: () => 'multi-tab',
      persistentSingleTabManager: () => 'single-tab',
      persistentLocalCache: (settings: { tabManager: string }) => `persistent(${settings.tabManager})`,
      memoryLocalCache: () => 'memory',
      initializeFirestore: (_app: unknown, settings: { localCache: string }) => made.push(settings.localCache),
    } as unknown as typeof FirestoreModule;
    createFirestore(sdk, {} as FirebaseApp, true);
    createFirestore(sdk, {} as FirebaseApp, false);
    // Local storage full: the tabs cannot coordinate through it, so this tab keeps the cache alone.
    createFirestore(sdk, {} as FirebaseApp, true, false);
    expect(made).toEqual(['persistent(multi-tab)', 'memory', 'persistent(single-tab)']);
  });
});
