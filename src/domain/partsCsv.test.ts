import { describe, expect, it } from 'vitest';
import { FREE_LIMITS } from '../lib/planLimits';
import {
  archivedOf,
  type CataloguePart,
  costText,
  MAX_CSV_CELL,
  MAX_PARTS_CSV_BYTES,
  MAX_PARTS_CSV_ROWS,
  PARTS_CSV_COLUMNS,
  type PartsCsvPreview,
  partsCsvFileName,
  partsCsvNumbers,
  partsLimitProblem,
  partsPreviewIsValid,
  partsToCsv,
  type PartValues,
  parsePartsCsv,
  parsePartsCsvFile,
  planPartsImport,
  unitOf,
} from './partsCsv';

const HEADER = PARTS_CSV_COLUMNS.join(',');

/** Problems as [row, column, code] for short assertions. */
const problems = (p: PartsCsvPreview) => p.problems.map((x) => [x.row, x.column, x.code]);

const part = (over: Partial<PartValues> = {}): PartValues => ({
  number: 'BRG-6205',
  description: 'Deep groove ball bearing',
  unit: 'each',
  category: 'Bearings',
  manufacturer: 'SKF',
  manufacturerNumber: '6205-2RSH',
  vendor: 'Bearings Ltd',
  unitCost: 12.5,
  fits: [],
  archived: false,
  ...over,
});

describe('parsePartsCsv: a good file', () => {
  it('reads every column of every row, with a byte-order mark, CRLF and quoted commas', async () => {
    const text = [
      HEADER,
      'BRG-6205,"Ball bearing, sealed",each,Bearings,SKF,6205-2RSH,Bearings Ltd,12.50,false',
      'OIL-46,Hydraulic oil ISO VG 46,litre,Lubricants,,,,"3,2",true',
      '',
    ].join('\r\n');
    const preview = await parsePartsCsv(`\uFEFF${text}`);
    expect(problems(preview)).toEqual([]);
    expect(partsPreviewIsValid(preview)).toBe(true);
    expect(preview.dataRows).toBe(2);
    expect(preview.columns).toEqual([...PARTS_CSV_COLUMNS]);
    expect(preview.rows.map((r) => [r.row, r.draft.number, r.draft.unit, r.archived])).toEqual([
      [2, 'BRG-6205', 'each', false],
      [3, 'OIL-46', 'litre', true],
    ]);
    expect(preview.rows[0].draft.description).toBe('Ball bearing, sealed');
    expect(partsCsvNumbers(preview)).toEqual(['BRG-6205', 'OIL-46']);
  });

  it('reads a file saved with semicolons, the columns in another order and only the required ones', async () => {
    const preview = await parsePartsCsv('Unit;Number;DESCRIPTION\nkg;GRS-1;Grease\n');
    expect(problems(preview)).toEqual([]);
    expect(preview.columns).toEqual(['number', 'description', 'unit']);
    expect(preview.rows[0].draft).toMatchObject({ number: 'GRS-1', description: 'Grease', unit: 'kilogram' });
    expect(preview.rows[0].archived).toBeNull();
  });

  it('skips empty lines', async () => {
    const preview = await parsePartsCsv(`${HEADER}\n\nA-1,One,each,,,,,,\n,,,,,,,,\nA-2,Two,each,,,,,,\n`);
    expect(problems(preview)).toEqual([]);
    expect(preview.rows.map((r) => r.row)).toEqual([3, 5]);
  });
});

describe('parsePartsCsv: units', () => {
  it('takes the export’s names, any case, and the usual plurals, spellings and symbols', () => {
    expect(['each', 'EACH', ' Each ', 'pcs', 'pieces'].map(unitOf)).toEqual(Array(5).fill('each'));
    expect(['litre', 'Liters', 'l', 'L'].map(unitOf)).toEqual(Array(4).fill('litre'));
    expect(['metre', 'meters', 'm'].map(unitOf)).toEqual(Array(3).fill('metre'));
    expect(['kilogram', 'KG'].map(unitOf)).toEqual(['kilogram', 'kilogram']);
    expect(['boxes', 'pairs', 'rolls', 'sets'].map(unitOf)).toEqual(['box', 'pair', 'roll', 'set']);
    expect(['', 'gallon', 'toString', 'constructor', '__proto__'].map(unitOf)).toEqual([null, null, null, null, null]);
  });

  it('names an unknown unit and a missing one, with the units it takes', async () => {
    const preview = await parsePartsCsv(`number,description,unit\nA-1,One,gallon\nA-2,Two,\nA-3,Three,Boxes\n`);
    expect(preview.problems).toEqual([
      {
        row: 2,
        column: 'unit',
        code: 'unitUnknown',
        values: { unit: 'gallon', units: 'each, set, box, pair, roll, litre, kilogram, metre' },
      },
      {
        row: 3,
        column: 'unit',
        code: 'unitMissing',
        values: { units: 'each, set, box, pair, roll, litre, kilogram, metre' },
      },
    ]);
    expect(preview.rows[2].draft.unit).toBe('box');
  });
});

