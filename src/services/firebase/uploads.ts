// Upload reservations and the company's upload figures per month (the allowance; the model is in
// domain/uploads.ts). A file is reserved before it is sent: one batch writes the reservation and
// steps the month's figures by its size, and the uploads saga waits for the server to accept it,
// since Storage's rules look for it on the server. Unlike the offline-first writes, a reservation
// is never queued to sync later: a file is sent only while the app is online.
import type * as FirestoreSdk from 'firebase/firestore';
import { type UploadMonth, uploadMonthOf, type UploadPlace, type UploadReservation } from '../../domain/uploads';
import { ServiceError, toAppError } from '../../lib/errors';
import { uploadAllowanceOf } from '../../lib/planLimits';
import { paths } from './collections';
import { converter } from './converter';
import { getDb } from './firestore';
import { type Listener, type LiveDoc, subscribe } from './live';
import type { FieldReader } from './schema';

export type { UploadMonth } from '../../domain/uploads';

/** Bytes a month can hold in the figures, far beyond any allowance (a damaged document reads as corrupt). */
const MAX_BYTES = 1e15;

export function parseUploadMonth(month: string, r: FieldReader): UploadMonth {
  return {
    month,
    bytes: Math.floor(r.finite('bytes', 0, MAX_BYTES, 0)),
    files: Math.floor(r.finite('files', 0, 1e9, 0)),
  };
}

const uploadMonthConverter = converter((r, s) => parseUploadMonth(s.id, r));

/** The company's figures for `month`, live (null until the month's first upload). */
export function subscribeUploadMonth(company: string, month: string, listener: Listener<LiveDoc<UploadMonth>>) {
  return subscribe(
    (sdk, db) => sdk.doc(db, paths.uploadMonth(company, month)).withConverter(uploadMonthConverter),
    listener,
  );
}

export interface UploadToReserve {
  place: UploadPlace;
  /** The object's name in its folder (the reservation's id). */
  file: string;
  size: number;
  /** uid of the uploader. */
  by: string;
}

/**
 * Reserves a file: resolves once the server has accepted the reservation. A refusal is explained:
 * 'upload/allowance-used' when the month's allowance has no room for the file (a colleague may
 * have used it meanwhile), otherwise 'upload/not-reserved' (the place is gone, or the uploader may
 * no longer add files there).
 */
export async function reserveUpload({ place, file, size, by }: UploadToReserve): Promise<void> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const month = uploadMonthOf(new Date());
  const reservation: Omit<UploadReservation, 'at'> & { at: FirestoreSdk.FieldValue } = {
    kind: place.kind,
    site: place.site,
    plant: place.plant,
    item: place.item,
    size,
    by,
    at: sdk.serverTimestamp(),
    month,
  };
  const batch = sdk.writeBatch(db);
  batch.set(sdk.doc(db, paths.upload(place.company, file)), reservation);
  batch.set(
    sdk.doc(db, paths.uploadMonth(place.company, month)),
    { bytes: sdk.increment(size), files: sdk.increment(1), last: file },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    const cause = toAppError(error);
    if (cause.code.replace(/^firestore\//, '') !== 'permission-denied') throw error;
    const full = await allowanceUsed(sdk, db, place.company, month, size).catch(() => false);
    throw new ServiceError(full ? 'upload/allowance-used' : 'upload/not-reserved', cause.message, { cause: error });
  }
}

/** Whether the month's figures on the server leave no room for `size` more bytes. */
async function allowanceUsed(
  sdk: typeof FirestoreSdk,
  db: FirestoreSdk.Firestore,
  company: string,
  month: string,
  size: number,
): Promise<boolean> {
  const [figures, record] = await Promise.all([
    sdk.getDocFromServer(sdk.doc(db, paths.uploadMonth(company, month))),
    sdk.getDocFromServer(sdk.doc(db, paths.companyRecord(company))),
  ]);
  const used = Number(figures.data()?.bytes ?? 0);
  return used + size > uploadAllowanceOf(record.data()?.paid === true);
}
