// Equipment criticality ranks (docs/product.md §9), highest first: the ladder forms and filters show by name.
import type { EquipmentStatus } from '../../services/firebase/assets';
import messages from './messages';

export const CRITICALITY_RANKS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;
export type CriticalityRank = (typeof CRITICALITY_RANKS)[number];

export const isCriticality = (value: unknown): value is CriticalityRank =>
  typeof value === 'number' && (CRITICALITY_RANKS as readonly number[]).includes(value);

/** The translated name of each rank (docs/product.md §9: 10 Safety Protection Equipment … 1 Grounds). */
export const CRITICALITY_NAMES = {
  10: messages.criticality10,
  9: messages.criticality9,
  8: messages.criticality8,
  7: messages.criticality7,
  6: messages.criticality6,
  5: messages.criticality5,
  4: messages.criticality4,
  3: messages.criticality3,
  2: messages.criticality2,
  1: messages.criticality1,
} as const;

export const STATUS_NAMES: Record<EquipmentStatus, (typeof messages)['statusInService']> = {
  inService: messages.statusInService,
  standby: messages.statusStandby,
  outOfService: messages.statusOutOfService,
};
