// The plant's crew for the planner's board (domain/board.ts): one settings document with each
// person's crafts, hours and working weekdays and the weekdays each permit type may be worked
// (`…/plants/{plant}/settings/crew`), and one document per person and day whose hours differ
// (`…/plants/{plant}/crewDays/{uid_day}`: an absence or overtime). Live, written offline-first.
// The rules check shapes and sizes; what they cannot loop over (each person's entry) is checked
// by the reader here, which refuses a damaged entry rather than guessing.
import {
  ABSENCE_KINDS,
  CREW_DAY_KINDS,
  CREW_LIMITS,
  type CrewDay,
  type CrewDayKind,
  crewDayId,
} from '../../domain/board';
import type { CrewMember, PermitDays, Weekday } from '../../domain/board';
import { PERMIT_TYPES, type PermitType } from '../../domain/referenceLists';
import { SCHEDULE_LIMITS } from '../../domain/capacity';
import { paths, type PlantKey } from './collections';
import { converter } from './converter';
import { type Listener, type LiveDoc, type LiveList, subscribe } from './live';
import type { FieldReader } from './schema';
import { type QueuedWrite, queueBatch, type WriteLabel } from './writes';

export { ABSENCE_KINDS };
export type { CrewDay, CrewDayKind, CrewMember, PermitDays };

export interface CrewSettings {
  people: Record<string, CrewMember>;
  permitDays: PermitDays;
  updatedAt: string | null;
  updatedBy: string;
}

export const crewPath = (key: PlantKey) => `${paths.plant(key)}/settings/crew`;
export const crewDaysPath = (key: PlantKey) => `${paths.plant(key)}/crewDays`;

const isWeekdays = (value: unknown): value is Weekday[] =>
  Array.isArray(value) &&
  value.length <= 7 &&
  value.every((d) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7) &&
  new Set(value).size === value.length;

export function parseCrewSettings(r: FieldReader): CrewSettings {
  const rawPeople = r.raw('people');
  if (!rawPeople || typeof rawPeople !== 'object' || Array.isArray(rawPeople)) r.fail('people', 'is not a map');
  const entries = Object.entries(rawPeople as Record<string, unknown>);
  if (entries.length > CREW_LIMITS.people) r.fail('people', `has more than ${CREW_LIMITS.people} people`);
  const people: Record<string, CrewMember> = {};
  const peopleReader = r.child('people');
  for (const [uid] of entries) {
    const p: FieldReader = peopleReader.child(uid);
    const crafts = p.textList('crafts', SCHEDULE_LIMITS.craftName);
    if (crafts.length > CREW_LIMITS.crafts || crafts.some((c) => c.trim() === ''))
      p.fail('crafts', `is not 1 to ${CREW_LIMITS.crafts} crafts`);
    const days = p.raw('days');
    if (!isWeekdays(days)) p.fail('days', 'is not a list of weekdays 1–7');
    people[uid] = { crafts, hours: p.finite('hours', 0, CREW_LIMITS.hoursPerDay), days: [...days].sort() };
  }
  const rawPermits = r.raw('permitDays');
  if (!rawPermits || typeof rawPermits !== 'object' || Array.isArray(rawPermits)) r.fail('permitDays', 'is not a map');
  const permitDays: PermitDays = {};
  for (const [permit, days] of Object.entries(rawPermits as Record<string, unknown>)) {
    if (!PERMIT_TYPES.includes(permit as PermitType)) r.fail(`permitDays.${permit}`, 'is not a permit type');
    if (!isWeekdays(days)) r.fail(`permitDays.${permit}`, 'is not a list of weekdays 1–7');
    permitDays[permit as PermitType] = [...days].sort();
  }
  return {
    people,
    permitDays,
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy'),
  };
}

export function parseCrewDay(id: string, r: FieldReader): CrewDay {
  const uid = r.string('uid', { max: 128 });
  const day = r.string('day', { max: 10 });
  if (id !== crewDayId(uid, day)) r.fail('uid', 'is not the person and day of its document');
  const kind = r.string('kind') as CrewDayKind;
  if (!CREW_DAY_KINDS.includes(kind)) r.fail('kind', `is not one of ${CREW_DAY_KINDS.join(', ')}`);
  const hours = r.finite('hours', 0, kind === 'overtime' ? CREW_LIMITS.overtime : CREW_LIMITS.hoursPerDay);
  if (hours <= 0) r.fail('hours', 'is not more than 0');
  return { uid, day, kind, hours, note: r.string('note', { max: CREW_LIMITS.note }) };
}

const crewConverter = converter((r) => parseCrewSettings(r));
const dayConverter = converter((r, s) => parseCrewDay(s.id, r));

export function subscribeCrew(key: PlantKey, listener: Listener<LiveDoc<CrewSettings>>): () => void {
  return subscribe((sdk, db) => sdk.doc(db, crewPath(key)).withConverter(crewConverter), listener);
}

/** The days from `from` to `to` (yyyy-mm-dd) on which someone's hours differ. */
export function subscribeCrewDays(
  key: PlantKey,
  from: string,
  to: string,
  listener: Listener<LiveList<CrewDay>>,
): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        sdk.collection(db, crewDaysPath(key)).withConverter(dayConverter),
        sdk.where('day', '>=', from),
        sdk.where('day', '<=', to),
        sdk.limit(2000),
      ),
    listener,
  );
}

const LINK = '/app/work/schedule/board';

/** The crew and the permit weekdays, written whole (the rules want the document whole). */
export function queueCrew(
  key: PlantKey,
  { people, permitDays }: Pick<CrewSettings, 'people' | 'permitDays'>,
  uid: string,
): Promise<QueuedWrite> {
  const label: WriteLabel = { what: 'crew', record: key.plant, link: LINK };
  return queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, crewPath(key)), { people, permitDays, updatedAt: sdk.serverTimestamp(), updatedBy: uid });
  }, label);
}

/** A person's day set to differ (an absence or overtime), or back to usual (`kind` null). */
export function queueCrewDay(
  key: PlantKey,
  day: Omit<CrewDay, 'kind'> & { kind: CrewDayKind | null },
  uid: string,
): Promise<QueuedWrite> {
  const id = crewDayId(day.uid, day.day);
  const label: WriteLabel = { what: 'crewDay', record: `${day.uid} ${day.day}`, link: LINK };
  return queueBatch((batch, sdk, db) => {
    const ref = sdk.doc(db, `${crewDaysPath(key)}/${id}`);
    if (day.kind === null) batch.delete(ref);
    else
      batch.set(ref, {
        uid: day.uid,
        day: day.day,
        kind: day.kind,
        hours: day.hours,
        note: day.note,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      });
  }, label);
}
