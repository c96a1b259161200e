// The demo plants' maintenance plan catalogue and `npm run bench`'s 1,000 plans: what each plan
// says (equipment, checklist steps, trigger, interval or meter, scheduling, lead time, craft,
// permits, who is assigned) and how its orders are carried out in the history (the action, a
// skipped generation, an order left overdue). scripts/plansData.ts turns them into plans with a
// year of history.
import type { Interval, IntervalUnit, PlanInput, PlanStep, PlanTrigger, Scheduling } from '../src/domain/plans';
import { intervalDays } from '../src/domain/intervals';
import type { ActionCode, PermitType, WorkTypeCode } from '../src/domain/referenceLists';
import type { SeedItem } from './plantData.ts';
import { pick, randomFrom } from './seedRandom.ts';

// ---- Plan catalogue ---------------------------------------------------------------------------
const step = (text: string): PlanStep => ({ text, reading: null });
const reading = (text: string, unit: string, min: number | null, max: number | null): PlanStep => ({
  text,
  reading: { unit, min, max },
});
const every =
  (unit: IntervalUnit) =>
  (n = 1): Interval => ({ every: n, unit });
const W = every('weeks');
const M = every('months');
const Y = every('years');

const STEPS: Record<string, PlanStep[]> = {
  firePump: [
    step('Check suction and discharge valves are locked open'),
    reading('Start the pump from the test panel; churn pressure', 'bar', 8, 11),
    reading('Motor current at churn', 'A', 40, 65),
    step('Check the seal for leakage and the pump for unusual noise'),
    step('Stop the pump and set the panel back to automatic'),
  ],
  estop: [
    step('Warn the operators and the shift leader before the test'),
    step('Press each emergency stop on the route; the machine stops'),
    reading('Drive stop time from the emergency stop', 's', null, 10),
    step('Reset the stops and the safety relay; confirm the fault log is clear'),
  ],
  phAnalyser: [
    step('Clean the electrode and the flow cell'),
    reading('Buffer pH 7.00: reading', 'pH', 6.9, 7.1),
    reading('Buffer pH 4.01: reading', 'pH', 3.9, 4.1),
    reading('Electrode slope', '%', 95, 102),
    step('Return to service and compare with the laboratory sample'),
  ],
  dryerLube: [
    step('Check oil flow in every sight glass of the dryer bearings'),
    reading('Oil supply temperature', '°C', 40, 60),
    reading('Oil return temperature, hottest bearing', '°C', null, 85),
    reading('Oil topped up in the circulation tank', 'L', 0, 200),
    step('Check rotary joints and return lines for leaks'),
  ],
  gearboxOil: [
    reading('Oil level in the sight glass', '%', 40, 80),
    reading('Gearbox housing temperature', '°C', null, 80),
    step('Check breather and seals for leaks'),
  ],
  vibrationRoute: [
    step('Take readings at every point of the route (data collector)'),
    reading('Highest vibration velocity on the route', 'mm/s', null, 4.5),
    reading('Highest bearing temperature (infrared)', '°C', null, 80),
    step('Listen for gear and bearing noise; note anything new'),
    step('Upload the route to the condition-monitoring software'),
  ],
  refinerPlates: [
    step('Isolate and lock out the refiner drive'),
    reading('Plate gap, drive side', 'mm', 0.1, 0.8),
    step('Inspect plate bars for wear and damage'),
    step('Empty and check the tramp-metal trap'),
    reading('No-load power after restart', 'kW', 150, 260),
  ],
  pulper: [
    step('Isolate the drive and the stock valves; ventilate and test the atmosphere'),
    step('Inspect the rotor vanes for wear'),
    reading('Rotor to screen plate clearance', 'mm', 1, 3),
    step('Inspect the screen plate for cracks and blocked holes'),
    step('Check the extraction valve and the junk trap'),
    step('Remove the locks; test run empty'),
  ],
  headbox: [
    step('Inspect the slice lip for damage and deposits'),
    reading('Slice opening at the centre', 'mm', 8, 14),
    step('Check the dilution valves for correct stroke'),
    step('Clean the tube bank inlet'),
  ],
  hydraulicUnit: [
    step('Take an oil sample for the laboratory'),
    reading('Filter differential pressure', 'bar', null, 2.5),
    step('Change the return filter element'),
    reading('Oil tank temperature', '°C', 35, 55),
  ],
  greasing: [
    step('Clean the grease nipples'),
    step('Grease each bearing with the quantity on the lubrication chart'),
    reading('Bearing temperature after greasing', '°C', null, 80),
  ],
  calender: [
    reading('Crown hydraulic pressure', 'bar', 20, 60),
    step('Check the nip-load cylinders for leaks'),
    step('Inspect the doctor blades and their holders'),
    reading('Roll surface temperature, highest zone', '°C', null, 95),
  ],
  reel: [
    step('Test the spool brakes and the primary arms'),
    step('Inspect the spool handling rails and stops'),
    reading('Brake air pressure', 'bar', 5, 7),
  ],
  insulation: [
    step('Isolate and lock out the motor at the switchboard'),
    reading('Insulation resistance at 1000 V, 1 minute', 'MΩ', 100, null),
    reading('Polarisation index', '', 2, null),
    step('Check the terminal box for moisture and loose connections'),
    step('Restore and test run'),
  ],
  vfd: [
    step('Isolate the converter and wait for the DC link to discharge'),
    step('Clean the heat sinks and the cabinet filters'),
    step('Check the cooling fans run freely'),
    reading('Cabinet temperature after restart', '°C', null, 40),
  ],
  thermography: [
    step('Open the cabinets under load with an observer present'),
    reading('Highest temperature rise over ambient', 'K', null, 30),
    step('Photograph and list every hot spot over 10 K'),
  ],
  compressorWeekly: [
    step('Drain the condensate from the receiver and the filters'),
    reading('Discharge pressure', 'bar', 6.5, 7.5),
    reading('Discharge temperature', '°C', null, 100),
    step('Check the oil level in the sight glass'),
  ],
  compressorService: [
    step('Change the oil and the oil filter'),
    step('Change the air filter element'),
    step('Change the separator element'),
    reading('Discharge temperature after service', '°C', null, 95),
    step('Check the drive coupling and the belt tension'),
  ],
  filters: [
    step('Clean or change the filters'),
    step('Clean the condensate tray and the drain'),
    reading('Supply air temperature', '°C', 10, 18),
  ],
  lighting: [
    step('Walk the route at dusk; list the lamps out'),
    step('Replace failed lamps and test the photocell'),
    reading('Lamps out on the route', 'pcs', 0, 5),
  ],
  panel: [
    step('Check the residual-current devices with the test button'),
    reading('Highest busbar temperature (infrared)', '°C', null, 60),
    step('Tighten loose terminals; vacuum the cabinet'),
  ],
  pumpSeal: [
    step('Check the mechanical seal for leakage'),
    reading('Seal water flow', 'L/min', 2, 6),
    reading('Pump bearing vibration', 'mm/s', null, 4.5),
    step('Check the coupling guard and the base bolts'),
  ],
  alignment: [
    step('Isolate and lock out the pump motor'),
    reading('Angular misalignment', 'mm/100 mm', null, 0.05),
    reading('Parallel offset', 'mm', null, 0.05),
    step('Correct and record the final values'),
  ],
  gearboxOilChange: [
    step('Drain the oil hot; take a sample for the laboratory'),
    step('Clean the magnetic plug; note wear particles'),
    step('Refill to the level mark with the oil on the lubrication chart'),
    reading('Oil filled', 'L', 5, 120),
  ],
  transmitter: [
    step('Take a grab sample next to the transmitter for the laboratory'),
    reading('Deviation from the laboratory consistency', '%', -0.1, 0.1),
    step('Adjust the offset if outside the range; record the new value'),
  ],
  vacuum: [
    reading('Vacuum level', 'kPa', -60, -40),
    reading('Seal water temperature', '°C', null, 40),
    step('Check the seal water flow and the separator drain'),
  ],
  fan: [
    step('Isolate and lock out the fan'),
    step('Check belt wear and tension; replace as a set if worn'),
    reading('Bearing vibration after restart', 'mm/s', null, 4.5),
  ],
  motorBearings: [
    step('Purge old grease through the outlet plug'),
    step('Grease the drive-end and non-drive-end bearings'),
    reading('Bearing temperature one hour later', '°C', null, 80),
  ],
  overhaulInspection: [
    step('Isolate and lock out; open the inspection covers'),
    step('Inspect the rotor, the impeller or the lobes for wear'),
    reading('Clearance measured', 'mm', 0.2, 1.5),
    step('Replace the seals and gaskets of the covers'),
    step('Test run and record the vibration'),
    reading('Vibration after the test run', 'mm/s', null, 4.5),
  ],
  winderKnives: [
    step('Isolate the slitter section; use cut-resistant gloves'),
    step('Inspect the top and bottom knives; change the worn ones'),
    reading('Knife overlap', 'mm', 0.5, 1.5),
    step('Test slitting on a trial roll'),
  ],
  conveyor: [
    step('Inspect the chain or belt, the sprockets and the rollers'),
    step('Lubricate the chain'),
    reading('Drive motor current', 'A', null, 12),
  ],
  wrapper: [
    step('Check the film carriage, the cutter and the sealing bars'),
    reading('Sealing bar temperature', '°C', 140, 180),
    step('Test the light curtains and the safety doors'),
  ],
  heating: [
    step('Service the burner and clean the heat exchanger'),
    reading('Flue gas CO₂', '%', 9, 11),
    reading('Flue gas temperature', '°C', null, 220),
    step('Test the safety thermostat and the flame guard'),
  ],
  sheeter: [
    step('Inspect the cross-cutter knives and the drum bearings'),
    reading('Sheet length deviation', 'mm', -0.5, 0.5),
    step('Grease the drum bearings'),
  ],
};

