// The demo company's preventive maintenance: maintenance plans of the demo
// plants (calendar fixed and floating, meter, whichever comes first; weekly to yearly; checklists
// with readings), a year of their history — the preventive orders `{planId}_{due}` /
// `{planId}_m{threshold}` with their history events, checklists filled, signatures and
// completion times, a realistic share late or missed and a few open or overdue — the meter
// readings of the equipment, and each plan's progress (nextDue, generateOn, nextThreshold,
// lastOrder) as the client's generation leaves it, so the next generation continues from there.
// Also `npm run bench`'s 1,000 plans (scripts/benchPlans.mjs).
//
// Deterministic: the same ids and values for the same day. Days are local calendar days
// ('yyyy-mm-dd', as src/lib/days.ts); every time is before `now`.
//
// The history replays the client's behaviour with the client's own generation
// (src/domain/generation.ts; docs/architecture.md, "Preventive maintenance"): each day a member
// opens the app (06:00–07:30) and a generation run makes, for each active plan that is due, one
// order and the plan's advance; readings are taken on rounds and the reader's run generates for a
// meter plan whose threshold the reading crossed; the completion of a floating plan's order moves
// it on (`completionAdvance`). Plans whose generateOn is today are left for the app's first run
// of the day ("due now"), and a few plans (`dueNow`) skipped their last generation, as when nobody
// opened the app. The compliance rollup and the meters' states are the app's recount of the same
// data (src/domain/compliance.ts, forecast.ts).
import { summaryOf } from '../src/domain/assets';
import { recountMonths } from '../src/domain/compliance';
import { sinceFor } from '../src/domain/forecast';
import {
  advancesOnCompletion,
  completionAdvance,
  dueReason,
  type GeneratedOrderFields,
  generatedOrder,
  generationAdvance,
  type PlanLike,
} from '../src/domain/generation';
import { addInterval, intervalDays } from '../src/domain/intervals';
import type {
  Interval,
  IntervalUnit,
  PlanInput,
  PlanStep,
  PlanTrigger,
  PmTally,
  Scheduling,
} from '../src/domain/plans';
import { type ActionCode, DELAY_CODES, type PermitType, type WorkTypeCode } from '../src/domain/referenceLists';
import type { WorkStatus } from '../src/domain/statusMachine';
import type { ChecklistStep, Delay, WorkPlan } from '../src/domain/work';
import { addDays, dateOf, dayOf, daysBetween } from '../src/lib/days';
import type { SeedItem } from './plantData.ts';
import { at, between, int, newId, pick, randomFrom } from './seedRandom.ts';
import type { Person, SeedEvent } from './workData.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** Half-hour steps, as people book hours. */
const halfHours = (value: number) => Math.max(0.5, Math.round(value * 2) / 2);
const weekday = (day: string) => (dateOf(day).getDay() + 6) % 7; // Monday 0 … Sunday 6

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
type Assigned = 'editor' | 'both' | 'admin' | 'none';

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

// ---- Simulation ---------------------------------------------------------------------------------
const NOTES = {
  weeklySchedule: ['On the weekly schedule.', ''],
  dailySchedule: ['', 'On today’s schedule.'],
  inProgress: ['', 'Started.'],
  workComplete: ['Done; all steps checked.', 'Done; area cleaned up.', 'Done.'],
  complete: ['Checked.', ''],
  closed: ['Closed.', ''],
};
const CANCEL_REASONS = [
  'Machine ran for an urgent order: skipped this round, done on the next one.',
  'Equipment stopped for the shutdown; checked under the shutdown order.',
  'No crew available this week (breakdowns); skipped.',
];
const MATERIAL_WAITS = ['Waiting for a seal kit.', 'Waiting for the oil delivery.', 'Filter elements out of stock.'];

interface People {
  admin: Person;
  editor: Person;
  assigned: Record<Assigned, string[]>;
}

