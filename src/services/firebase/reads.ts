// One-off document reads that must not hang on a poor connection.
import type * as FirestoreSdk from 'firebase/firestore';

/** How long a read waits for the server before it gives up (offline, the write goes on without it). */
export const SERVER_READ_MS = 3000;

/**
 * Reads the local cache first; when it lacks the document (or `fits` refuses the cached copy as
 * stale), the server — waiting at most SERVER_READ_MS. Null when neither answers.
 */
export async function readCacheFirst<T>(
  sdk: typeof FirestoreSdk,
  ref: FirestoreSdk.DocumentReference<T>,
  fits = (_: T) => true,
): Promise<T | null> {
  try {
    const cached = await sdk.getDocFromCache(ref);
    if (cached.exists() && fits(cached.data())) return cached.data();
  } catch {
    // Not in the cache (or damaged): ask the server.
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), SERVER_READ_MS);
    });
    return (await Promise.race([sdk.getDocFromServer(ref), timeout])).data() ?? null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
