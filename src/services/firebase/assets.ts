// The asset register's documents (docs/design.md §3): sites, plants (with the spec's `equipments`
// summary list) and equipment. Types, converters that refuse damaged data, and typed references.
// Paths come from collections.ts; nothing else spells them.
import type * as FirestoreSdk from 'firebase/firestore';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { type FieldReader, readBinMark } from './schema';

// The shapes are the domain's (domain/assets.ts); re-exported for the code that reads and writes them.
export * from '../../domain/assets';
import {
  ASSET_LIMITS,
  EQUIPMENT_STATUSES,
  ISO_DAY,
  type Equipment,
  type EquipmentSummary,
  type Plant,
  type Site,
} from '../../domain/assets';
import { CODE_PATTERNS } from '../../domain/failureCodes';

export function parseSite(id: string, r: FieldReader): Site {
  return {
    id,
    name: r.string('name', { max: ASSET_LIMITS.name }),
    archived: r.boolean('archived', false),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
  };
}

export function parseSummary(r: FieldReader): EquipmentSummary {
  return {
    id: r.string('id', { max: 100 }),
    tag: r.string('tag', { max: ASSET_LIMITS.tag }),
    name: r.string('name', { max: ASSET_LIMITS.name }),
    criticality: r.integer('criticality', 1, 10),
    parent: r.nullableString('parent', { max: 100 }),
    status: r.oneOf('status', EQUIPMENT_STATUSES),
  };
}

/** A plant; damaged summary items are left out and counted, so one bad item does not hide the plant. */
export function parsePlant(id: string, r: FieldReader): Plant {
  const raw = r.list('equipments', (item) => item, { optional: true });
  const equipments: EquipmentSummary[] = [];
  const seen = new Set<string>();
  let corruptItems = 0;
  for (const item of raw) {
    try {
      const summary = parseSummary(item);
      // Two offline edits of one item can leave it twice: the later entry wins.
      if (seen.has(summary.id))
        equipments.splice(
          equipments.findIndex((e) => e.id === summary.id),
          1,
        );
      seen.add(summary.id);
      equipments.push(summary);
    } catch {
      corruptItems += 1;
    }
  }
  return {
    id,
    name: r.string('name', { max: ASSET_LIMITS.name }),
    archived: r.boolean('archived', false),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    equipments,
    corruptItems,
  };
}

export function parseEquipment(id: string, r: FieldReader): Equipment {
  const installDate = r.nullableString('installDate', { max: 10, pattern: ISO_DAY });
  return {
    id,
    tag: r.string('tag', { max: ASSET_LIMITS.tag }),
    name: r.string('name', { max: ASSET_LIMITS.name }),
    description: r.string('description', { optional: true, max: ASSET_LIMITS.description }),
    criticality: r.integer('criticality', 1, 10),
    parent: r.nullableString('parent', { max: 100 }),
    manufacturer: r.string('manufacturer', { optional: true, max: ASSET_LIMITS.text }),
    model: r.string('model', { optional: true, max: ASSET_LIMITS.text }),
    serial: r.string('serial', { optional: true, max: ASSET_LIMITS.text }),
    installDate,
    location: r.string('location', { optional: true, max: ASSET_LIMITS.text }),
    status: r.oneOf('status', EQUIPMENT_STATUSES),
    equipmentClass: r.nullableString('equipmentClass', { max: 24, pattern: CODE_PATTERNS.equipmentClass }),
    meters: r.list(
      'meters',
      (m) => ({
        id: m.string('id', { max: 100 }),
        name: m.string('name', { max: ASSET_LIMITS.meterName }),
        unit: m.string('unit', { max: ASSET_LIMITS.meterUnit }),
      }),
      { optional: true },
    ),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
    bin: readBinMark(r),
  };
}

type Sdk = typeof FirestoreSdk;

export const assetConverters = {
  site: converter((r, s) => parseSite(s.id, r)),
  plant: converter((r, s) => parsePlant(s.id, r)),
  equipment: converter((r, s) => parseEquipment(s.id, r)),
};

/** Typed references for the asset register. */
export function assetRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    sites: (uid: string, company: string) =>
      sdk.collection(db, paths.sites(uid, company)).withConverter(assetConverters.site),
    site: (uid: string, company: string, site: string) =>
      sdk.doc(db, paths.site(uid, company, site)).withConverter(assetConverters.site),
    plants: (uid: string, company: string, site: string) =>
      sdk.collection(db, paths.plants(uid, company, site)).withConverter(assetConverters.plant),
    plant: (k: PlantKey) => sdk.doc(db, paths.plant(k)).withConverter(assetConverters.plant),
    equipmentList: (k: PlantKey) => sdk.collection(db, paths.equipment(k)).withConverter(assetConverters.equipment),
    equipment: (k: PlantKey, eqid: string) =>
      sdk.doc(db, `${paths.equipment(k)}/${eqid}`).withConverter(assetConverters.equipment),
  };
}
