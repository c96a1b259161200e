// Types of plantData.mjs for the TypeScript tests that import it.
import type { EquipmentInput, EquipmentSummary } from '../src/services/firebase/assets';

export interface SeedItem {
  id: string;
  input: EquipmentInput;
}
export function plantEquipment(options: {
  prefix: string;
  areas: unknown[];
  seed: number;
  limit?: number;
  repeat?: number;
}): SeedItem[];
export function summaryOf(id: string, input: EquipmentInput): EquipmentSummary;
export const DEMO_SITES: {
  id: string;
  name: string;
  plants: { id: string; name: string; equipment: () => SeedItem[] }[];
}[];
export function benchEquipment(count: number): SeedItem[];
