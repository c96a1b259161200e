// The demo's spare parts: a catalogue of common maintenance parts (bearings, seals, belts,
// filters, lubricants, electrical spares) fitting the demo's machines, a main storeroom on each
// site, and each part's stock there made by a year of movements as the app writes them — a
// receipt to fill it, issues to the demo's completed work orders, a return now and then, a
// count with its reason — so the ledger and the stock agree (domain/inventory.ts). A few parts
// end below their minimum, one is out, and one shows -1 (two issues of the last unit that met
// on sync). Deterministic for a day.
import {
  headroom,
  movementChange,
  type MovementKind,
  partKeywords,
  type PartUnit,
  type PartValues,
} from '../src/domain/inventory';
import { between, int, newId, pick, randomFrom } from './seedRandom.ts';

/** A demo part: the catalogue's values (domain/inventory.ts) less where it fits, and its stock levels. */
interface DemoPart extends Omit<PartValues, 'fits' | 'archived'> {
  id: string;
  min: number;
  max: number;
}

const part = (
  id: string,
  number: string,
  description: string,
  unit: PartUnit,
  category: string,
  manufacturer: string,
  manufacturerNumber: string,
  vendor: string,
  unitCost: number,
  min: number,
  max: number,
): DemoPart => ({
  id,
  number,
  description,
  unit,
  category,
  manufacturer,
  manufacturerNumber,
  vendor,
  unitCost,
  min,
  max,
});

export const DEMO_PARTS: DemoPart[] = [
  part(
    'brg-6205',
    'BRG-6205',
    'Deep groove ball bearing 6205-2RS',
    'each',
    'Bearings',
    'SKF',
    '6205-2RSH',
    'Nordic Bearings',
    11.4,
    4,
    12,
  ),
  part(
    'brg-6310',
    'BRG-6310',
    'Deep groove ball bearing 6310-2Z',
    'each',
    'Bearings',
    'SKF',
    '6310-2Z/C3',
    'Nordic Bearings',
    38.9,
    2,
    6,
  ),
  part(
    'brg-23152',
    'BRG-23152',
    'Spherical roller bearing 23152 CCK/W33',
    'each',
    'Bearings',
    'SKF',
    '23152 CCK/W33',
    'Nordic Bearings',
    2150,
    1,
    2,
  ),
  part(
    'brg-22220',
    'BRG-22220',
    'Spherical roller bearing 22220 E',
    'each',
    'Bearings',
    'Schaeffler FAG',
    '22220-E1-XL',
    'Nordic Bearings',
    312,
    1,
    4,
  ),
  part(
    'seal-ms-80',
    'SEAL-MS-80',
    'Mechanical seal, 80 mm cartridge, SiC/SiC',
    'each',
    'Seals',
    'John Crane',
    'T5610-80',
    'Flow Parts',
    1240,
    1,
    3,
  ),
  part(
    'seal-ms-50',
    'SEAL-MS-50',
    'Mechanical seal, 50 mm cartridge',
    'each',
    'Seals',
    'EagleBurgmann',
    'MG12-50',
    'Flow Parts',
    486,
    2,
    4,
  ),
  part(
    'oring-kit',
    'ORING-KIT',
    'O-ring kit, FKM, metric',
    'set',
    'Seals',
    'Parker',
    'FKM-METRIC-386',
    'Flow Parts',
    96,
    1,
    3,
  ),
  part(
    'belt-spa-1250',
    'BELT-SPA-1250',
    'V-belt SPA 1250',
    'each',
    'Power transmission',
    'Gates',
    'SPA1250',
    'Drive Supply',
    14.2,
    6,
    20,
  ),
  part(
    'cpl-el-110',
    'CPL-EL-110',
    'Coupling element, elastomer, size 110',
    'each',
    'Power transmission',
    'Flender',
    'N-EUPEX 110',
    'Drive Supply',
    57,
    2,
    6,
  ),
  part(
    'flt-hyd-10',
    'FLT-HYD-10',
    'Hydraulic return filter element, 10 µm',
    'each',
    'Filters',
    'Hydac',
    '0160R010BN4HC',
    'Hydraulic Centre',
    68,
    3,
    8,
  ),
  part(
    'flt-air-c',
    'FLT-AIR-C',
    'Compressor intake filter',
    'each',
    'Filters',
    'Atlas Copco',
    '1613 8720 00',
    'Air Systems',
    44,
    2,
    6,
  ),
  part(
    'oil-iso68',
    'OIL-ISO68',
    'Gear and circulating oil ISO VG 68',
    'litre',
    'Lubricants',
    'Mobil',
    'DTE Oil Heavy Medium',
    'Lube Direct',
    6.8,
    60,
    200,
  ),
  part(
    'oil-iso220',
    'OIL-ISO220',
    'Gear oil ISO VG 220',
    'litre',
    'Lubricants',
    'Shell',
    'Omala S2 GX 220',
    'Lube Direct',
    7.9,
    40,
    120,
  ),
  part(
    'grs-ep2',
    'GRS-EP2',
    'Bearing grease EP2, lithium complex',
    'kilogram',
    'Lubricants',
    'SKF',
    'LGEP 2/18',
    'Lube Direct',
    19.5,
    10,
    36,
  ),
  part(
    'fuse-gg-63',
    'FUSE-GG-63',
    'Fuse link gG 63 A, NH00',
    'box',
    'Electrical',
    'Siemens',
    '3NA3822',
    'Electro Wholesale',
    42,
    2,
    5,
  ),
  part(
    'cont-3rt-37',
    'CONT-3RT-37',
    'Contactor 37 kW, 24 V DC coil',
    'each',
    'Electrical',
    'Siemens',
    '3RT2037-1BB40',
    'Electro Wholesale',
    188,
    1,
    3,
  ),
  part(
    'sens-px-8',
    'SENS-PX-8',
    'Inductive proximity sensor M18, 8 mm',
    'each',
    'Instrumentation',
    'ifm',
    'IGS204',
    'Electro Wholesale',
    64,
    3,
    8,
  ),
  part(
    'tx-pr-10',
    'TX-PR-10',
    'Pressure transmitter 0–10 bar',
    'each',
    'Instrumentation',
    'Endress+Hauser',
    'PMC21-AA1U2HBWJ',
    'Electro Wholesale',
    410,
    1,
    2,
  ),
  part(
    'hose-hyd-12',
    'HOSE-HYD-12',
    'Hydraulic hose 2SN DN12',
    'metre',
    'Hydraulics',
    'Parker',
    '301SN-8',
    'Hydraulic Centre',
    9.5,
    20,
    60,
  ),
  part(
    'felt-clean',
    'FELT-CLEAN',
    'Felt cleaning chemical, 25 l drum',
    'each',
    'Process consumables',
    'Kemira',
    'FennoClean 25',
    'Mill Supplies',
    128,
    2,
    6,
  ),
];

