// The demo company's annual service contracts: one contract
// of each of the 24 categories across the two demo sites, with their vendors, covered equipment,
// yearly values and planned visits; some expiring within 30, 60 or 90 days of today, some expired
// (two of them renewed by this year's contract), and the work orders made for the visits of the
// last weeks and the next ones (admin "planned" orders with `contract` set: past visits done and
// closed, coming ones on the schedule). Deterministic for the same day.
//
// The tables (contract categories and shapes, a visit order's fields, work types and RIME, work
// numbers, search keywords, days) are the app's own, imported from src/domain and src/lib;
// scripts/contractsData.test.ts checks that every contract and order passes the client's parsers.
import { summaryOf } from '../src/domain/assets';
import type { ContractCategory } from '../src/domain/contractCategories';
import type { ServiceContract } from '../src/domain/contracts';
import type { ActionCode } from '../src/domain/referenceLists';
import type { WorkStatus } from '../src/domain/statusMachine';
import { visitOrderFields } from '../src/domain/visitOrder';
import { rankAt } from '../src/domain/rime';
import type { ContractOrigin } from '../src/domain/work';
import { addDays, dayOf, daysBetween } from '../src/lib/days';
import { newWorkNumber } from '../src/lib/workNumber';
import type { DemoSite, SeedItem } from './plantData.ts';
import { at, int, newId, randomFrom } from './seedRandom.ts';
import type { Person, SeedEvent, SeedOrder, SeedWorkData } from './workData.ts';

/** Where a contract's term stands today (see the catalogue). */
type Term = 'active' | 'd90' | 'd60' | 'd30' | 'expired' | 'renewed';

/** The work order of each planned visit: the craft, the hours and the action the vendor books. */
interface VisitSpec {
  craft: string;
  hours: number;
  action: ActionCode;
}

/** A contract of the catalogue. */
interface ContractSpec {
  category: ContractCategory;
  site: string;
  vendor: string;
  contact: string;
  /** The contract number's prefix. */
  prefix: string;
  /** Covered equipment, each 'plantId/equipmentId'. */
  equipment: string[];
  value: number;
  /** 'EUR' when not given. */
  currency?: string;
  visitsPerYear: number;
  term: Term;
  notes: string;
  visit?: VisitSpec;
}

/**
 * A service contract's fields as seeded: the stored shape with Dates for its times (a type, not
 * an interface, so that it reads as the plain record the client's parser takes).
 */
export type SeedContractData = Omit<ServiceContract, 'id' | 'site' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

export interface SeedContract {
  site: string;
  id: string;
  data: SeedContractData;
}

/** A visit's work order as seeded: a work order with its contract (no preventive plan, checklist or signature). */
export type SeedVisitOrderData = SeedWorkData & {
  pm: null;
  checklist: never[];
  signature: null;
  contract: ContractOrigin;
};

export interface SeedContracts {
  contracts: SeedContract[];
  orders: SeedOrder<SeedVisitOrderData>[];
}

