// Reading Firestore documents into typed, serialisable values (docs/design.md §2 "converters that
// reject corrupt data"). A field of the wrong type is an error naming the document and the
// field, never a guessed value: an unknown role must not read as admin.
import type { BinMark } from '../../domain/bin';
import { ServiceError } from '../../lib/errors';

export class CorruptDocumentError extends ServiceError {
  constructor(path: string, field: string, problem: string) {
    super('data/corrupt', `${path}: ${field} ${problem}`);
    this.name = 'CorruptDocumentError';
  }
}

type Data = Record<string, unknown>;

/** Reads fields of one document, throwing CorruptDocumentError on the first bad one. */
export class FieldReader {
  constructor(
    private readonly path: string,
    private readonly data: Data,
  ) {}

  fail(field: string, problem: string): never {
    throw new CorruptDocumentError(this.path, field, problem);
  }

  /** The field as stored, for checks this reader has no method for. */
  raw(field: string): unknown {
    return this.data[field];
  }

  /** A reader of a map field. */
  child(field: string): FieldReader {
    return new FieldReader(`${this.path} ${field}`, this.data[field] as Data);
  }

  /** A list of text items (a missing field reads as empty). */
  textList(field: string, max = 200): string[] {
    const v = this.data[field];
    if (v === undefined) return [];
    if (!Array.isArray(v)) this.fail(field, 'is not a list');
    return v.map((item: unknown, i) => {
      if (typeof item !== 'string' || item.length > max) this.fail(`${field}[${i}]`, 'is not text');
      return item;
    });
  }

  /** A list of codes, each one of `allowed` (a missing field reads as empty). */
  codeList<T extends string>(field: string, allowed: readonly T[]): T[] {
    return this.textList(field).map((item, i) => {
      if (!allowed.includes(item as T)) this.fail(`${field}[${i}]`, `is not one of ${allowed.join(', ')}`);
      return item as T;
    });
  }

  string(field: string, { optional = false, max = 10_000 } = {}): string {
    const v = this.data[field];
    if (v === undefined && optional) return '';
    if (typeof v !== 'string') this.fail(field, 'is not text');
    if (v.length > max) this.fail(field, `is longer than ${max}`);
    return v;
  }

  optionalString(field: string): string | undefined {
    return this.data[field] === undefined || this.data[field] === null ? undefined : this.string(field);
  }

  /** A whole number within [min, max]. */
  integer(field: string, min: number, max: number): number {
    const v = this.data[field];
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(field, 'is not a whole number');
    if (v < min || v > max) this.fail(field, `is not between ${min} and ${max}`);
    return v;
  }

  /** A finite number within [min, max] (a missing field reads as `fallback` when one is given). */
  finite(field: string, min: number, max: number, fallback?: number): number {
    const v = this.data[field];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
      this.fail(field, `is not a number from ${min} to ${max}`);
    return v;
  }

  /** Text or null (a missing field reads as null). */
  nullableString(field: string, { max = 10_000, pattern }: { max?: number; pattern?: RegExp } = {}): string | null {
    const v = this.data[field];
    if (v === undefined || v === null) return null;
    const text = this.string(field, { max });
    if (pattern && !pattern.test(text)) this.fail(field, 'is not in the expected form');
    return text;
  }

  boolean(field: string, fallback?: boolean): boolean {
    const v = this.data[field];
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'boolean') this.fail(field, 'is not true or false');
    return v;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const v = this.data[field];
    if (typeof v !== 'string' || !allowed.includes(v as T)) this.fail(field, `is not one of ${allowed.join(', ')}`);
    return v as T;
  }

  /**
   * A timestamp as an ISO string. A server timestamp still being written reads as null
   * (unless the snapshot was read with serverTimestamps: 'estimate').
   */
  timestamp(field: string, { optional = false } = {}): string | null {
    const v = this.data[field];
    if ((v === undefined || v === null) && optional) return null;
    if (v === null) return null;
    const date = toDate(v);
    if (!date) this.fail(field, 'is not a date');
    return date.toISOString();
  }

  list<T>(field: string, read: (item: FieldReader, index: number) => T, { optional = false } = {}): T[] {
    const v = this.data[field];
    if (v === undefined && optional) return [];
    if (!Array.isArray(v)) this.fail(field, 'is not a list');
    return v.map((item: unknown, i) => {
      if (!item || typeof item !== 'object') this.fail(`${field}[${i}]`, 'is not a map');
      return read(new FieldReader(`${this.path} ${field}[${i}]`, item as Data), i);
    });
  }
}

/**
 * The bin's mark (domain/bin.ts), or null for a document not in the bin. A document moved there a
 * moment ago on this device reads `binnedAt` null until the server's time arrives.
 */
export function readBinMark(r: FieldReader): BinMark | null {
  if (r.raw('binnedBy') === undefined) return null;
  return { binnedAt: r.timestamp('binnedAt', { optional: true }), binnedBy: r.string('binnedBy', { max: 128 }) };
}

/** Firestore Timestamps (anything with toDate), Dates and ISO strings as a valid Date. */
function toDate(value: unknown): Date | null {
  const date =
    value instanceof Date
      ? value
      : value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function'
        ? (value as { toDate: () => Date }).toDate()
        : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
