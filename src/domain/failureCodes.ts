// Failure coding in the ISO 14224 manner: what was seen (the failure mode, per equipment class),
// how it happened physically (the failure mechanism) and why (the cause, under the 13 cause
// categories of the work-order reference lists). A starter library ships for the common classes;
// a company's admins extend it with their own classes, modes and causes (their names are their
// own text; the built-in ones have names in every language of the app). Pure: the equipment
// form, the downtime card, the library page, the dashboard, the seed and the tests share it;
// firestore.rules checks the same code patterns.
import { FAILURE_CAUSES, type FailureCauseCode } from './referenceLists';

/** The built-in equipment classes. */
export const EQUIPMENT_CLASSES = [
  'pump',
  'motor',
  'gearbox',
  'valve',
  'conveyor',
  'instrument',
  'compressor',
  'drive',
] as const;
export type BuiltInClass = (typeof EQUIPMENT_CLASSES)[number];

/** The built-in failure modes (ISO 14224 Annex B codes). */
export const FAILURE_MODES = [
  'AIR', 'BRD', 'DOP', 'ELP', 'ELU', 'ERO', 'FTC', 'FTF', 'FTO', 'FTR',
  'FTS', 'HIO', 'INL', 'LCP', 'LOO', 'NOI', 'NOO', 'OHE', 'PDE', 'PLU',
  'SER', 'SPO', 'STD', 'STP', 'UST', 'VIB', 'OTH', 'UNK',
] as const; // prettier-ignore
export type BuiltInMode = (typeof FAILURE_MODES)[number];

/** Which modes each built-in class can fail in (after ISO 14224's tables per class). */
export const CLASS_MODES: Record<BuiltInClass, readonly BuiltInMode[]> = {
  pump: ['BRD', 'ELP', 'ELU', 'FTS', 'STP', 'UST', 'HIO', 'LOO', 'ERO', 'INL', 'NOI', 'OHE', 'VIB', 'PDE', 'PLU', 'AIR', 'SER', 'STD', 'OTH', 'UNK'],
  motor: ['BRD', 'FTS', 'STP', 'UST', 'LOO', 'ERO', 'NOI', 'OHE', 'VIB', 'PDE', 'AIR', 'SER', 'STD', 'OTH', 'UNK'],
  gearbox: ['BRD', 'ELU', 'NOI', 'OHE', 'VIB', 'PDE', 'SER', 'STD', 'OTH', 'UNK'],
  valve: ['FTO', 'FTC', 'FTR', 'DOP', 'SPO', 'LCP', 'INL', 'ELP', 'ELU', 'PLU', 'NOI', 'OHE', 'PDE', 'AIR', 'SER', 'STD', 'OTH', 'UNK'],
  conveyor: ['BRD', 'FTS', 'STP', 'UST', 'LOO', 'NOI', 'OHE', 'VIB', 'SER', 'STD', 'OTH', 'UNK'],
  instrument: ['FTF', 'NOO', 'HIO', 'LOO', 'ERO', 'SPO', 'AIR', 'SER', 'STD', 'OTH', 'UNK'],
  compressor: ['BRD', 'FTS', 'STP', 'UST', 'HIO', 'LOO', 'ERO', 'ELP', 'ELU', 'INL', 'NOI', 'OHE', 'VIB', 'PDE', 'AIR', 'SER', 'STD', 'OTH', 'UNK'],
  drive: ['BRD', 'FTS', 'FTF', 'UST', 'SPO', 'LOO', 'NOO', 'ERO', 'OHE', 'PDE', 'AIR', 'SER', 'OTH', 'UNK'],
}; // prettier-ignore

