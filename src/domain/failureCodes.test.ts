// The failure-code library: the starter library and a company's additions merged, codings
// checked against it, rollup keys read back, the Paretos summed from a month's codes, and the
// admin's additions refused for every bad input.
import { describe, expect, it } from 'vitest';
import { recodeStep } from './downtime';
import {
  CATEGORY_CAUSES,
  CLASS_MODES,
  codeKey,
  codingProblems,
  CODE_PATTERNS,
  EQUIPMENT_CLASSES,
  extensionProblem,
  FAILURE_MECHANISMS,
  FAILURE_MODES,
  failureLibrary,
  failureParetos,
  noExtensions,
  parseCodeKey,
} from './failureCodes';
import { FAILURE_CAUSES } from './referenceLists';

const ext = {
  classes: [{ id: 'roll', name: 'Paper machine roll' }],
  modes: [
    { equipmentClass: 'roll', code: 'SUR', name: 'Surface damage' },
    { equipmentClass: 'pump', code: 'SEL', name: 'Seal leak' },
  ],
  causes: [{ category: 'MNT' as const, id: 'felt-wash', name: 'Felt washing missed' }],
};

describe('the starter library', () => {
  it('gives every class its modes from the mode list, with Other and Unknown, and every category its causes', () => {
    for (const c of EQUIPMENT_CLASSES) {
      expect(CLASS_MODES[c].length).toBeGreaterThan(5);
      for (const m of CLASS_MODES[c]) expect(FAILURE_MODES).toContain(m);
      expect(CLASS_MODES[c]).toEqual(expect.arrayContaining(['OTH', 'UNK']));
      expect(new Set(CLASS_MODES[c]).size).toBe(CLASS_MODES[c].length);
    }
    expect(Object.keys(CATEGORY_CAUSES).sort()).toEqual([...FAILURE_CAUSES].sort());
    for (const cat of FAILURE_CAUSES) for (const id of CATEGORY_CAUSES[cat]) expect(id).toMatch(CODE_PATTERNS.causeId);
    for (const m of FAILURE_MECHANISMS) expect(m).toMatch(CODE_PATTERNS.mechanism);
    for (const m of FAILURE_MODES) expect(m).toMatch(CODE_PATTERNS.mode);
  });

  it('adds a company’s classes, modes and causes after the built-in ones', () => {
    const lib = failureLibrary(ext);
    expect(lib.classes.map((c) => c.code)).toEqual([...EQUIPMENT_CLASSES, 'roll']);
    expect(lib.classes.at(-1)).toEqual({ code: 'roll', name: 'Paper machine roll' });
    expect(lib.modes.roll).toEqual([{ code: 'SUR', name: 'Surface damage' }]);
    expect(lib.modes.pump.at(-1)).toEqual({ code: 'SEL', name: 'Seal leak' });
    expect(lib.modes.pump[0]).toEqual({ code: 'BRD', name: null });
    expect(lib.causes.MNT.map((c) => c.code)).toContain('MNT.felt-wash');
    expect(lib.causes.DSN.map((c) => c.code)).toEqual([
      'DSN.improper-design',
      'DSN.improper-capacity',
      'DSN.improper-material',
    ]);
    // A mode for a class that does not exist is dropped, not shown under nothing.
    expect(
      failureLibrary({ ...ext, modes: [{ equipmentClass: 'nope', code: 'X1', name: 'x' }] }).modes.nope,
    ).toBeUndefined();
  });
});

describe('a coding', () => {
  const lib = failureLibrary(ext);
  it('needs a class and a mode of that class; mechanism and cause may wait', () => {
    expect(codingProblems({ equipmentClass: 'pump', mode: 'VIB', mechanism: '', cause: '' }, lib)).toEqual({});
    expect(
      codingProblems({ equipmentClass: 'roll', mode: 'SUR', mechanism: '2.4', cause: 'MNT.felt-wash' }, lib),
    ).toEqual({});
    expect(codingProblems({ equipmentClass: '', mode: '', mechanism: '', cause: '' }, lib)).toEqual({
      equipmentClass: 'classMissing',
      mode: 'modeMissing',
    });
    expect(codingProblems({ equipmentClass: 'tank', mode: 'VIB', mechanism: '', cause: '' }, lib)).toEqual({
      equipmentClass: 'classUnknown',
    });
    // A valve cannot vibrate in the library; a roll has only its own modes.
    expect(codingProblems({ equipmentClass: 'valve', mode: 'VIB', mechanism: '', cause: '' }, lib).mode).toBe(
      'modeUnknown',
    );
    expect(codingProblems({ equipmentClass: 'roll', mode: 'BRD', mechanism: '', cause: '' }, lib).mode).toBe(
      'modeUnknown',
    );
    expect(codingProblems({ equipmentClass: 'pump', mode: 'VIB', mechanism: '7.1', cause: 'MNT.nope' }, lib)).toEqual({
      mechanism: 'mechanismUnknown',
      cause: 'causeUnknown',
    });
    expect(codingProblems({ equipmentClass: 'pump', mode: 'VIB', mechanism: '', cause: 'XX.wear' }, lib).cause).toBe(
      'causeUnknown',
    );
  });

  it('keys the rollup by all four codes and reads the key back', () => {
    const f = { equipmentClass: 'pump', mode: 'VIB', mechanism: '1.2', cause: '3RDPARTY.contractor-work' };
    expect(codeKey(f)).toBe('pump|VIB|1.2|3RDPARTY.contractor-work');
    expect(parseCodeKey(codeKey(f))).toEqual(f);
    const open = { equipmentClass: 'roll', mode: 'SUR', mechanism: null, cause: null };
    expect(codeKey(open)).toBe('roll|SUR|-|-');
    expect(parseCodeKey('roll|SUR|-|-')).toEqual(open);
    for (const bad of [
      'pump|VIB|1.2',
      'Pump|VIB|-|-',
      'pump|vib|-|-',
      'pump|VIB|12|-',
      'pump|VIB|-|wear',
      'a|B1|-|-|x',
    ])
      expect(parseCodeKey(bad)).toBeNull();
  });

  it('moves the month from the old key to the new one when coded again, and not at all when unchanged', () => {
    const a = { equipmentClass: 'pump', mode: 'VIB', mechanism: null, cause: null, by: 'u' };
    const b = { ...a, mechanism: '2.4', cause: 'MNT.expected-wear' };
    expect(recodeStep({ seconds: 5400 }, null, a)).toEqual({ 'pump|VIB|-|-': { n: 1, s: 5400 } });
    expect(recodeStep({ seconds: 5400 }, a, b)).toEqual({
      'pump|VIB|-|-': { n: -1, s: -5400 },
      'pump|VIB|2.4|MNT.expected-wear': { n: 1, s: 5400 },
    });
    expect(recodeStep({ seconds: 5400 }, b, { ...b, by: 'someone else' })).toEqual({});
  });
});

