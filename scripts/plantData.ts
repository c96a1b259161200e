// The demo company's asset register: sites, plants and a paper mill's
// equipment with realistic tags ("PM1-DRY-001"), names, makers, a 3–4 level hierarchy, the
// criticality ladder (docs/product.md §9) spread over it, statuses, install dates and meters. Deterministic:
// the same ids and values on every run, so seeding is idempotent. Also used by `npm run bench`
// for its 5,000-item plant.

import { type EquipmentInput, type EquipmentStatus, type Meter } from '../src/domain/assets';
import { pick, randomFrom } from './seedRandom.ts';

export { summaryOf } from '../src/domain/assets';

/** One item of a seeded plant: its document id and what a user would have entered. */
export interface SeedItem {
  id: string;
  input: EquipmentInput;
}

/** A part of a machine (and the parts of that part). */
interface PartSpec {
  code: string;
  name: string;
  kind: Kind;
  meters?: Meter[];
  children?: PartSpec[];
}
interface MachineSpec {
  name: string;
  count: number;
  kind: Kind;
  rank: number;
  parts: PartSpec[];
  standbyEvery?: number;
}
/** An area of a plant: its tag code, name, criticality and machines. */
export interface AreaSpec {
  code: string;
  name: string;
  rank: number;
  machines: MachineSpec[];
}

const pad = (n: number, width = 3) => String(n).padStart(width, '0');

type Kind = keyof typeof MAKERS;

const MAKERS = {
  motor: [
    ['ABB', 'M3BP 315'],
    ['Siemens', '1LE1 SIMOTICS GP'],
    ['WEG', 'W22 IE3'],
  ],
  gearbox: [
    ['Flender', 'FLENDER H2SH'],
    ['SEW-Eurodrive', 'X3FS'],
  ],
  pump: [
    ['Sulzer', 'AHLSTAR A22-80'],
    ['KSB', 'Etanorm 125-250'],
    ['Andritz', 'S-Series 150'],
  ],
  vacuum: [
    ['Runtech', 'EcoFlow 300'],
    ['Gardner Denver Nash', 'CL 3003'],
  ],
  bearing: [
    ['SKF', '23152 CCK/W33'],
    ['Schaeffler FAG', '23148-E1A-K-M'],
  ],
  roll: [
    ['Valmet', 'SymRoll'],
    ['Voith', 'NipcoFlex'],
  ],
  drive: [
    ['ABB', 'ACS880'],
    ['Siemens', 'SINAMICS S120'],
  ],
  instrument: [
    ['Endress+Hauser', 'Promag 53'],
    ['Emerson', 'Rosemount 3051'],
  ],
  agitator: [['Sulzer', 'Salomix SALR 2-40']],
  misc: [
    ['Valmet', 'OptiConcept'],
    ['Metso', 'Neles'],
  ],
};

/**
 * The failure-code class of a demo item (domain/failureCodes.ts): from its maker kind, a
 * conveyor or a compressor by its name; `roll` is the demo company's own class (its library
 * additions, scripts/failureCodesData.ts); areas, bearings and other machines are not classified.
 */
function classOf(kind: Kind, name: string): string | null {
  if (/^Conveyor/.test(name)) return 'conveyor';
  if (/compressor/i.test(name)) return 'compressor';
  const byKind: Partial<Record<Kind, string>> = {
    motor: 'motor',
    gearbox: 'gearbox',
    pump: 'pump',
    vacuum: 'pump',
    instrument: 'instrument',
    drive: 'drive',
    roll: 'roll',
  };
  return byKind[kind] ?? null;
}

const HOURS: Meter[] = [{ id: 'hours', name: 'Running hours', unit: 'h' }];
const VIBRATION: Meter[] = [{ id: 'vib', name: 'Vibration velocity', unit: 'mm/s' }];

/** Components of a rotating machine: level 3 (and the motor's own drive at level 4). */
const DRIVE_TRAIN: PartSpec[] = [
  {
    code: 'M',
    name: 'Drive motor',
    kind: 'motor',
    meters: HOURS,
    children: [{ code: 'VFD', name: 'Frequency converter', kind: 'drive' }],
  },
  { code: 'G', name: 'Gearbox', kind: 'gearbox', meters: VIBRATION },
  { code: 'B1', name: 'Bearing, drive side', kind: 'bearing' },
  { code: 'B2', name: 'Bearing, tending side', kind: 'bearing' },
];
const PUMP_PARTS: PartSpec[] = [
  { code: 'M', name: 'Pump motor', kind: 'motor', meters: HOURS },
  { code: 'S', name: 'Mechanical seal', kind: 'pump' },
];

