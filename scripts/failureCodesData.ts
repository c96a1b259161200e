// The demo company's failure coding: its own additions to the failure-code library (a class for
// the paper machines' rolls, with its modes, and two causes of its own), and the coding of the
// demo's failure stops — most closed failures of classified equipment coded with a mode of their
// class, many with a mechanism and a cause, some left for the reliability engineer to code.
// Deterministic for a random source.
import {
  causeCode,
  failureLibrary,
  type FailureCoding,
  type FailureLibraryExtensions,
} from '../src/domain/failureCodes';
import { pick } from './seedRandom.ts';

export const DEMO_FAILURE_EXTENSIONS: FailureLibraryExtensions = {
  classes: [{ id: 'roll', name: 'Paper machine roll' }],
  modes: [
    { equipmentClass: 'roll', code: 'VIB', name: 'Vibration' },
    { equipmentClass: 'roll', code: 'NOI', name: 'Noise' },
    { equipmentClass: 'roll', code: 'OHE', name: 'Overheating' },
    { equipmentClass: 'roll', code: 'SUR', name: 'Surface or cover damage' },
    { equipmentClass: 'roll', code: 'PRO', name: 'Profile out of tolerance' },
    { equipmentClass: 'roll', code: 'BRD', name: 'Breakdown' },
    { equipmentClass: 'pump', code: 'SEL', name: 'Mechanical seal leak' },
  ],
  causes: [
    { category: 'MNT', id: 'felt-wash', name: 'Felt washing missed' },
    { category: 'OPR', id: 'sheet-break', name: 'Sheet break wrapped the roll' },
  ],
};

/** Mechanisms that fit each demo class (ISO 14224 Table B.2). */
const MECHANISMS: Record<string, string[]> = {
  pump: ['1.1', '1.2', '2.1', '2.2', '2.4', '5.1'],
  motor: ['1.2', '2.4', '2.7', '4.1', '4.5'],
  gearbox: ['1.1', '1.2', '1.3', '2.4', '2.6'],
  instrument: ['3.2', '3.3', '3.4', '4.2', '5.2'],
  drive: ['3.1', '4.3', '4.4', '2.7'],
  compressor: ['1.1', '1.2', '2.4', '2.7'],
  conveyor: ['1.3', '1.5', '2.4', '2.5'],
  roll: ['1.2', '1.3', '2.4', '2.6'],
};

const CAUSES = [
  causeCode('MNT', 'expected-wear'),
  causeCode('MNT', 'expected-wear'),
  causeCode('MNT', 'lubrication'),
  causeCode('MNT', 'pm-missed'),
  causeCode('MNT', 'felt-wash'),
  causeCode('OPR', 'overload'),
  causeCode('OPR', 'sheet-break'),
  causeCode('MATERIAL', 'wrong-part'),
  causeCode('ENVIRO', 'dirt-moisture'),
  causeCode('INST', 'installation-error'),
  causeCode('UTILITY', 'power'),
];

const library = failureLibrary(DEMO_FAILURE_EXTENSIONS);

/** A demo failure's coding (null: left uncoded), for equipment of `equipmentClass`. */
export function demoCoding(random: () => number, equipmentClass: string | null, by: string): FailureCoding | null {
  if (!equipmentClass || !library.modes[equipmentClass] || random() < 0.15) return null;
  const modes = library.modes[equipmentClass].filter((m) => m.code !== 'OTH' && m.code !== 'UNK');
  // A few modes take most failures, as in any plant: the first third of the list twice as often.
  const common = modes.slice(0, Math.max(1, Math.ceil(modes.length / 3)));
  return {
    equipmentClass,
    mode: pick(random, random() < 0.6 ? common : modes).code,
    mechanism: random() < 0.8 ? pick(random, MECHANISMS[equipmentClass] ?? ['6.4']) : null,
    cause: random() < 0.7 ? pick(random, CAUSES) : null,
    by,
  };
}