/** Failure mechanisms (ISO 14224 Table B.2), grouped by their first digit. */
export const FAILURE_MECHANISMS = [
  '1.0', '1.1', '1.2', '1.3', '1.4', '1.5', '1.6',
  '2.0', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8',
  '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6',
  '4.0', '4.1', '4.2', '4.3', '4.4', '4.5',
  '5.0', '5.1', '5.2', '5.3',
  '6.0', '6.1', '6.2', '6.3', '6.4',
] as const; // prettier-ignore
export type FailureMechanism = (typeof FAILURE_MECHANISMS)[number];
/** The mechanism groups: mechanical, material, instrument, electrical, external, miscellaneous. */
export const MECHANISM_GROUPS = ['1', '2', '3', '4', '5', '6'] as const;
export type MechanismGroup = (typeof MECHANISM_GROUPS)[number];
export const mechanismGroup = (m: string): MechanismGroup => m.slice(0, 1) as MechanismGroup;

/** The built-in causes under each of the 13 cause categories (after ISO 14224 Table B.3). */
export const CATEGORY_CAUSES: Record<FailureCauseCode, readonly string[]> = {
  DSN: ['improper-design', 'improper-capacity', 'improper-material'],
  INST: ['fabrication-error', 'installation-error', 'commissioning-error'],
  OPR: ['off-design', 'operating-error', 'overload'],
  MNT: ['maintenance-error', 'expected-wear', 'pm-missed', 'lubrication'],
  EF: ['cascading', 'common-cause', 'impact'],
  '3RDPARTY': ['contractor-work', 'vendor-defect'],
  ENVIRO: ['weather', 'dirt-moisture', 'corrosive-atmosphere'],
  MACHINE: ['end-of-life', 'component-defect'],
  MAN: ['human-error', 'training'],
  MATERIAL: ['material-defect', 'wrong-part', 'process-material'],
  MEASURE: ['instrument-error', 'calibration'],
  METHOD: ['documentation', 'procedure', 'management'],
  UTILITY: ['power', 'instrument-air', 'water-steam'],
};

/** A cause's code: its category and its own id ('MNT.expected-wear'). */
export const causeCode = (category: FailureCauseCode, id: string): string => `${category}.${id}`;
export const causeCategory = (code: string): FailureCauseCode | null => {
  const category = code.slice(0, code.indexOf('.'));
  return (FAILURE_CAUSES as readonly string[]).includes(category) ? (category as FailureCauseCode) : null;
};

/** Code patterns (firestore.rules checks the same). */
export const CODE_PATTERNS = {
  equipmentClass: /^[a-z][a-z0-9-]{0,23}$/,
  mode: /^[A-Z][A-Z0-9]{1,7}$/,
  mechanism: /^[1-6]\.[0-9]$/,
  causeId: /^[a-z][a-z0-9-]{0,23}$/,
  cause: /^[A-Z0-9]{2,10}\.[a-z][a-z0-9-]{0,23}$/,
} as const;

export const FAILURE_LIBRARY_LIMITS = { classes: 30, modes: 200, causes: 100, name: 60 } as const;

/** A company's own additions to the library (settings/failureCodes). */
export interface FailureLibraryExtensions {
  /** Classes of its own. */
  classes: { id: string; name: string }[];
  /** Modes of its own, each for one class (built-in or its own). */
  modes: { equipmentClass: string; code: string; name: string }[];
  /** Causes of its own, each under one of the 13 categories. */
  causes: { category: FailureCauseCode; id: string; name: string }[];
}

export const noExtensions = (): FailureLibraryExtensions => ({ classes: [], modes: [], causes: [] });

/** An entry of the merged library: built-in entries are named by the app's messages, the company's by `name`. */
export interface LibraryEntry {
  code: string;
  /** The company's own name; null for a built-in entry. */
  name: string | null;
}

export interface FailureLibrary {
  classes: LibraryEntry[];
  /** Class → its modes (built-in first, then the company's). */
  modes: Record<string, LibraryEntry[]>;
  mechanisms: LibraryEntry[];
  /** Category → its causes (full codes, 'MNT.expected-wear'). */
  causes: Record<FailureCauseCode, LibraryEntry[]>;
}

