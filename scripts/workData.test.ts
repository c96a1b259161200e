// The demo work orders as the app and the rules will see them: every order has exactly the
// contract's fields (completedAt too), parses with the client's converters, walks the status
// table from 'new' with each move made by a role allowed to make it, carries what every gate it
// passed needs, its RIME is criticality × weight and its keywords are its title's.
import { describe, expect, it } from 'vitest';
import { WORK_TYPES } from '../src/domain/referenceLists';
import { rankAt } from '../src/domain/rime';
import { needsFailureCause, TRANSITIONS, WORK_STATUSES } from '../src/domain/statusMachine';
import { WORK_NUMBER } from '../src/features/work/workNumber';
import { checkExecution, checkPlan, moveProblem } from '../src/features/work/workValidation';
import { parseHistoryEvent, parseWorkRequest } from '../src/services/firebase/work';
import { FieldReader } from '../src/services/firebase/schema';
import { workKeywords } from '../src/lib/workNumber';
import { benchEquipment, DEMO_SITES } from './plantData.ts';
import * as data from './workData.ts';

const KEYS = [
  'number',
  'title',
  'description',
  'equipmentId',
  'equipmentTag',
  'equipmentName',
  'criticality',
  'workType',
  'rime',
  'status',
  'version',
  'raisedBy',
  'raisedByName',
  'raisedAt',
  'rankAt',
  'updatedAt',
  'updatedBy',
  'reason',
  'plan',
  'scheduledFor',
  'execution',
  'assignees',
  'keywords',
  'completedAt',
].sort();

const admin = { uid: 'admin-uid', name: 'Alex Admin' };
const editor = { uid: 'editor-uid', name: 'Eve Editor' };
const now = new Date('2026-11-23T16:00:00Z');
const plants = DEMO_SITES.flatMap((s) =>
  s.plants.map((p) => ({ site: s.id, plant: p.id, equipment: p.equipment(), share: p.id === 'pm1' ? 70 : 15 })),
);
const orders = data.workOrders({ plants, count: 320, people: { admin, editor }, now });
const roleOf = (uid: string) => (uid === admin.uid ? 'admin' : uid === editor.uid ? 'editor' : null);
const DAY = 86_400_000;

