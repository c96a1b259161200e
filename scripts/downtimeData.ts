// The demo's downtime: for each breakdown (BRP) order the seed writes, a failure stop of its
// equipment — from when the order was raised (the breakdown reported) until back in service, the
// repair's hours plus a wait for the technician, never after the order's completion — recorded on
// that order; an open failure stop for a breakdown still in progress (its equipment is stopped
// now); and in each plant some stops for other reasons (changeovers, utilities, operational,
// planned maintenance, safety) on its equipment. One equipment's stops never overlap (a stop that
// would is left out, as the rules would refuse it). Each equipment's run state and each month of
// the downtime rollup are the app's own (domain/downtime.ts), as the service writes them.
// Deterministic for a day: the same seed of the same orders gives the same stops.
import {
  DOWNTIME_REASONS,
  type DowntimeReason,
  FAILURE_REASON,
  recountDowntime,
  type Stop,
  stopSeconds,
  toMinute,
} from '../src/domain/downtime';
import { demoCoding } from './failureCodesData.ts';
import { between, int, newId, pick, randomFrom } from './seedRandom.ts';

interface OrderLike {
  site: string;
  plant: string;
  number: string;
  data: {
    workType: string;
    status: string;
    equipmentId: string;
    raisedAt: Date;
    completedAt: Date | null;
    raisedBy: string;
    raisedByName: string;
    execution: { actualHours: number } | null;
  };
}

export interface SeedStop extends Stop {
  site: string;
  plant: string;
}

const OTHER_REASONS = DOWNTIME_REASONS.filter((r) => r !== FAILURE_REASON);
const NOTES: Record<DowntimeReason, string[]> = {
  failure: ['Tripped on overload', 'Bearing noise, stopped by the operator', 'Leak at the seal', 'No output'],
  preventive: ['Stopped for the planned service'],
  operational: ['No product to run', 'No operator on the line'],
  changeover: ['Grade change', 'Size change'],
  utilities: ['Power dip', 'Low instrument air pressure'],
  safety: ['Guard inspection', 'Lock-out for a permit'],
  other: ['Cleaning'],
};

/**
 * The demo stops of `orders` (all plants), with `equipment` per plant for the other reasons;
 * `classOf` gives an equipment's failure-code class ('site/plant' and its id), by which most
 * closed failures are coded (scripts/failureCodesData.ts).
 */
