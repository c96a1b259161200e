// The actor × operation table shared by the matrix suites (matrix, assets.matrix, work.matrix,
// plans.matrix): a row is one operation with the outcome written for each of the six actors of
// ./fixture.ts (ACTORS, in that order); each cell is its own test, run as that actor
// (dbOf/meOf) and counted by ./fixture.ts's expectRule, which each file's cell count prints.
import { serverTimestamp, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTORS, dbOf, expectRule, meOf, type Me } from './fixture';

export const Y = true; // allowed
export const N = false; // refused

export type Outcomes = [
  anonymous: boolean,
  outsiderEditor: boolean,
  outsiderAdmin: boolean,
  editor: boolean,
  admin: boolean,
  owner: boolean,
];
export type Row = [
  op: 'get' | 'list' | 'create' | 'update' | 'delete',
  what: string,
  outcomes: Outcomes,
  run: (db: Firestore, me: Me) => Promise<unknown>,
];
/** Per collection (the describe block), its rows. */
export type Matrix = Record<string, Row[]>;

/** The update stamps a client writes with a change. */
export const stamps = (me: Me) => ({ updatedAt: serverTimestamp(), updatedBy: me.uid });

/** One test per cell: `{op}: {what}` × each actor, allowed or refused as the row says. */
export function describeMatrix(matrix: Matrix) {
  for (const [collectionName, rows] of Object.entries(matrix)) {
    describe(collectionName, () => {
      for (const [op, what, outcomes, run] of rows) {
        describe(`${op}: ${what}`, () => {
          ACTORS.forEach((actor, i) => {
            it(`${actor} is ${outcomes[i] ? 'allowed' : 'refused'}`, async () => {
              await expectRule(outcomes[i], run(dbOf(actor), meOf(actor)));
            });
          });
        });
      }
    });
  }
}