/** The two demo people and the assignee lists a plan may name. */
const peopleOf = (people: { admin: Person; editor: Person }): People => ({
  admin: people.admin,
  editor: people.editor,
  assigned: {
    editor: [people.editor.uid],
    both: [people.editor.uid, people.admin.uid],
    admin: [people.admin.uid],
    none: [],
  },
});

/** A value for a reading step: inside its range, now and then just outside. */
function readingValue(random: () => number, r: NonNullable<PlanStep['reading']>): number {
  const { min, max } = r;
  const round = (v: number) => Math.round(v * 100) / 100;
  const out = random() < 0.04;
  if (min !== null && max !== null) {
    const span = max - min;
    if (out)
      return round(random() < 0.5 ? min - span * between(random, 0.05, 0.3) : max + span * between(random, 0.05, 0.3));
    return round(min + span * between(random, 0.1, 0.9));
  }
  if (max !== null) return round(out ? max * between(random, 1.05, 1.3) : Math.abs(max) * between(random, 0.35, 0.92));
  if (min !== null) return round(out ? min * between(random, 0.6, 0.95) : min * between(random, 1.2, 4));
  return round(between(random, 1, 100));
}

/** One meter reading as the simulation takes it. */
interface Reading {
  id: string;
  eqid: string;
  meterId: string;
  value: number;
  at: Date;
  by: string;
  byName: string;
}

/**
 * The meters of `equipment` read on rounds over [from, today]: 'hours' counters (whole hours,
 * rising by the item's running rate) every `everyDays`, or weekly for `weekly` ids; 'vib' levels
 * (mm/s, slowly rising with wear) every four weeks. Returns a Map `${eqid}/${meterId}` → readings,
 * oldest first, all before `now`.
 */
function meterReadings({
  equipment,
  from,
  today,
  now,
  random,
  people,
  weekly,
  everyDays,
  metersOf,
}: {
  equipment: SeedItem[];
  from: string;
  today: string;
  now: Date;
  random: () => number;
  people: People;
  weekly: Set<string>;
  everyDays: number;
  metersOf: (e: SeedItem) => SeedItem['input']['meters'];
}): Map<string, Reading[]> {
  const out = new Map<string, Reading[]>();
  const round = weekday(from); // rounds on the weekday of `from`
  for (const e of equipment) {
    for (const meter of metersOf(e)) {
      const key = `${e.id}/${meter.id}`;
      const hours = meter.id === 'hours';
      const every = hours ? (weekly.has(key) ? 7 : everyDays) : 28;
      const status = e.input.status;
      // Fire and sprinkler pumps run on their tests only; standby machines now and then.
      const rate = /fire|sprinkler/i.test(e.input.name)
        ? between(random, 0.1, 0.3)
        : status === 'standby'
          ? between(random, 2, 7)
          : between(random, 19, 23.5);
      const stopDay = status === 'outOfService' ? int(random, 20, 120) : Infinity; // days before today
      let value = hours ? int(random, 8000, 60000) : Math.round(between(random, 1, 2.5) * 10) / 10;
      const list: Reading[] = [];
      const offset = hours && every !== 7 ? int(random, 0, every - 1) : 0;
      for (let d = round + offset; ; d += every) {
        const day = addDays(from, d - round);
        if (day > today) break;
        const readAt = at(day, 7, int(random, 0, 90));
        if (readAt.getTime() > now.getTime()) break;
        if (list.length > 0) {
          if (hours) {
            const left = daysBetween(day, today);
            value += left < stopDay ? Math.round(rate * every * between(random, 0.85, 1.05)) : 0;
          } else value = Math.round(Math.max(value, value + between(random, -0.05, 0.12)) * 10) / 10;
        }
        const by = random() < 0.8 ? people.editor : people.admin;
        list.push({ id: newId(random), eqid: e.id, meterId: meter.id, value, at: readAt, by: by.uid, byName: by.name });
      }
      if (list.length) out.set(key, list);
    }
  }
  return out;
}

