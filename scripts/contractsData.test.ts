// The demo service contracts as the app and the rules will see them: exactly the contract's keys,
// parsed by the client's converter, one of each of the client's 24 categories, covered equipment
// of the contract's own site, terms that end within 30, 60 and 90 days of today or already ended
// (two renewed), visits inside the term, and the work orders of the recent and coming visits as an
// admin's planned orders with `contract` set.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CATEGORIES } from '../src/domain/contractCategories';
import { WORK_TYPES } from '../src/domain/referenceLists';
import { moveProblem } from '../src/features/work/workValidation';
import { WORK_NUMBER } from '../src/features/work/workNumber';
import { addDays, daysBetween, dayOf } from '../src/lib/days';
import { CONTRACT_LIMITS, parseContract } from '../src/services/firebase/contracts';
import { FieldReader } from '../src/services/firebase/schema';
import { parseHistoryEvent, parseWorkRequest } from '../src/services/firebase/work';
import * as data from './contractsData.ts';
import { DEMO_SITES } from './plantData.ts';
import { workOrders } from './workData.ts';

const KEYS = [
  'vendor',
  'contact',
  'contractNumber',
  'category',
  'equipment',
  'startDate',
  'endDate',
  'value',
  'currency',
  'visitsPerYear',
  'visits',
  'notes',
  'renewedFrom',
  'renewedBy',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
].sort();

const admin = { uid: 'admin-uid', name: 'Alex Admin' };
const editor = { uid: 'editor-uid', name: 'Eve Editor' };
const now = new Date('2026-11-23T16:00:00Z');
const today = dayOf(now);
const { contracts, orders } = data.demoContracts({ sites: DEMO_SITES, people: { admin, editor }, now });
const parsed = contracts.map((c) => ({ ...c, contract: parseContract(c.id, c.site, new FieldReader('c', c.data)) }));
const equipmentOf = new Map(
  DEMO_SITES.flatMap((s) => s.plants.flatMap((p) => p.equipment().map((e) => [`${s.id}:${p.id}/${e.id}`, e]))),
);

