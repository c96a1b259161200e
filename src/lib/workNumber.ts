// Shared by the work feature (raising requests) and service contracts (visit orders).
// Readable work-request numbers made on the device, unique without a server counter:
// WR-{yyyymmdd}-{4 characters}. The number is the document's id, so a clash (1 in 1,048,576 per
// day for two given requests) is refused by the rules as an update rather than silently merged,
// and the client simply draws again.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base 32: no I, L, O, U to misread

export const WORK_NUMBER = /^WR-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newWorkNumber(
  now: Date = new Date(),
  random: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(4)),
): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const code = Array.from(random(), (b) => ALPHABET[b % 32]).join('');
  return `WR-${day}-${code}`;
}