describe('parsePartsCsv: unit costs', () => {
  it('takes an amount of at most 4 decimals, a decimal comma, or nothing (0)', async () => {
    const costs = ['0', '12.5', '12,50', '0.0001', '', '10000000'];
    const preview = await parsePartsCsv(
      ['number;description;unit;unitCost', ...costs.map((c, i) => `P-${i};Part;each;${c}`)].join('\n'),
    );
    expect(problems(preview)).toEqual([]);
  });

  it('refuses a cost that is not a number of 0 or more within the limit', async () => {
    const costs = ['-1', 'abc', '12.50 EUR', '$3', '1e3', '0.00001', '10000000.01', '1,234.50'];
    const preview = await parsePartsCsv(
      ['number;description;unit;unitCost', ...costs.map((c, i) => `P-${i};Part;each;${c}`)].join('\n'),
    );
    expect(preview.problems.map((p) => [p.row, p.column, p.code, p.values?.cost])).toEqual(
      costs.map((c, i) => [i + 2, 'unitCost', 'costNotNumber', c]),
    );
  });
});

describe('parsePartsCsv: what the part form refuses', () => {
  it('reports each of the form’s problems at its row and column', async () => {
    const text = [
      HEADER,
      `,Nameless,each,,,,,,`,
      `${'N'.repeat(41)},Long number,each,,,,,,`,
      `A-1,,each,,,,,,`,
      `A-2,${'d'.repeat(2001)},each,,,,,,`,
      `A-3,Part,each,${'c'.repeat(201)},,${'m'.repeat(61)},,,`,
      `A-4,Part,each,,,,,,maybe`,
    ].join('\n');
    const preview = await parsePartsCsv(text);
    expect(preview.problems).toEqual([
      { row: 2, column: 'number', code: 'numberMissing' },
      { row: 3, column: 'number', code: 'numberTooLong', values: { max: 40 } },
      { row: 4, column: 'description', code: 'descriptionMissing' },
      { row: 5, column: 'description', code: 'descriptionTooLong', values: { max: 2000 } },
      { row: 6, column: 'category', code: 'textTooLong', values: { max: 200 } },
      { row: 6, column: 'manufacturerNumber', code: 'textTooLong', values: { max: 60 } },
      { row: 7, column: 'archived', code: 'archivedNotYesNo', values: { value: 'maybe' } },
    ]);
    expect(partsPreviewIsValid(preview)).toBe(false);
  });

  it('names a part number twice in the file (case and spaces aside) with the row that has it first', async () => {
    const preview = await parsePartsCsv(
      `number,description,unit\nBRG-1,One,each\nOther,Two,each\n brg-1 ,Again,each\nBRG-1,Third,each\n`,
    );
    expect(preview.problems).toEqual([
      { row: 4, column: 'number', code: 'numberInFile', values: { row: 2 } },
      { row: 5, column: 'number', code: 'numberInFile', values: { row: 2 } },
    ]);
  });

  it('reads yes and no in the archived column', () => {
    expect(['true', 'TRUE', 'yes', '1', 'false', 'no', '0', '', ' No '].map(archivedOf)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(archivedOf('archived')).toBeNull();
  });
});

describe('parsePartsCsv: what only a file gets wrong', () => {
  it('refuses an empty file, a header without rows and a file too large before reading it', async () => {
    expect(problems(await parsePartsCsv(''))).toEqual([[null, null, 'fileEmpty']]);
    expect(problems(await parsePartsCsv('\uFEFF  \r\n'))).toEqual([[null, null, 'fileEmpty']]);
    expect(problems(await parsePartsCsv(`${HEADER}\r\n\r\n`))).toEqual([[null, null, 'noRows']]);
    let read = false;
    const huge = {
      size: MAX_PARTS_CSV_BYTES + 1,
      text: () => {
        read = true;
        return Promise.resolve('');
      },
    };
    const preview = await parsePartsCsvFile(huge);
    expect(preview.problems).toEqual([
      { row: null, column: null, code: 'fileTooBig', values: { size: '5.1', max: 5 } },
    ]);
    expect(read).toBe(false);
    expect(problems(await parsePartsCsvFile(new Blob([])))).toEqual([[null, null, 'fileEmpty']]);
    const unreadable = { size: 10, text: () => Promise.reject(new Error('gone')) };
    expect(problems(await parsePartsCsvFile(unreadable))).toEqual([[null, null, 'fileUnreadable']]);
  });

  it('names missing, unknown and repeated columns, and checks no row', async () => {
    const preview = await parsePartsCsv('number,price,Number,,notes\nA-1,3,A-1,,x\n');
    expect(preview.problems).toEqual([
      { row: null, column: null, code: 'missingColumns', values: { columns: 'description, unit' } },
      { row: null, column: null, code: 'unknownColumns', values: { columns: 'price, #4, notes' } },
      { row: null, column: null, code: 'repeatedColumns', values: { columns: 'number' } },
    ]);
    expect(preview.rows).toEqual([]);
  });

  it('names a row with too many or too few values and an unclosed quote', async () => {
    const preview = await parsePartsCsv('number,description,unit\nA-1,One,each,extra\nA-2,Two\nA-3,"Three,each\n');
    expect(problems(preview)).toContainEqual([3, null, 'cellCount']);
    expect(preview.problems.find((p) => p.row === 2)).toEqual({
      row: 2,
      column: null,
      code: 'cellCount',
      values: { count: 4, expected: 3 },
    });
    expect(problems(preview)).toContainEqual([4, null, 'badQuotes']);
  });

  it('refuses a cell over 10,000 characters once, at its column, without the form’s own complaint', async () => {
    const preview = await parsePartsCsv(`number,description,unit\nA-1,${'x'.repeat(MAX_CSV_CELL + 1)},each\n`);
    expect(preview.problems).toEqual([
      { row: 2, column: 'description', code: 'cellTooLong', values: { max: MAX_CSV_CELL } },
    ]);
    expect(preview.rows[0].draft.description).toBe('');
  });

  it('refuses more rows than an import takes, as a whole', async () => {
    const lines = Array.from({ length: MAX_PARTS_CSV_ROWS + 1 }, (_, i) => `P-${i},Part,each`);
    const preview = await parsePartsCsv(`number,description,unit\n${lines.join('\n')}`);
    expect(preview.problems).toEqual([
      {
        row: null,
        column: null,
        code: 'tooManyRows',
        values: { rows: MAX_PARTS_CSV_ROWS + 1, max: MAX_PARTS_CSV_ROWS },
      },
    ]);
    expect(preview.rows).toEqual([]);
  });
});

describe('planPartsImport', () => {
  const catalogue: CataloguePart[] = [
    { id: 'p1', ...part({ fits: ['s1/p1/pump'] }) },
    { id: 'p2', ...part({ number: 'OIL-46', description: 'Oil', unit: 'litre', unitCost: 3.2 }) },
    { id: 'd1', ...part({ number: 'DUP-1' }) },
    { id: 'd2', ...part({ number: 'dup-1' }) },
  ];

  it('updates the parts the file names (case aside), keeps what it leaves out, and creates the others', async () => {
    const preview = await parsePartsCsv(
      [
        'number,description,unit,unitCost',
        'brg-6205,Deep groove ball bearing,each,13',
        'OIL-46,Oil,litre,3.2',
        'NEW-1,New part,box,',
      ].join('\n'),
    );
    const plan = planPartsImport(preview, catalogue);
    expect(plan.actions).toEqual(['update', 'unchanged', 'create']);
    expect(plan.unchanged).toBe(1);
    expect(plan.problems).toEqual([]);
    expect(plan.updates).toEqual([
      {
        id: 'p1',
        changes: { description: 'Deep groove ball bearing', unit: 'each', unitCost: 13 },
        after: part({ unitCost: 13, fits: ['s1/p1/pump'] }),
      },
    ]);
    expect(plan.creates).toEqual([
      {
        number: 'NEW-1',
        description: 'New part',
        unit: 'box',
        category: '',
        manufacturer: '',
        manufacturerNumber: '',
        vendor: '',
        unitCost: 0,
        fits: [],
        archived: false,
      },
    ]);
  });

  it('writes every column the file has, empty ones too', async () => {
    const preview = await parsePartsCsv(`${HEADER}\nBRG-6205,Deep groove ball bearing,each,,,,,12.5,true\n`);
    const plan = planPartsImport(preview, catalogue);
    expect(plan.updates[0].changes).toEqual({
      description: 'Deep groove ball bearing',
      unit: 'each',
      category: '',
      manufacturer: '',
      manufacturerNumber: '',
      vendor: '',
      unitCost: 12.5,
      archived: true,
    });
    expect(plan.updates[0].after.fits).toEqual(['s1/p1/pump']);
  });

  it('keeps only the part’s values of what the catalogue holds (not its stamps or search words)', async () => {
    const stored = { ...catalogue[1], keywords: ['oi', 'oil'], createdAt: null, createdBy: 'u' };
    const preview = await parsePartsCsv('number,description,unit\noil-46,Hydraulic oil,litre\n');
    const [update] = planPartsImport(preview, [stored]).updates;
    expect(update.after).toEqual({
      ...part({ number: 'OIL-46', description: 'Hydraulic oil', unit: 'litre', unitCost: 3.2 }),
    });
  });

  it('refuses a row whose number two parts of the catalogue share', async () => {
    const preview = await parsePartsCsv('number,description,unit\nDup-1,Which one?,each\n');
    const plan = planPartsImport(preview, catalogue);
    expect(plan.problems).toEqual([{ row: 2, column: 'number', code: 'numberTwiceInCatalogue', values: { count: 2 } }]);
    expect(plan.creates).toEqual([]);
    expect(plan.updates).toEqual([]);
  });

  it('plans nothing for a file with problems', async () => {
    const preview = await parsePartsCsv('number,description,unit\nA-1,One,gallon\nA-2,Two,each\n');
    expect(planPartsImport(preview, [])).toMatchObject({ creates: [], updates: [], actions: [] });
  });
});

describe('partsLimitProblem', () => {
  it('lets a Free company reach its limit and no further; a paid company has none', () => {
    const limit = FREE_LIMITS.parts;
    expect(partsLimitProblem(false, limit - 3, 3)).toBeNull();
    expect(partsLimitProblem(false, limit - 3, 4)).toEqual({ used: limit - 3, limit, creating: 4, room: 3 });
    expect(partsLimitProblem(false, limit + 5, 1)).toEqual({ used: limit + 5, limit, creating: 1, room: 0 });
    expect(partsLimitProblem(false, limit + 5, 0)).toBeNull();
    expect(partsLimitProblem(true, limit, 10_000)).toBeNull();
  });
});

describe('the export', () => {
  it('writes the columns in order, codes for units, costs without exponents, and a dated file name', async () => {
    const text = await partsToCsv([part({ unitCost: 0.00001 }), part({ number: 'B', unitCost: 1234567.125 })]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines[1]).toBe('BRG-6205,Deep groove ball bearing,each,Bearings,SKF,6205-2RSH,Bearings Ltd,0,false');
    expect(lines[2]).toBe('B,Deep groove ball bearing,each,Bearings,SKF,6205-2RSH,Bearings Ltd,1234567.125,false');
    expect(lines[3]).toBe('');
    expect(costText(12.5)).toBe('12.5');
    expect(costText(1e-7)).toBe('0');
    expect(partsCsvFileName(new Date(2026, 4, 4))).toBe('parts-2026-05-04.csv');
  });

  it('reads back what it wrote: export → parse gives the same parts', async () => {
    const parts = [
      part(),
      part({
        number: '=HYPERLINK("x")',
        description: 'Quotes "inside", commas, and\na line break',
        unit: 'metre',
        category: '+plus',
        manufacturer: '@at',
        manufacturerNumber: '-minus',
        vendor: 'Ñandú Suministros',
        unitCost: 0.0001,
        archived: true,
      }),
      part({ number: 'OIL-46', unit: 'litre', category: '', manufacturer: '', vendor: '', unitCost: 0 }),
    ];
    const text = await partsToCsv(parts);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const preview = await parsePartsCsv(text);
    expect(problems(preview)).toEqual([]);
    const plan = planPartsImport(preview, []);
    expect(plan.creates).toEqual(parts);
    // And against the catalogue it came from: nothing to change.
    const again = planPartsImport(
      preview,
      parts.map((p, i) => ({ id: `p${i}`, ...p })),
    );
    expect(again).toMatchObject({ creates: [], updates: [], unchanged: 3 });
  });
});
