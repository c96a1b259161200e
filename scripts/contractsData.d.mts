// Types of contractsData.mjs for the TypeScript tests that import it.
import type { SeedItem } from './plantData.ts';
import type { Person, SeedEvent } from './workData.ts';

export const CONTRACT_CATEGORIES: string[];
export interface SeedContracts {
  contracts: { site: string; id: string; data: Record<string, unknown> }[];
  orders: { site: string; plant: string; number: string; data: Record<string, unknown>; history: SeedEvent[] }[];
}
export function demoContracts(options: {
  sites: { id: string; plants: { id: string; equipment: () => SeedItem[] }[] }[];
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
}): SeedContracts;
export function contractDocuments(uid: string, contracts: SeedContracts): [string, Record<string, unknown>][];