describe('demo work orders', () => {
  it('are a few hundred, mostly in pm1, in every status, over the last 12 months', () => {
    expect(orders).toHaveLength(320);
    const inPlant = (p: string) => orders.filter((o) => o.plant === p).length;
    expect(inPlant('pm1')).toBeGreaterThan(160);
    expect(inPlant('pm2')).toBeGreaterThan(0);
    expect(inPlant('conv')).toBeGreaterThan(0);
    expect(new Set(orders.map((o) => o.data.status))).toEqual(new Set(WORK_STATUSES));
    const ages = orders.map((o) => (now.getTime() - o.data.raisedAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365);
    expect(Math.max(...ages)).toBeGreaterThan(300);
    const months = new Set(orders.map((o) => o.data.raisedAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(new Set(orders.map((o) => o.number)).size).toBe(orders.length);
    expect(orders.some((o) => (o.data.execution as { delays: unknown[] } | null)?.delays.length)).toBe(true);
  });

  it('are the same on every run of the same day (fixed numbers)', () => {
    const again = data.workOrders({
      plants,
      count: 320,
      people: { admin, editor },
      now: new Date(now.getTime() + 3600_000),
    });
    expect(again).toEqual(orders);
  });

  it.each(orders.map((o) => [o.number, o.data.status, o] as const))(
    '%s (%s) passes the client’s checks',
    (_n, _s, order) => {
      const d = order.data;
      expect(Object.keys(d).sort()).toEqual(KEYS);
      expect(d.keywords).toEqual(workKeywords(d.title, d.number));
      expect(d.rankAt).toEqual(rankAt(d.rime, d.raisedAt));
      expect(order.number).toMatch(WORK_NUMBER);
      expect(order.number.slice(3, 11)).toBe(d.raisedAt.toISOString().slice(0, 10).replaceAll('-', ''));

      const request = parseWorkRequest(order.number, new FieldReader('w', d));
      expect(request.number).toBe(d.number);
      const workType = request.workType;
      const item = plants.find((p) => p.plant === order.plant)!.equipment.find((e) => e.id === request.equipmentId)!;
      expect(item.input).toMatchObject({ tag: request.equipmentTag, name: request.equipmentName });
      expect(request.criticality).toBe(item.input.criticality);
      expect(request.rime).toBe(request.criticality * WORK_TYPES[workType]);
      expect([admin.uid, editor.uid]).toContain(request.raisedBy);
      expect(request.raisedByName).toBe(request.raisedBy === admin.uid ? admin.name : editor.name);

      // History: v1 … vN, from 'new' along the table, by a role allowed to move, times increasing.
      const events = order.history.map((e) => parseHistoryEvent(new FieldReader('h', { ...e })));
      expect(order.history.map((e) => Object.keys(e).sort())).toEqual(
        order.history.map(() => ['at', 'by', 'from', 'note', 'to', 'version']),
      );
      expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
      expect(request.version).toBe(events.length);
      expect(events[0]).toMatchObject({ from: null, to: 'new', by: request.raisedBy, at: request.raisedAt });
      expect(events.at(-1)).toMatchObject({ to: request.status, at: request.updatedAt, by: request.updatedBy });
      for (let i = 1; i < events.length; i++) {
        const e = events[i];
        expect(e.from).toBe(events[i - 1].to);
        expect(Date.parse(e.at!)).toBeGreaterThan(Date.parse(events[i - 1].at!));
        const role = roleOf(e.by)!;
        expect(role).not.toBeNull();
        if (role === 'editor') expect(request.assignees).toContain(editor.uid);
        expect(
          moveProblem({
            from: e.from!,
            to: e.to,
            role,
            workType,
            reason: e.note,
            plan: request.plan,
            execution: request.execution,
          }),
        ).toBeUndefined();
        if (e.to === 'rejected' || e.to === 'cancelled') expect(e.note).toBe(request.reason);
      }
      expect(Date.parse(events.at(-1)!.at!)).toBeLessThanOrEqual(now.getTime());

      const visited = new Set(events.map((e) => e.to));
      const status = request.status;
      // Stamped by the latest move to Work Complete, cleared by rework.
      const done = ['workComplete', 'complete', 'closed'].includes(status);
      expect(request.completedAt).toBe(done ? events.findLast((e) => e.to === 'workComplete')!.at : null);
      expect(request.reason !== null).toBe(status === 'rejected' || status === 'cancelled');
      expect(request.plan !== null).toBe(visited.has('readyToSchedule'));
      if (request.plan) {
        expect(checkPlan(request.plan)).toEqual({});
        expect(data.CRAFTS).toContain(request.plan.craft);
        expect(request.assignees).toEqual(request.plan.assignees);
        for (const uid of request.assignees) expect([admin.uid, editor.uid]).toContain(uid);
      } else expect(request.assignees).toEqual([]);
      expect(request.scheduledFor !== null).toBe(visited.has('weeklySchedule'));
      expect(request.execution !== null).toBe(visited.has('inProgress'));
      if (request.execution) {
        const complete = status !== 'inProgress' || visited.has('workComplete');
        expect(checkExecution(request.execution, workType, complete)).toEqual({});
        if (complete && needsFailureCause(workType)) expect(request.execution.failureCause).not.toBeNull();
        expect(request.execution.startedAt).not.toBeNull();
      }
      const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
      if (status === 'weeklySchedule' || status === 'dailySchedule') {
        const at = Date.parse(`${request.scheduledFor!}T00:00:00Z`);
        const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY;
        expect(at).toBeGreaterThanOrEqual(monday);
        expect(at).toBeLessThan(monday + 14 * DAY);
      }
    },
  );

  it('walks only moves of the table, whatever the target', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (const target of WORK_STATUSES)
      for (let i = 0; i < 50; i++) {
        const path = data.pathTo(target, random);
        expect(path[0]).toBe('new');
        expect(path.at(-1)).toBe(target);
        for (let j = 1; j < path.length; j++) expect(TRANSITIONS[path[j - 1]]).toContain(path[j]);
      }
  });

  it('makes the bench’s 10,000 orders in one plant with unique numbers', () => {
    const equipment = benchEquipment(500);
    const bench = data.workOrders({
      plants: [{ site: 'bench', plant: 'b', equipment }],
      count: 10_000,
      people: { admin, editor },
      now,
      seed: 99,
    });
    expect(new Set(bench.map((o) => o.number)).size).toBe(10_000);
    expect(bench.filter((o) => o.data.status === 'new').length).toBeGreaterThan(100);
    const docs = data.workDocuments('u', bench.slice(0, 2));
    expect(docs[0][0]).toBe(`users/u/companies/u/sites/bench/plants/b/workRequests/${bench[0].number}`);
    expect(docs[1][0]).toBe(`${docs[0][0]}/history/v1`);
    expect(docs).toHaveLength(2 + bench[0].history.length + bench[1].history.length);
  });
});
