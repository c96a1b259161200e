// The demo company's preventive maintenance: maintenance plans of the demo
// plants (calendar fixed and floating, meter, whichever comes first; weekly to yearly; checklists
// with readings), a year of their history — the preventive orders `{planId}_{due}` /
// `{planId}_m{threshold}` with their history events, checklists filled, signatures and
// completion times, a realistic share late or missed and a few open or overdue — the meter
// readings of the equipment, and each plan's progress (nextDue, generateOn, nextThreshold,
// lastOrder) as the client's generation would have left it, so the next generation continues
// from there. Also `npm run bench`'s 1,000 plans (scripts/benchPlans.mjs).
//
// Deterministic: the same ids and values for the same day. Days are local calendar days
// ('yyyy-mm-dd', as src/lib/days.ts); every time is before `now`.
//
// The history is a simulation of the client's behaviour (docs/architecture.md, "Preventive maintenance"):
// each day a member opens the app (06:00–07:30) and generation makes, for each active plan whose
// generateOn is on or before that day, one order (fixed: nextDue += interval; floating: waits
// for completion); readings are taken on rounds and a meter plan whose threshold a reading
// crosses gets its order in the reader's batch (fixed: nextThreshold += every until above the
// reading; floating: waits); the completion of a floating plan's order sets nextDue =
// completion day + interval (and nextThreshold = last reading + every). Plans whose generateOn
// is today are left for the app's first generation of the day ("due now"), and a few plans
// (`dueNow`) skipped their last generation, as when nobody opened the app.
//
// Plain JavaScript for Node: addInterval, toleranceDays and the day helpers repeat
// src/domain/intervals.ts and src/lib/days.ts; scripts/plansData.test.ts checks that
// they agree, and that every plan, order and reading passes the client's parsers.
import { DELAY_CODES, WORK_TYPES } from '../src/domain/referenceLists.ts';
import { titleKeywords } from '../src/lib/keywords.ts';

const DAY_MS = 86_400_000;

/** A small deterministic random source (mulberry32, as plantData.ts). */
export function randomFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + random() * (max - min);
const int = (random, min, max) => min + Math.floor(random() * (max - min + 1));
/** Half-hour steps, as people book hours. */
const halfHours = (value) => Math.max(0.5, Math.round(value * 2) / 2);

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Firestore-style id (20 of [A-Za-z0-9]), from `random`. */
export const newId = (random) => Array.from({ length: 20 }, () => ID_CHARS[Math.floor(random() * 62)]).join('');

// ---- Days (src/lib/days.ts) and intervals (src/domain/intervals.ts) -------------------
const pad = (n) => String(n).padStart(2, '0');
export const dayOf = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
export function dateOf(day) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
export function addDays(day, days) {
  const d = dateOf(day);
  d.setDate(d.getDate() + days);
  return dayOf(d);
}
export function daysBetween(from, to) {
  const utc = (day) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}
const daysInMonth = (year, month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export function addInterval(day, interval, times = 1) {
  const n = interval.every * times;
  if (interval.unit === 'days') return addDays(day, n);
  if (interval.unit === 'weeks') return addDays(day, 7 * n);
  const [y, m, d] = day.split('-').map(Number);
  const months = m - 1 + (interval.unit === 'months' ? n : 12 * n);
  const year = y + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}
export const intervalDays = (interval, from = '2001-01-01') => daysBetween(from, addInterval(from, interval));
export const toleranceDays = (interval, from) => Math.max(1, Math.round(intervalDays(interval, from) / 10));
export const METER_TOLERANCE_DAYS = 7;
/** A local time on `day`. */
export const at = (day, hours, minutes = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, hours, minutes);
};
const weekday = (day) => (dateOf(day).getDay() + 6) % 7; // Monday 0 … Sunday 6

// ---- Plan catalogue ---------------------------------------------------------------------------
const step = (text) => ({ text, reading: null });
const reading = (text, unit, min, max) => ({ text, reading: { unit, min, max } });
const W = (every = 1) => ({ every, unit: 'weeks' });
const M = (every = 1) => ({ every, unit: 'months' });
const Y = (every = 1) => ({ every, unit: 'years' });

