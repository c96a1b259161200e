// Annual service contracts of a site (docs/product.md §9): vendor, category, covered equipment,
// term, value and visits. Types and converters that refuse damaged data; firestore.rules checks
// the same shape. Admins write; members read.
import type * as FirestoreSdk from 'firebase/firestore';
import { CONTRACT_CATEGORIES } from '../../domain/contractCategories';
import { ISO_DAY } from './assets';
import { paths } from './collections';
import { FieldReader, readBinMark } from './schema';

// The shapes are the domain's (domain/contracts.ts); re-exported for the code that reads and writes them.
export * from '../../domain/contracts';
import { CONTRACT_LIMITS, type ServiceContract } from '../../domain/contracts';

const day = (r: FieldReader, field: string): string => {
  const v = r.nullableString(field, { max: 10, pattern: ISO_DAY });
  if (v === null) r.fail(field, 'is missing');
  return v;
};

export function parseContract(id: string, site: string, r: FieldReader): ServiceContract {
  const value = r.raw('value');
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > CONTRACT_LIMITS.maxValue)
    r.fail('value', 'is not a yearly value');
  return {
    id,
    site,
    vendor: r.string('vendor', { max: CONTRACT_LIMITS.vendor }),
    contact: r.string('contact', { optional: true, max: CONTRACT_LIMITS.contact }),
    contractNumber: r.string('contractNumber', { optional: true, max: CONTRACT_LIMITS.contractNumber }),
    category: r.oneOf('category', CONTRACT_CATEGORIES),
    equipment: r.textList('equipment', 260),
    startDate: day(r, 'startDate'),
    endDate: day(r, 'endDate'),
    value,
    currency: r.nullableString('currency', { max: 3, pattern: /^[A-Z]{3}$/ }) ?? r.fail('currency', 'is missing'),
    visitsPerYear: r.integer('visitsPerYear', 0, CONTRACT_LIMITS.visitsPerYear),
    visits: r.list(
      'visits',
      (v) => ({
        date: day(v, 'date'),
        plant: v.nullableString('plant', { max: 128 }),
        order: v.nullableString('order', { max: 200 }),
      }),
      { optional: true },
    ),
    notes: r.string('notes', { optional: true, max: CONTRACT_LIMITS.notes }),
    renewedFrom: r.nullableString('renewedFrom', { max: 128 }),
    renewedBy: r.nullableString('renewedBy', { max: 128 }),
    createdAt: r.timestamp('createdAt', { optional: true }),
    createdBy: r.string('createdBy', { optional: true }),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { optional: true }),
    bin: readBinMark(r),
  };
}

type Sdk = typeof FirestoreSdk;
type Snapshot = FirestoreSdk.QueryDocumentSnapshot;
type Options = FirestoreSdk.SnapshotOptions;

export const contractConverter: FirestoreSdk.FirestoreDataConverter<ServiceContract> = {
  toFirestore: (value) => value,
  fromFirestore: (s: Snapshot, o?: Options) =>
    parseContract(
      s.id,
      s.ref.parent.parent?.id ?? '',
      new FieldReader(s.ref.path, s.data({ serverTimestamps: 'estimate', ...o })),
    ),
};

export function contractRefs(sdk: Sdk, db: FirestoreSdk.Firestore) {
  return {
    contracts: (uid: string, site: string) =>
      sdk.collection(db, paths.serviceContracts(uid, uid, site)).withConverter(contractConverter),
    contract: (uid: string, site: string, id: string) =>
      sdk.doc(db, paths.serviceContract(uid, uid, site, id)).withConverter(contractConverter),
  };
}