const range = (plant: string, prefix: string, from: number, to: number, suffix = '') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${plant}/${prefix}-${String(from + i).padStart(3, '0')}${suffix}`);

/**
 * The catalogue: category, site, vendor, contact, number prefix, covered equipment, yearly value,
 * currency, visits a year, notes, and where the term stands today: 'active' (more than 90 days
 * left), 'd90' / 'd60' / 'd30' (ends within that many days), 'expired', or 'renewed' (expired,
 * and renewed by a contract for the next year). Visit orders: workType, craft, hours, action.
 */
const CATALOGUE: ContractSpec[] = [
  {
    category: 'fireSafety',
    site: 'northfield',
    vendor: 'Brandt Fire Protection',
    contact: 'Jana Brandt, service desk, +49 40 555 0142',
    prefix: 'FS',
    equipment: ['pm1/pm1-saf-003', 'pm1/pm1-saf-003-m'],
    value: 18_400,
    visitsPerYear: 4,
    term: 'd30',
    notes: 'Quarterly inspection of the fire suppression skid, extinguishers and hydrants; annual flow test.',
    visit: { craft: 'Mechanical', hours: 4, action: 'test' },
  },
  {
    category: 'motorRewinding',
    site: 'northfield',
    vendor: 'Kessler Motor Rewinds',
    contact: 'Tomas Kessler, +49 40 555 0198',
    prefix: 'MR',
    equipment: [...range('pm1', 'pm1-dry', 1, 8, '-m'), ...range('pm2', 'pm2-dry', 1, 8, '-m')],
    value: 32_000,
    visitsPerYear: 0,
    term: 'active',
    notes: 'Framework agreement: rewinding and bearing replacement of LV motors up to 315 kW, 5 working days.',
  },
  {
    category: 'instrumentCalibration',
    site: 'northfield',
    vendor: 'Calibra Instruments',
    contact: 'calibration@calibra.example, +49 40 555 0311',
    prefix: 'IC',
    equipment: [
      'pm1/pm1-saf-004',
      'pm1/pm1-saf-005',
      ...range('pm1', 'pm1-wet', 7, 9),
      ...range('pm2', 'pm2-wet', 7, 9),
    ],
    value: 12_750,
    visitsPerYear: 2,
    term: 'd60',
    notes: 'Traceable calibration with certificates; analysers and consistency transmitters.',
    visit: { craft: 'Instrumentation', hours: 8, action: 'test' },
  },
  {
    category: 'crane',
    site: 'northfield',
    vendor: 'Nordlift Crane Services',
    contact: 'Mats Olsen, +49 40 555 0420',
    prefix: 'CR',
    equipment: [],
    value: 9_600,
    visitsPerYear: 4,
    term: 'active',
    notes: 'Machine hall overhead cranes (20 t and 5 t, not in the register): statutory inspection and service.',
  },
  {
    category: 'generator',
    site: 'northfield',
    vendor: 'PowerGen Standby Services',
    contact: 'service@powergen.example',
    prefix: 'GN',
    equipment: [],
    value: 7_200,
    visitsPerYear: 2,
    term: 'expired',
    notes: 'Standby diesel generator 1,250 kVA: service and load-bank test. Renewal under negotiation.',
  },
  {
    category: 'transformer',
    site: 'northfield',
    vendor: 'Trafo Service North',
    contact: 'Petra Lind, +49 40 555 0533',
    prefix: 'TR',
    equipment: [],
    value: 11_300,
    visitsPerYear: 1,
    term: 'd90',
    notes: 'Main substation transformers T1–T3 (20/0.69 kV): oil analysis (DGA) and inspection.',
  },
  {
    category: 'hvac',
    site: 'northfield',
    vendor: 'KlimaTech Facility Services',
    contact: 'hotline +49 40 555 0600',
    prefix: 'HV',
    equipment: ['pm1/pm1-utl-007'],
    value: 5_400,
    visitsPerYear: 4,
    term: 'active',
    notes: 'Office and control room air conditioning, F-gas leak checks.',
    visit: { craft: 'Mechanical', hours: 3, action: 'service' },
  },
  {
    category: 'compressors',
    site: 'northfield',
    vendor: 'AirPower Compressor Service',
    contact: 'Lars Becker, +49 40 555 0711',
    prefix: 'AC',
    equipment: ['pm1/pm1-utl-004', 'pm1/pm1-utl-005'],
    value: 14_900,
    visitsPerYear: 2,
    term: 'renewed',
    notes: 'Full service of both compressors with parts; remote monitoring included.',
    visit: { craft: 'Mechanical', hours: 6, action: 'service' },
  },
  {
    category: 'elevators',
    site: 'northfield',
    vendor: 'Schmidt Lifts',
    contact: 'service@schmidt-lifts.example',
    prefix: 'EL',
    equipment: [],
    value: 4_800,
    visitsPerYear: 12,
    term: 'active',
    notes: 'Goods lift and the office building lift: monthly service, annual inspection by the notified body.',
  },
  {
    category: 'boilers',
    site: 'northfield',
    vendor: 'Steam & Boiler Inspection Ltd',
    contact: 'Owen Hughes, +44 161 555 0190',
    prefix: 'BL',
    equipment: [],
    value: 16_200,
    currency: 'GBP',
    visitsPerYear: 2,
    term: 'd30',
    notes: 'Steam boiler house: internal inspection at the annual shutdown, external inspection mid-year.',
  },
  {
    category: 'ups',
    site: 'northfield',
    vendor: 'SecurePower UPS Service',
    contact: '+49 40 555 0870',
    prefix: 'UP',
    equipment: [],
    value: 3_900,
    visitsPerYear: 2,
    term: 'active',
    notes: 'Control system UPS (2 × 40 kVA): battery tests, replacement of batteries in year 5.',
  },
  {
    category: 'switchgear',
    site: 'northfield',
    vendor: 'Schaltanlagen Nord',
    contact: 'Heike Vogel, +49 40 555 0915',
    prefix: 'SG',
    equipment: ['pm1/pm1-utl-006'],
    value: 8_700,
    visitsPerYear: 1,
    term: 'd60',
    notes: 'MV and LV switchgear: maintenance of breakers, protection relay tests.',
    visit: { craft: 'Electrical', hours: 12, action: 'test' },
  },
  {
    category: 'thermography',
    site: 'northfield',
    vendor: 'InfraScan Thermography',
    contact: 'scan@infrascan.example',
    prefix: 'TH',
    equipment: range('pm1', 'pm1-dry', 1, 8, '-m-vfd'),
    value: 3_200,
    visitsPerYear: 2,
    term: 'active',
    notes: 'Infrared survey of switchboards, MCCs and drives under load, with report.',
    visit: { craft: 'Electrical', hours: 6, action: 'inspection' },
  },
  {
    category: 'lubrication',
    site: 'northfield',
    vendor: 'LubeCare Oil Analysis',
    contact: 'lab@lubecare.example',
    prefix: 'LU',
    equipment: [...range('pm1', 'pm1-dry', 1, 8, '-g'), ...range('pm1', 'pm1-utl', 1, 3, '-g')],
    value: 6_100,
    visitsPerYear: 4,
    term: 'active',
    notes: 'Oil sampling and laboratory analysis of gearboxes and hydraulic units, quarterly report.',
    visit: { craft: 'Lubrication', hours: 4, action: 'inspection' },
  },
  {
    category: 'waterTreatment',
    site: 'northfield',
    vendor: 'AquaChem Water Treatment',
    contact: 'Nina Roth, +49 40 555 1022',
    prefix: 'WT',
    equipment: ['pm1/pm1-saf-004', 'pm1/pm1-saf-005'],
    value: 21_500,
    visitsPerYear: 12,
    term: 'd90',
    notes: 'Boiler feed water and effluent treatment chemicals, monthly visit and analysis.',
    visit: { craft: 'Instrumentation', hours: 2, action: 'inspection' },
  },
  {
    category: 'vibration',
    site: 'riverside',
    vendor: 'Vibration Analysis Partners',
    contact: 'Karl Weber, +49 421 555 0133',
    prefix: 'VA',
    equipment: ['conv/cnv-win-001-g', 'conv/cnv-win-002-g', 'conv/cnv-win-003-g', 'conv/cnv-win-004-g'],
    value: 7_800,
    visitsPerYear: 4,
    term: 'active',
    notes: 'Quarterly vibration analysis of the winders with a trend report.',
    visit: { craft: 'Mechanical', hours: 5, action: 'inspection' },
  },
  {
    category: 'liftingGear',
    site: 'riverside',
    vendor: 'LiftSafe Inspections',
    contact: 'inspections@liftsafe.example',
    prefix: 'LG',
    equipment: [],
    value: 2_600,
    visitsPerYear: 2,
    term: 'active',
    notes: 'Slings, shackles, roll clamps and vacuum lifters: six-monthly thorough examination.',
  },
  {
    category: 'forklifts',
    site: 'riverside',
    vendor: 'Fleet Forklift Service',
    contact: 'Anna Berg, +49 421 555 0277',
    prefix: 'FL',
    equipment: [],
    value: 19_800,
    visitsPerYear: 4,
    term: 'renewed',
    notes: 'Six electric forklifts and two clamp trucks: service, annual inspection, batteries.',
  },
  {
    category: 'doors',
    site: 'riverside',
    vendor: 'Industrial Door Service',
    contact: '+49 421 555 0350',
    prefix: 'DR',
    equipment: [],
    value: 3_100,
    visitsPerYear: 2,
    term: 'active',
    notes: 'High-speed and sectional doors of the warehouse, dock levellers.',
  },
  {
    category: 'earthing',
    site: 'riverside',
    vendor: 'Earth & Lightning Protection',
    contact: 'service@elp.example',
    prefix: 'EP',
    equipment: [],
    value: 1_900,
    visitsPerYear: 1,
    term: 'active',
    notes: 'Earthing and lightning protection measurements with report.',
  },
  {
    category: 'weighbridge',
    site: 'riverside',
    vendor: 'Weighing Systems Verification',
    contact: 'Paul Meyer, +49 421 555 0412',
    prefix: 'WB',
    equipment: [],
    value: 2_400,
    visitsPerYear: 1,
    term: 'expired',
    notes: 'Truck weighbridge: calibration and legal verification.',
  },
  {
    category: 'cathodic',
    site: 'riverside',
    vendor: 'Corrosion Control Services',
    contact: 'ccs@corrosion.example',
    prefix: 'CP',
    equipment: [],
    value: 2_200,
    visitsPerYear: 1,
    term: 'active',
    notes: 'Cathodic protection of the buried fire-water main: potential survey.',
  },
  {
    category: 'pestControl',
    site: 'riverside',
    vendor: 'PestGuard',
    contact: '+49 421 555 0590',
    prefix: 'PC',
    equipment: [],
    value: 3_600,
    visitsPerYear: 12,
    term: 'active',
    notes: 'Monthly bait station checks in the warehouse and the finished-goods store (food-contact grades).',
  },
  {
    category: 'wasteDisposal',
    site: 'riverside',
    vendor: 'Recycling & Disposal Services',
    contact: 'dispatch@rds.example',
    prefix: 'WD',
    equipment: [],
    value: 26_000,
    visitsPerYear: 52,
    term: 'active',
    notes: 'Weekly collection of mixed waste and scrap paper; hazardous waste on call.',
  },
];

const TERM_END: Record<Exclude<Term, 'renewed'>, [number, number]> = {
  d30: [5, 28],
  d60: [35, 58],
  d90: [65, 88],
  active: [100, 330],
  expired: [-60, -8],
};

/**
 * The demo contracts for company sites `sites` (plantData's DEMO_SITES: their plants' equipment
 * gives the visit orders' equipment fields), `people` { admin, editor } ({ uid, name }).
 * Returns { contracts: [{ site, id, data }], orders: [{ site, plant, number, data, history }] }.
 */
export function demoContracts({
  sites,
  people,
  now = new Date(),
  seed = 24,
}: {
  sites: readonly DemoSite[];
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
}): SeedContracts {
  const random = randomFrom(seed);
  const today = dayOf(now);
  const equipmentOf = new Map(
    sites.flatMap((s) => s.plants.flatMap((p) => p.equipment().map((e): [string, SeedItem] => [`${p.id}/${e.id}`, e]))),
  );
  const admin = people.admin;
  const created = at(addDays(today, -400), 10);
  const contracts: SeedContract[] = [];
  const orders: SeedOrder<SeedVisitOrderData>[] = [];
  const usedNumbers = new Set<string>();

  const contract = (
    spec: ContractSpec,
    startDate: string,
    endDate: string,
    extra: { renewedFrom?: string },
  ): SeedContract => {
    const id = newId(random);
    const number = `${spec.prefix}-${startDate.slice(0, 4)}-${String(int(random, 100, 9999)).padStart(4, '0')}`;
    const termDays = daysBetween(startDate, endDate);
    const visits = Array.from({ length: spec.visitsPerYear }, (_, k) => ({
      date: addDays(startDate, Math.floor(((k + 0.5) * termDays) / spec.visitsPerYear)),
      plant: spec.equipment[0]?.split('/')[0] ?? null,
      order: null,
    }));
    const createdAt = new Date(
      Math.min(at(addDays(startDate, -int(random, 10, 30)), 11).getTime(), now.getTime() - 3_600_000),
    );
    const data: SeedContractData = {
      vendor: spec.vendor,
      contact: spec.contact,
      contractNumber: number,
      category: spec.category,
      equipment: [...spec.equipment],
      startDate,
      endDate,
      value: spec.value,
      currency: spec.currency ?? 'EUR',
      visitsPerYear: spec.visitsPerYear,
      visits,
      notes: spec.notes,
      renewedFrom: null,
      renewedBy: null,
      createdAt: createdAt < created ? created : createdAt,
      createdBy: admin.uid,
      updatedAt: createdAt < created ? created : createdAt,
      updatedBy: admin.uid,
      ...extra,
    };
    const entry = { site: spec.site, id, data };
    contracts.push(entry);
    return entry;
  };

  for (const spec of CATALOGUE) {
    let current: SeedContract;
    if (spec.term === 'renewed') {
      const oldEnd = addDays(today, -int(random, 10, 40));
      const oldStart = addDays(oldEnd, -364);
      const old = contract(spec, oldStart, oldEnd, {});
      const start = addDays(oldEnd, 1);
      current = contract(spec, start, addDays(start, 364), { renewedFrom: old.id });
      old.data.renewedBy = current.id;
      // The renewal: made by the admin a few days before the old term ended.
      const renewedAt = new Date(
        Math.min(at(addDays(oldEnd, -int(random, 3, 9)), 14).getTime(), now.getTime() - 3_600_000),
      );
      old.data.updatedAt = renewedAt;
      current.data.createdAt = current.data.updatedAt = renewedAt;
    } else {
      const [min, max] = TERM_END[spec.term];
      const end = addDays(today, int(random, min, max));
      current = contract(spec, addDays(end, -364), end, {});
    }
    if (spec.visit) addVisitOrders(spec, spec.visit, current);
  }
  return { contracts, orders };

  /** Orders for the visits from 75 days ago to 45 days ahead. */
  function addVisitOrders(spec: ContractSpec, visitSpec: VisitSpec, entry: SeedContract) {
    for (const [index, visit] of entry.data.visits.entries()) {
      const gap = daysBetween(today, visit.date);
      if (gap < -75 || gap > 45) continue;
      const [plant, eqid] = spec.equipment[0].split('/');
      const equipment = equipmentOf.get(spec.equipment[0]);
      const site = sites.find((s) => s.id === spec.site);
      if (!equipment || !site?.plants.some((p) => p.id === plant)) throw new Error(`no ${spec.equipment[0]}`);
      let raisedAt = at(addDays(visit.date, -int(random, 14, 21)), 10, int(random, 0, 59));
      if (raisedAt.getTime() > now.getTime()) raisedAt = new Date(now.getTime() - int(random, 2, 20) * 3_600_000);
      raisedAt.setMilliseconds(0);
      raisedAt.setSeconds(0);
      let number: string;
      do {
        number = newWorkNumber(raisedAt, () => Uint8Array.from({ length: 4 }, () => Math.floor(random() * 32)));
      } while (usedNumbers.has(number));
      usedNumbers.add(number);
      visit.order = number;

      // Admin's planned order: straight onto the weekly schedule for the visit day, then the
      // vendor's visit recorded by the admin (no assignee: the vendor does the work).
      const events: { to: WorkStatus; at: Date; note: string }[] = [
        { to: 'weeklySchedule', at: raisedAt, note: `Vendor visit: ${spec.vendor}.` },
      ];
      const push = (to: WorkStatus, when: Date, note = '') => {
        const last = events[events.length - 1].at.getTime();
        events.push({ to, at: new Date(Math.max(when.getTime(), last + 15 * 60_000)), note });
      };
      push('dailySchedule', at(addDays(visit.date, -1), 15, int(random, 0, 59)));
      const start = at(visit.date, 8, int(random, 0, 60));
      push('inProgress', start, `${spec.vendor} on site.`);
      push('workComplete', new Date(start.getTime() + visitSpec.hours * 3_600_000), 'Vendor’s report received.');
      push('complete', at(addDays(visit.date, int(random, 1, 3)), 10, int(random, 0, 59)), 'Report checked.');
      push('closed', at(addDays(visit.date, int(random, 5, 12)), 11, int(random, 0, 59)));
      const happened = events.filter((e) => e.at.getTime() <= now.getTime());
      const status = happened[happened.length - 1].to;
      const when = (s: WorkStatus) => happened.find((e) => e.to === s)?.at ?? null;
      const started = when('inProgress');
      const workCompleteAt = when('workComplete');
      const history = happened.map((e, i): SeedEvent => ({
        version: i + 1,
        from: i === 0 ? null : happened[i - 1].to,
        to: e.to,
        by: admin.uid,
        at: e.at,
        note: e.note,
      }));
      // The order as the app makes it for a visit (visitOrderFields), walked on as far as the visit
      // has gone: its status, version, execution and completion, and the vendor's craft; its time
      // stamps go after the raiser's name.
      const {
        updatedBy,
        reason,
        plan,
        scheduledFor,
        execution,
        assignees,
        pm,
        checklist,
        signature,
        completedAt,
        contract: origin,
        ...head
      } = visitOrderFields(
        number,
        { id: entry.id, site: spec.site, vendor: spec.vendor, visits: entry.data.visits },
        {
          contractId: entry.id,
          visit: index,
          equipmentId: eqid,
          estimatedHours: visitSpec.hours,
          title: `Service contract visit: ${spec.vendor}`,
          description: `${entry.data.contractNumber}. ${spec.notes}`,
        },
        summaryOf(eqid, equipment.input),
        admin,
      );
      orders.push({
        site: spec.site,
        plant,
        number,
        data: {
          ...head,
          status,
          version: history.length,
          raisedAt,
          rankAt: rankAt(head.rime, raisedAt),
          updatedAt: history[history.length - 1].at,
          updatedBy,
          reason,
          plan: { ...plan, craft: visitSpec.craft },
          scheduledFor,
          execution: started
            ? {
                actualHours: workCompleteAt ? visitSpec.hours : 0,
                action: workCompleteAt ? visitSpec.action : null,
                failureCause: null,
                delays: [],
                startedAt: started,
              }
            : execution,
          assignees,
          pm,
          checklist,
          signature,
          completedAt: workCompleteAt ?? completedAt,
          contract: origin,
        },
        history,
      });
    }
  }
}

/** One document to write: a contract, a visit's order or one of its history events. */
export type ContractDocument = [string, SeedContractData | SeedVisitOrderData | SeedEvent];

/** The documents to write for demoContracts' result under company `uid`: [path, data]. */
export function contractDocuments(uid: string, { contracts, orders }: SeedContracts): ContractDocument[] {
  const site = (s: string) => `users/${uid}/companies/${uid}/sites/${s}`;
  return [
    ...contracts.map(({ site: s, id, data }): ContractDocument => [`${site(s)}/serviceContracts/${id}`, data]),
    ...orders.flatMap(({ site: s, plant, number, data, history }): ContractDocument[] => {
      const base = `${site(s)}/plants/${plant}/workRequests/${number}`;
      return [[base, data], ...history.map((e): ContractDocument => [`${base}/history/v${e.version}`, e])];
    }),
  ];
}
