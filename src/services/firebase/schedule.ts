// The plant's schedule settings: the weekly crew capacity per craft, one document
// shared by the plant's planners (`…/plants/{plant}/settings/schedule`). Read by the schedule
// views, the plans' forecast and the dashboard's backlog. The rules check the
// document's shape and size; the hours and craft names are checked by the reader and
// domain/capacity.ts because the rules cannot loop over a map.
import type * as FirestoreSdk from 'firebase/firestore';
import { SCHEDULE_LIMITS } from '../../domain/capacity';
import { paths, type PlantKey } from './collections';
import { type Listener, type LiveDoc, subscribe } from './live';
import { FieldReader } from './schema';

export interface ScheduleSettings {
  /** Craft → weekly crew hours. */
  capacity: Record<string, number>;
  /** Craft → hourly labour rate (the company's currency); a craft without one is absent. */
  rates: Record<string, number>;
  /** ISO date-time of the last change; null while the server has not stamped it. */
  updatedAt: string | null;
  updatedBy: string;
}

export const schedulePath = (key: PlantKey) => `${paths.plant(key)}/settings/schedule`;

/** Reads the document; a damaged craft entry fails the whole document (never a guessed value). */
export function parseScheduleSettings(r: FieldReader): ScheduleSettings {
  const raw = r.raw('capacity');
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) r.fail('capacity', 'is not a map');
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > SCHEDULE_LIMITS.crafts) r.fail('capacity', `has more than ${SCHEDULE_LIMITS.crafts} crafts`);
  const capacity: Record<string, number> = {};
  for (const [craft, hours] of entries) {
    if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0 || hours > SCHEDULE_LIMITS.hours)
      r.fail(`capacity.${craft}`, 'is not a number of hours');
    capacity[craft] = hours;
  }
  const rawRates = r.raw('rates') ?? {};
  if (typeof rawRates !== 'object' || Array.isArray(rawRates)) r.fail('rates', 'is not a map');
  const rates: Record<string, number> = {};
  for (const [craft, rate] of Object.entries(rawRates as Record<string, unknown>)) {
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > SCHEDULE_LIMITS.rate)
      r.fail(`rates.${craft}`, 'is not an hourly rate');
    rates[craft] = rate;
  }
  if (Object.keys(rates).length > SCHEDULE_LIMITS.crafts)
    r.fail('rates', `has more than ${SCHEDULE_LIMITS.crafts} crafts`);
  return {
    capacity,
    rates,
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy'),
  };
}

const converter: FirestoreSdk.FirestoreDataConverter<ScheduleSettings> = {
  toFirestore: (value) => value,
  fromFirestore: (s, o) =>
    parseScheduleSettings(new FieldReader(s.ref.path, s.data({ serverTimestamps: 'estimate', ...o }))),
};

export function subscribeSchedule(key: PlantKey, listener: Listener<LiveDoc<ScheduleSettings>>): () => void {
  return subscribe((sdk, db) => sdk.doc(db, schedulePath(key)).withConverter(converter), listener);
}
