// The bad-value-per-field loop shared by the fields suites (fields, assets.fields, work.fields,
// plans.fields): a write path is one write with a change applied to the document under test;
// for each path the valid write is accepted, then every bad value of every field and every extra
// key is refused, each its own test and cell (./fixture.ts counts them).
import { deleteField, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { expectRule, without } from './fixture';

export type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;

/** Marks a key left out of a new document. */
export const MISSING = Symbol('missing');
/** Removes a key from a stored document (an update's "missing key"). */
export const DELETED = deleteField();

export const HUGE = 'x'.repeat(10_000);
export const chars = (n: number) => 'y'.repeat(n);
export const list = (n: number) => Array.from({ length: n }, (_, i) => `item${i}`);

export interface WritePath {
  /** The write with one change applied to the document under test. */
  write: (change: Change) => Promise<unknown>;
  /** Per field, the bad values (MISSING / DELETED: the key left out or removed). */
  fields: Record<string, unknown[]>;
  /** Keys that must not be added. */
  extra: Doc;
}

/** The change that sets `key` to `value` (MISSING: leaves the key out). */
export const setField =
  (key: string, value: unknown): Change =>
  (data) =>
    value === MISSING ? without(data, key) : { ...data, [key]: value };

/**
 * Names a value for a test's title: `named` values (client times, say) by their name, MISSING and
 * DELETED as such, strings (cut after 12 characters when over 24), lists by their length, a
 * server timestamp as one, anything else as JSON.
 */
export function labeller(named: [value: unknown, name: string][] = []) {
  const names = new Map<unknown, string>([[MISSING, 'missing'], [DELETED, 'deleted'], ...named]);
  return (value: unknown): string =>
    names.get(value) ??
    (typeof value === 'string'
      ? `"${value.length > 24 ? `${value.slice(0, 12)}…(${value.length} chars)` : value}"`
      : Array.isArray(value)
        ? `a list of ${value.length}`
        : typeof value === 'object' && value && !('length' in value) && value.constructor.name !== 'Object'
          ? 'a server timestamp'
          : JSON.stringify(value));
}

/** For each path: the valid write accepted, each bad value and each extra key refused. */
export function describeWritePaths(paths: Record<string, WritePath>, label: (value: unknown) => string) {
  for (const [name, path] of Object.entries(paths)) {
    describe(name, () => {
      it('accepts the valid document', async () => {
        await expectRule(
          true,
          path.write((data) => data),
        );
      });
      for (const [field, values] of Object.entries(path.fields)) {
        for (const value of values) {
          it(`refuses ${field}: ${label(value)}`, async () => {
            await expectRule(false, path.write(setField(field, value)));
          });
        }
      }
      for (const [key, value] of Object.entries(path.extra)) {
        it(`refuses the extra key ${key}`, async () => {
          await expectRule(false, path.write(setField(key, value)));
        });
      }
    });
  }
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The ranking key a client stores with a new order (src/domain/rime.ts rankAt): raised, less a
 * week per RIME point; null when the order's RIME and raisedAt are not a number and a time.
 */
export function rankAtOf(data: Doc): Timestamp | null {
  const { rime, raisedAt } = data;
  if (typeof rime !== 'number' || !(raisedAt instanceof Timestamp)) return null;
  return Timestamp.fromMillis(raisedAt.toMillis() - rime * WEEK_MS);
}

/** A new order with its ranking key, as the client writes it. */
export const withRankAt = (data: Doc): Doc => ({ ...data, rankAt: rankAtOf(data) });

/**
 * `change` applied to a new order (with its key): the key follows a changed RIME or raisedAt, as a
 * client's would, unless the change set or removed the key itself (a test of the key).
 */
export const rankedChange =
  (change: Change): Change =>
  (base) => {
    const changed = change(base);
    if (!('rankAt' in changed) || changed.rankAt !== base.rankAt) return changed;
    return { ...changed, rankAt: rankAtOf(changed) ?? changed.rankAt };
  };