/** A plan document as seeded (times as Dates). */
export type SeedPlanData = Omit<PlanLike, 'id'> & {
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
};

/** A preventive order's fields as seeded: what generation made, then what happened to it. */
export type SeedPmData = Omit<
  GeneratedOrderFields,
  'status' | 'version' | 'reason' | 'scheduledFor' | 'execution' | 'signature' | 'completedAt'
> & {
  status: WorkStatus;
  version: number;
  raisedAt: Date;
  updatedAt: Date;
  updatedBy: string;
  reason: string | null;
  scheduledFor: string | null;
  execution: {
    actualHours: number;
    action: ActionCode | null;
    failureCause: null;
    delays: Delay[];
    startedAt: Date;
  } | null;
  signature: { name: string; by: string; at: Date } | null;
  completedAt: Date | null;
};

export interface SeedPmOrder {
  site: string;
  plant: string;
  number: string;
  planIndex: number;
  data: SeedPmData;
  history: SeedEvent[];
}

export interface SeedPlanHistory {
  plans: { id: string; data: SeedPlanData }[];
  orders: SeedPmOrder[];
  readings: {
    eqid: string;
    id: string;
    data: { meterId: string; value: number; reset: boolean; readAt: Date; by: string; byName: string };
  }[];
  lastReadings: {
    eqid: string;
    meterId: string;
    data: { value: number; readingId: string; readAt: Date; by: string };
  }[];
  /** Ids of the active plans whose generateOn is today or earlier. */
  due: string[];
}

/**
 * The plans of one plant (`specs`, from the catalogue or benchPlanSpecs) with a year of history,
 * timestamps as Dates, and `due`: the ids of the plans whose generateOn is today or earlier (due
 * now).
 */
