// The board's rows: the crew grouped by craft (a person under their first craft), each with a
// cell per day holding the orders they are on, their load and their hours that day; then anyone
// scheduled who is not in the crew, and the orders on nobody in particular. Pure, so the page and
// its tests share it.
import { type CrewDay, crewDayId, type CrewMember, dayCapacity, loadOf, sameCraft } from '../../../domain/board';
import type { WorkRow } from '../workSlice';

export interface BoardCell {
  day: string;
  orders: WorkRow[];
  load: number;
  capacity: number;
  exception: CrewDay | null;
}

export interface BoardRow {
  /** null: orders on nobody in particular. */
  uid: string | null;
  cells: BoardCell[];
  load: number;
  capacity: number;
}

export interface BoardGroup {
  /** The craft ('' for people outside the crew and for nobody in particular). */
  craft: string;
  rows: BoardRow[];
  /** Per day: the group's load and hours. */
  days: { day: string; load: number; capacity: number }[];
}

const round1 = (h: number) => Math.round(h * 10) / 10;
const byRime = (a: WorkRow, b: WorkRow) => b.rime - a.rime || a.number.localeCompare(b.number);

export function boardGroups(
  scheduled: readonly WorkRow[],
  crew: Readonly<Record<string, CrewMember>>,
  exceptions: ReadonlyMap<string, CrewDay>,
  days: readonly string[],
  nameOf: (uid: string) => string,
): BoardGroup[] {
  const week = scheduled.filter((o) => o.scheduledFor && days.includes(o.scheduledFor));
  const load = loadOf(week);
  const rowOf = (uid: string | null): BoardRow => {
    const member = uid === null ? undefined : crew[uid];
    const cells = days.map((day) => {
      const orders = week
        .filter((o) =>
          uid === null
            ? !o.plan?.assignees.length && o.scheduledFor === day
            : o.scheduledFor === day && o.plan?.assignees.includes(uid),
        )
        .sort(byRime);
      const exception = uid === null ? null : (exceptions.get(crewDayId(uid, day)) ?? null);
      return {
        day,
        orders,
        load: uid === null ? 0 : round1(load.get(uid)?.get(day) ?? 0),
        capacity: uid === null ? 0 : dayCapacity(member, day, exception ?? undefined),
        exception,
      };
    });
    return {
      uid,
      cells,
      load: round1(cells.reduce((s, c) => s + c.load, 0)),
      capacity: round1(cells.reduce((s, c) => s + c.capacity, 0)),
    };
  };
  const groups = new Map<string, { craft: string; uids: string[] }>();
  for (const [uid, member] of Object.entries(crew)) {
    const craft = member.crafts[0]?.trim() ?? '';
    const key = craft.toLowerCase();
    const group = groups.get(key) ?? { craft, uids: [] };
    group.uids.push(uid);
    groups.set(key, group);
  }
  const outside = [...load.keys()].filter((uid) => !crew[uid]);
  const result = [...groups.values()]
    .sort((a, b) => a.craft.localeCompare(b.craft))
    .map(({ craft, uids }) => groupOf(craft, uids.sort((a, b) => nameOf(a).localeCompare(nameOf(b))).map(rowOf), days));
  const rest = [...outside.sort((a, b) => nameOf(a).localeCompare(nameOf(b))).map(rowOf)];
  const nobody = rowOf(null);
  rest.push(nobody);
  result.push(groupOf('', rest, days));
  return result;
}

function groupOf(craft: string, rows: BoardRow[], days: readonly string[]): BoardGroup {
  return {
    craft,
    rows,
    days: days.map((day, i) => ({
      day,
      load: round1(rows.reduce((s, r) => s + r.cells[i].load, 0)),
      capacity: round1(rows.reduce((s, r) => s + r.cells[i].capacity, 0)),
    })),
  };
}

/** Everyone who may be chosen for ready work of `craft` (all the crew when it has none). */
export const peopleFor = (crew: Readonly<Record<string, CrewMember>>, craft: string): string[] =>
  Object.entries(crew)
    .filter(([, m]) => !craft.trim() || m.crafts.some((c) => sameCraft(c, craft)))
    .map(([uid]) => uid);
