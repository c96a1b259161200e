// The request portal's link to Firebase, over the REST APIs (Identity Toolkit, Firestore,
// Storage) instead of the SDKs: the portal page must stay small on a cheap phone (the Firestore SDK
// alone is larger than its whole budget), and it needs only an anonymous sign-in, a few reads, one
// batch and one upload. The same endpoints serve the emulators (services/firebase/config.ts).
import { emulatorHosts, firebaseOptions, useEmulators } from '../firebase/config';

/** A Firestore timestamp as the REST API writes it (RFC 3339 text, nanoseconds kept as sent). */
export class RestTime {
  constructor(readonly iso: string) {}
  get millis(): number {
    return Date.parse(this.iso);
  }
}

/** The server's time of the write (a REQUEST_TIME transform), where a value is written. */
export const SERVER_TIME = Symbol('serverTime');

export type RestValue =
  null | boolean | number | string | RestTime | typeof SERVER_TIME | RestValue[] | { [key: string]: RestValue };

/** What went wrong, in terms the page can put in words. */
export type RestFailure = 'offline' | 'denied' | 'notFound' | 'server';

export class RestError extends Error {
  constructor(
    readonly failure: RestFailure,
    readonly status = 0,
  ) {
    super(`portal request failed: ${failure}${status ? ` (${status})` : ''}`);
  }
}

const project = firebaseOptions.projectId!;
const apiKey = firebaseOptions.apiKey!;
const bucket = firebaseOptions.storageBucket!;
const storageHost = `${emulatorHosts.storage.host}:${emulatorHosts.storage.port}`;
const firestoreHost = `${emulatorHosts.firestore.host}:${emulatorHosts.firestore.port}`;
const AUTH = useEmulators
  ? `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com`
  : 'https://identitytoolkit.googleapis.com';
const TOKEN = useEmulators
  ? `http://${emulatorHosts.auth}/securetoken.googleapis.com`
  : 'https://securetoken.googleapis.com';
const FIRESTORE = useEmulators ? `http://${firestoreHost}/v1` : 'https://firestore.googleapis.com/v1';
const STORAGE = useEmulators ? `http://${storageHost}` : 'https://firebasestorage.googleapis.com';
const DATABASE = `projects/${project}/databases/(default)`;
const DOCUMENTS = `${DATABASE}/documents`;

async function call(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new RestError('offline');
  }
  if (response.ok) return response;
  const failure: RestFailure =
    response.status === 403 || response.status === 401 ? 'denied' : response.status === 404 ? 'notFound' : 'server';
  throw new RestError(failure, response.status);
}

// ---- Anonymous sign-in ---------------------------------------------------------------

/** Where the visitor's anonymous account is kept, so their requests stay theirs on this browser. */
export const VISITOR_KEY = '__portal_visitor';

interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
  /** ms since the epoch when the ID token expires. */
  expires: number;
}

let session: Session | null = null;

function keep(s: Session) {
  session = s;
  try {
    localStorage.setItem(VISITOR_KEY, JSON.stringify({ uid: s.uid, refreshToken: s.refreshToken }));
  } catch {
    // Private mode: the session lasts as long as the page.
  }
}

function saved(): { uid: string; refreshToken: string } | null {
  try {
    const v = JSON.parse(localStorage.getItem(VISITOR_KEY) ?? 'null') as unknown;
    if (v && typeof v === 'object' && 'uid' in v && 'refreshToken' in v) {
      const { uid, refreshToken } = v as Record<string, unknown>;
      if (typeof uid === 'string' && typeof refreshToken === 'string') return { uid, refreshToken };
    }
  } catch {
    // Unreadable: a new anonymous account.
  }
  return null;
}

