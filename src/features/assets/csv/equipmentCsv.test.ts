import { describe, expect, it, vi } from 'vitest';
import type { Equipment, EquipmentSummary } from '../../../services/firebase/assets';
import { leastCpuTime } from '../../../testing/cpuTime';
import { checkEquipment } from '../equipmentValidation';
import type * as Validation from '../equipmentValidation';
import assetMessages from '../messages';
import {
  CSV_COLUMNS,
  type CsvPreview,
  equipmentToCsv,
  importItemsOf,
  MAX_CSV_BYTES,
  parseEquipmentCsv,
  parseEquipmentCsvFile,
  previewIsValid,
} from './equipmentCsv';
import messages from './messages';

// The form's check, unchanged, watched: what each row is checked against is the work the preview does.
vi.mock('../equipmentValidation', async (importOriginal) => {
  const actual = await importOriginal<typeof Validation>();
  return { ...actual, checkEquipment: vi.fn(actual.checkEquipment) };
});

/** The columns of a file written before the optional class column (still read as they were). */
const OLD_COLUMNS = CSV_COLUMNS.filter((c) => c !== 'equipmentClass');
const HEADER = OLD_COLUMNS.join(',');

/** A file from rows of "tag,name,criticality,parentTag" shorthand, other columns filled in. */
function csv(...rows: string[]) {
  return [
    HEADER,
    ...rows.map((r) => {
      const [tag, name, criticality = '5', parent = ''] = r.split('|');
      return [tag, name, 'desc', criticality, parent, 'ACME', 'M1', 'S1', '2024-03-31', 'Hall 1', 'inService', ''].join(
        ',',
      );
    }),
  ].join('\n');
}

const plant: EquipmentSummary[] = [
  { id: 'eq1', tag: 'P-100', name: 'Main pump', criticality: 7, parent: null, status: 'inService' },
];

/** Problems as [row, column, message id] for short assertions. */
const problems = (p: CsvPreview) => [
  ...p.fileProblems.map((x) => [x.row, x.column, x.message.id]),
  ...p.rowProblems.map((x) => [x.row, x.column, x.message.id]),
];

