// The demo company's job plans (standard jobs, src/domain/jobPlans.ts): a mechanical seal change
// for pumps (two revisions, the LOTO procedure to read first), a pump–motor alignment for any
// equipment, a gearbox oil change, and a roll bearing change with an open proposal by the editor.
// Documents as the app writes them (src/services/firebase/library.ts and jobPlans.ts; the rules
// check the same shape), so scripts/jobPlansData.test.ts parses them with the client's parsers.
import { cleanJobPlan, jobPlanKeywords, type JobPlanContent } from '../src/domain/jobPlans';
import type { Person } from './workData.ts';
import { type SeedVersion, versionedDocuments } from './libraryData.ts';

/** One document to write: a job plan, one of its revisions or a proposal. */
export type JobPlanDocument = [string, Record<string, unknown>];

/** The LOTO procedure of stock pump 1 (scripts/proceduresData.ts). */
const PUMP_LOTO = 'loto-pm1-stock-pump-1';

const SEAL_V1: JobPlanContent = {
  title: 'Replace a pump mechanical seal',
  description: 'Centrifugal stock and fan pumps with a cartridge seal up to 75 mm shaft.',
  steps: [
    { text: 'Lock out the pump and its motor; drain the casing.', reading: null },
    { text: 'Remove the coupling guard and the spacer; take the seal out.', reading: null },
    { text: 'Fit the new cartridge seal; set it with the setting clips.', reading: null },
    { text: 'Measure the shaft run-out at the seal face.', reading: { unit: 'mm', min: 0, max: 0.05 } },
    { text: 'Refit, remove the clips, try-start and check for leaks.', reading: null },
  ],
  craft: 'Mechanical',
  estimatedHours: 8,
  crewSize: 2,
  permits: ['CWP', 'ELCT'],
  materials: [
    { text: 'Cartridge mechanical seal', quantity: 1 },
    { text: 'Casing gasket', quantity: 1 },
  ],
  procedures: [PUMP_LOTO],
  tools: ['Dial indicator', 'Torque wrench'],
  classes: ['pump'],
};

const SEAL_V2: JobPlanContent = { ...SEAL_V1, estimatedHours: 6, tools: [...SEAL_V1.tools, 'Seal setting gauge'] };

const ALIGNMENT: JobPlanContent = {
  title: 'Laser alignment of a pump or fan to its motor',
  description: 'After a motor or coupling change, or when vibration shows misalignment.',
  steps: [
    { text: 'Lock out the drive; remove the coupling guard.', reading: null },
    { text: 'Check for soft foot at each motor foot.', reading: { unit: 'mm', min: 0, max: 0.05 } },
    { text: 'Mount the laser heads; measure and correct.', reading: null },
    { text: 'Record the final offset.', reading: { unit: 'mm', min: 0, max: 0.05 } },
  ],
  craft: 'Mechanical',
  estimatedHours: 3,
  crewSize: 1,
  permits: ['ELCT'],
  materials: [{ text: 'Shim pack, stainless', quantity: 1 }],
  procedures: [],
  tools: ['Laser alignment kit', 'Feeler gauges'],
  classes: [],
};

const GEARBOX_OIL: JobPlanContent = {
  title: 'Change gearbox oil',
  description: 'Drain, flush when the oil is dark or has particles, and refill to the sight glass.',
  steps: [
    { text: 'Run the gearbox warm, then lock it out.', reading: null },
    { text: 'Take an oil sample before draining.', reading: null },
    { text: 'Drain, check the magnetic plug, refill.', reading: null },
    { text: 'Oil temperature after one hour running.', reading: { unit: '°C', min: 20, max: 80 } },
  ],
  craft: 'Lubrication',
  estimatedHours: 2,
  crewSize: 1,
  permits: ['CWP'],
  materials: [{ text: 'Gear oil ISO VG 220, litres', quantity: 20 }],
  procedures: [],
  tools: ['Oil pump', 'Sample bottle'],
  classes: ['gearbox'],
};

const ROLL_BEARING: JobPlanContent = {
  title: 'Change a roll bearing',
  description: 'Tending-side spherical roller bearing of a paper machine roll.',
  steps: [
    { text: 'Lock out the section; lift the roll with the crane.', reading: null },
    { text: 'Pull the old bearing; clean and measure the journal.', reading: { unit: 'mm', min: null, max: null } },
    { text: 'Heat and fit the new bearing; check the clearance.', reading: { unit: 'mm', min: 0.07, max: 0.12 } },
  ],
  craft: 'Mechanical',
  estimatedHours: 12,
  crewSize: 3,
  permits: ['CWP', 'ELCT', 'SPC-EV'],
  materials: [{ text: 'Spherical roller bearing 22228', quantity: 1 }],
  procedures: [],
  tools: ['Induction heater', 'Hydraulic puller', 'Feeler gauges'],
  classes: ['roll'],
};

/**
 * The job plans, their revisions and the open proposal: [path, data] pairs. `people`: the demo
 * admin and editor ({ uid, name }).
 */
export function demoJobPlans({
  uid,
  people,
  now,
}: {
  uid: string;
  people: { admin: Person; editor: Person };
  now: Date;
}): JobPlanDocument[] {
  const { admin, editor } = people;
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(Math.floor((now.getTime() - daysAgo * day) / 1000) * 1000);
  const library = `users/${uid}/companies/${uid}/jobPlans`;
  const docs: JobPlanDocument[] = [];

  const add = (
    id: string,
    versions: [SeedVersion<JobPlanContent>, ...SeedVersion<JobPlanContent>[]],
    proposal?: SeedVersion<JobPlanContent> & { id: string },
  ) =>
    docs.push(
      ...versionedDocuments({
        library,
        id,
        versions: versions.map((v) => ({ ...v, content: cleanJobPlan(v.content) })) as typeof versions,
        proposal: proposal && { ...proposal, content: cleanJobPlan(proposal.content) },
        people: { admin, editor },
        at,
        keywords: jobPlanKeywords,
      }),
    );

  add('pump-mechanical-seal', [
    { content: SEAL_V1, note: 'First version.', daysAgo: 50 },
    { content: SEAL_V2, note: 'Two people with the setting gauge do it in 3 h.', daysAgo: 10 },
  ]);
  add('laser-alignment', [{ content: ALIGNMENT, note: 'First version.', daysAgo: 35 }]);
  add('gearbox-oil-change', [{ content: GEARBOX_OIL, note: 'First version.', daysAgo: 28 }]);
  add('roll-bearing-change', [{ content: ROLL_BEARING, note: 'First version.', daysAgo: 21 }], {
    id: 'roll-bearing-four',
    content: { ...ROLL_BEARING, crewSize: 4, estimatedHours: 14 },
    note: 'A fourth person for the crane: lifting needs a banksman.',
    daysAgo: 3,
  });
  return docs;
}
