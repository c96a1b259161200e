import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirestore } from './firestore';

type Sdk = Parameters<typeof createFirestore>[0];

function fakeSdk(persistentFails: boolean) {
  const made: string[] = [];
  const sdk = {
    persistentMultipleTabManager: () => 'multi-tab',
    persistentLocalCache: (settings: { tabManager: string }) => {
      if (persistentFails) throw new Error('IndexedDB unavailable');
      return `persistent(${settings.tabManager})`;
    },
    memoryLocalCache: () => 'memory',
    initializeFirestore: (_app: unknown, settings: { localCache: string }) => {
      made.push(settings.localCache);
      return { cache: settings.localCache };
    },
  };
  return { sdk: sdk as unknown as Sdk, made };
}

describe('createFirestore', () => {
  beforeEach(() => vi.stubGlobal('indexedDB', {}));
  afterEach(() => vi.unstubAllGlobals());

  it('uses the persistent cache shared by all tabs where IndexedDB exists', () => {
    const { sdk } = fakeSdk(false);
    expect(createFirestore(sdk, {} as never)).toEqual({ cache: 'persistent(multi-tab)' });
  });

  it('falls back to memory, silently, when persistence cannot be set up', () => {
    const { sdk, made } = fakeSdk(true);
    expect(createFirestore(sdk, {} as never)).toEqual({ cache: 'memory' });
    expect(made).toEqual(['memory']);
  });
});

describe('createFirestore without IndexedDB', () => {
  it('goes straight to memory', () => {
    const { sdk, made } = fakeSdk(false);
    expect(createFirestore(sdk, {} as never)).toEqual({ cache: 'memory' });
    expect(made).toEqual(['memory']);
  });
});