export function demoStops(
  orders: readonly OrderLike[],
  equipment: Record<string, readonly string[]>,
  who: { uid: string; name: string },
  now: Date,
  classOf: (plant: string, eqid: string) => string | null = () => null,
): SeedStop[] {
  const day = Number(now.toISOString().slice(0, 10).replaceAll('-', ''));
  const random = randomFrom(day + 14224);
  const codingRandom = randomFrom(day + 14225);
  const all: SeedStop[] = [];
  const iso = (ms: number) => toMinute(new Date(ms).toISOString());
  for (const order of orders) {
    const { data } = order;
    if (data.workType !== 'BRP' || !data.equipmentId) continue;
    const stoppedAt = iso(data.raisedAt.getTime());
    const base = {
      id: newId(random),
      site: order.site,
      plant: order.plant,
      equipmentId: data.equipmentId,
      stoppedAt,
      reason: FAILURE_REASON,
      order: order.number,
      note: pick(random, NOTES.failure),
      by: data.raisedBy,
      byName: data.raisedByName,
    };
    if (data.completedAt && data.execution) {
      const repair = data.execution.actualHours + between(random, 0.5, 6);
      const back = Math.min(Date.parse(stoppedAt) + repair * 3_600_000, data.completedAt.getTime());
      const backAt = iso(Math.max(back, Date.parse(stoppedAt)));
      const failure = demoCoding(codingRandom, classOf(`${order.site}/${order.plant}`, data.equipmentId), who.uid);
      all.push({ ...base, backAt, closedBy: who.uid, seconds: stopSeconds(stoppedAt, backAt), failure });
    } else if (data.status === 'inProgress') {
      all.push({ ...base, backAt: null, closedBy: null, seconds: null, failure: null });
    }
  }
  // Other reasons: a few a month per plant over the last year, on its equipment.
  for (const [plantKey, items] of Object.entries(equipment)) {
    const [site, plant] = plantKey.split('/');
    if (!items.length) continue;
    for (let n = int(random, 24, 40); n > 0; n--) {
      const reason = pick(random, OTHER_REASONS);
      const start = now.getTime() - between(random, 2, 360) * 86_400_000;
      const stoppedAt = iso(start);
      const backAt = iso(start + between(random, 0.25, reason === 'preventive' ? 8 : 3) * 3_600_000);
      all.push({
        id: newId(random),
        site,
        plant,
        equipmentId: pick(random, items),
        stoppedAt,
        backAt,
        reason,
        order: null,
        note: pick(random, NOTES[reason]),
        by: who.uid,
        byName: who.name,
        closedBy: who.uid,
        seconds: stopSeconds(stoppedAt, backAt),
        failure: null,
      });
    }
  }
  // One equipment's stops never overlap, and an open one is its last.
  const kept: SeedStop[] = [];
  const byEquipment = new Map<string, SeedStop[]>();
  for (const stop of all) {
    const key = `${stop.site}/${stop.plant}/${stop.equipmentId}`;
    byEquipment.set(key, [...(byEquipment.get(key) ?? []), stop]);
  }
  for (const stops of byEquipment.values()) {
    let end = -Infinity;
    const sorted = stops.sort((a, b) => a.stoppedAt.localeCompare(b.stoppedAt));
    for (const [i, stop] of sorted.entries()) {
      if (Date.parse(stop.stoppedAt) < end) continue;
      if (stop.backAt === null && i < sorted.length - 1) continue;
      kept.push(stop);
      end = stop.backAt ? Date.parse(stop.backAt) : Infinity;
    }
  }
  return kept.sort((a, b) => a.stoppedAt.localeCompare(b.stoppedAt));
}

/** The documents of `stops` under company `uid`: the stops, each equipment's run state and the rollup months. */
export function downtimeDocuments(
  uid: string,
  stops: readonly SeedStop[],
  now: Date,
): [string, Record<string, unknown>][] {
  const plantPath = (s: { site: string; plant: string }) =>
    `users/${uid}/companies/${uid}/sites/${s.site}/plants/${s.plant}`;
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  const docs: [string, Record<string, unknown>][] = stops.map(({ site, plant, id, ...stop }) => [
    `${plantPath({ site, plant })}/stops/${id}`,
    { ...stop, stoppedAt: date(stop.stoppedAt), backAt: date(stop.backAt) },
  ]);
  const last = new Map<string, SeedStop>();
  for (const stop of stops) last.set(`${plantPath(stop)}/runStates/${stop.equipmentId}`, stop);
  for (const [path, stop] of last) {
    const open = stop.backAt === null;
    const lastBack = open
      ? stops.filter((s) => s.equipmentId === stop.equipmentId && s.plant === stop.plant && s.backAt).at(-1)?.backAt
      : stop.backAt;
    docs.push([
      path,
      {
        equipmentId: stop.equipmentId,
        stop: open ? stop.id : null,
        stoppedAt: open ? date(stop.stoppedAt) : null,
        reason: open ? stop.reason : null,
        lastBackAt: date(lastBack ?? null),
        last: stop.id,
        by: stop.by,
      },
    ]);
  }
  const byPlant = new Map<string, SeedStop[]>();
  for (const stop of stops) byPlant.set(plantPath(stop), [...(byPlant.get(plantPath(stop)) ?? []), stop]);
  for (const [path, list] of byPlant)
    for (const [month, counts] of recountDowntime(list))
      docs.push([
        `${path}/downtimeStats/${month}`,
        { month, ...counts, last: list.at(-1)!.id, updatedAt: now, updatedBy: uid },
      ]);
  return docs;
}