/** The starter library with a company's additions. */
export function failureLibrary(ext: FailureLibraryExtensions = noExtensions()): FailureLibrary {
  const builtIn = (code: string): LibraryEntry => ({ code, name: null });
  const classes = [...EQUIPMENT_CLASSES.map(builtIn), ...ext.classes.map((c) => ({ code: c.id, name: c.name }))];
  const modes: Record<string, LibraryEntry[]> = {};
  for (const c of classes)
    modes[c.code] = c.code in CLASS_MODES ? CLASS_MODES[c.code as BuiltInClass].map(builtIn) : [];
  for (const m of ext.modes)
    if (modes[m.equipmentClass] && !modes[m.equipmentClass].some((e) => e.code === m.code))
      modes[m.equipmentClass].push({ code: m.code, name: m.name });
  const causes = Object.fromEntries(
    FAILURE_CAUSES.map((cat) => [
      cat,
      [
        ...CATEGORY_CAUSES[cat].map((id) => builtIn(causeCode(cat, id))),
        ...ext.causes.filter((c) => c.category === cat).map((c) => ({ code: causeCode(cat, c.id), name: c.name })),
      ],
    ]),
  ) as Record<FailureCauseCode, LibraryEntry[]>;
  return { classes, modes, mechanisms: FAILURE_MECHANISMS.map(builtIn), causes };
}

export const isLibraryClass = (lib: FailureLibrary, code: string) => lib.classes.some((c) => c.code === code);

/** A failure as coded on its stop. */
export interface FailureCoding {
  equipmentClass: string;
  mode: string;
  /** null: not known (yet). */
  mechanism: string | null;
  /** A cause code ('MNT.expected-wear'); null: not known (yet). */
  cause: string | null;
  /** Who coded it. */
  by: string;
}

export type CodingProblem =
  'classMissing' | 'classUnknown' | 'modeMissing' | 'modeUnknown' | 'mechanismUnknown' | 'causeUnknown';

/** What is wrong with a coding about to be written against `lib`; empty when it may be. */
export function codingProblems(
  input: { equipmentClass: string; mode: string; mechanism: string; cause: string },
  lib: FailureLibrary,
): Partial<Record<'equipmentClass' | 'mode' | 'mechanism' | 'cause', CodingProblem>> {
  const found: Partial<Record<'equipmentClass' | 'mode' | 'mechanism' | 'cause', CodingProblem>> = {};
  if (!input.equipmentClass) found.equipmentClass = 'classMissing';
  else if (!isLibraryClass(lib, input.equipmentClass)) found.equipmentClass = 'classUnknown';
  if (!input.mode) found.mode = 'modeMissing';
  else if (!found.equipmentClass && !lib.modes[input.equipmentClass].some((m) => m.code === input.mode))
    found.mode = 'modeUnknown';
  if (input.mechanism && !lib.mechanisms.some((m) => m.code === input.mechanism)) found.mechanism = 'mechanismUnknown';
  const category = input.cause ? causeCategory(input.cause) : null;
  if (input.cause && (!category || !lib.causes[category].some((c) => c.code === input.cause)))
    found.cause = 'causeUnknown';
  return found;
}

/**
 * The rollup key of a coded failure: class, mode, mechanism and cause ('-' when not known), so a
 * month's `codes` map holds one entry per combination and every breakdown is a sum over its keys.
 */
export const codeKey = (f: Pick<FailureCoding, 'equipmentClass' | 'mode' | 'mechanism' | 'cause'>): string =>
  `${f.equipmentClass}|${f.mode}|${f.mechanism ?? '-'}|${f.cause ?? '-'}`;

export function parseCodeKey(key: string): Omit<FailureCoding, 'by'> | null {
  const [equipmentClass, mode, mechanism, cause, ...rest] = key.split('|');
  if (rest.length || cause === undefined) return null;
  if (!CODE_PATTERNS.equipmentClass.test(equipmentClass) || !CODE_PATTERNS.mode.test(mode)) return null;
  if (mechanism !== '-' && !CODE_PATTERNS.mechanism.test(mechanism)) return null;
  if (cause !== '-' && !CODE_PATTERNS.cause.test(cause)) return null;
  return { equipmentClass, mode, mechanism: mechanism === '-' ? null : mechanism, cause: cause === '-' ? null : cause };
}