interface OrderLike {
  site: string;
  plant: string;
  number: string;
  data: { status: string; completedAt: Date | null; raisedBy: string; raisedByName: string };
}

/** A storeroom's path under company `uid`. */
const storeroomPath = (uid: string, site: string) => `users/${uid}/companies/${uid}/sites/${site}/storerooms/main`;

/** The equipment classes each demo part fits (its `fits` is the demo's equipment of those classes). */
const FITS_CLASSES: Record<string, readonly string[]> = {
  'brg-6205': ['motor'],
  'brg-6310': ['motor'],
  'cpl-el-110': ['motor'],
  'brg-23152': ['roll'],
  'brg-22220': ['gearbox'],
  'oil-iso220': ['gearbox'],
  'seal-ms-80': ['pump'],
  'seal-ms-50': ['pump'],
  'oring-kit': ['pump', 'valve'],
  'belt-spa-1250': ['conveyor'],
  'flt-air-c': ['compressor'],
  'sens-px-8': ['instrument'],
  'tx-pr-10': ['instrument'],
  'fuse-gg-63': ['drive'],
  'cont-3rt-37': ['drive'],
};

/**
 * What each demo part fits: the demo's equipment (`classes`: 'site/plant/eqid' → its class) of
 * the classes above, at most 40 pieces per part.
 */
export function demoFits(classes: ReadonlyMap<string, string | null | undefined>): Record<string, string[]> {
  return Object.fromEntries(
    DEMO_PARTS.map((p) => [
      p.id,
      [...classes]
        .filter(([, c]) => c && (FITS_CLASSES[p.id] ?? []).includes(c))
        .map(([key]) => key)
        .slice(0, 40),
    ]),
  );
}

/**
 * Where each demo part's stock ends, whatever day the demo is seeded on: every fifth part run down
 * under its minimum (half of it: some out), the others halfway between minimum and maximum; the
 * bearing the parts journeys plan with in stock but under its minimum (3 of a minimum of 4).
 */
export function closingLevel(p: DemoPart, index: number): number {
  const whole = !['litre', 'kilogram', 'metre'].includes(p.unit);
  const level = (n: number) => (whole ? Math.floor(n) : Math.round(n * 10) / 10);
  if (p.id === 'brg-6205') return 3;
  if (index % 5 === 0) return level(p.min / 2);
  return whole ? Math.ceil((p.min + p.max) / 2) : level((p.min + p.max) / 2);
}

