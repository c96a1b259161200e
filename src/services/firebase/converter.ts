// One way to read a stored document: a FieldReader over its data (a server time stamp still being
// written reads as the server's estimate), and a converter that reads with a parser (throwing on
// damaged data) and writes what it is given.
import type * as FirestoreSdk from 'firebase/firestore';
import { FieldReader } from './schema';

type Snapshot = FirestoreSdk.QueryDocumentSnapshot;

export function converter<T>(
  read: (reader: FieldReader, snapshot: Snapshot) => T,
): FirestoreSdk.FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value as FirestoreSdk.DocumentData,
    fromFirestore: (snapshot: Snapshot, options?: FirestoreSdk.SnapshotOptions) =>
      read(new FieldReader(snapshot.ref.path, snapshot.data({ serverTimestamps: 'estimate', ...options })), snapshot),
  };
}