describe('demo service contracts', () => {
  it('cover the 24 categories across both demo sites', () => {
    expect(contracts.length).toBeGreaterThanOrEqual(20);
    expect(contracts.length).toBeLessThanOrEqual(30);
    expect(new Set(parsed.map((c) => c.contract.category))).toEqual(new Set(CONTRACT_CATEGORIES));
    // One current contract (not renewed by another) of each category.
    expect(CONTRACT_CATEGORIES).toHaveLength(24);
    expect(
      parsed
        .filter((c) => c.contract.renewedBy === null)
        .map((c) => c.contract.category)
        .sort(),
    ).toEqual([...CONTRACT_CATEGORIES].sort());
    expect(new Set(contracts.map((c) => c.site))).toEqual(new Set(DEMO_SITES.map((s) => s.id)));
    expect(new Set(contracts.map((c) => c.id)).size).toBe(contracts.length);
  });

  it.each(parsed.map((c) => [c.contract.category, c] as const))('%s has the contract’s shape', (_c, c) => {
    expect(Object.keys(c.data).sort()).toEqual(KEYS);
    expect(c.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const k = c.contract;
    expect(k.vendor.length).toBeGreaterThan(0);
    expect(k.vendor.length).toBeLessThanOrEqual(CONTRACT_LIMITS.vendor);
    expect(k.contractNumber.length).toBeLessThanOrEqual(CONTRACT_LIMITS.contractNumber);
    expect(k.notes.length).toBeLessThanOrEqual(CONTRACT_LIMITS.notes);
    expect(k.endDate >= k.startDate).toBe(true);
    expect(k.value).toBeGreaterThanOrEqual(0);
    expect(k.currency).toMatch(/^[A-Z]{3}$/);
    expect(k.equipment.length).toBeLessThanOrEqual(CONTRACT_LIMITS.equipment);
    for (const item of k.equipment) expect(equipmentOf.has(`${c.site}:${item}`)).toBe(true);
    expect(k.visits.length).toBe(k.visitsPerYear);
    expect(k.visits.length).toBeLessThanOrEqual(52);
    for (const v of k.visits) {
      expect(v.date >= k.startDate && v.date <= k.endDate).toBe(true);
      expect(v.plant).toBe(k.equipment[0]?.split('/')[0] ?? null);
    }
    expect(c.data.createdBy).toBe(admin.uid);
    expect(c.data.updatedBy).toBe(admin.uid);
    expect(c.data.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(c.data.createdAt.getTime()).toBeLessThanOrEqual(c.data.updatedAt.getTime());
  });

  it('include terms ending within 30, 60 and 90 days of today and ended ones, two renewed', () => {
    const left = parsed.map((c) => daysBetween(today, c.contract.endDate));
    expect(left.filter((d) => d >= 0 && d < 30).length).toBeGreaterThanOrEqual(2);
    expect(left.filter((d) => d >= 30 && d < 60).length).toBeGreaterThanOrEqual(2);
    expect(left.filter((d) => d >= 60 && d < 90).length).toBeGreaterThanOrEqual(2);
    expect(left.filter((d) => d < 0).length).toBeGreaterThanOrEqual(3);
    expect(left.filter((d) => d >= 90).length).toBeGreaterThanOrEqual(10);
    const renewed = parsed.filter((c) => c.contract.renewedBy !== null);
    expect(renewed).toHaveLength(2);
    for (const old of renewed) {
      const next = parsed.find((c) => c.id === old.contract.renewedBy)!;
      expect(next.contract.renewedFrom).toBe(old.id);
      expect(next.contract).toMatchObject({ category: old.contract.category, vendor: old.contract.vendor });
      expect(next.contract.startDate).toBe(addDays(old.contract.endDate, 1));
      expect(old.contract.endDate < today).toBe(true);
    }
    // The same day gives the same contracts.
    const again = data.demoContracts({
      sites: DEMO_SITES,
      people: { admin, editor },
      now: new Date(now.getTime() + 3_600_000),
    });
    expect(again.contracts.map((c) => c.id)).toEqual(contracts.map((c) => c.id));
  });

  it('have work orders for the recent and coming visits, made as an admin’s planned orders', () => {
    expect(orders.length).toBeGreaterThanOrEqual(5);
    expect(orders.some((o) => o.data.status === 'closed')).toBe(true);
    expect(orders.some((o) => ['weeklySchedule', 'dailySchedule'].includes(o.data.status))).toBe(true);
    const demoNumbers = new Set(
      workOrders({
        plants: DEMO_SITES.flatMap((s) => s.plants.map((p) => ({ site: s.id, plant: p.id, equipment: p.equipment() }))),
        count: 320,
        people: { admin, editor },
        now,
      }).map((o) => o.number),
    );
    for (const o of orders) {
      const request = parseWorkRequest(o.number, new FieldReader('w', o.data));
      expect(o.number).toMatch(WORK_NUMBER);
      expect(demoNumbers.has(o.number)).toBe(false);
      expect(o.number.slice(3, 11)).toBe(dayOf(o.data.raisedAt).replaceAll('-', ''));
      const contract = parsed.find((c) => c.id === request.contract?.id)!;
      expect(request.contract).toEqual({
        site: contract.site,
        id: contract.id,
        vendor: contract.contract.vendor,
        visit: request.scheduledFor,
      });
      expect(contract.contract.visits.find((v) => v.order === o.number)).toEqual({
        date: request.scheduledFor,
        plant: o.plant,
        order: o.number,
      });
      const [plant, eqid] = contract.contract.equipment[0].split('/');
      const item = equipmentOf.get(`${contract.site}:${plant}/${eqid}`)!;
      expect({ site: o.site, plant: o.plant }).toEqual({ site: contract.site, plant });
      expect(request).toMatchObject({
        equipmentId: eqid,
        equipmentTag: item.input.tag,
        equipmentName: item.input.name,
        criticality: item.input.criticality,
        rime: item.input.criticality * WORK_TYPES[request.workType],
        pm: null,
        checklist: [],
        signature: null,
        raisedBy: admin.uid,
        reason: null,
      });
      expect(request.plan).not.toBeNull();
      const events = o.history.map((e) => parseHistoryEvent(new FieldReader('h', { ...e })));
      expect(events[0]).toMatchObject({
        version: 1,
        from: null,
        to: 'weeklySchedule',
        by: admin.uid,
        at: request.raisedAt,
      });
      expect(request.version).toBe(events.length);
      expect(events.at(-1)).toMatchObject({ to: request.status, at: request.updatedAt });
      for (let i = 1; i < events.length; i++) {
        const e = events[i];
        expect(e.from).toBe(events[i - 1].to);
        expect(Date.parse(e.at!)).toBeGreaterThan(Date.parse(events[i - 1].at!));
        expect(
          moveProblem({
            from: e.from!,
            to: e.to,
            role: 'admin',
            workType: request.workType,
            reason: e.note,
            plan: request.plan,
            execution: request.execution,
          }),
        ).toBeUndefined();
      }
      expect(Date.parse(events.at(-1)!.at!)).toBeLessThanOrEqual(now.getTime());
      const complete = events.find((e) => e.to === 'workComplete');
      expect(request.completedAt).toBe(complete?.at ?? null);
    }
    const docs = data.contractDocuments('u', { contracts, orders });
    expect(docs).toHaveLength(contracts.length + orders.reduce((n, o) => n + 1 + o.history.length, 0));
    expect(docs[0][0]).toBe(`users/u/companies/u/sites/${contracts[0].site}/serviceContracts/${contracts[0].id}`);
  });
});