export function planHistory({
  plant,
  specs,
  people,
  now = new Date(),
  seed = 11,
  historyDays = 365,
  allMeters = true,
  trimOrders = Infinity,
}: {
  plant: { site: string; plant: string; equipment: SeedItem[] };
  specs: PlanSpec[];
  people: { admin: Person; editor: Person };
  now?: Date;
  seed?: number;
  historyDays?: number;
  allMeters?: boolean;
  trimOrders?: number;
}): SeedPlanHistory {
  // Each plant its own ids (the same seed in another plant gives other plans).
  const random = randomFrom(
    seed ^ [...`${plant.site}/${plant.plant}`].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7),
  );
  const who = peopleOf(people);
  const today = dayOf(now);
  const from = addDays(today, -historyDays);
  const byId = new Map(plant.equipment.map((e) => [e.id, e]));
  const ids = specs.map(() => newId(random));

  // Readings: every meter of the plant (or only the meter plans' meters): weekly for the meter plans, else monthly.
  const weekly = new Set(specs.flatMap((s) => (s.meter ? [`${s.meter.equipmentId}/${s.meter.meterId}`] : [])));
  const readings = meterReadings({
    equipment: plant.equipment,
    from: addDays(from, -30),
    today,
    now,
    random: randomFrom(seed + 1),
    people: who,
    weekly,
    everyDays: 28,
    metersOf: (e) =>
      e.input.meters.filter((m) => (allMeters ? m.id === 'hours' || m.id === 'vib' : weekly.has(`${e.id}/${m.id}`))),
  });

  // Plan start days (fixed per spec, so trimming a bench plan's first order keeps the rest).
  const starts = specs.map((s, i) => {
    const r = randomFrom(seed * 7919 + i);
    const interval = s.interval;
    const span = interval ? Math.min(intervalDays(interval), 60) : 60;
    const clamp = (day: string) =>
      interval && (interval.unit === 'months' || interval.unit === 'years')
        ? `${day.slice(0, 8)}${pad(Math.min(28, Number(day.slice(8))))}`
        : day;
    let start = clamp(addDays(from, int(r, 0, span - 1)));
    // Due now: a generation day 1–3 days ago (that nobody's app made, see `dueNow` below).
    if (s.dueNow && interval) {
      const recent = (day: string) => {
        for (let k = 0; ; k++) {
          const g = addDays(addInterval(day, interval, k), -s.leadDays);
          if (g >= today) return false;
          if (g >= addDays(today, -3)) return true;
        }
      };
      for (let k = 0; k < span && !recent(start); k++) start = clamp(addDays(from, (int(r, 0, span - 1) + k) % span));
    }
    return start;
  });
  let skip = specs.map(() => 0);
  let result = simulateAll();
  // The bench: exactly `trimOrders` orders, by starting fixed calendar plans later (one interval each).
  if (result.orders.length > trimOrders) {
    const fixed = specs
      .map((_, i) => i)
      .filter((i) => specs[i].trigger === 'calendar' && specs[i].scheduling === 'fixed');
    let excess = result.orders.length - trimOrders;
    const counts = new Map<number, number>();
    for (const o of result.orders) counts.set(o.planIndex, (counts.get(o.planIndex) ?? 0) + 1);
    skip = specs.map(() => 0);
    for (let k = 0; excess > 0 && k < 100; k++)
      for (let j = fixed.length - 1; j >= 0 && excess > 0; j--) {
        const i = fixed[j];
        if ((counts.get(i) ?? 0) - skip[i] > 1) {
          skip[i] += 1;
          excess -= 1;
        }
      }
    result = simulateAll();
  }
  return result;

  function simulateAll(): SeedPlanHistory {
    const plans: SeedPlanHistory['plans'] = [];
    const orders: SeedPmOrder[] = [];
    const due: string[] = [];
    specs.forEach((spec, i) => {
      const r = simulate(spec, i);
      plans.push({ id: ids[i], data: r.plan });
      orders.push(...r.orders);
      if (r.plan.active && r.plan.generateOn !== null && r.plan.generateOn <= today) due.push(ids[i]);
    });
    const readingDocs: SeedPlanHistory['readings'] = [];
    const lastReadings: SeedPlanHistory['lastReadings'] = [];
    for (const list of readings.values()) {
      for (const x of list)
        readingDocs.push({
          eqid: x.eqid,
          id: x.id,
          data: { meterId: x.meterId, value: x.value, reset: false, readAt: x.at, by: x.by, byName: x.byName },
        });
      const last = list[list.length - 1];
      lastReadings.push({
        eqid: last.eqid,
        meterId: last.meterId,
        data: { value: last.value, readingId: last.id, readAt: last.at, by: last.by },
      });
    }
    return { plans, orders, readings: readingDocs, lastReadings, due };
  }

  /** One plan's life from its creation to now. */
  function simulate(spec: PlanSpec, index: number): { plan: SeedPlanData; orders: SeedPmOrder[] } {
    const r = randomFrom(seed * 104729 + index);
    const interval = spec.interval;
    const lead = spec.leadDays;
    const meterKey = spec.meter && `${spec.meter.equipmentId}/${spec.meter.meterId}`;
    const meterList = meterKey ? (readings.get(meterKey) ?? []) : [];
    const lastReadingAt = (time: Date) => {
      let v: number | null = null;
      for (const x of meterList) if (x.at.getTime() <= time.getTime()) v = x.value;
      return v;
    };
    let startDate = starts[index];
    if (interval && skip[index]) startDate = addInterval(startDate, interval, skip[index]);
    const createdDay = addDays(interval ? addDays(startDate, -lead) : startDate, -int(r, 3, 20));
    const createdAt = at(createdDay, 10, int(r, 0, 59));
    const pausedFrom = spec.active ? null : addDays(today, -int(r, 40, 80));
    const assignees = who.assigned[spec.assignees];
    // The plan as the client's generation reads it (active while it runs: a paused plan's
    // history stops on the day it was paused).
    const plan: PlanLike = {
      id: ids[index],
      title: spec.title,
      equipmentIds: [...spec.equipmentIds],
      steps: spec.steps.map((s) => ({ text: s.text, reading: s.reading && { ...s.reading } })),
      workType: spec.workType,
      estimatedHours: spec.estimatedHours,
      craft: spec.craft,
      assignees: [...assignees],
      permits: [...spec.permits],
      signatureRequired: spec.signatureRequired,
      trigger: spec.trigger,
      interval: interval && { ...interval },
      meter: spec.meter && { ...spec.meter },
      scheduling: spec.scheduling,
      leadDays: lead,
      startDate,
      active: true,
      nextDue: interval ? startDate : null,
      generateOn: interval ? addDays(startDate, -lead) : null,
      nextThreshold: spec.meter ? (lastReadingAt(createdAt) ?? 0) + spec.meter.every : null,
      lastOrder: null,
    };
    let updatedAt = createdAt;
    let updatedBy = who.admin.uid;
    const snapshots: { plan: PlanLike; updatedAt: Date; updatedBy: string }[] = []; // before each generation (dueNow)
    const orders: Made[] = [];
    const completions: Made[] = []; // the floating plan's completed orders, in order
    const equipment = byId.get(spec.equipmentIds[0])!;
    const summary = summaryOf(equipment.id, equipment.input);
    const doer = assignees.includes(who.editor.uid) ? who.editor : who.admin;

    /** A generation run on day `d` with the meter's reading at `time`: one order when due. */
    const run = (d: string, time: Date, by: Person) => {
      const reading = lastReadingAt(time);
      const reason = dueReason(plan, d, reading);
      if (!reason) return;
      snapshots.push({ plan: { ...plan }, updatedAt, updatedBy });
      const { orderId, order } = generatedOrder(plan, reason, d, summary, by);
      const made = makeOrder(r, { spec, order, time, by, doer, now, today, who });
      orders.push(made);
      Object.assign(plan, generationAdvance(plan, reason, reading, orderId));
      updatedAt = time;
      updatedBy = by.uid;
      if (spec.scheduling === 'floating' && made.completedAt) completions.push(made);
    };
    /** A floating plan's order completed: the plan moves on from that day. */
    const complete = (made: Made) => {
      if (!advancesOnCompletion(plan, made.number)) return;
      const time = made.completedAt!;
      Object.assign(plan, completionAdvance(plan, dayOf(time), lastReadingAt(time)));
      updatedAt = time;
      updatedBy = made.completedBy.uid;
    };

    for (let d = createdDay; d <= today; d = addDays(d, 1)) {
      if (pausedFrom && d >= pausedFrom) break;
      // Floating: a completion before this day's first run sets the next due date.
      while (completions.length && dayOf(completions[0].completedAt!) < d) complete(completions.shift()!);
      // The day's first app open (before today: today's is the app's own, after seeding).
      // Who opened it and when are drawn only when a plan is due (the draws are the data's seed).
      if (d < today && d > createdDay && dueReason(plan, d, lastReadingAt(at(d, 6))) !== null) {
        const by = r() < 0.6 ? who.editor : who.admin;
        run(d, at(d, 6, int(r, 0, 90)), by);
      }
      // Meter rounds: the reader's run, right after the reading.
      if (spec.meter)
        for (const x of meterList) {
          if (dayOf(x.at) !== d || x.at.getTime() <= createdAt.getTime()) continue;
          run(d, new Date(x.at.getTime() + 60_000), x.by === who.editor.uid ? who.editor : who.admin);
        }
    }
    // A floating plan whose last order was completed today (before now) counts from today.
    if (!pausedFrom) for (const made of completions) if (made.completedAt!.getTime() <= now.getTime()) complete(made);
    // Nobody opened the app since: the last generation did not happen (fixed calendar plans).
    if (
      spec.dueNow &&
      spec.trigger === 'calendar' &&
      spec.scheduling === 'fixed' &&
      orders.length > 1 &&
      dayOf(orders[orders.length - 1].data.raisedAt) >= addDays(today, -3)
    ) {
      orders.pop();
      const before = snapshots.pop()!;
      Object.assign(plan, before.plan);
      updatedAt = before.updatedAt;
      updatedBy = before.updatedBy;
    }

    return {
      plan: { ...stored(plan), active: spec.active, createdAt, createdBy: who.admin.uid, updatedAt, updatedBy },
      orders: orders.map(({ data, history, number }) => ({
        site: plant.site,
        plant: plant.plant,
        number,
        planIndex: index,
        data,
        history,
      })),
    };
  }
}

