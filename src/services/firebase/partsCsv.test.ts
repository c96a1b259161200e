// How the import looks parts up by number without reading the catalogue: the forms of each number
// asked for with `in`, the search words asked for with `array-contains-any`, in chunks Firestore
// takes. The queries themselves run against the emulators (partsCsv.emulator.test.ts).
import { describe, expect, it } from 'vitest';
import { partKeywords } from '../../domain/inventory';
import { chunked, LOOKUP_CHUNK, numberForms, numberSearchWords } from './partsCsv';

describe('looking parts up by number', () => {
  it('asks for each number as written, upper case and lower case, each form once', () => {
    expect(numberForms([' Brg-6205 ', 'BRG-6205', 'OIL-46', '', 'a-1'])).toEqual([
      'Brg-6205',
      'BRG-6205',
      'brg-6205',
      'OIL-46',
      'oil-46',
      'a-1',
      'A-1',
    ]);
  });

  it('asks for the search word a part stores for its number, each once', () => {
    const words = numberSearchWords(['Brg-6205', 'BRG-6205', 'SEAL-35x52', 'A-1']);
    expect(words).toEqual(['6205', '35x52']);
    // Every word asked for is among the stored words of a part with that number, whatever its case.
    expect(partKeywords({ number: 'bRg-6205', description: 'Bearing', manufacturerNumber: '' })).toContain('6205');
    expect(partKeywords({ number: 'Seal-35X52', description: 'Seal', manufacturerNumber: '' })).toContain('35x52');
  });

  it('cuts a list into chunks Firestore takes in one filter', () => {
    const forms = numberForms(Array.from({ length: 40 }, (_, i) => `P-${i}`));
    const chunks = chunked(forms, LOOKUP_CHUNK);
    expect(chunks.map((c) => c.length)).toEqual([30, 30, 20]);
    expect(chunks.flat()).toEqual(forms);
    expect(chunked([], LOOKUP_CHUNK)).toEqual([]);
  });
});
