// Attachments in Cloud Storage: a file reserved (the month's upload allowance, in Firestore) and
// then uploaded (one request for small files, a resumable upload with pause, resume and cancel
// for larger ones), a page of the list with each file's metadata, a download address and
// deletion. The only file that uses the Storage SDK, which it loads on first use.
import type { FullMetadata, StorageReference } from 'firebase/storage';
import { getFileStorage, loadStorageSdk } from '../../services/firebase/storage';
import { placeOfFolder } from '../../domain/uploads';
import { type AppError, ServiceError, toAppError } from '../../lib/errors';
import { reserveUpload } from '../../services/firebase/uploads';
import { usesResumableUpload } from './attachmentRules';

/** One stored file, as the list shows it. */
export interface Attachment {
  /** The object's full path (its key). */
  path: string;
  /** The stored object name (`{time}-{safe name}`). */
  name: string;
  size: number;
  contentType: string;
  /** uid of the member who uploaded it ('' when the metadata is missing). */
  uploadedBy: string;
  /** The file's name on the uploader's device. */
  originalName: string;
  /** ISO date-time the server stored it. */
  timeCreated: string;
}

export interface AttachmentPage {
  items: Attachment[];
  /** Where the next page starts; null at the end. */
  nextPageToken: string | null;
}

async function refOf(path: string): Promise<StorageReference> {
  const [sdk, storage] = await Promise.all([loadStorageSdk(), getFileStorage()]);
  return sdk.ref(storage, path);
}

function toAttachment(meta: FullMetadata): Attachment {
  const custom = meta.customMetadata ?? {};
  return {
    path: meta.fullPath,
    name: meta.name,
    size: meta.size,
    contentType: meta.contentType ?? '',
    uploadedBy: custom.uploadedBy ?? '',
    originalName: custom.originalName || meta.name,
    timeCreated: meta.timeCreated,
  };
}

/** One page of a folder: `pageSize` files (1..1000) from `pageToken`, each with its metadata. */
export async function listAttachments(
  folder: string,
  pageSize: number,
  pageToken: string | null,
): Promise<AttachmentPage> {
  const sdk = await loadStorageSdk();
  const result = await sdk.list(await refOf(folder), {
    maxResults: pageSize,
    ...(pageToken ? { pageToken } : {}),
  });
  const metas = await Promise.all(result.items.map((item) => sdk.getMetadata(item)));
  return { items: metas.map(toAttachment), nextPageToken: result.nextPageToken ?? null };
}

export async function attachmentUrl(path: string): Promise<string> {
  const sdk = await loadStorageSdk();
  return sdk.getDownloadURL(await refOf(path));
}

export async function deleteAttachment(path: string): Promise<void> {
  const sdk = await loadStorageSdk();
  await sdk.deleteObject(await refOf(path));
}

export interface UploadInput {
  /** The object's full path (folder + stored name). */
  path: string;
  file: Blob;
  contentType: string;
  uploadedBy: string;
  originalName: string;
}

/**
 * Reserves the file before it is sent (storage.rules accepts only a reserved object): resolves
 * once the server has counted it in the month's allowance. Refusals: 'upload/allowance-used',
 * 'upload/not-reserved'.
 */
export async function reserveFile(input: UploadInput): Promise<void> {
  const cut = input.path.lastIndexOf('/');
  const place = placeOfFolder(input.path.slice(0, cut));
  if (!place) throw new ServiceError('upload/not-reserved', `${input.path} is not in an attachments folder`);
  await reserveUpload({ place, file: input.path.slice(cut + 1), size: input.file.size, by: input.uploadedBy });
}

/** What an upload reports, in order: progress (many), then success or failure. */
export type UploadEvent =
  | { type: 'progress'; state: 'running' | 'paused'; bytes: number; total: number }
  | { type: 'success'; attachment: Attachment }
  | { type: 'error'; error: AppError };

/** Controls of a started upload; a single-request upload cannot be paused or cancelled. */
export interface UploadControl {
  resumable: boolean;
  pause: () => boolean;
  resume: () => boolean;
  cancel: () => boolean;
}

/**
 * Starts an upload and reports it to `emit`. Files over 262,144 bytes go as a resumable upload
 * (docs/product.md §5); a cancelled one fails with 'storage/canceled'.
 */
export async function startUpload(input: UploadInput, emit: (event: UploadEvent) => void): Promise<UploadControl> {
  const [sdk, ref] = await Promise.all([loadStorageSdk(), refOf(input.path)]);
  const metadata = {
    contentType: input.contentType,
    customMetadata: { uploadedBy: input.uploadedBy, originalName: input.originalName },
  };
  const total = input.file.size;
  if (!usesResumableUpload(total)) {
    emit({ type: 'progress', state: 'running', bytes: 0, total });
    sdk.uploadBytes(ref, input.file, metadata).then(
      (result) => {
        emit({ type: 'progress', state: 'running', bytes: total, total });
        emit({ type: 'success', attachment: toAttachment(result.metadata) });
      },
      (error: unknown) => emit({ type: 'error', error: toAppError(error) }),
    );
    const no = () => false;
    return { resumable: false, pause: no, resume: no, cancel: no };
  }
  const task = sdk.uploadBytesResumable(ref, input.file, metadata);
  task.on(
    'state_changed',
    (snapshot) => {
      const state = snapshot.state === 'paused' ? 'paused' : 'running';
      emit({ type: 'progress', state, bytes: snapshot.bytesTransferred, total: snapshot.totalBytes });
    },
    (error) => emit({ type: 'error', error: toAppError(error) }),
    () => emit({ type: 'success', attachment: toAttachment(task.snapshot.metadata) }),
  );
  return {
    resumable: true,
    pause: () => task.pause(),
    resume: () => task.resume(),
    cancel: () => task.cancel(),
  };
}
