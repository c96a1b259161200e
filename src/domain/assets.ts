// The asset register's shapes (docs/design.md §3: sites, plants, equipment) and their pure
// helpers. services/firebase/assets.ts reads and writes them.

import type { BinMark } from './bin';

export type EquipmentStatus = 'inService' | 'standby' | 'outOfService';
export const EQUIPMENT_STATUSES: readonly EquipmentStatus[] = ['inService', 'standby', 'outOfService'];

/** Limits shared by the forms, the CSV import, the converters and firestore.rules. */
export const ASSET_LIMITS = {
  name: 200,
  tag: 40,
  text: 200,
  description: 2000,
  /** A summary keeps this much of the name; the full name is in the equipment document. */
  summaryName: 80,
  meters: 20,
  meterName: 60,
  meterUnit: 20,
  /** Items in one plant's `equipments` summary (firestore.rules checks it too). */
  equipmentPerPlant: 5000,
} as const;

export interface Site {
  id: string;
  name: string;
  archived: boolean;
  /** ISO date-time; null until the server stamps it. */
  createdAt: string | null;
  createdBy: string;
}

/** One item of the plant document's `equipments` list (docs/product.md §3): enough to list, search, filter and draw the tree. */
export interface EquipmentSummary {
  id: string;
  tag: string;
  name: string;
  criticality: number;
  parent: string | null;
  status: EquipmentStatus;
}

export interface Plant {
  id: string;
  name: string;
  archived: boolean;
  createdAt: string | null;
  createdBy: string;
  equipments: EquipmentSummary[];
  /** Summary items left out because they were damaged. */
  corruptItems: number;
}

export interface Meter {
  id: string;
  name: string;
  unit: string;
}

/** What a form or an import row says about one piece of equipment. */
export interface EquipmentInput {
  tag: string;
  name: string;
  description: string;
  criticality: number;
  parent: string | null;
  manufacturer: string;
  model: string;
  serial: string;
  /** yyyy-mm-dd, or null when not known. */
  installDate: string | null;
  location: string;
  status: EquipmentStatus;
  meters: Meter[];
  /** Its class in the failure-code library (domain/failureCodes.ts); null: not classified. */
  equipmentClass: string | null;
}

export interface Equipment extends EquipmentInput {
  id: string;
  /** In the bin since (domain/bin.ts); absent or null when not. */
  bin?: BinMark | null;
  createdAt: string | null;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string;
}

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The summary the plant document keeps for one piece of equipment. */
export function summaryOf(id: string, input: EquipmentInput): EquipmentSummary {
  return {
    id,
    tag: input.tag,
    name: input.name.slice(0, ASSET_LIMITS.summaryName),
    criticality: input.criticality,
    parent: input.parent,
    status: input.status,
  };
}

/**
 * The register items whose operating time MTBF counts: units that run and can fail — in service
 * (not standby, not out of service) and with no children (an area or a system fails through its
 * units, and its hours are theirs).
 */
export function operatingUnits(items: readonly EquipmentSummary[]): EquipmentSummary[] {
  const parents = new Set(items.flatMap((e) => (e.parent ? [e.parent] : [])));
  return items.filter((e) => e.status === 'inService' && !parents.has(e.id));
}

/**
 * Each item's area: the top of its branch of the plant's equipment tree (an item without a parent
 * is its own area). A parent missing from the list ends the branch there; a loop (which the
 * register refuses) ends where it closes.
 */
export function areasOf(items: readonly Pick<EquipmentSummary, 'id' | 'parent'>[]): Map<string, string> {
  const parentOf = new Map(items.map((e) => [e.id, e.parent] as const));
  const areas = new Map<string, string>();
  for (const { id } of items) {
    const seen = new Set<string>([id]);
    let top = id;
    for (let up = parentOf.get(top); up && parentOf.has(up) && !seen.has(up); up = parentOf.get(top)) {
      seen.add(up);
      top = up;
    }
    areas.set(id, top);
  }
  return areas;
}

/** `ids` and every item under any of them in the plant's tree, in the order of `items`. */
export function withBranches(
  ids: readonly string[],
  items: readonly Pick<EquipmentSummary, 'id' | 'parent'>[],
): string[] {
  const children = new Map<string, string[]>();
  for (const { id, parent } of items) if (parent) children.set(parent, [...(children.get(parent) ?? []), id]);
  const chosen = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (chosen.has(id)) continue;
    chosen.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  const ordered = items.filter((e) => chosen.has(e.id)).map((e) => e.id);
  const known = new Set(ordered);
  return [...ordered, ...ids.filter((id) => !known.has(id))];
}
