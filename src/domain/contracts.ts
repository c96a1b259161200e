// Annual service contracts' shapes (docs/service-contracts.md): what the editor says, the planned
// visits and the stored contract; services/firebase/contracts.ts reads and writes them.
import type { BinMark } from './bin';
import type { ContractCategory } from './contractCategories';

export const CONTRACT_LIMITS = {
  vendor: 200,
  contact: 200,
  contractNumber: 60,
  notes: 2000,
  /** Covered equipment items, each 'plantId/equipmentId'. */
  equipment: 100,
  maxValue: 1_000_000_000_000,
  visitsPerYear: 52,
} as const;

/** A visit the contract promises; `order` is the work order made for it (in `plant`), if any. */
export interface ContractVisit {
  /** yyyy-mm-dd */
  date: string;
  plant: string | null;
  order: string | null;
}

export interface ContractInput {
  vendor: string;
  contact: string;
  contractNumber: string;
  category: ContractCategory;
  /** Covered equipment of this site, each 'plantId/equipmentId'. */
  equipment: string[];
  /** yyyy-mm-dd; end is on or after start. */
  startDate: string;
  endDate: string;
  /** Yearly value, 0 or more. */
  value: number;
  /** ISO 4217 code, e.g. 'EUR'. */
  currency: string;
  visitsPerYear: number;
  /** The planned visits (at most visitsPerYear, within the term). */
  visits: ContractVisit[];
  notes: string;
}

export interface ServiceContract extends ContractInput {
  id: string;
  /** In the bin since (domain/bin.ts); absent or null when not. */
  bin?: BinMark | null;
  site: string;
  /** The contract this one renews, if any; and the one that renewed it. */
  renewedFrom: string | null;
  renewedBy: string | null;
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
}
