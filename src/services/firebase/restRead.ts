// Reads documents over Firestore's REST API as the signed-in member (their ID token), for work
// that reads much, once: the company archive. Unlike the SDK it writes nothing to this device's
// offline cache (an archive of a large company would fill it), runs many requests at once, and
// gives values exactly as stored (a timestamp to the nanosecond). The same rules apply; the same
// endpoints serve the emulators (config.ts).
import type { ArchiveDocument, ArchiveValue } from '../../domain/companyArchive';
import { emulatorHosts, firebaseOptions, useEmulators } from './config';

const FIRESTORE = useEmulators
  ? `http://${emulatorHosts.firestore.host}:${emulatorHosts.firestore.port}/v1`
  : 'https://firestore.googleapis.com/v1';
const DOCUMENTS = `projects/${firebaseOptions.projectId}/databases/(default)/documents`;

/** A refusal or failure, with the code the app's error words know (lib/errorMessages.ts). */
export class RestReadError extends Error {
  constructor(
    readonly code: 'permission-denied' | 'unauthenticated' | 'unavailable' | 'unknown',
    readonly status = 0,
  ) {
    super(`read failed: ${code}${status ? ` (${status})` : ''}`);
  }
}

type Encoded = Record<string, unknown>;

/** A REST value as the archive holds it. */
export function fromRest(value: Encoded): ArchiveValue {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue as boolean;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue as string;
  if ('timestampValue' in value) {
    const text = value.timestampValue as string;
    const match = /\.(\d+)Z$/.exec(text);
    const nanoseconds = match ? Number(match[1].padEnd(9, '0').slice(0, 9)) : 0;
    return { $timestamp: { seconds: Math.floor(Date.parse(text) / 1000), nanoseconds } };
  }
  if ('referenceValue' in value)
    return { $ref: (value.referenceValue as string).replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '') };
  if ('geoPointValue' in value) {
    const g = value.geoPointValue as { latitude?: number; longitude?: number };
    return { $geopoint: { latitude: g.latitude ?? 0, longitude: g.longitude ?? 0 } };
  }
  if ('bytesValue' in value) return { $bytes: value.bytesValue as string };
  if ('arrayValue' in value) return ((value.arrayValue as { values?: Encoded[] }).values ?? []).map(fromRest);
  if ('mapValue' in value) return fieldsFromRest((value.mapValue as { fields?: Record<string, Encoded> }).fields ?? {});
  return null;
}

export const fieldsFromRest = (fields: Record<string, Encoded>): Record<string, ArchiveValue> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fromRest(v)]));

const pathOf = (name: string) => name.slice(name.indexOf('/documents/') + '/documents/'.length);

async function token(): Promise<string> {
  const { getFirebaseAuth } = await import('./auth');
  const auth = await getFirebaseAuth();
  // Just after a page load, Auth may not have restored the signed-in user yet.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new RestReadError('unauthenticated');
  return user.getIdToken();
}

async function call(url: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof RestReadError) throw error;
    throw new RestReadError('unavailable');
  }
  if (response.status === 404) return null;
  if (!response.ok)
    throw new RestReadError(
      response.status === 403 ? 'permission-denied' : response.status === 401 ? 'unauthenticated' : 'unknown',
      response.status,
    );
  return response.json();
}

/** One document, or null when there is none. */
export async function readDocument(path: string): Promise<ArchiveDocument | null> {
  const body = (await call(`${FIRESTORE}/${DOCUMENTS}/${path}`)) as { fields?: Record<string, Encoded> } | null;
  return body ? { path, data: fieldsFromRest(body.fields ?? {}) } : null;
}

/**
 * A page of a collection (`path`: 'users/c/members', or a top-level 'invites') in document-id
 * order, after the document `after` (a full path), optionally where `where.field` equals its value.
 */
export async function readPage(
  path: string,
  { after, limit, where }: { after?: string; limit: number; where?: { field: string; value: string } },
): Promise<ArchiveDocument[]> {
  const cut = path.lastIndexOf('/');
  const parent = cut < 0 ? DOCUMENTS : `${DOCUMENTS}/${path.slice(0, cut)}`;
  const collectionId = path.slice(cut + 1);
  const rows = (await call(`${FIRESTORE}/${parent}:runQuery`, {
    structuredQuery: {
      from: [{ collectionId }],
      ...(where
        ? {
            where: {
              fieldFilter: { field: { fieldPath: where.field }, op: 'EQUAL', value: { stringValue: where.value } },
            },
          }
        : {}),
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      ...(after ? { startAt: { values: [{ referenceValue: `${DOCUMENTS}/${after}` }], before: false } } : {}),
      limit,
    },
  })) as { document?: { name: string; fields?: Record<string, Encoded> } }[] | null;
  return (rows ?? [])
    .filter((r) => r.document)
    .map((r) => ({ path: pathOf(r.document!.name), data: fieldsFromRest(r.document!.fields ?? {}) }));
}