/** A plan's fields as its document holds them (the id is the document's). */
const stored = ({ id: _id, ...fields }: PlanLike): Omit<PlanLike, 'id'> => fields;

/** A generated order with what happened to it, and who completed it (a floating plan's advance). */
interface Made {
  number: string;
  completedAt: Date | null;
  completedBy: Person;
  data: SeedPmData;
  history: SeedEvent[];
}

/**
 * One generated order (`order`, as the client's generation made it at `time`) and what happened to
 * it until `now`: scheduled for a work day near its due date (on time within the tolerance, now
 * and then late — after waiting for materials or not — or, for fixed plans, cancelled as missed),
 * executed with its checklist filled, signed when the plan asks for it, verified and closed.
 * Events after `now` have not happened: the order is still open in the status it reached.
 */
function makeOrder(
  r: () => number,
  {
    spec,
    order,
    time,
    by,
    doer,
    now,
    today,
    who,
  }: {
    spec: PlanSpec;
    order: GeneratedOrderFields;
    time: Date;
    by: Person;
    doer: Person;
    now: Date;
    today: string;
    who: People;
  },
): Made {
  const pm = order.pm;
  const tolerance = pm.toleranceDays;
  const assignees = order.assignees;
  const genDay = dayOf(time);
  const fixed = spec.scheduling === 'fixed';
  const roll = r();
  let waitDays = 0;
  let offset = 0;
  let cancel = false;
  // A few plans (`overdue`) have their latest past-due order still open: rescheduled after today.
  const stuck =
    spec.overdue && addDays(pm.due, tolerance) < today && daysBetween(pm.due, today) <= 30 && assignees.length > 0;
  if (stuck) {
    offset = daysBetween(pm.due, today) + int(r, 2, 6);
    if (r() < 0.5) waitDays = int(r, 2, 5);
  } else if (fixed && roll < 0.05) cancel = true;
  else if (roll < 0.15) {
    offset = tolerance + int(r, 1, Math.max(3, tolerance)); // late
    if (r() < 0.5 && assignees.length > 0) waitDays = int(r, 2, 10); // back to Ready-to-Schedule needs assignees
  } else {
    const early = pm.threshold === null ? Math.min(tolerance, spec.leadDays) : 0;
    offset = int(r, -early, tolerance);
  }
  const events: { to: WorkStatus; at: Date; by: Person; note: string }[] = [
    { to: 'readyToSchedule', at: time, by, note: '' },
  ];
  const push = (to: WorkStatus, when: Date, person: Person, note = '') => {
    const last = events[events.length - 1].at.getTime();
    events.push({ to, at: new Date(Math.max(when.getTime(), last + int(r, 10, 50) * 60_000)), by: person, note });
  };
  let workDay: string | null = null;
  let reason: string | null = null;
  if (cancel) {
    push('cancelled', at(addDays(pm.due, tolerance + int(r, 1, 4)), 10, int(r, 0, 59)), who.admin);
    reason = pick(r, CANCEL_REASONS);
    events[events.length - 1].note = reason;
  } else {
    workDay = addDays(pm.due, offset);
    if (workDay < genDay) workDay = genDay;
    if (waitDays) {
      push('awaitingMaterials', at(addDays(genDay, 1), 10, int(r, 0, 59)), who.admin, pick(r, MATERIAL_WAITS));
      const back = addDays(genDay, 1 + waitDays);
      push('readyToSchedule', at(back, 9, int(r, 0, 59)), who.admin, 'Parts in the store.');
      if (workDay <= back) workDay = addDays(back, 1);
    }
    const weekly = addDays(workDay, -int(r, 3, 6));
    push('weeklySchedule', at(weekly, 14, int(r, 0, 59)), who.admin, pick(r, NOTES.weeklySchedule));
    push('dailySchedule', at(addDays(workDay, -1), 15, int(r, 0, 59)), who.admin, pick(r, NOTES.dailySchedule));
    const start = at(workDay, 8, int(r, 0, 90));
    push('inProgress', start, doer, pick(r, NOTES.inProgress));
    const actual = halfHours(spec.estimatedHours * between(r, 0.6, 1.5));
    push('workComplete', new Date(start.getTime() + actual * 3_600_000), doer, pick(r, NOTES.workComplete));
    const verified = at(addDays(workDay, int(r, 1, 3)), 9, int(r, 0, 120));
    push('complete', verified, who.admin, pick(r, NOTES.complete));
    push('closed', at(addDays(dayOf(verified), int(r, 1, 6)), 11, int(r, 0, 120)), who.admin, pick(r, NOTES.closed));
  }
  // Only what happened before now.
  const happened = events.filter((e) => e.at.getTime() <= now.getTime());
  const status = happened[happened.length - 1].to;
  const reached = (s: WorkStatus) => happened.some((e) => e.to === s);
  const eventAt = (s: WorkStatus) => happened.find((e) => e.to === s)?.at ?? null;

  const started = eventAt('inProgress');
  const completedAt = eventAt('workComplete');
  // What was recorded on each step (as work.ts checklistProgress stores it).
  const steps: ChecklistStep[] = order.checklist;
  const checklistDone = steps.map(
    (_, i) => completedAt !== null || (started !== null && i < Math.floor(steps.length / 2)),
  );
  const checklistValues = steps.map((s, i) =>
    checklistDone[i] && s.reading ? String(readingValue(r, s.reading)) : '',
  );
  let execution: SeedPmData['execution'] = null;
  if (started) {
    const delays: Delay[] = [];
    if (waitDays)
      delays.push({ code: pick(r, DELAY_CODES), hours: halfHours(between(r, 1, 4)), note: 'Parts not in the store' });
    execution = {
      actualHours: completedAt ? halfHours((completedAt.getTime() - started.getTime()) / 3_600_000) : 0,
      action: completedAt ? spec.action : null,
      failureCause: null,
      delays,
      startedAt: started,
    };
  }
  const history = happened.map((e, i): SeedEvent => ({
    version: i + 1,
    from: i === 0 ? null : happened[i - 1].to,
    to: e.to,
    by: e.by.uid,
    at: e.at,
    note: e.note,
  }));
  const last = history[history.length - 1];
  const plan: WorkPlan = order.plan;
  return {
    number: order.number,
    completedAt,
    completedBy: doer,
    data: {
      ...order,
      plan,
      status,
      version: history.length,
      raisedAt: time,
      updatedAt: last.at,
      updatedBy: last.by,
      reason: status === 'cancelled' ? reason : null,
      scheduledFor: reached('weeklySchedule') ? workDay : null,
      execution,
      checklistDone,
      checklistValues,
      signature: spec.signatureRequired && completedAt ? { name: doer.name, by: doer.uid, at: completedAt } : null,
      completedAt,
    },
    history,
  };
}