/** Areas of a paper machine; each machine type: code, name, how many, its maker kind and rank. */
const PAPER_MACHINE: AreaSpec[] = [
  {
    code: 'STP',
    name: 'Stock preparation',
    rank: 7,
    machines: [
      { name: 'Pulper', count: 2, kind: 'agitator', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Refiner', count: 3, kind: 'misc', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Stock pump', count: 4, kind: 'pump', rank: 6, parts: PUMP_PARTS, standbyEvery: 2 },
      { name: 'Chest agitator', count: 3, kind: 'agitator', rank: 5, parts: PUMP_PARTS.slice(0, 1) },
    ],
  },
  {
    code: 'WET',
    name: 'Wet end and forming',
    rank: 7,
    machines: [
      { name: 'Headbox', count: 1, kind: 'misc', rank: 7, parts: [] },
      { name: 'Fan pump', count: 2, kind: 'pump', rank: 7, parts: PUMP_PARTS, standbyEvery: 2 },
      { name: 'Forming roll', count: 3, kind: 'roll', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Consistency transmitter', count: 3, kind: 'instrument', rank: 5, parts: [] },
    ],
  },
  {
    code: 'PRS',
    name: 'Press section',
    rank: 7,
    machines: [
      { name: 'Shoe press roll', count: 2, kind: 'roll', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Felt conditioning pump', count: 2, kind: 'vacuum', rank: 6, parts: PUMP_PARTS, standbyEvery: 2 },
    ],
  },
  {
    code: 'DRY',
    name: 'Dryer section',
    rank: 7,
    machines: [
      { name: 'Dryer cylinder', count: 8, kind: 'roll', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Condensate pump', count: 2, kind: 'pump', rank: 6, parts: PUMP_PARTS, standbyEvery: 2 },
      { name: 'Hood exhaust fan', count: 2, kind: 'motor', rank: 5, parts: DRIVE_TRAIN.slice(0, 2) },
    ],
  },
  {
    code: 'CAL',
    name: 'Calender and reel',
    rank: 7,
    machines: [
      { name: 'Calender roll', count: 2, kind: 'roll', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Pope reel', count: 1, kind: 'roll', rank: 7, parts: DRIVE_TRAIN },
    ],
  },
  {
    code: 'SAF',
    name: 'Safety and environment',
    rank: 10,
    machines: [
      { name: 'Emergency stop circuit', count: 2, kind: 'instrument', rank: 10, parts: [] },
      { name: 'Fire suppression skid', count: 1, kind: 'pump', rank: 10, parts: PUMP_PARTS.slice(0, 1) },
      { name: 'Effluent pH analyser', count: 2, kind: 'instrument', rank: 9, parts: [] },
    ],
  },
  {
    code: 'UTL',
    name: 'Utilities',
    rank: 8,
    machines: [
      { name: 'Vacuum pump', count: 3, kind: 'vacuum', rank: 8, parts: DRIVE_TRAIN.slice(0, 2), standbyEvery: 3 },
      { name: 'Compressed air compressor', count: 2, kind: 'misc', rank: 8, parts: PUMP_PARTS.slice(0, 1) },
      { name: 'Workshop lighting panel', count: 1, kind: 'instrument', rank: 3, parts: [] },
      { name: 'Office air conditioner', count: 1, kind: 'misc', rank: 2, parts: [] },
      { name: 'Yard lighting', count: 1, kind: 'instrument', rank: 1, parts: [] },
    ],
  },
];

const CONVERTING: AreaSpec[] = [
  {
    code: 'WIN',
    name: 'Winders',
    rank: 7,
    machines: [
      { name: 'Slitter winder', count: 2, kind: 'roll', rank: 7, parts: DRIVE_TRAIN },
      { name: 'Unwind stand', count: 2, kind: 'roll', rank: 5, parts: DRIVE_TRAIN.slice(0, 2) },
    ],
  },
  {
    code: 'SHT',
    name: 'Sheeting',
    rank: 5,
    machines: [
      { name: 'Sheeter', count: 2, kind: 'misc', rank: 5, parts: DRIVE_TRAIN },
      { name: 'Stacker', count: 2, kind: 'misc', rank: 4, parts: PUMP_PARTS.slice(0, 1) },
    ],
  },
  {
    code: 'PKG',
    name: 'Packaging and warehouse',
    rank: 4,
    machines: [
      { name: 'Roll wrapper', count: 1, kind: 'misc', rank: 4, parts: DRIVE_TRAIN.slice(0, 2) },
      { name: 'Conveyor', count: 4, kind: 'motor', rank: 4, parts: DRIVE_TRAIN.slice(0, 2), standbyEvery: 4 },
      { name: 'Sprinkler pump', count: 1, kind: 'pump', rank: 10, parts: PUMP_PARTS.slice(0, 1) },
      { name: 'Warehouse heating', count: 1, kind: 'misc', rank: 3, parts: [] },
    ],
  },
];

/**
 * The equipment of one plant, parents before children: `{ id, input }` where input has the
 * fields a user enters (EquipmentInput). `repeat` copies the areas (numbered) to reach a size.
 */
export function plantEquipment({
  prefix,
  areas,
  seed,
  limit = Infinity,
  repeat = 1,
}: {
  prefix: string;
  areas: AreaSpec[];
  seed: number;
  limit?: number;
  repeat?: number;
}): SeedItem[] {
  const random = randomFrom(seed);
  const out: SeedItem[] = [];
  const add = (
    tag: string,
    name: string,
    parent: string | null,
    kind: Kind,
    rank: number,
    meters: Meter[] = [],
    status: EquipmentStatus = 'inService',
    location = '',
  ): string | null => {
    if (out.length >= limit) return null;
    const [manufacturer, model] = pick(random, MAKERS[kind] ?? MAKERS.misc);
    const year = 1998 + Math.floor(random() * 26);
    const dated = random() < 0.7;
    const id = tag.toLowerCase();
    const broken = random() < 0.04;
    out.push({
      id,
      input: {
        tag,
        name,
        description: '',
        criticality: rank,
        parent,
        manufacturer,
        model,
        serial: dated
          ? `${manufacturer.slice(0, 3).toUpperCase()}-${year}-${pad(Math.floor(random() * 99999), 5)}`
          : '',
        installDate: dated
          ? `${year}-${pad(1 + Math.floor(random() * 12), 2)}-${pad(1 + Math.floor(random() * 28), 2)}`
          : null,
        location,
        status: broken ? 'outOfService' : status,
        meters,
        equipmentClass: classOf(kind, name),
      },
    });
    return id;
  };
  for (let r = 1; r <= repeat; r++) {
    for (const area of areas) {
      const code = repeat > 1 ? `${area.code}${r}` : area.code;
      const areaTag = `${prefix}-${code}`;
      const location = `${area.name}${repeat > 1 ? ` ${r}` : ''}`;
      const areaId = add(areaTag, location, null, 'misc', area.rank, [], 'inService', location);
      if (!areaId) return out;
      let n = 0;
      for (const machine of area.machines) {
        for (let i = 1; i <= machine.count; i++) {
          n += 1;
          const tag = `${areaTag}-${pad(n)}`;
          const standby = machine.standbyEvery && i % machine.standbyEvery === 0;
          const id = add(
            tag,
            `${machine.name} ${i}`,
            areaId,
            machine.kind,
            standby ? Math.min(machine.rank, 6) : machine.rank,
            machine.parts.length ? [] : HOURS,
            standby ? 'standby' : 'inService',
            location,
          );
          if (!id) return out;
          for (const part of machine.parts) {
            const partId = add(
              `${tag}-${part.code}`,
              `${part.name}, ${machine.name.toLowerCase()} ${i}`,
              id,
              part.kind,
              Math.max(1, machine.rank - 2),
              part.meters ?? [],
              'inService',
              location,
            );
            if (!partId) return out;
            for (const sub of part.children ?? [])
              add(
                `${tag}-${part.code}-${sub.code}`,
                `${sub.name}, ${machine.name.toLowerCase()} ${i}`,
                partId,
                sub.kind,
                Math.max(1, machine.rank - 3),
                [],
                'inService',
                location,
              );
          }
        }
      }
    }
  }
  return out;
}

/** The demo company's two sites and three plants. */
export interface DemoSite {
  id: string;
  name: string;
  plants: { id: string; name: string; equipment: () => SeedItem[] }[];
}
export const DEMO_SITES: DemoSite[] = [
  {
    id: 'northfield',
    name: 'Northfield mill',
    plants: [
      {
        id: 'pm1',
        name: 'Paper machine 1',
        equipment: () => plantEquipment({ prefix: 'PM1', areas: PAPER_MACHINE, seed: 1 }),
      },
      {
        id: 'pm2',
        name: 'Paper machine 2',
        equipment: () => plantEquipment({ prefix: 'PM2', areas: PAPER_MACHINE.slice(0, 5), seed: 2 }),
      },
    ],
  },
  {
    id: 'riverside',
    name: 'Riverside converting',
    plants: [
      {
        id: 'conv',
        name: 'Converting and finishing',
        equipment: () => plantEquipment({ prefix: 'CNV', areas: CONVERTING, seed: 3 }),
      },
    ],
  },
];

/** `npm run bench`'s plant: a paper machine repeated to exactly `count` items. */
export const benchEquipment = (count: number): SeedItem[] =>
  plantEquipment({ prefix: 'BM', areas: PAPER_MACHINE, seed: 9, limit: count, repeat: Math.ceil(count / 150) + 1 });