/** Coded failures of one combination: how many, and their downtime in seconds. */
export interface CodeTally {
  n: number;
  s: number;
}

/** One bar of a failure Pareto: a code, its failures and their downtime. */
export interface ParetoBar {
  code: string;
  failures: number;
  seconds: number;
}

/**
 * The coded failures of a period (a `codes` map) by mode, mechanism, cause and cause category —
 * within one class, or all classes when `equipmentClass` is null — most failures first. Codes
 * not known count under '-'.
 */
export function failureParetos(codes: Record<string, CodeTally>, equipmentClass: string | null) {
  const by = {
    classes: new Map<string, ParetoBar>(),
    modes: new Map<string, ParetoBar>(),
    mechanisms: new Map<string, ParetoBar>(),
    causes: new Map<string, ParetoBar>(),
    categories: new Map<string, ParetoBar>(),
  };
  const add = (map: Map<string, ParetoBar>, code: string, t: CodeTally) => {
    const bar = map.get(code) ?? { code, failures: 0, seconds: 0 };
    map.set(code, { code, failures: bar.failures + t.n, seconds: bar.seconds + t.s });
  };
  let coded = 0;
  for (const [key, tally] of Object.entries(codes)) {
    const f = parseCodeKey(key);
    if (!f || tally.n <= 0) continue;
    add(by.classes, f.equipmentClass, tally);
    if (equipmentClass !== null && f.equipmentClass !== equipmentClass) continue;
    coded += tally.n;
    add(by.modes, equipmentClass === null ? `${f.equipmentClass}|${f.mode}` : f.mode, tally);
    add(by.mechanisms, f.mechanism ?? '-', tally);
    add(by.causes, f.cause ?? '-', tally);
    add(by.categories, f.cause ? (causeCategory(f.cause) ?? '-') : '-', tally);
  }
  const sorted = (m: Map<string, ParetoBar>) =>
    [...m.values()].sort((a, b) => b.failures - a.failures || b.seconds - a.seconds || a.code.localeCompare(b.code));
  return {
    coded,
    classes: sorted(by.classes),
    modes: sorted(by.modes),
    mechanisms: sorted(by.mechanisms),
    causes: sorted(by.causes),
    categories: sorted(by.categories),
  };
}

export type ExtensionProblem = 'codeInvalid' | 'codeTaken' | 'nameMissing' | 'nameTooLong' | 'classUnknown' | 'full';

/** What is wrong with adding a class, a mode or a cause to a company's extensions; null when it may be. */
export function extensionProblem(
  kind: 'class' | 'mode' | 'cause',
  entry: { code: string; name: string; equipmentClass?: string; category?: FailureCauseCode },
  ext: FailureLibraryExtensions,
): ExtensionProblem | null {
  const lib = failureLibrary(ext);
  const name = entry.name.trim();
  if (kind === 'class') {
    if (ext.classes.length >= FAILURE_LIBRARY_LIMITS.classes) return 'full';
    if (!CODE_PATTERNS.equipmentClass.test(entry.code)) return 'codeInvalid';
    if (isLibraryClass(lib, entry.code)) return 'codeTaken';
  } else if (kind === 'mode') {
    if (ext.modes.length >= FAILURE_LIBRARY_LIMITS.modes) return 'full';
    if (!entry.equipmentClass || !isLibraryClass(lib, entry.equipmentClass)) return 'classUnknown';
    if (!CODE_PATTERNS.mode.test(entry.code)) return 'codeInvalid';
    if (lib.modes[entry.equipmentClass].some((m) => m.code === entry.code)) return 'codeTaken';
  } else {
    if (ext.causes.length >= FAILURE_LIBRARY_LIMITS.causes) return 'full';
    if (!entry.category) return 'classUnknown';
    if (!CODE_PATTERNS.causeId.test(entry.code)) return 'codeInvalid';
    if (lib.causes[entry.category].some((c) => c.code === causeCode(entry.category!, entry.code))) return 'codeTaken';
  }
  if (!name) return 'nameMissing';
  if (name.length > FAILURE_LIBRARY_LIMITS.name) return 'nameTooLong';
  return null;
}
