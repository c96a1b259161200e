// Firebase Auth calls (docs/product.md §7). Errors keep the SDK's code ('auth/…'); the UI translates them.
import { getFirebaseAuth } from '../../services/firebase/auth';

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
}

function toAuthUser(user: { uid: string; email: string | null; displayName: string | null }): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
}

/**
 * Starts downloading the Auth SDK without waiting for it: the signed-out pages call this once
 * the user starts typing, so the first load stays without it and sending does not wait for it.
 */
export function preloadAuth(): void {
  getFirebaseAuth().catch(() => {
    // Reported by the call that needs it (sign-in, registration…).
  });
}

export async function signIn(email: string, password: string): Promise<AuthUser | null> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
  return user ? toAuthUser(user) : null;
}

/** Creates the account and sets its display name (docs/product.md §5). */
export async function createAccount(email: string, password: string, displayName: string): Promise<AuthUser> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await sdk.updateProfile(user, { displayName });
  // The token must carry the e-mail address the rules compare invitations with.
  await user.getIdToken(true);
  return toAuthUser({ ...user, displayName });
}

/** Removes the account just created when registration cannot be completed. */
export async function deleteCurrentAccount(): Promise<void> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  if (auth.currentUser) await sdk.deleteUser(auth.currentUser);
}

export async function signOutUser(): Promise<void> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  await sdk.signOut(auth);
}

export async function sendPasswordReset(email: string): Promise<void> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  await sdk.sendPasswordResetEmail(auth, email);
}

export async function confirmNewPassword(code: string, newPassword: string): Promise<void> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  await sdk.confirmPasswordReset(auth, code, newPassword);
}

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscriber. */
export async function watchAuthState(callback: (user: AuthUser | null) => void): Promise<() => void> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  return sdk.onAuthStateChanged(auth, (user) => callback(user ? toAuthUser(user) : null));
}