const STEPS = {
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
const p = (title, equipmentIds, steps, o) => ({
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
const range = (prefix, from, to, suffix = '') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(3, '0')}${suffix}`);

/** Paper machine 1: about 40 plans, the demo's main plant. */
const PM1_PLANS = [
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

const PM2_PLANS = [
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

const CONV_PLANS = [
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
export const DEMO_PLANS = { pm1: PM1_PLANS, pm2: PM2_PLANS, conv: CONV_PLANS };

// ---- Bench plans --------------------------------------------------------------------------------
const BENCH_TEMPLATES = [
  ['Lubrication round: {n}', STEPS.greasing, 'Lubrication', 1, 'tlc'],
  ['Inspection: {n}', STEPS.pumpSeal, 'Mechanical', 1.5, 'inspection'],
  ['Vibration route: {n}', STEPS.vibrationRoute, 'Mechanical', 2, 'inspection'],
  ['Electrical inspection: {n}', STEPS.panel, 'Electrical', 2, 'inspection'],
  ['Gearbox oil check: {n}', STEPS.gearboxOil, 'Lubrication', 1, 'tlc'],
  ['Alignment check: {n}', STEPS.alignment, 'Mechanical', 4, 'inspection'],
  ['Instrument check: {n}', STEPS.transmitter, 'Instrumentation', 1.5, 'test'],
];
/** How often the bench plans repeat: about 10 orders a plan a year. */
const BENCH_INTERVALS = [
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
export function benchPlanSpecs(equipment, { count = 1000, seed = 77, meterShare = 0.03, dueShare = 0.05 } = {}) {
  const random = randomFrom(seed);
  const metered = equipment.filter((e) => e.input.meters.some((m) => m.id === 'hours'));
  const weights = BENCH_INTERVALS.reduce((s, [, w]) => s + w, 0);
  const specs = [];
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

/** The people of `accounts` ([{ uid, role, displayName }]). */
const peopleOf = (people) => ({
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
function readingValue(random, r) {
  const { min, max } = r;
  const round = (v) => Math.round(v * 100) / 100;
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

/**
 * The meters of `equipment` read on rounds over [from, today]: 'hours' counters (whole hours,
 * rising by the item's running rate) every `everyDays`, or weekly for `weekly` ids; 'vib' levels
 * (mm/s, slowly rising with wear) every four weeks. Returns a Map `${eqid}/${meterId}` → readings
 * [{ id, eqid, meterId, value, at, by, byName }], oldest first, all before `now`.
 */
function meterReadings({ equipment, from, today, now, random, people, weekly, everyDays, metersOf }) {
  const out = new Map();
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
      const list = [];
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

/**
 * The plans of one plant (`specs`, from the catalogue or benchPlanSpecs) with a year of history.
 * `plant`: { site, plant, equipment: [{ id, input }] }; `people`: { admin, editor } ({ uid, name }).
 * Returns { plans: [{ id, data }], orders: [{ site, plant, number, data, history }],
 * readings: [{ eqid, id, data }], lastReadings: [{ eqid, meterId, data }] } with timestamps as
 * Dates, and `due`: the ids of the plans whose generateOn is today or earlier (due now).
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
}) {
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
  const weekly = new Set(specs.filter((s) => s.meter).map((s) => `${s.meter.equipmentId}/${s.meter.meterId}`));
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
    const span = s.interval ? Math.min(intervalDays(s.interval), 60) : 60;
    let start = addDays(from, int(r, 0, span - 1));
    const clamp = (day) =>
      s.interval && (s.interval.unit === 'months' || s.interval.unit === 'years')
        ? `${day.slice(0, 8)}${pad(Math.min(28, Number(day.slice(8))))}`
        : day;
    start = clamp(start);
    // Due now: a generation day 1–3 days ago (that nobody's app made, see `dueNow` below).
    if (s.dueNow && s.interval) {
      const recent = (day) => {
        for (let k = 0; ; k++) {
          const g = addDays(addInterval(day, s.interval, k), -s.leadDays);
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
      .map((s, i) => i)
      .filter((i) => specs[i].trigger === 'calendar' && specs[i].scheduling === 'fixed');
    let excess = result.orders.length - trimOrders;
    const counts = new Map();
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

  function simulateAll() {
    const plans = [];
    const orders = [];
    const due = [];
    specs.forEach((spec, i) => {
      const r = simulate(spec, i);
      plans.push({ id: ids[i], data: r.plan });
      orders.push(...r.orders);
      if (r.plan.active && r.plan.generateOn !== null && r.plan.generateOn <= today) due.push(ids[i]);
    });
    const readingDocs = [];
    const lastReadings = [];
    for (const list of readings.values()) {
      for (const x of list)
        readingDocs.push({
          eqid: x.eqid,
          id: x.id,
          data: { meterId: x.meterId, value: x.value, reset: false, readAt: x.at, by: x.by, byName: x.byName },
        });
      const last = list.at(-1);
      lastReadings.push({
        eqid: last.eqid,
        meterId: last.meterId,
        data: { value: last.value, readingId: last.id, readAt: last.at, by: last.by },
      });
    }
    return { plans, orders, readings: readingDocs, lastReadings, due };
  }

  /** One plan's life from its creation to now. */
  function simulate(spec, index) {
    const r = randomFrom(seed * 104729 + index);
    const id = ids[index];
    const interval = spec.interval;
    const lead = spec.leadDays;
    const meterKey = spec.meter && `${spec.meter.equipmentId}/${spec.meter.meterId}`;
    const meterList = meterKey ? (readings.get(meterKey) ?? []) : [];
    const lastReadingAt = (time) => {
      let v = null;
      for (const x of meterList) if (x.at.getTime() <= time.getTime()) v = x.value;
      return v;
    };
    let startDate = starts[index];
    if (interval && skip[index]) startDate = addInterval(startDate, interval, skip[index]);
    const createdDay = addDays(interval ? addDays(startDate, -lead) : startDate, -int(r, 3, 20));
    const createdAt = at(createdDay, 10, int(r, 0, 59));
    const pausedFrom = spec.active ? null : addDays(today, -int(r, 40, 80));
    const state = {
      nextDue: interval ? startDate : null,
      generateOn: interval ? addDays(startDate, -lead) : null,
      nextThreshold: spec.meter ? (lastReadingAt(createdAt) ?? 0) + spec.meter.every : null,
      lastOrder: null,
      updatedAt: createdAt,
      updatedBy: who.admin.uid,
    };
    const snapshots = []; // the state before each generation (to undo the last one: dueNow)
    const orders = [];
    const completions = []; // [time, order] of floating plans, in order
    const equipment = byId.get(spec.equipmentIds[0]);
    const assignees = who.assigned[spec.assignees];
    const doer = assignees.includes(who.editor.uid) ? who.editor : who.admin;

    const generate = (time, pm, by) => {
      snapshots.push({ ...state });
      const number = pm.threshold === null ? `${id}_${pm.due}` : `${id}_m${pm.threshold}`;
      const order = makeOrder(r, {
        spec,
        number,
        pm,
        time,
        by,
        equipment,
        assignees,
        doer,
        now,
        today,
        who,
        lastReadingAt,
      });
      orders.push(order);
      state.lastOrder = number;
      state.updatedAt = time;
      state.updatedBy = by.uid;
      if (spec.scheduling === 'floating') {
        state.nextDue = state.generateOn = state.nextThreshold = null;
        if (order.completedAt) completions.push([order.completedAt, order]);
      }
      return order;
    };

    for (let d = createdDay; d <= today; d = addDays(d, 1)) {
      if (pausedFrom && d >= pausedFrom) break;
      // Floating: a completion before this day's first generation sets the next due date.
      while (completions.length && dayOf(completions[0][0]) < d) {
        const [time, order] = completions.shift();
        const done = dayOf(time);
        if (interval) {
          state.nextDue = addInterval(done, interval);
          state.generateOn = addDays(state.nextDue, -lead);
        }
        if (spec.meter) state.nextThreshold = lastReadingAt(time) + spec.meter.every;
        state.updatedAt = time;
        state.updatedBy = order.completedBy.uid;
      }
      // The day's first app open (before today: today's is the app's own, after seeding).
      if (d < today && d > createdDay && state.generateOn !== null && state.generateOn <= d) {
        const by = r() < 0.6 ? who.editor : who.admin;
        const time = at(d, 6, int(r, 0, 90));
        generate(time, { due: state.nextDue, threshold: null, tolerance: toleranceDays(interval) }, by);
        if (spec.scheduling === 'fixed') {
          state.nextDue = addInterval(state.nextDue, interval);
          state.generateOn = addDays(state.nextDue, -lead);
        }
      }
      // Meter rounds: the reader's batch generates when the reading crosses the threshold.
      if (spec.meter)
        for (const x of meterList) {
          if (dayOf(x.at) !== d || x.at.getTime() <= createdAt.getTime()) continue;
          if (state.nextThreshold === null || x.value < state.nextThreshold) continue;
          const by = x.by === who.editor.uid ? who.editor : who.admin;
          const time = new Date(x.at.getTime() + 60_000);
          generate(time, { due: d, threshold: state.nextThreshold, tolerance: METER_TOLERANCE_DAYS }, by);
          if (spec.scheduling === 'fixed')
            while (state.nextThreshold <= x.value) state.nextThreshold += spec.meter.every;
        }
    }
    // A floating plan whose last order was completed today (before now) counts from today.
    for (const [time, order] of pausedFrom ? [] : completions)
      if (time.getTime() <= now.getTime() && order.number === state.lastOrder) {
        const done = dayOf(time);
        if (interval) {
          state.nextDue = addInterval(done, interval);
          state.generateOn = addDays(state.nextDue, -lead);
        }
        if (spec.meter) state.nextThreshold = lastReadingAt(time) + spec.meter.every;
        state.updatedAt = time;
        state.updatedBy = order.completedBy.uid;
      }
    // Nobody opened the app since: the last generation did not happen (fixed calendar plans).
    if (
      spec.dueNow &&
      spec.trigger === 'calendar' &&
      spec.scheduling === 'fixed' &&
      orders.length > 1 &&
      dayOf(orders.at(-1).data.raisedAt) >= addDays(today, -3)
    ) {
      orders.pop();
      Object.assign(state, snapshots.pop());
    }

    const plan = {
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
      active: spec.active,
      nextDue: state.nextDue,
      generateOn: state.generateOn,
      nextThreshold: state.nextThreshold,
      lastOrder: state.lastOrder,
      createdAt,
      createdBy: who.admin.uid,
      updatedAt: state.updatedAt,
      updatedBy: state.updatedBy,
    };
    return {
      plan,
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

/**
 * One generated order and what happened to it until `now`: scheduled for a work day near its due
 * date (on time within the tolerance, now and then late — after waiting for materials or not —
 * or, for fixed plans, cancelled as missed), executed with its checklist filled, signed when the
 * plan asks for it, verified and closed. Events after `now` have not happened: the order is still
 * open in the status it reached.
 */
function makeOrder(r, { spec, number, pm, time, by, equipment, assignees, doer, now, today, who }) {
  const tolerance = pm.tolerance;
  const genDay = dayOf(time);
  const fixed = spec.scheduling === 'fixed';
  const roll = r();
  let waitDays = 0;
  let offset;
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
  const events = [{ to: 'readyToSchedule', at: time, by, note: '' }];
  const push = (to, when, person, note = '') => {
    const last = events.at(-1).at.getTime();
    events.push({ to, at: new Date(Math.max(when.getTime(), last + int(r, 10, 50) * 60_000)), by: person, note });
  };
  let workDay = null;
  let reason = null;
  if (cancel) {
    push('cancelled', at(addDays(pm.due, tolerance + int(r, 1, 4)), 10, int(r, 0, 59)), who.admin);
    reason = pick(r, CANCEL_REASONS);
    events.at(-1).note = reason;
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
  const status = happened.at(-1).to;
  const reached = (s) => happened.some((e) => e.to === s);
  const eventAt = (s) => happened.find((e) => e.to === s)?.at ?? null;

  const started = eventAt('inProgress');
  const completedAt = eventAt('workComplete');
  // The plan's steps whole, and what was recorded on each (as work.ts checklistProgress stores it).
  const checklist = spec.steps.map((s) => ({ text: s.text, reading: s.reading && { ...s.reading } }));
  const checklistDone = spec.steps.map(
    (_, i) => completedAt !== null || (started !== null && i < Math.floor(spec.steps.length / 2)),
  );
  const checklistValues = spec.steps.map((s, i) =>
    checklistDone[i] && s.reading ? String(readingValue(r, s.reading)) : '',
  );
  let execution = null;
  if (started) {
    const delays = [];
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
  const history = happened.map((e, i) => ({
    version: i + 1,
    from: i === 0 ? null : happened[i - 1].to,
    to: e.to,
    by: e.by.uid,
    at: e.at,
    note: e.note,
  }));
  const last = history.at(-1);
  const criticality = equipment.input.criticality;
  return {
    number,
    completedAt,
    completedBy: doer,
    data: {
      number,
      title: spec.title,
      keywords: titleKeywords(spec.title),
      description: '',
      equipmentId: equipment.id,
      equipmentTag: equipment.input.tag,
      equipmentName: equipment.input.name,
      criticality,
      workType: spec.workType,
      rime: criticality * WORK_TYPES[spec.workType],
      status,
      version: history.length,
      raisedBy: by.uid,
      raisedByName: by.name,
      raisedAt: time,
      updatedAt: last.at,
      updatedBy: last.by,
      reason: status === 'cancelled' ? reason : null,
      plan: {
        estimatedHours: spec.estimatedHours,
        craft: spec.craft,
        assignees: [...assignees],
        permits: [...spec.permits],
        materials: [],
      },
      scheduledFor: reached('weeklySchedule') ? workDay : null,
      execution,
      assignees: [...assignees],
      pm: {
        planId: number.slice(0, 20),
        due: pm.due,
        threshold: pm.threshold,
        toleranceDays: tolerance,
        signatureRequired: spec.signatureRequired,
        equipmentIds: [...spec.equipmentIds],
      },
      checklist,
      checklistDone,
      checklistValues,
      signature: spec.signatureRequired && completedAt ? { name: doer.name, by: doer.uid, at: completedAt } : null,
      completedAt,
      contract: null,
    },
    history,
    today,
  };
}

/**
 * The PM compliance rollup of `orders` (firestore.rules pmCompliance): per month of the due date,
 * per plan, the orders completed on time (the completion's local day within the tolerance of the
 * due day), late, and dropped (cancelled or rejected); open orders are not in it. What the app's
 * work service keeps with increment() move by move, and what an admin's recount writes.
 */
export function pmComplianceMonths(orders) {
  const months = new Map();
  for (const { data } of orders) {
    const pm = data.pm;
    if (!pm) continue;
    let counter = null;
    if (data.completedAt) {
      const done = dayOf(data.completedAt instanceof Date ? data.completedAt : new Date(data.completedAt));
      counter = Math.abs(daysBetween(pm.due, done)) <= pm.toleranceDays ? 'onTime' : 'late';
    } else if (data.status === 'cancelled' || data.status === 'rejected') counter = 'missed';
    if (!counter) continue;
    const month = pm.due.slice(0, 7);
    if (!months.has(month)) months.set(month, {});
    const plans = months.get(month);
    plans[pm.planId] ??= { onTime: 0, late: 0, missed: 0 };
    plans[pm.planId][counter] += 1;
  }
  return months;
}

/** How long a meter's rate counts from the same reading (src/domain/forecast.ts RATE_WINDOW_DAYS). */
export const RATE_WINDOW_DAYS = 365;

/**
 * The plant's meters collection for `readings` ([{ eqid, id, data }], any order): per meter its
 * latest reading and where its rate counts from, as the app leaves them reading after reading
 * (forecast.ts sinceFor: the first reading or a reset; kept for a year, then the latest before).
 */
export function meterStates(readings) {
  const byMeter = new Map();
  for (const r of readings) {
    const key = `${r.eqid}:${r.data.meterId}`;
    if (!byMeter.has(key)) byMeter.set(key, []);
    byMeter.get(key).push(r);
  }
  const time = (d) => (d instanceof Date ? d : new Date(d)).getTime();
  return [...byMeter].map(([key, list]) => {
    list.sort((a, b) => time(a.data.readAt) - time(b.data.readAt));
    let state = null;
    for (const { eqid, id, data } of list) {
      const here = { value: data.value, readAt: data.readAt };
      const since =
        !state || data.reset
          ? here
          : (time(data.readAt) - time(state.since.readAt)) / 86_400_000 <= RATE_WINDOW_DAYS
            ? state.since
            : { value: state.value, readAt: state.readAt };
      state = {
        equipmentId: eqid,
        meterId: data.meterId,
        value: data.value,
        readAt: data.readAt,
        readingId: id,
        by: data.by,
        since,
      };
    }
    return [key, state];
  });
}

/**
 * The documents to write for one plant's `history` (planHistory's result) under company `uid`:
 * [path, data] for every plan, order, history event, reading and last reading, the months of the
 * compliance rollup (as an admin's recount writes them) and the plant's meters.
 */
export function planDocuments(uid, { site, plant }, history, now = new Date()) {
  const base = `users/${uid}/companies/${uid}/sites/${site}/plants/${plant}`;
  return [
    ...[...pmComplianceMonths(history.orders)].map(([month, plans]) => [
      `${base}/pmCompliance/${month}`,
      { month, plans, order: null, version: null, updatedAt: now, updatedBy: uid },
    ]),
    ...history.plans.map(({ id, data }) => [`${base}/maintenancePlans/${id}`, data]),
    ...history.orders.flatMap(({ number, data, history: events }) => [
      [`${base}/workRequests/${number}`, data],
      ...events.map((e) => [`${base}/workRequests/${number}/history/v${e.version}`, e]),
    ]),
    ...history.readings.map(({ eqid, id, data }) => [`${base}/equipment/${eqid}/readings/${id}`, data]),
    ...history.lastReadings.map(({ eqid, meterId, data }) => [
      `${base}/equipment/${eqid}/lastReadings/${meterId}`,
      data,
    ]),
    ...meterStates(history.readings).map(([key, state]) => [`${base}/meters/${key}`, state]),
  ];
}