/**
 * The PM compliance rollup of `orders` (firestore.rules pmCompliance): per month of the due date,
 * per plan, the orders completed on time, late, and dropped — the app's recount of the same orders
 * (src/domain/compliance.ts `recountMonths`), months with none left out.
 */
export function pmComplianceMonths(orders: readonly { data: SeedPmData }[]): Map<string, Record<string, PmTally>> {
  const pmOrders = orders.map(({ data }) => ({
    number: data.number,
    status: data.status,
    pm: data.pm,
    completedAt: data.completedAt && data.completedAt.toISOString(),
  }));
  const months = [...new Set(pmOrders.map((o) => o.pm.due.slice(0, 7)))].sort();
  return new Map([...recountMonths(pmOrders, months)].filter(([, plans]) => Object.keys(plans).length > 0));
}

/** A meter's state as the plant's meters collection keeps it (times as Dates). */
interface SeedMeterState {
  equipmentId: string;
  meterId: string;
  value: number;
  readAt: Date;
  readingId: string;
  by: string;
  since: { value: number; readAt: Date };
}

/**
 * The plant's meters collection for `readings` (any order): per meter its latest reading and
 * where its rate counts from, as the app leaves them reading after reading (forecast.ts
 * `sinceFor`: the first reading or a reset; kept for a year, then the latest before).
 */