/** The demo catalogue, a main storeroom on each of `sites`, the movements and the stock they make. */
export function inventoryDocuments(
  uid: string,
  sites: readonly string[],
  orders: readonly OrderLike[],
  who: { uid: string; name: string },
  now: Date,
  fits: Readonly<Record<string, string[]>> = {},
): [string, Record<string, unknown>][] {
  const random = randomFrom(Number(now.toISOString().slice(0, 10).replaceAll('-', '')) + 3030);
  const docs: [string, Record<string, unknown>][] = [];
  const yearAgo = now.getTime() - 360 * 86_400_000;
  for (const p of DEMO_PARTS) {
    const { number, description, unit, category, manufacturer, manufacturerNumber, vendor, unitCost } = p;
    docs.push([
      `users/${uid}/companies/${uid}/parts/${p.id}`,
      {
        ...{ number, description, unit, category, manufacturer, manufacturerNumber, vendor, unitCost },
        fits: fits[p.id] ?? [],
        archived: false,
        keywords: partKeywords(p),
        createdAt: new Date(yearAgo),
        createdBy: uid,
        updatedAt: new Date(yearAgo),
        updatedBy: uid,
      },
    ]);
  }
  for (const site of sites) {
    const store = storeroomPath(uid, site);
    docs.push([store, { name: 'Main stores', archived: false, createdAt: new Date(yearAgo), createdBy: uid }]);
    const done = orders
      .filter((o) => o.site === site && o.data.completedAt)
      .sort((a, b) => a.data.completedAt!.getTime() - b.data.completedAt!.getTime());
    for (const [index, p] of DEMO_PARTS.entries()) {
      const whole = !['litre', 'kilogram', 'metre'].includes(p.unit);
      let onHand = 0;
      let last = '';
      // When the stock last moved: its last movement's time (the bell dates a short part by it).
      let lastAt = yearAgo;
      const moves: {
        kind: MovementKind;
        quantity: number;
        at: number;
        order: string | null;
        reason: string;
        by: { uid: string; name: string };
      }[] = [];
      moves.push({
        kind: 'receipt',
        quantity: p.max,
        at: yearAgo + int(random, 0, 10) * 86_400_000,
        order: null,
        reason: '',
        by: who,
      });
      // Issues to completed orders through the year, a return now and then.
      const issues = int(random, 3, 9);
      for (let n = 0; n < issues && done.length; n++) {
        const o = pick(random, done);
        const quantity = whole
          ? int(random, 1, Math.max(1, Math.ceil(p.max / 4)))
          : Math.round(between(random, 1, p.max / 4) * 10) / 10;
        moves.push({
          kind: 'issue',
          quantity,
          at: o.data.completedAt!.getTime() - 3_600_000,
          order: `${o.plant}/${o.number}`,
          reason: '',
          by: { uid: o.data.raisedBy, name: o.data.raisedByName },
        });
        if (random() < 0.15)
          moves.push({
            kind: 'return',
            quantity: whole ? 1 : 0.5,
            at: o.data.completedAt!.getTime(),
            order: `${o.plant}/${o.number}`,
            reason: 'Not needed',
            by: who,
          });
      }
      moves.sort((a, b) => a.at - b.at);
      // A top-up when it ran low, a count with its reason in the spring.
      const out: typeof moves = [];
      for (const m of moves) {
        const change = movementChange(m.kind, m.quantity, onHand);
        // Most parts are topped up when an issue would take them under the minimum; every fifth is
        // left to run down (under its minimum, or out), never below zero.
        if (m.kind === 'issue' && onHand + change < p.min && index % 5 !== 0 && onHand < p.max) {
          out.push({
            kind: 'receipt',
            quantity: p.max - onHand,
            at: m.at - 86_400_000,
            order: null,
            reason: '',
            by: who,
          });
          onHand = p.max;
        } else if (m.kind === 'issue' && onHand + change < 0) continue;
        out.push(m);
        onHand += movementChange(m.kind, m.quantity, onHand);
      }
      // The year's issues follow the day's orders, so what is left would change with the day the
      // demo is seeded on: a cycle count after the last movement sets each part to its own level,
      // the same whatever the day (closingLevel).
      out.push({
        kind: 'count',
        quantity: closingLevel(p, index),
        at: Math.min((out.at(-1)?.at ?? yearAgo) + 3_600_000, now.getTime() - 60_000),
        order: null,
        reason: 'Cycle count',
        by: who,
      });
      onHand = 0;
      for (const m of out) {
        const id = newId(random);
        const change = movementChange(m.kind, m.quantity, onHand);
        onHand += change;
        last = id;
        lastAt = Math.min(m.at, now.getTime());
        docs.push([
          `${store}/movements/${id}`,
          {
            partId: p.id,
            kind: m.kind,
            quantity: m.quantity,
            change,
            unitCost: p.unitCost,
            order: m.order,
            reason: m.reason,
            at: new Date(Math.min(m.at, now.getTime())),
            by: m.by.uid,
            byName: m.by.name,
          },
        ]);
      }
      // The last unit of the seal issued on two devices at once: it shows -1.
      if (p.id === 'seal-ms-50' && site === sites[0]) {
        for (const quantity of onHand > 0 ? [onHand, 1] : [1]) {
          const id = newId(random);
          onHand -= quantity;
          last = id;
          lastAt = now.getTime() - 2 * 3_600_000;
          docs.push([
            `${store}/movements/${id}`,
            {
              partId: p.id,
              kind: 'issue',
              quantity,
              change: -quantity,
              unitCost: p.unitCost,
              order: null,
              reason: '',
              at: new Date(now.getTime() - 2 * 3_600_000),
              by: who.uid,
              byName: who.name,
            },
          ]);
        }
      }
      docs.push([
        `${store}/stock/${p.id}`,
        {
          partId: p.id,
          onHand,
          reserved: 0,
          min: p.min,
          max: p.max,
          headroom: headroom({ onHand, reserved: 0, min: p.min, max: p.max }),
          bin: `${p.category.slice(0, 1).toUpperCase()}-${String(index + 1).padStart(2, '0')}`,
          last,
          updatedAt: new Date(lastAt),
          updatedBy: uid,
        },
      ]);
    }
  }
  return docs;
}

