// Types of proceduresData.mjs for the TypeScript tests that import it.
import type { Person } from './workData.ts';

export function procedureKeywords(content: { title: string; tags: string[] }): string[];
export function demoProcedures(options: {
  uid: string;
  people: { admin: Person; editor: Person };
  plans: { id: string; title: string }[];
  now: Date;
}): [string, Record<string, unknown>][];
