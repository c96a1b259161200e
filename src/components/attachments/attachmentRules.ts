// What an equipment attachment may be (docs/design.md §3, Storage):
// the limits storage.rules enforces, checked here first so a refused file is never sent. Pure.
import { paths, type PlantKey } from '../../services/firebase/collections';

/** The Storage folder of one equipment item's attachments (the contract's path). */
export const attachmentsFolder = (plant: PlantKey, eqid: string) => `${paths.equipment(plant)}/${eqid}/attachments`;

/** The largest file accepted: 20 MiB (storage.rules: request.resource.size <= 20 * 1024 * 1024). */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** Files over this many bytes use a resumable upload; smaller ones a single request (docs/product.md §5). */
export const RESUMABLE_THRESHOLD = 262_144;

/** Content types storage.rules accepts (the same list, in the same order). */
export const ALLOWED_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/vnd.dxf',
  'image/vnd.dwg',
] as const;

export type AllowedType = (typeof ALLOWED_TYPES)[number];

/** The type a file name's extension means, for browsers that give none (drawings, often). */
const BY_EXTENSION: Record<string, AllowedType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  dxf: 'image/vnd.dxf',
  dwg: 'image/vnd.dwg',
};

/** The `accept` attribute of the file input: every allowed type and extension. */
export const ACCEPT = [...ALLOWED_TYPES, ...Object.keys(BY_EXTENSION).map((e) => `.${e}`)].join(',');

const isAllowed = (type: string): type is AllowedType => (ALLOWED_TYPES as readonly string[]).includes(type);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The content type to upload a file with, or null when it is not allowed. The browser's type is
 * used when it gives one; only when it gives none (or the generic binary type) does the
 * extension decide.
 */
export function contentTypeOf(file: { name: string; type: string }): AllowedType | null {
  const type = file.type.trim().toLowerCase();
  if (isAllowed(type)) return type;
  if (type === '' || type === 'application/octet-stream') return BY_EXTENSION[extensionOf(file.name)] ?? null;
  return null;
}

export type FileRefusal = 'empty' | 'tooLarge' | 'typeNotAllowed';

export type FileCheck = { ok: true; contentType: AllowedType } | { ok: false; reason: FileRefusal };

/** Whether a chosen file may be uploaded, and with which content type. */
export function checkFile(file: { name: string; type: string; size: number }): FileCheck {
  if (file.size <= 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, reason: 'tooLarge' };
  const contentType = contentTypeOf(file);
  return contentType ? { ok: true, contentType } : { ok: false, reason: 'typeNotAllowed' };
}

/** Spec §5: files over 262,144 bytes use a resumable upload. */
export const usesResumableUpload = (size: number) => size > RESUMABLE_THRESHOLD;

export const isImageType = (contentType: string) => /^image\/(png|jpeg|gif|webp)$/.test(contentType);

// --- Page size of the list (docs/product.md §5: between 1 and 1000) --------------------------------------

export const MIN_PAGE_SIZE = 1;
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 20;

export const isValidPageSize = (n: number) => Number.isInteger(n) && n >= MIN_PAGE_SIZE && n <= MAX_PAGE_SIZE;

/** A typed page size as a number, or null when it is not a whole number from 1 to 1000. */
export function parsePageSize(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return isValidPageSize(n) ? n : null;
}

// --- Names ------------------------------------------------------------------------------------

/** Longest stored object name and longest original name kept (storage.rules checks both). */
export const MAX_NAME_LENGTH = 200;

/** The object names storage.rules accepts: `{base-36 time}-{safe characters}`. */
export const STORED_NAME = /^[0-9a-z]{1,20}-[A-Za-z0-9._-]{1,179}$/;

/** A name cut to `max` characters, keeping its extension when it has a short one. */
function clip(name: string, max: number): string {
  if (name.length <= max) return name;
  const ext = extensionOf(name);
  if (ext && ext.length <= 10) return `${name.slice(0, max - ext.length - 1)}.${ext}`;
  return name.slice(0, max);
}

/** The original name as kept in the object's metadata: 1..200 characters. */
export function originalNameOf(name: string): string {
  const trimmed = name.trim();
  return clip(trimmed === '' ? 'file' : trimmed, MAX_NAME_LENGTH);
}

/**
 * The object's name: the upload time in base 36, a dash and the original name with anything but
 * letters, digits, dot, dash and underscore replaced (accents dropped), at most 200 characters.
 * No path separators, no leading dot, never empty.
 */
export function storedNameOf(original: string, now: number = Date.now()): string {
  const prefix = `${now.toString(36)}-`;
  const safe = original
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/_+$/, '');
  return prefix + clip(safe || 'file', Math.min(179, MAX_NAME_LENGTH - prefix.length));
}

/** Who may delete an attachment: admins, and the member who uploaded it. */
export const canDeleteAttachment = (user: { uid: string; role: number } | null, uploadedBy: string) =>
  !!user && (user.role === 0 || user.uid === uploadedBy);

/** The Storage folder of one work request's photos and files (storage.rules). */
export const workAttachmentsFolder = (plant: PlantKey, number: string) =>
  `${paths.workRequests(plant)}/${number}/attachments`;
