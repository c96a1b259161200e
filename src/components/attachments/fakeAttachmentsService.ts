// A small in-memory stand-in for attachmentsService, behaving as Storage does for the card:
// reservations against the month's allowance (as firestore.rules counts them), a folder of files
// listed in pages, uploads the test drives (progress, pause, resume, cancel, success, refusal) and
// deletions.
import type { Attachment, AttachmentPage, UploadControl, UploadEvent, UploadInput } from './attachmentsService';

export interface FakeUpload {
  input: UploadInput;
  emit: (event: UploadEvent) => void;
  paused: boolean;
  bytes: number;
  finished: boolean;
}

export const storage = {
  files: [] as Attachment[],
  uploads: [] as FakeUpload[],
  /** Deletions refused with this code. */
  refuseDelete: null as string | null,
  /** Lists never answer, as Storage keeps retrying without a network. */
  hangLists: false,
  /** Bytes the month's allowance has left: a reservation beyond it is refused. */
  allowanceLeft: Number.POSITIVE_INFINITY,
  /** Object names reserved, in order. */
  reserved: [] as string[],
};

export function resetStorage(files: Attachment[] = []) {
  storage.files = [...files];
  storage.uploads = [];
  storage.refuseDelete = null;
  storage.hangLists = false;
  storage.allowanceLeft = Number.POSITIVE_INFINITY;
  storage.reserved = [];
}

const RESUMABLE = 262_144;

/** The upload reports `bytes` sent. */
export function progress(upload: FakeUpload, bytes: number) {
  upload.bytes = bytes;
  upload.emit({ type: 'progress', state: 'running', bytes, total: upload.input.file.size });
}

/** The upload completes: the file is stored and reported. */
export function finish(upload: FakeUpload, when = '2026-05-01T10:00:00.000Z') {
  const { input } = upload;
  const attachment: Attachment = {
    path: input.path,
    name: input.path.slice(input.path.lastIndexOf('/') + 1),
    size: input.file.size,
    contentType: input.contentType,
    uploadedBy: input.uploadedBy,
    originalName: input.originalName,
    timeCreated: when,
  };
  storage.files.push(attachment);
  upload.finished = true;
  upload.emit({ type: 'progress', state: 'running', bytes: input.file.size, total: input.file.size });
  upload.emit({ type: 'success', attachment });
}

export function fail(upload: FakeUpload, code: string) {
  upload.finished = true;
  upload.emit({ type: 'error', error: { code, message: `Firebase Storage: refused (${code})` } });
}

const later = (run: () => void) => void Promise.resolve().then(run);

export const fakeAttachmentsService = {
  listAttachments(folder: string, pageSize: number, pageToken: string | null): Promise<AttachmentPage> {
    if (storage.hangLists) return new Promise<AttachmentPage>(() => undefined);
    const all = storage.files.filter((f) => f.path.startsWith(`${folder}/`)).sort((a, b) => (a.name < b.name ? -1 : 1));
    const start = pageToken ? Number(pageToken) : 0;
    const items = all.slice(start, start + pageSize);
    return Promise.resolve({ items, nextPageToken: start + pageSize < all.length ? String(start + pageSize) : null });
  },
  attachmentUrl(path: string) {
    return Promise.resolve(`https://files.example/${encodeURIComponent(path)}`);
  },
  deleteAttachment(path: string): Promise<void> {
    if (storage.refuseDelete) {
      return Promise.reject(Object.assign(new Error('Firebase Storage: no'), { code: storage.refuseDelete }));
    }
    storage.files = storage.files.filter((f) => f.path !== path);
    return Promise.resolve();
  },
  reserveFile(input: UploadInput): Promise<void> {
    if (input.file.size > storage.allowanceLeft) {
      return Promise.reject(Object.assign(new Error('refused'), { code: 'upload/allowance-used' }));
    }
    storage.allowanceLeft -= input.file.size;
    storage.reserved.push(input.path);
    return Promise.resolve();
  },
  startUpload(input: UploadInput, emit: (event: UploadEvent) => void): Promise<UploadControl> {
    const upload: FakeUpload = { input, emit, paused: false, bytes: 0, finished: false };
    storage.uploads.push(upload);
    emit({ type: 'progress', state: 'running', bytes: 0, total: input.file.size });
    const resumable = input.file.size > RESUMABLE;
    return Promise.resolve({
      resumable,
      pause: () => {
        if (!resumable || upload.finished || upload.paused) return false;
        upload.paused = true;
        later(() => emit({ type: 'progress', state: 'paused', bytes: upload.bytes, total: input.file.size }));
        return true;
      },
      resume: () => {
        if (!upload.paused) return false;
        upload.paused = false;
        later(() => emit({ type: 'progress', state: 'running', bytes: upload.bytes, total: input.file.size }));
        return true;
      },
      cancel: () => {
        if (!resumable || upload.finished) return false;
        later(() => fail(upload, 'storage/canceled'));
        return true;
      },
    });
  },
};