async function refresh(refreshToken: string): Promise<Session> {
  const response = await call(`${TOKEN}/v1/token?key=${apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
  });
  const r = (await response.json()) as { id_token: string; refresh_token: string; user_id: string; expires_in: string };
  return {
    uid: r.user_id,
    idToken: r.id_token,
    refreshToken: r.refresh_token,
    expires: Date.now() + Number(r.expires_in) * 1000,
  };
}

async function signUp(): Promise<Session> {
  const response = await call(`${AUTH}/v1/accounts:signUp?key=${apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const r = (await response.json()) as { idToken: string; refreshToken: string; localId: string; expiresIn: string };
  return {
    uid: r.localId,
    idToken: r.idToken,
    refreshToken: r.refreshToken,
    expires: Date.now() + Number(r.expiresIn) * 1000,
  };
}

/** The visitor's session: the one kept on this browser (its token renewed), else a new anonymous account. */
export async function visitorSession(): Promise<Session> {
  if (session && session.expires - Date.now() > 60_000) return session;
  const was = session ?? saved();
  if (was) {
    try {
      keep(await refresh(was.refreshToken));
      return session!;
    } catch (error) {
      // A removed or expired account: a new one. Offline: say so.
      if (error instanceof RestError && error.failure === 'offline') throw error;
    }
  }
  keep(await signUp());
  return session!;
}

// ---- Firestore -----------------------------------------------------------------------

type Encoded = Record<string, unknown>;

function encode(value: RestValue): Encoded {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof RestTime) return { timestampValue: value.iso };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value) } };
  throw new Error('a server time can only be a top-level field');
}

function encodeFields(data: Record<string, RestValue>): Record<string, Encoded> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== SERVER_TIME)
      .map(([k, v]) => [k, encode(v)]),
  );
}

function decode(value: Encoded): RestValue {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue as boolean;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue as string;
  if ('timestampValue' in value) return new RestTime(value.timestampValue as string);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Encoded[] }).values ?? []).map(decode);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, Encoded> }).fields ?? {});
  return null;
}

function decodeFields(fields: Record<string, Encoded>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, decode(v)]));
}

const authorization = (s: Session) => ({ Authorization: `Bearer ${s.idToken}` });

/** A document's fields, or null when there is none (refused: RestError 'denied'). */
export async function getDocument(path: string): Promise<Record<string, RestValue> | null> {
  const s = await visitorSession();
  try {
    const response = await call(`${FIRESTORE}/${DOCUMENTS}/${path}`, { headers: authorization(s) });
    const body = (await response.json()) as { fields?: Record<string, Encoded> };
    return decodeFields(body.fields ?? {});
  } catch (error) {
    if (error instanceof RestError && error.failure === 'notFound') return null;
    throw error;
  }
}

/** Documents of a top-level collection whose `field` equals `value`, newest `orderBy` first. */
export async function queryEqual(
  collection: string,
  field: string,
  value: string,
  orderBy: string,
  limit: number,
): Promise<{ id: string; data: Record<string, RestValue> }[]> {
  const s = await visitorSession();
  const response = await call(`${FIRESTORE}/${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: { ...authorization(s), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: encode(value) } },
        orderBy: [{ field: { fieldPath: orderBy }, direction: 'DESCENDING' }],
        limit,
      },
    }),
  });
  const rows = (await response.json()) as { document?: { name: string; fields?: Record<string, Encoded> } }[];
  return rows
    .filter((r) => r.document)
    .map((r) => ({ id: r.document!.name.split('/').pop()!, data: decodeFields(r.document!.fields ?? {}) }));
}

/** Creates these documents in one batch (each must not exist yet). */
export async function createAll(docs: { path: string; data: Record<string, RestValue> }[]): Promise<void> {
  const s = await visitorSession();
  const writes = docs.map(({ path, data }) => ({
    update: { name: `${DOCUMENTS}/${path}`, fields: encodeFields(data) },
    updateTransforms: Object.entries(data)
      .filter(([, v]) => v === SERVER_TIME)
      .map(([fieldPath]) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
  }));
  await call(`${FIRESTORE}/${DATABASE}/documents:commit`, {
    method: 'POST',
    headers: { ...authorization(s), 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
}

// ---- Storage -------------------------------------------------------------------------

/** Uploads `file` to `path` with the metadata the rules require (uploadedBy, originalName). */
export async function upload(path: string, file: Blob, originalName: string): Promise<void> {
  const s = await visitorSession();
  const boundary = `portal${Math.random().toString(36).slice(2)}`;
  const metadata = {
    name: path,
    contentType: file.type,
    metadata: { uploadedBy: s.uid, originalName },
  };
  const body = new Blob([
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n`,
    `--${boundary}\r\nContent-Type: ${file.type}\r\n\r\n`,
    file,
    `\r\n--${boundary}--`,
  ]);
  await call(`${STORAGE}/v0/b/${bucket}/o?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: {
      Authorization: `Firebase ${s.idToken}`,
      'X-Goog-Upload-Protocol': 'multipart',
      'Content-Type': `multipart/related; boundary=${boundary}`,
    },
    body,
  });
}