const BENCH_KINDS = [
  {
    prefix: 'BRG',
    category: 'Bearings',
    unit: 'each',
    words: ['Deep groove ball bearing', 'Spherical roller bearing', 'Taper roller bearing'],
    maker: 'SKF',
  },
  {
    prefix: 'SEAL',
    category: 'Seals',
    unit: 'each',
    words: ['Mechanical seal cartridge', 'Lip seal', 'O-ring kit'],
    maker: 'John Crane',
  },
  {
    prefix: 'BELT',
    category: 'Belts',
    unit: 'each',
    words: ['V-belt SPA', 'Timing belt HTD', 'Flat belt'],
    maker: 'Gates',
  },
  {
    prefix: 'FLT',
    category: 'Filters',
    unit: 'each',
    words: ['Hydraulic return filter', 'Air intake filter', 'Oil filter element'],
    maker: 'Parker',
  },
  {
    prefix: 'ELC',
    category: 'Electrical',
    unit: 'each',
    words: ['Contactor', 'Fuse gG', 'Proximity sensor'],
    maker: 'Siemens',
  },
  {
    prefix: 'LUB',
    category: 'Lubricants',
    unit: 'litre',
    words: ['Gear oil ISO VG', 'Hydraulic oil HLP', 'Turbine oil'],
    maker: 'Shell',
  },
] as const;

/**
 * A catalogue of `count` parts for the bench (a large mill's storeroom): six kinds of part in
 * turn, each with a size, so that a search such as "bearing 62" matches a known share.
 * Deterministic; written as the app writes parts (with their search words).
 */
export function benchParts(uid: string, count: number): [string, Record<string, unknown>][] {
  const at = new Date('2026-01-05T08:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const kind = BENCH_KINDS[i % BENCH_KINDS.length];
    const size = 100 + Math.floor(i / BENCH_KINDS.length);
    const description = `${kind.words[Math.floor(i / BENCH_KINDS.length) % kind.words.length]} ${size}`;
    const number = `${kind.prefix}-${String(size).padStart(5, '0')}`;
    const manufacturerNumber = `${kind.prefix.slice(0, 2)}${size}-${i % 7}`;
    const part = { number, description, manufacturerNumber };
    return [
      `users/${uid}/companies/${uid}/parts/bench-${String(i).padStart(5, '0')}`,
      {
        ...part,
        unit: kind.unit,
        category: kind.category,
        manufacturer: kind.maker,
        vendor: '',
        unitCost: 5 + (i % 40),
        fits: [],
        archived: false,
        keywords: partKeywords(part),
        createdAt: at,
        createdBy: uid,
        updatedAt: at,
        updatedBy: uid,
      },
    ];
  });
}