export function meterStates(readings: SeedPlanHistory['readings']): [string, SeedMeterState][] {
  const byMeter = new Map<string, SeedPlanHistory['readings']>();
  for (const r of readings) {
    const key = `${r.eqid}:${r.data.meterId}`;
    byMeter.set(key, [...(byMeter.get(key) ?? []), r]);
  }
  return [...byMeter].map(([key, list]) => {
    list.sort((a, b) => a.data.readAt.getTime() - b.data.readAt.getTime());
    let state: SeedMeterState | null = null;
    for (const { eqid, id, data } of list) {
      const seen = state && {
        value: state.value,
        readAt: state.readAt.toISOString(),
        since: { value: state.since.value, readAt: state.since.readAt.toISOString() },
      };
      const since = sinceFor(seen, data.reset, data.readAt);
      state = {
        equipmentId: eqid,
        meterId: data.meterId,
        value: data.value,
        readAt: data.readAt,
        readingId: id,
        by: data.by,
        since:
          since === 'here'
            ? { value: data.value, readAt: data.readAt }
            : since === 'keep'
              ? state!.since
              : { value: since.value, readAt: new Date(since.readAt) },
      };
    }
    return [key, state!];
  });
}

/**
 * The documents to write for one plant's `history` (planHistory's result) under company `uid`:
 * [path, data] for every plan, order, history event, reading and last reading, the months of the
 * compliance rollup (as an admin's recount writes them) and the plant's meters.
 */
