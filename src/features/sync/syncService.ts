// The sync centre's service: the outbox of writes (services/firebase/outbox.ts), the answers an
// earlier session could not hear, and what the browser says about its storage.
export {
  discardEntry,
  earlierPending,
  type OutboxEntry,
  type OutboxState,
  outboxState,
  refuseEntry,
  settleEntry,
  subscribeOutbox,
} from '../../services/firebase/outbox';
export { type Confirmation, confirmEarlierWrites } from '../../services/firebase/writes';
export { announceReachable, canReachDatabase } from '../../services/firebase/reach';

export interface StorageHealth {
  /** Used share of the quota the browser grants this site (0–1), when it says. */
  usedShare: number | null;
  /** The browser keeps this site's data under storage pressure. */
  persisted: boolean;
}

/**
 * Asks the browser to keep Torque's data (the offline cache, the outbox) when the disk is
 * short (granted silently to installed apps in Chromium), and says how full the quota is.
 */
export async function storageHealth(nav: Navigator = navigator): Promise<StorageHealth> {
  const storage = nav.storage;
  if (!storage?.estimate) return { usedShare: null, persisted: false };
  let persisted = false;
  try {
    persisted = (await storage.persisted?.()) ?? false;
    if (!persisted && storage.persist) persisted = await storage.persist();
  } catch {
    persisted = false;
  }
  try {
    const { usage, quota } = await storage.estimate();
    return { usedShare: usage !== undefined && quota ? usage / quota : null, persisted };
  } catch {
    return { usedShare: null, persisted };
  }
}