/**
 * A plan of the catalogue: `p(title, equipment, steps, options)`. Options: trigger ('calendar'),
 * interval, meter ({ equipmentId, every }: the 'hours' meter), scheduling ('fixed'), leadDays,
 * craft, hours, permits, signature, assignees ('editor' | 'both' | 'admin' | 'none'), workType,
 * action (the execution's action), active, dueNow (skipped its last generation), overdue (its
 * latest past-due order is still open).
 */
/** Who a plan's orders are assigned to. */
export type Assigned = 'editor' | 'both' | 'admin' | 'none';

/**
 * A plan of the catalogue (what planHistory turns into a plan document and its history): what the
 * plan editor says, but its start day (drawn by the history) and its assignees by role.
 */
export type PlanSpec = Omit<PlanInput, 'startDate' | 'assignees'> & {
  assignees: Assigned;
  /** The action its executions record. */
  action: ActionCode;
  /** Skipped its last generation (nobody opened the app). */
  dueNow: boolean;
  /** Its latest past-due order is still open. */
  overdue: boolean;
};

interface SpecOptions {
  trigger?: PlanTrigger;
  interval?: Interval;
  meter?: { equipmentId: string; every: number };
  scheduling?: Scheduling;
  leadDays?: number;
  craft?: string;
  hours?: number;
  permits?: PermitType[];
  signature?: boolean;
  assignees?: Assigned;
  workType?: WorkTypeCode;
  action?: ActionCode;
  active?: boolean;
  dueNow?: boolean;
  overdue?: boolean;
}

