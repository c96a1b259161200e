// The signed-in user as the app keeps it (docs/product.md §3), in local storage as JSON so the app can
// start on a plant floor without a connection.
import { STORAGE_KEYS } from '../boot/startup.js';
import { readJson, removeKey, writeJson } from './storage';

/** Role constants (docs/product.md §6). */
export const UserRole = { Admin: 0, Editor: 1 } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

export interface CurrentUser {
  uid: string;
  companyUID: string;
  isPaid: boolean;
  title: string;
  id: number;
  img: string;
  date: string;
  role: UserRole;
}

/** The default profile fields every current user carries; the default profile is an Admin. */
export const DEFAULT_PROFILE = { id: 1, img: '', date: '', role: UserRole.Admin } as const;

/** A stored value as a current user, or null when any field is missing or of the wrong type. */
export function parseCurrentUser(value: unknown): CurrentUser | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const ok =
    typeof v.uid === 'string' &&
    v.uid !== '' &&
    typeof v.companyUID === 'string' &&
    v.companyUID !== '' &&
    typeof v.isPaid === 'boolean' &&
    typeof v.title === 'string' &&
    typeof v.id === 'number' &&
    typeof v.img === 'string' &&
    typeof v.date === 'string' &&
    (v.role === UserRole.Admin || v.role === UserRole.Editor);
  if (!ok) return null;
  return {
    uid: v.uid as string,
    companyUID: v.companyUID as string,
    isPaid: v.isPaid as boolean,
    title: v.title as string,
    id: v.id as number,
    img: v.img as string,
    date: v.date as string,
    role: v.role as UserRole,
  };
}

export const loadCurrentUser = () => readJson(STORAGE_KEYS.currentUser, parseCurrentUser);

/** A current user is stored but cannot be read (damaged or from an older version). */
export function storedCurrentUserUnreadable(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.currentUser) !== null && loadCurrentUser() === null;
  } catch {
    return false;
  }
}

export function saveCurrentUser(user: CurrentUser | null): void {
  if (user) writeJson(STORAGE_KEYS.currentUser, user);
  else removeKey(STORAGE_KEYS.currentUser);
}
