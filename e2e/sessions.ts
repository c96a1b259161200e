// Each demo user signs in once per run, through the login page, and the session Firebase Auth
// keeps is handed to every test (`signIn` in ./browser.ts): a test then opens its page signed in,
// with one page load instead of three.
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../src/boot/startup.js';

/**
 * What a signed-in browser keeps, as local storage entries: Firebase Auth's user
 * (`firebase:authUser:<apiKey>:[DEFAULT]`, which Auth keeps in IndexedDB but also finds in local
 * storage) and the app's own record of who is signed in (`__current_user`).
 */
export type Session = [key: string, value: string][];

export type Sessions = Record<'admin' | 'editor', Session>;

/** The demo company seeded by scripts/seed.ts. */
export const DEMO = {
  password: 'torque-demo',
  admin: { email: 'admin@demo.torque.test', name: 'Alex Admin' },
  editor: { email: 'editor@demo.torque.test', name: 'Eve Editor' },
};

/** Reads the user record Firebase Auth keeps in IndexedDB (its first choice of persistence). */
function storedUser(): Promise<[string, string] | null> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(null);
      const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      all.onerror = () => reject(new Error(String(all.error)));
      all.onsuccess = () => {
        const rows = all.result as { fbase_key: string; value: unknown }[];
        const user = rows.find((row) => row.fbase_key.startsWith('firebase:authUser:'));
        resolve(user ? [user.fbase_key, JSON.stringify(user.value)] : null);
      };
    };
  });
}

/**
 * Signs each demo user in through the login page and returns their sessions, or null when that
 * cannot be done here (no demo company on this server): the tests then sign in through the form.
 */
export async function keepSessions(endpoint: string, baseURL: string): Promise<Sessions | null> {
  const browser = await chromium.connect(endpoint);
  try {
    const sessions: Partial<Sessions> = {};
    for (const who of ['admin', 'editor'] as const) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/user/login');
      await page.getByLabel('E-mail').fill(DEMO[who].email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/app/home', { timeout: 60_000 });
      // Auth writes its user to IndexedDB as it signs in; read until it is there.
      let user = await page.evaluate(storedUser);
      for (let tries = 0; !user && tries < 1000; tries++) user = await page.evaluate(storedUser);
      const current = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.currentUser);
      await context.close();
      if (!user || !current) return null;
      sessions[who] = [user, [STORAGE_KEYS.currentUser, current]];
    }
    return sessions as Sessions;
  } catch (error) {
    console.warn(`The demo users could not sign in once for the run; each test signs in itself (${String(error)}).`);
    return null;
  } finally {
    await browser.close();
  }
}
