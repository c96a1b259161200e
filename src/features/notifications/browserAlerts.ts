// The browser's own notifications, shown while Torque is open (even in another window), for the
// person who chose them on this computer (local storage, `__notifications_browser`) and whose
// browser allows them. A notice is shown once (its id is the notification's tag).
//
// Shown with the page's `new Notification(…)`, whose click brings the app to the notice's page.
// Where a browser allows notifications only through a service worker (phones), the worker's
// registration shows it instead; the app's worker (Workbox, scripts/pwaOptions.ts) has no
// `notificationclick` handler, so there a click only brings the browser forward.
import { readString, removeKey, writeString } from '../../lib/storage';

export const BROWSER_ALERTS_KEY = '__notifications_browser';

export type AlertsPermission = NotificationPermission | 'unsupported';

/** At most this many are shown at once (a burst, e.g. generated preventive work); the bell lists the rest. */
export const ALERTS_AT_ONCE = 3;

const api = (): typeof Notification | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;

export function alertsPermission(): AlertsPermission {
  return api()?.permission ?? 'unsupported';
}

/** The person chose notifications on this computer. */
export const alertsChosen = (): boolean => readString(BROWSER_ALERTS_KEY) === 'on';

export function chooseAlerts(on: boolean): void {
  if (on) writeString(BROWSER_ALERTS_KEY, 'on');
  else removeKey(BROWSER_ALERTS_KEY);
}

/** Asks the browser's permission (once granted or refused, the browser answers without asking). */
export async function askForAlerts(): Promise<AlertsPermission> {
  const N = api();
  if (!N) return 'unsupported';
  if (N.permission !== 'default') return N.permission;
  // Older Safari takes a callback instead of returning a promise.
  return new Promise<NotificationPermission>((resolve) => {
    const answer = N.requestPermission(resolve) as Promise<NotificationPermission> | undefined;
    void answer?.then(resolve, () => resolve(N.permission));
  });
}

/** Chosen here and allowed by the browser. */
export const alertsOn = (): boolean => alertsChosen() && alertsPermission() === 'granted';

export interface Alert {
  tag: string;
  title: string;
  body: string;
  link: string | null;
}

const ICON = '/icons/icon-192.png';

/** Shows one notification; a click on it brings the app forward at `link` (see above). */
export async function showAlert(alert: Alert, open: (link: string | null) => void): Promise<void> {
  const N = api();
  if (!N) return;
  const options = { body: alert.body, tag: alert.tag, icon: ICON, lang: document.documentElement.lang || undefined };
  try {
    const shown = new N(alert.title, options);
    shown.onclick = () => {
      window.focus();
      open(alert.link);
      shown.close();
    };
    return;
  } catch {
    // Only through the service worker here (a phone's browser).
  }
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.showNotification(alert.title, { ...options, data: { link: alert.link } }).catch(() => undefined);
}
