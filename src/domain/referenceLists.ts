// The work-order vocabulary of docs/product.md §9, as codes the data stores; names come from messages.ts
// (translated in every language).

/** Work types with their RIME weight (docs/design.md §4 defaults). */
export const WORK_TYPES = {
  SI: 10,
  RENV: 9,
  BRP: 8,
  QI: 7,
  'PM-INSP': 6,
  'RPM-INSP': 5,
  RBLD: 4,
  EI: 3,
  CSM: 1,
} as const;
export type WorkTypeCode = keyof typeof WORK_TYPES;
/** In the spec's order. */
export const WORK_TYPE_CODES: readonly WorkTypeCode[] = [
  'CSM',
  'RBLD',
  'EI',
  'QI',
  'SI',
  'PM-INSP',
  'RPM-INSP',
  'BRP',
  'RENV',
];

export const ACTIONS = [
  'replace',
  'repair',
  'tlc',
  'troubleshoot',
  'overhaul',
  'service',
  'construct',
  'test',
  'inspection',
  'modify',
] as const;
export type ActionCode = (typeof ACTIONS)[number];

export const FAILURE_CAUSES = [
  'DSN',
  'INST',
  'OPR',
  'MNT',
  'EF',
  '3RDPARTY',
  'ENVIRO',
  'MACHINE',
  'MAN',
  'MATERIAL',
  'MEASURE',
  'METHOD',
  'UTILITY',
] as const;
export type FailureCauseCode = (typeof FAILURE_CAUSES)[number];
export const isFailureCause = (code: string): code is FailureCauseCode =>
  (FAILURE_CAUSES as readonly string[]).includes(code);

/** Delay code groups (docs/product.md §9): 1A–1F permits and safety … 7A–7D environment. */
export const DELAY_GROUPS = {
  1: 'F',
  2: 'D',
  3: 'E',
  4: 'E',
  5: 'D',
  6: 'D',
  7: 'D',
} as const;
export type DelayGroup = keyof typeof DELAY_GROUPS;

export const DELAY_CODES: readonly string[] = Object.entries(DELAY_GROUPS).flatMap(([group, last]) =>
  Array.from({ length: last.charCodeAt(0) - 64 }, (_, i) => `${group}${String.fromCharCode(65 + i)}`),
);

export const delayGroupOf = (code: string) => Number(code[0]) as DelayGroup;

/** The most delay lines an order has, each code once (firestore.rules isDelays, delayStep). */
export const MAX_DELAYS = 5;

/** Delay lines in the order of their codes, as an order stores them (firestore.rules: ascending codes). */
export const inCodeOrder = <T extends { code: string }>(delays: readonly T[]): T[] =>
  [...delays].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

export const PERMIT_TYPES = [
  'HWP-FM',
  'HWP-CM',
  'HWP-FG',
  'CWP',
  'CSE',
  'ELCT',
  'SPC-HC',
  'SPC-RM',
  'SPC-DC',
  'SPC-EV',
] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];