describe('parseEquipmentCsv: a good file', () => {
  it('reads every column, resolves parents in the plant and later in the file, and puts parents first', async () => {
    const text = [
      HEADER,
      'M-1,Motor,"Drives the pump, 5 kW",7,P-101,Siemens,1LE1,SN-9,2021-05-04,Hall 2,standby,Run hours:h; Starts:count',
      'P-101,Feed pump,,8,P-100,,,,,,inService,',
      '',
    ].join('\r\n');
    const preview = await parseEquipmentCsv(`\uFEFF${text}`, plant);
    expect(problems(preview)).toEqual([]);
    expect(previewIsValid(preview)).toBe(true);
    expect(preview.dataRows).toBe(2);
    expect(preview.rows.map((r) => [r.row, r.draft.tag, r.parent])).toEqual([
      [3, 'P-101', { in: 'plant', id: 'eq1' }],
      [2, 'M-1', { in: 'file', key: 'row:3' }],
    ]);
    expect(preview.rows[1].draft).toMatchObject({
      description: 'Drives the pump, 5 kW',
      criticality: '7',
      installDate: '2021-05-04',
      status: 'standby',
    });
    expect(preview.rows[1].meters).toEqual([
      { id: 'm1', name: 'Run hours', unit: 'h' },
      { id: 'm2', name: 'Starts', unit: 'count' },
    ]);
  });

  it('reads a file saved with semicolons and the columns in another order', async () => {
    const columns = [...OLD_COLUMNS].reverse();
    const text = `${columns.join(';')}\n"x:1";inService;;;;;;;7;;Valve;V-1\n`;
    const preview = await parseEquipmentCsv(text, []);
    expect(problems(preview)).toEqual([]);
    expect(preview.rows[0].draft).toMatchObject({ tag: 'V-1', name: 'Valve', criticality: '7' });
  });

  it('round-trips the export', async () => {
    const base = {
      description: 'Line "A", north',
      manufacturer: '',
      model: '',
      serial: '',
      installDate: null,
      location: '',
      status: 'inService' as const,
      equipmentClass: null,
      createdAt: null,
      createdBy: 'u',
      updatedAt: null,
      updatedBy: 'u',
    };
    const items: Equipment[] = [
      { ...base, id: 'b', tag: 'B-2', name: 'Child', criticality: 3, parent: 'a', meters: [] },
      {
        ...base,
        id: 'a',
        tag: 'A-1',
        name: 'Parent',
        criticality: 9,
        parent: null,
        meters: [{ id: 'm', name: 'Hours', unit: 'h' }],
      },
    ];
    const text = await equipmentToCsv(items);
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${CSV_COLUMNS.join(',')}`);
    const preview = await parseEquipmentCsv(text, []);
    expect(problems(preview)).toEqual([]);
    expect(preview.rows.map((r) => [r.draft.tag, r.draft.parent, r.draft.description])).toEqual([
      ['A-1', '', 'Line "A", north'],
      ['B-2', 'A-1', 'Line "A", north'],
    ]);
  });
});

describe('parseEquipmentCsv: bad files', () => {
  it('refuses an empty file and a header without rows', async () => {
    expect(problems(await parseEquipmentCsv('', []))).toEqual([[null, null, messages.fileEmpty.id]]);
    expect(problems(await parseEquipmentCsv(' \n\n', []))).toEqual([[null, null, messages.fileEmpty.id]]);
    expect(problems(await parseEquipmentCsv(`${HEADER}\n,,,\n`, []))).toEqual([[null, null, messages.noRows.id]]);
  });

  it('names missing, unknown and repeated columns', async () => {
    const header = [...OLD_COLUMNS.filter((c) => c !== 'meters' && c !== 'status'), 'colour', 'tag'];
    const preview = await parseEquipmentCsv(`${header.join(',')}\nP-1,Pump\n`, []);
    expect(preview.rows).toEqual([]);
    expect(preview.fileProblems.map((p) => [p.message.id, p.values])).toEqual([
      [messages.missingColumns.id, { columns: 'status, meters' }],
      [messages.extraColumns.id, { columns: 'colour' }],
      [messages.repeatedColumns.id, { columns: 'tag' }],
    ]);
    expect(previewIsValid(preview)).toBe(false);
  });

  it('reports rows with too few or too many values, and unclosed quotes', async () => {
    const text = `${csv('P-1|Pump')}\nP-2,Short\n${csv('P-3|Long').split('\n')[1]},extra\nP-4,"Open quote,5\n`;
    const preview = await parseEquipmentCsv(text, []);
    expect(preview.rowProblems.filter((p) => p.column === null).map((p) => [p.row, p.message.id, p.values])).toEqual([
      [3, messages.cellCount.id, { count: 2, expected: 12 }],
      [4, messages.cellCount.id, { count: 13, expected: 12 }],
      [5, messages.badQuotes.id, undefined],
    ]);
  });

  it('reports each bad value with its row and column, in the words a file needs', async () => {
    const name10k = 'x'.repeat(10_000);
    const text = [
      HEADER,
      `,Nameless,,5,,,,,,,inService,`,
      `P-2,${name10k},,11,,,,,31.02.2024,,broken,Hours`,
      `P-3,Pump,,high,NOPE,,,,2024-13-01,,standby,`,
      `p-100,Same tag as the plant,,5,,,,,,,inService,`,
    ].join('\n');
    const preview = await parseEquipmentCsv(text, plant);
    expect(preview.rowProblems.map((p) => [p.row, p.column, p.message.id, p.values])).toEqual([
      [2, 'tag', assetMessages.problemTagRequired.id, undefined],
      [3, 'name', assetMessages.problemNameTooLong.id, undefined],
      [3, 'criticality', assetMessages.problemCriticality.id, undefined],
      [3, 'status', messages.status.id, undefined],
      [3, 'installDate', messages.installDate.id, undefined],
      [3, 'meters', messages.meters.id, undefined],
      [4, 'criticality', assetMessages.problemCriticality.id, undefined],
      [4, 'parentTag', messages.parentUnknown.id, { tag: 'NOPE' }],
      [4, 'installDate', messages.installDate.id, undefined],
      [5, 'tag', assetMessages.problemTagTaken.id, undefined],
    ]);
    expect(previewIsValid(preview)).toBe(false);
  });

  it('reads the equipment class against the library, the company’s own classes too', async () => {
    const text = [
      CSV_COLUMNS.join(','),
      `P-2,Pump,,5,,,,,,,inService,,pump`,
      `R-1,Roll,,5,,,,,,,inService,,roll`,
      `X-1,Other,,5,,,,,,,inService,,`,
      `Y-1,Typo,,5,,,,,,,inService,,pumpp`,
    ].join('\n');
    const builtIn = await parseEquipmentCsv(text, plant);
    expect(builtIn.rowProblems.map((p) => [p.row, p.column, p.message.id, p.values])).toEqual([
      [3, 'equipmentClass', messages.equipmentClass.id, { code: 'roll' }],
      [5, 'equipmentClass', messages.equipmentClass.id, { code: 'pumpp' }],
    ]);
    const own = await parseEquipmentCsv(text, plant, ['pump', 'roll']);
    expect(own.rowProblems.map((p) => p.row)).toEqual([5]);
    const fine = await parseEquipmentCsv(text.split('\n').slice(0, 4).join('\n'), plant, ['pump', 'roll']);
    expect(importItemsOf(fine).map((i) => i.input.equipmentClass)).toEqual(['pump', 'roll', null]);
  });

  it('refuses a tag twice in the file, on the later row and for the file', async () => {
    const preview = await parseEquipmentCsv(csv('P-1|Pump', 'P-2|Other', 'p-1 |Again'), []);
    expect(problems(preview)).toEqual([
      [null, null, messages.duplicateTags.id],
      [4, 'tag', messages.tagInFile.id],
    ]);
    expect(preview.rowProblems[0].values).toEqual({ row: 2 });
    expect(preview.fileProblems[0].values).toEqual({ tags: 'p-1' });
  });

  it('refuses parents that go round in a circle inside the file, and a row that is its own parent', async () => {
    const preview = await parseEquipmentCsv(csv('A|a|5|C', 'B|b|5|A', 'C|c|5|B', 'D|d|5|A', 'E|e|5|E'), []);
    expect(problems(preview)).toEqual([
      [2, 'parentTag', assetMessages.problemParentCycle.id],
      [3, 'parentTag', assetMessages.problemParentCycle.id],
      [4, 'parentTag', assetMessages.problemParentCycle.id],
      // D is not on the circle, but its line of parents never reaches the top.
      [5, 'parentTag', assetMessages.problemParentCycle.id],
      [6, 'parentTag', assetMessages.problemParentCycle.id],
    ]);
    // Every row is still shown, once.
    expect(preview.rows.map((r) => r.draft.tag).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('refuses more rows than the plant has room for', async () => {
    const full = Array.from({ length: 4_999 }, (_, i) => ({ ...plant[0], id: `e${i}`, tag: `T-${i}` }));
    const preview = await parseEquipmentCsv(csv('N-1|New', 'N-2|Newer'), full);
    expect(preview.fileProblems.map((p) => [p.message.id, p.values])).toEqual([
      [messages.tooManyRows.id, { rows: 2, room: 1, max: 5000 }],
    ]);
    expect(previewIsValid(preview)).toBe(false);
  });

  it('refuses a file over 5 MB without reading it (a 50 MB file is never parsed)', async () => {
    const huge = {
      size: 50 * 1024 * 1024,
      text: () => Promise.reject(new Error('a 50 MB file must not be read')),
    };
    const preview = await parseEquipmentCsvFile(huge, []);
    expect(preview.fileProblems.map((p) => [p.message.id, p.values])).toEqual([
      [messages.fileTooBig.id, { size: '50' }],
    ]);
    expect(preview.rows).toEqual([]);
    const justOver = await parseEquipmentCsvFile({ size: MAX_CSV_BYTES + 1, text: huge.text }, []);
    expect(justOver.fileProblems[0].message.id).toBe(messages.fileTooBig.id);
    const empty = await parseEquipmentCsvFile(new Blob([]), []);
    expect(empty.fileProblems[0].message.id).toBe(messages.fileEmpty.id);
    const fine = await parseEquipmentCsvFile(new Blob([csv('P-1|Pump')]), []);
    expect(previewIsValid(fine)).toBe(true);
  });

  it('checks 5,000 rows with deep parents quickly', async () => {
    // Chains of 50: T-0 ← T-1 ← … ← T-49, T-50 ← …, listed children first.
    const file = (count: number) =>
      csv(...Array.from({ length: count }, (_, i) => `T-${i}|Item ${i}|5|${i % 50 ? `T-${i - 1}` : ''}`).reverse());
    const check = vi.mocked(checkEquipment);
    check.mockClear();
    const preview = await parseEquipmentCsv(file(5_000), []);
    expect(problems(preview)).toEqual([]);
    expect(preview.rows[0].draft).toMatchObject({ tag: 'T-4950', parent: '' });
    const position = new Map(preview.rows.map((r, i) => [r.key, i]));
    for (const [i, r] of preview.rows.entries())
      if (r.parent?.in === 'file') expect(position.get(r.parent.key)).toBeLessThan(i);

    // Work, not time: each row is checked once, against its own line of ancestors (at most 49
    // here) and the plant's and file's equipment with its tag, never against the whole file.
    expect(check).toHaveBeenCalledTimes(5_000);
    const compared = check.mock.calls.reduce((sum, [, , context]) => sum + context.summaries.length, 0);
    expect(compared).toBeLessThanOrEqual(5_000 * (49 + 2));

    // And the whole preview grows in proportion to the file: ten times the rows take about ten
    // times the CPU time (a check that grew with the square would take a hundred times). CPU time
    // in this process, the least of a few runs, so a slower or busier machine does not change the
    // ratio (50 ms more for the noise on runs of a few milliseconds).
    const small = await leastCpuTime(() => parseEquipmentCsv(file(500), []), 5);
    const large = await leastCpuTime(() => parseEquipmentCsv(file(5_000), []), 3);
    expect(large.ms).toBeLessThan(40 * small.ms + 50);
  });
});
