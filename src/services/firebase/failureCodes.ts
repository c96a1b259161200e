// The company's additions to the failure-code library (`users/{company}/companies/{company}/
// settings/failureCodes`, domain/failureCodes.ts): its own equipment classes, failure modes and
// causes. One document; members read it, admins write it whole; firestore.rules checks its
// shape and sizes, this converter every entry.
import type * as FirestoreSdk from 'firebase/firestore';
import { CODE_PATTERNS, FAILURE_LIBRARY_LIMITS, type FailureLibraryExtensions } from '../../domain/failureCodes';
import { FAILURE_CAUSES } from '../../domain/referenceLists';
import { type Listener, type LiveDoc, subscribe } from './live';
import { FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

export interface FailureCodeSettings extends FailureLibraryExtensions {
  updatedAt: string | null;
  updatedBy: string;
}

export const failureCodesPath = (company: string) => `users/${company}/companies/${company}/settings/failureCodes`;

export function parseFailureCodeSettings(r: FieldReader): FailureCodeSettings {
  const name = (item: FieldReader) => item.string('name', { max: FAILURE_LIBRARY_LIMITS.name });
  const code = (item: FieldReader, field: string, pattern: RegExp) =>
    item.nullableString(field, { max: 24, pattern }) ?? item.fail(field, 'is missing');
  return {
    classes: r.list('classes', (c) => ({ id: code(c, 'id', CODE_PATTERNS.equipmentClass), name: name(c) })),
    modes: r.list('modes', (m) => ({
      equipmentClass: code(m, 'equipmentClass', CODE_PATTERNS.equipmentClass),
      code: code(m, 'code', CODE_PATTERNS.mode),
      name: name(m),
    })),
    causes: r.list('causes', (c) => ({
      category: c.oneOf('category', FAILURE_CAUSES),
      id: code(c, 'id', CODE_PATTERNS.causeId),
      name: name(c),
    })),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { max: 128 }),
  };
}

const converter: FirestoreSdk.FirestoreDataConverter<FailureCodeSettings> = {
  toFirestore: (value) => value,
  fromFirestore: (s, o) =>
    parseFailureCodeSettings(new FieldReader(s.ref.path, s.data({ serverTimestamps: 'estimate', ...o }))),
};

/** The company's library additions, live (null item: none yet, the starter library alone). */
export function subscribeFailureCodes(company: string, listener: Listener<LiveDoc<FailureCodeSettings>>): () => void {
  return subscribe((sdk, db) => sdk.doc(db, failureCodesPath(company)).withConverter(converter), listener);
}

/** An admin's library additions, written whole (offline-first). */
export function queueFailureCodes(company: string, ext: FailureLibraryExtensions, uid: string): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.set(sdk.doc(db, failureCodesPath(company)), {
        classes: ext.classes,
        modes: ext.modes,
        causes: ext.causes,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      }),
    { what: 'failureCodes', record: '', link: '/app/assets/failure-codes' },
  );
}