const p = (title: string, equipmentIds: string[], steps: PlanStep[], o: SpecOptions): PlanSpec => ({
  title,
  equipmentIds,
  steps,
  workType: o.workType ?? 'PM-INSP',
  estimatedHours: o.hours ?? 1,
  craft: o.craft ?? 'Mechanical',
  assignees: o.assignees ?? 'editor',
  permits: o.permits ?? [],
  signatureRequired: o.signature ?? false,
  trigger: o.trigger ?? 'calendar',
  interval: o.interval ?? null,
  meter: o.meter ? { equipmentId: o.meter.equipmentId, meterId: 'hours', every: o.meter.every } : null,
  scheduling: o.scheduling ?? 'fixed',
  leadDays: o.leadDays ?? 0,
  active: o.active ?? true,
  action: o.action ?? 'inspection',
  dueNow: o.dueNow ?? false,
  overdue: o.overdue ?? false,
});
const range = (prefix: string, from: number, to: number, suffix = '') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(3, '0')}${suffix}`);

/** Paper machine 1: about 40 plans, the demo's main plant. */
const PM1_PLANS: PlanSpec[] = [
  p('Fire pump weekly run test', ['pm1-saf-003', 'pm1-saf-003-m'], STEPS.firePump, {
    interval: W(),
    leadDays: 2,
    hours: 1,
    signature: true,
    action: 'test',
  }),
  p('Emergency stop circuit 1: function test', ['pm1-saf-001'], STEPS.estop, {
    interval: M(),
    leadDays: 5,
    craft: 'Electrical',
    hours: 2,
    permits: ['ELCT'],
    signature: true,
    action: 'test',
  }),
  p('Emergency stop circuit 2: function test', ['pm1-saf-002'], STEPS.estop, {
    interval: M(),
    leadDays: 5,
    craft: 'Electrical',
    hours: 2,
    permits: ['ELCT'],
    signature: true,
    action: 'test',
    dueNow: true,
  }),
  p('Effluent pH analyser 1 calibration', ['pm1-saf-004'], STEPS.phAnalyser, {
    interval: W(2),
    leadDays: 3,
    craft: 'Instrumentation',
    hours: 1,
    signature: true,
    action: 'test',
  }),
  p('Effluent pH analyser 2 calibration', ['pm1-saf-005'], STEPS.phAnalyser, {
    interval: W(2),
    leadDays: 3,
    craft: 'Instrumentation',
    hours: 1,
    signature: true,
    action: 'test',
  }),
  p('Dryer section lubrication round', range('pm1-dry', 1, 8), STEPS.dryerLube, {
    interval: W(),
    leadDays: 2,
    craft: 'Lubrication',
    hours: 3,
    action: 'tlc',
  }),
  p('Compressed air compressors: weekly checks', ['pm1-utl-004', 'pm1-utl-005'], STEPS.compressorWeekly, {
    interval: W(),
    leadDays: 1,
    hours: 1,
    action: 'inspection',
  }),
  p('Vacuum pump gearboxes: oil level check', ['pm1-utl-001-g', 'pm1-utl-002-g', 'pm1-utl-003-g'], STEPS.gearboxOil, {
    overdue: true,
    interval: M(),
    leadDays: 5,
    craft: 'Lubrication',
    hours: 1.5,
    action: 'tlc',
  }),
  p('Vibration route: dryer section gearboxes', range('pm1-dry', 1, 8, '-g'), STEPS.vibrationRoute, {
    interval: M(),
    leadDays: 7,
    hours: 4,
    assignees: 'both',
  }),
  p(
    'Vibration route: press and calender',
    ['pm1-prs-001-g', 'pm1-prs-002-g', 'pm1-cal-001-g', 'pm1-cal-002-g', 'pm1-cal-003-g'],
    STEPS.vibrationRoute,
    { interval: M(), leadDays: 7, hours: 3, dueNow: true },
  ),
  p('Refiner 1: plate gap and wear inspection', ['pm1-stp-003'], STEPS.refinerPlates, {
    interval: M(3),
    leadDays: 14,
    hours: 6,
    permits: ['ELCT', 'CWP'],
    assignees: 'both',
  }),
  p('Refiner 2: plate gap and wear inspection', ['pm1-stp-004'], STEPS.refinerPlates, {
    interval: M(3),
    leadDays: 14,
    hours: 6,
    permits: ['ELCT', 'CWP'],
    assignees: 'both',
    active: false,
  }),
  p('Refiner 3: plate gap and wear inspection', ['pm1-stp-005'], STEPS.refinerPlates, {
    interval: M(3),
    leadDays: 14,
    hours: 6,
    permits: ['ELCT', 'CWP'],
    assignees: 'both',
  }),
  p('Pulpers: rotor and screen plate inspection', ['pm1-stp-001', 'pm1-stp-002'], STEPS.pulper, {
    interval: M(3),
    leadDays: 14,
    hours: 8,
    permits: ['CSE', 'ELCT'],
    signature: true,
    assignees: 'both',
  }),
  p('Headbox slice lip and dilution valves', ['pm1-wet-001'], STEPS.headbox, {
    interval: M(6),
    leadDays: 21,
    hours: 4,
    permits: ['CWP'],
  }),
  p('Shoe press hydraulic units: filter and oil sample', ['pm1-prs-001', 'pm1-prs-002'], STEPS.hydraulicUnit, {
    interval: M(3),
    leadDays: 10,
    craft: 'Lubrication',
    hours: 2,
    action: 'service',
  }),
  p('Forming rolls: bearing greasing', range('pm1-wet', 4, 6), STEPS.greasing, {
    interval: W(2),
    leadDays: 3,
    craft: 'Lubrication',
    hours: 1,
    action: 'tlc',
  }),
  p('Calender rolls: crown hydraulics and doctors', ['pm1-cal-001', 'pm1-cal-002'], STEPS.calender, {
    interval: M(),
    leadDays: 5,
    hours: 2,
  }),
  p('Pope reel: brakes and spool handling', ['pm1-cal-003'], STEPS.reel, {
    interval: M(3),
    leadDays: 10,
    hours: 3,
  }),
  p('Dryer drive motors: insulation resistance test', range('pm1-dry', 1, 8, '-m'), STEPS.insulation, {
    interval: Y(),
    leadDays: 30,
    craft: 'Electrical',
    hours: 8,
    permits: ['ELCT'],
    signature: true,
    action: 'test',
  }),
  p('Dryer frequency converters: cleaning and fans', range('pm1-dry', 1, 8, '-m-vfd'), STEPS.vfd, {
    interval: M(6),
    leadDays: 14,
    craft: 'Electrical',
    hours: 4,
    permits: ['ELCT'],
    action: 'service',
  }),
  p('Thermographic survey: dryer drive cabinets', range('pm1-dry', 1, 4, '-m-vfd'), STEPS.thermography, {
    interval: Y(),
    leadDays: 30,
    craft: 'Electrical',
    hours: 4,
    assignees: 'admin',
  }),
  p('Condensate pumps: seal and bearing check', ['pm1-dry-009', 'pm1-dry-010'], STEPS.pumpSeal, {
    interval: M(3),
    leadDays: 7,
    hours: 1.5,
  }),
  p('Stock pumps: alignment check', range('pm1-stp', 6, 9), STEPS.alignment, {
    interval: M(6),
    leadDays: 14,
    hours: 6,
    permits: ['ELCT'],
    assignees: 'both',
  }),
  p('Chest agitators: gearbox oil change', range('pm1-stp', 10, 12), STEPS.gearboxOilChange, {
    interval: Y(),
    leadDays: 21,
    craft: 'Lubrication',
    hours: 5,
    action: 'service',
  }),
  p('Consistency transmitters: calibration check', range('pm1-wet', 7, 9), STEPS.transmitter, {
    interval: M(3),
    leadDays: 7,
    craft: 'Instrumentation',
    hours: 2,
    action: 'test',
  }),
  p('Fan pumps: seal water and vibration check', ['pm1-wet-002', 'pm1-wet-003'], STEPS.pumpSeal, {
    overdue: true,
    interval: M(),
    leadDays: 5,
    hours: 1,
  }),
  p('Felt conditioning pumps: vacuum level check', ['pm1-prs-003', 'pm1-prs-004'], STEPS.vacuum, {
    interval: M(),
    leadDays: 5,
    hours: 1,
  }),
  p('Workshop lighting panel: annual inspection', ['pm1-utl-006'], STEPS.panel, {
    interval: Y(),
    leadDays: 30,
    craft: 'Electrical',
    hours: 2,
    permits: ['ELCT'],
  }),
  // Calendar, floating: counted from the last completion.
  p('Hood exhaust fans: belts and bearings', ['pm1-dry-011', 'pm1-dry-012'], STEPS.fan, {
    interval: M(3),
    scheduling: 'floating',
    leadDays: 7,
    hours: 3,
    permits: ['ELCT'],
  }),
  p('Office air conditioner: filters', ['pm1-utl-007'], STEPS.filters, {
    interval: M(2),
    scheduling: 'floating',
    leadDays: 5,
    hours: 1,
    assignees: 'none',
    action: 'service',
  }),
  p('Yard lighting: night check', ['pm1-utl-008'], STEPS.lighting, {
    interval: M(6),
    scheduling: 'floating',
    leadDays: 10,
    craft: 'Electrical',
    hours: 2,
    action: 'service',
  }),
  p('Pulper drives: gearbox oil change', ['pm1-stp-001-g', 'pm1-stp-002-g'], STEPS.gearboxOilChange, {
    interval: M(6),
    scheduling: 'floating',
    leadDays: 14,
    craft: 'Lubrication',
    hours: 4,
    action: 'service',
  }),
  // Meter: running hours of a motor.
  p('Fan pump 1 motor: regreasing every 2,000 h', ['pm1-wet-002-m'], STEPS.motorBearings, {
    trigger: 'meter',
    meter: { equipmentId: 'pm1-wet-002-m', every: 2000 },
    craft: 'Lubrication',
    hours: 0.5,
    action: 'tlc',
  }),
  p('Refiner 1 drive motor: regreasing every 1,500 h', ['pm1-stp-003-m'], STEPS.motorBearings, {
    trigger: 'meter',
    meter: { equipmentId: 'pm1-stp-003-m', every: 1500 },
    craft: 'Lubrication',
    hours: 0.5,
    action: 'tlc',
  }),
  p('Condensate pump 1 motor: regreasing every 2,000 h', ['pm1-dry-009-m'], STEPS.motorBearings, {
    trigger: 'meter',
    meter: { equipmentId: 'pm1-dry-009-m', every: 2000 },
    craft: 'Lubrication',
    hours: 0.5,
    action: 'tlc',
  }),
  p('Compressor 1: service every 4,000 running hours', ['pm1-utl-004', 'pm1-utl-004-m'], STEPS.compressorService, {
    trigger: 'meter',
    meter: { equipmentId: 'pm1-utl-004-m', every: 4000 },
    scheduling: 'floating',
    hours: 5,
    action: 'service',
  }),
  p('Vacuum pump 1: overhaul inspection every 6,000 h', ['pm1-utl-001', 'pm1-utl-001-m'], STEPS.overhaulInspection, {
    trigger: 'meter',
    meter: { equipmentId: 'pm1-utl-001-m', every: 6000 },
    workType: 'RBLD',
    hours: 12,
    permits: ['ELCT', 'CSE'],
    signature: true,
    assignees: 'both',
    action: 'overhaul',
  }),
  // Whichever comes first (floating: both count from the last completion).
  p(
    'Vacuum pump 2: gearbox oil change, 4,000 h or 6 months',
    ['pm1-utl-002', 'pm1-utl-002-m', 'pm1-utl-002-g'],
    STEPS.gearboxOilChange,
    {
      trigger: 'either',
      interval: M(6),
      meter: { equipmentId: 'pm1-utl-002-m', every: 4000 },
      scheduling: 'floating',
      leadDays: 14,
      craft: 'Lubrication',
      hours: 3,
      action: 'service',
    },
  ),
  p('Stock pump 1: seal and bearings, 3,000 h or 4 months', ['pm1-stp-006', 'pm1-stp-006-m'], STEPS.pumpSeal, {
    trigger: 'either',
    interval: M(4),
    meter: { equipmentId: 'pm1-stp-006-m', every: 3000 },
    scheduling: 'floating',
    leadDays: 10,
    hours: 2,
  }),
  p('Fire pump motor: bearings, 500 h or 12 months', ['pm1-saf-003-m'], STEPS.motorBearings, {
    trigger: 'either',
    interval: Y(),
    meter: { equipmentId: 'pm1-saf-003-m', every: 500 },
    scheduling: 'floating',
    leadDays: 21,
    craft: 'Lubrication',
    hours: 1,
    signature: true,
    action: 'tlc',
  }),
];

const PM2_PLANS: PlanSpec[] = [
  p('Dryer section lubrication round', range('pm2-dry', 1, 8), STEPS.dryerLube, {
    interval: W(),
    leadDays: 2,
    craft: 'Lubrication',
    hours: 3,
    action: 'tlc',
  }),
  p('Vibration route: dryer section gearboxes', range('pm2-dry', 1, 8, '-g'), STEPS.vibrationRoute, {
    interval: M(),
    leadDays: 7,
    hours: 4,
  }),
  p('Refiners: plate gap and wear inspection', ['pm2-stp-003', 'pm2-stp-005'], STEPS.refinerPlates, {
    interval: M(3),
    leadDays: 14,
    hours: 10,
    permits: ['ELCT', 'CWP'],
    assignees: 'both',
  }),
  p('Consistency transmitters: calibration check', range('pm2-wet', 7, 9), STEPS.transmitter, {
    interval: M(3),
    leadDays: 7,
    craft: 'Instrumentation',
    hours: 2,
    action: 'test',
  }),
  p('Calender rolls: crown hydraulics and doctors', ['pm2-cal-001', 'pm2-cal-002'], STEPS.calender, {
    interval: M(),
    leadDays: 5,
    hours: 2,
  }),
  p('Hood exhaust fans: belts and bearings', ['pm2-dry-011', 'pm2-dry-012'], STEPS.fan, {
    interval: M(3),
    scheduling: 'floating',
    leadDays: 7,
    hours: 3,
    permits: ['ELCT'],
  }),
  p('Fan pump 1 motor: regreasing every 2,000 h', ['pm2-wet-002-m'], STEPS.motorBearings, {
    trigger: 'meter',
    meter: { equipmentId: 'pm2-wet-002-m', every: 2000 },
    craft: 'Lubrication',
    hours: 0.5,
    action: 'tlc',
  }),
  p('Shoe press roll 2 drive: bearings, 3,000 h or 6 months', ['pm2-prs-002', 'pm2-prs-002-m'], STEPS.motorBearings, {
    trigger: 'either',
    interval: M(6),
    meter: { equipmentId: 'pm2-prs-002-m', every: 3000 },
    scheduling: 'floating',
    leadDays: 14,
    craft: 'Lubrication',
    hours: 1,
    action: 'tlc',
  }),
];

const CONV_PLANS: PlanSpec[] = [
  p('Sprinkler pump weekly run test', ['cnv-pkg-006', 'cnv-pkg-006-m'], STEPS.firePump, {
    interval: W(),
    leadDays: 2,
    hours: 1,
    signature: true,
    action: 'test',
  }),
  p('Slitter winders: knives and slitting', ['cnv-win-001', 'cnv-win-002'], STEPS.winderKnives, {
    interval: M(),
    leadDays: 5,
    hours: 3,
    action: 'service',
  }),
  p('Sheeters: cross-cutter and drum bearings', ['cnv-sht-001', 'cnv-sht-002'], STEPS.sheeter, {
    interval: M(2),
    leadDays: 7,
    hours: 3,
  }),
  p('Conveyors: chains and drives', range('cnv-pkg', 2, 5), STEPS.conveyor, {
    overdue: true,
    interval: M(),
    leadDays: 5,
    craft: 'Lubrication',
    hours: 2,
    action: 'tlc',
  }),
  p('Roll wrapper: sealing bars and safety devices', ['cnv-pkg-001'], STEPS.wrapper, {
    interval: M(3),
    leadDays: 10,
    hours: 3,
    signature: true,
  }),
  p('Warehouse heating: annual burner service', ['cnv-pkg-007'], STEPS.heating, {
    interval: Y(),
    scheduling: 'floating',
    leadDays: 30,
    hours: 4,
    permits: ['HWP-FG'],
    action: 'service',
  }),
  p('Slitter winder 1 drive motor: regreasing every 2,000 h', ['cnv-win-001-m'], STEPS.motorBearings, {
    trigger: 'meter',
    meter: { equipmentId: 'cnv-win-001-m', every: 2000 },
    craft: 'Lubrication',
    hours: 0.5,
    action: 'tlc',
  }),
];

/** The demo plants' plan catalogues, by plant id. */
export const DEMO_PLANS: Record<string, PlanSpec[]> = { pm1: PM1_PLANS, pm2: PM2_PLANS, conv: CONV_PLANS };

// ---- Bench plans --------------------------------------------------------------------------------
const BENCH_TEMPLATES: [string, PlanStep[], string, number, ActionCode][] = [
  ['Lubrication round: {n}', STEPS.greasing, 'Lubrication', 1, 'tlc'],
  ['Inspection: {n}', STEPS.pumpSeal, 'Mechanical', 1.5, 'inspection'],
  ['Vibration route: {n}', STEPS.vibrationRoute, 'Mechanical', 2, 'inspection'],
  ['Electrical inspection: {n}', STEPS.panel, 'Electrical', 2, 'inspection'],
  ['Gearbox oil check: {n}', STEPS.gearboxOil, 'Lubrication', 1, 'tlc'],
  ['Alignment check: {n}', STEPS.alignment, 'Mechanical', 4, 'inspection'],
  ['Instrument check: {n}', STEPS.transmitter, 'Instrumentation', 1.5, 'test'],
];
/** How often the bench plans repeat: about 10 orders a plan a year. */
const BENCH_INTERVALS: [Interval, number][] = [
  [W(), 4],
  [W(2), 6],
  [M(), 46],
  [M(2), 10],
  [M(3), 22],
  [M(6), 8],
  [Y(), 4],
];

/**
 * `count` plans on the bench plant's `equipment` ([{ id, input }]): calendar plans (fixed, a tenth
 * floating) of the intervals above and `meterShare` of meter plans on the 'hours' meters; a share
 * `dueShare` of the fixed ones skipped their last generation (due now).
 */
export function benchPlanSpecs(
  equipment: SeedItem[],
  { count = 1000, seed = 77, meterShare = 0.03, dueShare = 0.05 } = {},
): PlanSpec[] {
  const random = randomFrom(seed);
  const metered = equipment.filter((e) => e.input.meters.some((m) => m.id === 'hours'));
  const weights = BENCH_INTERVALS.reduce((s, [, w]) => s + w, 0);
  const specs: PlanSpec[] = [];
  for (let i = 0; i < count; i++) {
    const [template, steps, craft, hours, action] = pick(random, BENCH_TEMPLATES);
    if (random() < meterShare) {
      const e = pick(random, metered);
      specs.push(
        p(`Regreasing every 2,000 h: ${e.input.name}`.slice(0, 200), [e.id], STEPS.motorBearings, {
          trigger: 'meter',
          meter: { equipmentId: e.id, every: pick(random, [1000, 2000, 3000]) },
          craft: 'Lubrication',
          hours: 0.5,
          action: 'tlc',
        }),
      );
      continue;
    }
    let r = random() * weights;
    const interval = BENCH_INTERVALS.find(([, w]) => (r -= w) < 0)?.[0] ?? M();
    const e = pick(random, equipment);
    const floating = random() < 0.1;
    specs.push(
      p(template.replace('{n}', e.input.name).slice(0, 200), [e.id], steps, {
        interval,
        scheduling: floating ? 'floating' : 'fixed',
        leadDays: Math.min(intervalDays(interval) - 1, pick(random, [0, 2, 5, 7, 14])),
        craft,
        hours,
        action,
        dueNow: !floating && random() < dueShare,
      }),
    );
  }
  return specs;
}