export function planDocuments(
  uid: string,
  { site, plant }: { site: string; plant: string },
  history: SeedPlanHistory,
  now = new Date(),
): [string, object][] {
  const base = `users/${uid}/companies/${uid}/sites/${site}/plants/${plant}`;
  return [
    ...[...pmComplianceMonths(history.orders)].map(([month, plans]): [string, object] => [
      `${base}/pmCompliance/${month}`,
      { month, plans, order: null, version: null, updatedAt: now, updatedBy: uid },
    ]),
    ...history.plans.map(({ id, data }): [string, object] => [`${base}/maintenancePlans/${id}`, data]),
    ...history.orders.flatMap(({ number, data, history: events }): [string, object][] => [
      [`${base}/workRequests/${number}`, data],
      ...events.map((e): [string, object] => [`${base}/workRequests/${number}/history/v${e.version}`, e]),
    ]),
    ...history.readings.map(({ eqid, id, data }): [string, object] => [
      `${base}/equipment/${eqid}/readings/${id}`,
      data,
    ]),
    ...history.lastReadings.map(({ eqid, meterId, data }): [string, object] => [
      `${base}/equipment/${eqid}/lastReadings/${meterId}`,
      data,
    ]),
    ...meterStates(history.readings).map(([key, state]): [string, object] => [`${base}/meters/${key}`, state]),
  ];
}
