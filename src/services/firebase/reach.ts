// Whether the database's server can be reached now. The browser's navigator.onLine says only
// that a network is attached: a plant floor's Wi-Fi with its uplink down reads "online", and
// Firestore does not say publicly when it cannot connect. So the sync centre asks the server
// itself: a request to the Firestore host (the emulator's in development) that any answer,
// even an error page, proves reachable, and only a network failure proves unreachable.
import { emulatorHosts, useEmulators } from './config';

export const PROBE_TIMEOUT_MS = 8000;

/** The address the probe asks: the Firestore endpoint the app talks to. */
export function probeUrl(emulators = useEmulators, host = emulatorHosts.firestore): string {
  return emulators ? `http://${host.host}:${host.port}/` : 'https://firestore.googleapis.com/';
}

export async function canReachDatabase(
  fetchFn: typeof fetch = (...args) => globalThis.fetch(...args),
  url = probeUrl(),
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    // no-cors: an opaque answer is enough, and no CORS preflight is sent.
    await fetchFn(url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database answers again while the browser never said it was offline (a Wi-Fi whose uplink
 * came back): Firestore would wait out its reconnection back-off, up to a minute. It restarts its
 * streams at once on the window's "online" event, so that event is announced.
 */
export function announceReachable(target: EventTarget | undefined = globalThis.window): void {
  target?.dispatchEvent(new Event('online'));
}
