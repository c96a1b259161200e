// Types of workData.mjs for the TypeScript tests that import it.
import type { SeedItem } from './plantData.mjs';

export const WORK_STATUSES: string[];
export const TRANSITIONS: Record<string, string[]>;
export const EDITOR_MOVES: string[];
export const WORK_TYPES: Record<string, number>;
export const ACTIONS: string[];
export const FAILURE_CAUSES: string[];
export const DELAY_CODES: string[];
export const PERMIT_TYPES: string[];
export const CRAFTS: string[];
export const STATUS_WEIGHTS: Record<string, number>;

export interface Person {
  uid: string;
  name: string;
}
export interface SeedEvent {
  version: number;
  from: string | null;
  to: string;
  by: string;
  at: Date;
  note: string;
}
export interface SeedOrder {
  site: string;
  plant: string;
  number: string;
  data: Record<string, unknown> & { number: string; status: string; version: number };
  history: SeedEvent[];
}
export function titleKeywords(title: string): string[];
export function pathTo(target: string, random: () => number): string[];
export function workOrders(options: {
  plants: { site: string; plant: string; equipment: SeedItem[]; share?: number }[];
  count: number;
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
  statusWeights?: Record<string, number>;
  maxAgeDays?: number;
}): SeedOrder[];
export function workDocuments(uid: string, orders: SeedOrder[]): [string, Record<string, unknown>][];
