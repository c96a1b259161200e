// Local storage that never throws: blocked or full storage reads as empty and drops writes,
// so a privacy mode or a full disk cannot crash start-up or a settings change.
import { readStored } from '../boot/startup.js';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  return readStored(storage(), key);
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the setting lasts for this session only.
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}

/** Parsed JSON, or null when missing or corrupt; `validate` decides what a good value is. */
export function readJson<T>(key: string, validate: (value: unknown) => T | null): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return validate(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Like writeString, but says whether the value was stored (false: quota exceeded or storage blocked). */
export function tryWriteString(key: string, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The room the Firestore SDK needs in local storage to coordinate tabs (a few small keys). */
export const STORAGE_ROOM_PROBE = 4096;

/** Whether local storage can still take a few kilobytes (false: full, or blocked). */
export function hasStorageRoom(): boolean {
  const key = '__torque_room_probe';
  const stored = tryWriteString(key, 'x'.repeat(STORAGE_ROOM_PROBE));
  removeKey(key);
  return stored;
}
