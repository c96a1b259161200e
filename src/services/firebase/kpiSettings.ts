// The company's KPI settings (`users/{company}/companies/{company}/settings/kpis`): which rule
// says a preventive order was done on time (domain/plans.ts PM_ON_TIME_RULES). One document per
// company; members read it, admins write it whole; firestore.rules checks its shape. A month of
// the PM compliance rollup is counted by the rule in force when its first tally was written (its
// `rule`), until an admin recounts it.
import type * as FirestoreSdk from 'firebase/firestore';
import { DEFAULT_PM_RULE, PM_ON_TIME_RULES, type PmOnTimeRule } from '../../domain/plans';
import type { PlantKey } from './collections';
import { getDb } from './firestore';
import { type Listener, type LiveDoc, subscribe } from './live';
import { planRefs } from './plans';
import { readCacheFirst } from './reads';
import { FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

export interface KpiSettings {
  pmOnTimeRule: PmOnTimeRule;
  updatedAt: string | null;
  updatedBy: string;
}

export const kpiSettingsPath = (company: string) => `users/${company}/companies/${company}/settings/kpis`;

export function parseKpiSettings(r: FieldReader): KpiSettings {
  return {
    pmOnTimeRule: r.oneOf('pmOnTimeRule', PM_ON_TIME_RULES),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy'),
  };
}

const converter: FirestoreSdk.FirestoreDataConverter<KpiSettings> = {
  toFirestore: (value) => value,
  fromFirestore: (s, o) =>
    parseKpiSettings(new FieldReader(s.ref.path, s.data({ serverTimestamps: 'estimate', ...o }))),
};

/** The company's KPI settings, live (null item: never set, the defaults apply). */
export function subscribeKpiSettings(company: string, listener: Listener<LiveDoc<KpiSettings>>): () => void {
  return subscribe((sdk, db) => sdk.doc(db, kpiSettingsPath(company)).withConverter(converter), listener);
}

/** An admin's choice of the PM on-time rule (offline-first). */
export function queuePmOnTimeRule(company: string, rule: PmOnTimeRule, uid: string): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.set(sdk.doc(db, kpiSettingsPath(company)), {
        pmOnTimeRule: rule,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      }),
    { what: 'kpiSettings', record: rule, link: '/app/plans' },
  );
}

/**
 * The rule a tally of the PM compliance month `month` is counted by: the month's own rule when
 * it exists (it keeps the one it started with), else the company's (a new month takes it), else
 * the default. Cache first, so a completion offline does not wait (reads.ts).
 */
export async function pmRuleFor(key: PlantKey, month: string): Promise<PmOnTimeRule> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const stored = await readCacheFirst(sdk, planRefs(sdk, db).pmComplianceMonth(key, month));
  if (stored) return stored.rule;
  const settings = await readCacheFirst(sdk, sdk.doc(db, kpiSettingsPath(key.company)).withConverter(converter));
  return settings?.pmOnTimeRule ?? DEFAULT_PM_RULE;
}
