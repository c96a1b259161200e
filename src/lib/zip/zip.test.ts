// The zip writer where there is no worker (the same fflate code the worker runs): files added as
// text (UTF-8) or bytes come back out of the archive unchanged.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipWriter } from './zip';

describe('the zip writer', () => {
  it('gives back every file as it was added', async () => {
    const zip = zipWriter();
    zip.add('manifest.json', '{"a":1}\n');
    zip.add('csv/parts.csv', '\uFEFFnumber,description\r\nBRG-6205,Rodamiento rígido\r\n');
    const bytes = new Uint8Array(3000).map((_, i) => i % 251);
    zip.add('files/photo.jpg', bytes.slice());
    const blob = await zip.finish();
    expect(blob.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['csv/parts.csv', 'files/photo.jpg', 'manifest.json']);
    // The byte-order mark is kept (spreadsheets read the file as UTF-8 by it); decoding drops it.
    expect([...files['csv/parts.csv'].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(files['csv/parts.csv'])).toBe('number,description\r\nBRG-6205,Rodamiento rígido\r\n');
    expect(files['files/photo.jpg']).toEqual(bytes);
    expect(JSON.parse(strFromU8(files['manifest.json']))).toEqual({ a: 1 });
  });
});
