// Firebase Auth calls (docs/product.md §7). Errors keep the SDK's code ('auth/…'); the UI translates them.
import { getFirebaseAuth } from '../../services/firebase/auth';

export interface AuthUser {
  uid: string;
  email: string;
  displayName: string;
  /** The address is confirmed (the link Firebase e-mails was opened): joining a company needs it. Missing: not known to be. */
  emailVerified?: boolean;
}

function toAuthUser(user: {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified?: boolean;
}): AuthUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    emailVerified: user.emailVerified === true,
  };
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

/**
 * E-mails the signed-in account a link that confirms its address; the link's page leads back to
 * `continueUrl` (the invitation). A continue address Firebase does not accept (a domain not
 * authorised in the project) is left out rather than failing: the link still confirms.
 */
export async function sendVerificationEmail(continueUrl: string): Promise<void> {
  const [sdk, auth] = await Promise.all([import('firebase/auth'), getFirebaseAuth()]);
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-user' });
  try {
    await sdk.sendEmailVerification(user, { url: continueUrl });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!/continue-uri|unauthorized-domain/.test(code)) throw error;
    await sdk.sendEmailVerification(user);
  }
}

/**
 * The signed-in account as Firebase has it now, with its token renewed so the rules see a
 * confirmed address (`email_verified`); null when nobody is signed in.
 */
export async function reloadAccount(): Promise<AuthUser | null> {
  const auth = await getFirebaseAuth();
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return toAuthUser(user);
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
