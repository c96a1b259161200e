// Types of plansData.mjs for the TypeScript tests that import it.
import type { Interval } from '../src/services/firebase/plans';
import type { SeedItem } from './plantData.ts';
import type { Person } from './workData.ts';

export function randomFrom(seed: number): () => number;
export function newId(random: () => number): string;
export function dayOf(date: Date): string;
export function dateOf(day: string): Date;
export function addDays(day: string, days: number): string;
export function daysBetween(from: string, to: string): number;
export function addInterval(day: string, interval: Interval, times?: number): string;
export function intervalDays(interval: Interval, from?: string): number;
export function toleranceDays(interval: Interval, from?: string): number;
export const METER_TOLERANCE_DAYS: number;
export function at(day: string, hours: number, minutes?: number): Date;

/** A plan of the catalogue (what planHistory turns into a plan document and its history). */
export interface PlanSpec {
  title: string;
  equipmentIds: string[];
  [key: string]: unknown;
}
export const DEMO_PLANS: Record<'pm1' | 'pm2' | 'conv', PlanSpec[]>;
export function benchPlanSpecs(
  equipment: SeedItem[],
  options?: { count?: number; seed?: number; meterShare?: number; dueShare?: number },
): PlanSpec[];

export interface SeedPlanHistory {
  plans: { id: string; data: Record<string, unknown> }[];
  orders: {
    site: string;
    plant: string;
    number: string;
    planIndex: number;
    data: Record<string, unknown>;
    history: Record<string, unknown>[];
  }[];
  readings: { eqid: string; id: string; data: Record<string, unknown> }[];
  lastReadings: { eqid: string; meterId: string; data: Record<string, unknown> }[];
  /** Ids of the active plans whose generateOn is today or earlier. */
  due: string[];
}
export function planHistory(options: {
  plant: { site: string; plant: string; equipment: SeedItem[] };
  specs: unknown;
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
  historyDays?: number;
  allMeters?: boolean;
  trimOrders?: number;
}): SeedPlanHistory;
export function pmComplianceMonths(
  orders: SeedPlanHistory['orders'],
): Map<string, Record<string, { onTime: number; late: number; missed: number }>>;
export const RATE_WINDOW_DAYS: number;
export function meterStates(readings: SeedPlanHistory['readings']): [
  string,
  {
    equipmentId: string;
    meterId: string;
    value: number;
    readAt: Date;
    readingId: string;
    by: string;
    since: { value: number; readAt: Date };
  },
][];
export function planDocuments(
  uid: string,
  plant: { site: string; plant: string },
  history: SeedPlanHistory,
  now?: Date,
): [string, Record<string, unknown>][];