describe('failure Paretos', () => {
  // Six coded failures: four pump failures (3 by vibration), two motor failures; one key emptied by a recoding.
  const codes = {
    'pump|VIB|1.2|MNT.lubrication': { n: 2, s: 7200 },
    'pump|VIB|2.4|-': { n: 1, s: 3600 },
    'pump|ELP|1.1|MNT.expected-wear': { n: 1, s: 1800 },
    'motor|OHE|2.7|OPR.overload': { n: 1, s: 10800 },
    'motor|VIB|1.2|MNT.lubrication': { n: 1, s: 900 },
    'motor|BRD|-|-': { n: 0, s: 0 },
    'not a key': { n: 5, s: 5 },
  };
  it('sums one class by mode, mechanism, cause and category, most failures first', () => {
    const p = failureParetos(codes, 'pump');
    expect(p.coded).toBe(4);
    expect(p.modes).toEqual([
      { code: 'VIB', failures: 3, seconds: 10800 },
      { code: 'ELP', failures: 1, seconds: 1800 },
    ]);
    expect(p.mechanisms.map((b) => [b.code, b.failures])).toEqual([
      ['1.2', 2],
      ['2.4', 1],
      ['1.1', 1],
    ]);
    expect(p.causes.map((b) => [b.code, b.failures])).toEqual([
      ['MNT.lubrication', 2],
      ['-', 1],
      ['MNT.expected-wear', 1],
    ]);
    expect(p.categories.map((b) => [b.code, b.failures])).toEqual([
      ['MNT', 3],
      ['-', 1],
    ]);
    expect(p.classes.map((b) => [b.code, b.failures])).toEqual([
      ['pump', 4],
      ['motor', 2],
    ]);
  });

  it('sums every class with modes named by class, and ties broken by downtime', () => {
    const p = failureParetos(codes, null);
    expect(p.coded).toBe(6);
    expect(p.modes.map((b) => [b.code, b.failures])).toEqual([
      ['pump|VIB', 3],
      ['motor|OHE', 1],
      ['pump|ELP', 1],
      ['motor|VIB', 1],
    ]);
    expect(failureParetos({}, null)).toMatchObject({ coded: 0, modes: [], classes: [] });
  });
});

describe('an admin’s additions', () => {
  it('takes a new class, a mode for a class and a cause under a category', () => {
    expect(extensionProblem('class', { code: 'agitator', name: 'Agitator' }, ext)).toBeNull();
    expect(extensionProblem('mode', { code: 'WRP', name: 'Wrapped', equipmentClass: 'roll' }, ext)).toBeNull();
    expect(
      extensionProblem('cause', { code: 'steam-trap', name: 'Steam trap failed', category: 'UTILITY' }, ext),
    ).toBeNull();
  });

  it('refuses bad codes, codes taken, names missing or too long, unknown classes and a full library', () => {
    expect(extensionProblem('class', { code: 'Agitator', name: 'A' }, ext)).toBe('codeInvalid');
    expect(extensionProblem('class', { code: 'pump', name: 'Pump' }, ext)).toBe('codeTaken');
    expect(extensionProblem('class', { code: 'roll', name: 'Roll' }, ext)).toBe('codeTaken');
    expect(extensionProblem('class', { code: 'tank', name: '  ' }, ext)).toBe('nameMissing');
    expect(extensionProblem('class', { code: 'tank', name: 'x'.repeat(61) }, ext)).toBe('nameTooLong');
    expect(extensionProblem('mode', { code: 'VIB', name: 'Vib', equipmentClass: 'pump' }, ext)).toBe('codeTaken');
    expect(extensionProblem('mode', { code: 'SUR', name: 'Again', equipmentClass: 'roll' }, ext)).toBe('codeTaken');
    expect(extensionProblem('mode', { code: 'x', name: 'Lower', equipmentClass: 'roll' }, ext)).toBe('codeInvalid');
    expect(extensionProblem('mode', { code: 'ABC', name: 'A', equipmentClass: 'tank' }, ext)).toBe('classUnknown');
    expect(extensionProblem('cause', { code: 'felt-wash', name: 'Again', category: 'MNT' }, ext)).toBe('codeTaken');
    expect(extensionProblem('cause', { code: 'expected-wear', name: 'Again', category: 'MNT' }, ext)).toBe('codeTaken');
    expect(extensionProblem('cause', { code: 'Bad Id', name: 'x', category: 'MNT' }, ext)).toBe('codeInvalid');
    const full = { ...noExtensions(), classes: Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, name: 'C' })) };
    expect(extensionProblem('class', { code: 'one-more', name: 'One more' }, full)).toBe('full');
  });
});
