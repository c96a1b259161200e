// Document ids made on the device, so a new item has its id (and its page) at once, even offline.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random characters of [A-Za-z0-9], as Firestore's own automatic ids. */
export function newId(): string {
  // 248 is the largest multiple of 62 below 256: bytes above it are drawn again, so every
  // character is equally likely.
  let id = '';
  while (id.length < 20) {
    for (const b of crypto.getRandomValues(new Uint8Array(24))) {
      if (b < 248 && id.length < 20) id += ALPHABET[b % 62];
    }
  }
  return id;
}
