// The import's checks, before anything is written: a Torque archive of this company whose files
// are as exported is read whole (its documents by kind); anything else is refused with the reason —
// not a zip, no manifest, another format or version, another company, a file missing, edited or
// added, a count that is not the documents', a line that is not a document, a document outside
// the company. And the arguments.
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from '../src/domain/companyArchive';
import { checkArchive, parseArgs } from './companyImport';

const sha = (text: string) => createHash('sha256').update(strToU8(text)).digest('hex');

const PART = {
  path: 'users/acme/companies/acme/parts/brg',
  data: { number: 'BRG-6205', createdAt: { $timestamp: { seconds: 1, nanoseconds: 5 } } },
};
const INVITE = { path: 'invites/ABC', data: { companyUID: 'acme', role: 'editor' } };

/** An archive as the export writes it, with `edit` changing its files (after the checksums). */
function archive(edit: (files: Record<string, string>, manifest: Record<string, unknown>) => void = () => undefined) {
  const files: Record<string, string> = {
    'json/parts.jsonl': `${JSON.stringify(PART)}\n`,
    'json/invites.jsonl': `${JSON.stringify(INVITE)}\n`,
    'csv/parts.csv': 'number\r\nBRG-6205\r\n',
  };
  const manifest: Record<string, unknown> = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    company: 'acme',
    companyName: 'Acme Paper',
    madeAt: '2026-11-28T10:00:00.000Z',
    madeBy: { uid: 'dan', name: 'Dan Admin' },
    counts: { parts: 1, invites: 1 },
    files: 0,
    checksums: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha(text)])),
  };
  edit(files, manifest);
  return zipSync({
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
    'manifest.json': strToU8(JSON.stringify(manifest)),
  });
}

const refusal = (zip: Uint8Array, company = 'acme') => {
  try {
    checkArchive(zip, company);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('checking an archive', () => {
  it('reads an archive of the company as exported, every document by kind', () => {
    const { manifest, documents } = checkArchive(archive(), 'acme');
    expect(manifest.companyName).toBe('Acme Paper');
    expect(documents).toEqual([
      { kind: 'parts', doc: PART },
      { kind: 'invites', doc: INVITE },
    ]);
  });

  it('refuses what is not an archive of this company, saying so', () => {
    expect(refusal(strToU8('not a zip'))).toMatch(/not a zip archive/);
    expect(refusal(zipSync({ 'a.txt': strToU8('x') }))).toMatch(/no manifest.json/);
    expect(refusal(archive((_, m) => (m.format = 'other')))).toMatch(/not a Torque company archive/);
    expect(refusal(archive((_, m) => (m.version = 99)))).toMatch(/version 99/);
    expect(refusal(archive(), 'zed')).toMatch(/another company \(Acme Paper, acme\), not zed/);
  });

  it('refuses a damaged or edited archive, listing what is wrong, nothing written', () => {
    const edited = refusal(
      archive((files) => (files['json/parts.jsonl'] = files['json/parts.jsonl'].replace('BRG-6205', 'BRG-9999'))),
    );
    expect(edited).toMatch(/damaged or was edited; nothing was written/);
    expect(edited).toMatch(/json\/parts.jsonl is not as it was exported/);
    expect(refusal(archive((files) => delete files['csv/parts.csv']))).toMatch(/csv\/parts.csv is missing/);
    expect(refusal(archive((files) => (files['json/extra.jsonl'] = '')))).toMatch(/json\/extra.jsonl was added/);
    // Checksums recomputed to match, but the counts or the documents give it away.
    const recount = (mutate: (files: Record<string, string>) => void) =>
      archive((files, m) => {
        mutate(files);
        m.checksums = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha(text)]));
      });
    expect(
      refusal(recount((f) => (f['json/parts.jsonl'] += `${JSON.stringify({ ...PART, path: `${PART.path}2` })}\n`))),
    ).toMatch(/the manifest counts 1 parts, the archive holds 2/);
    expect(refusal(recount((f) => (f['json/parts.jsonl'] = '{"path":\n')))).toMatch(/line 1 is not a document/);
    expect(
      refusal(
        recount(
          (f) => (f['json/parts.jsonl'] = `${JSON.stringify({ ...PART, path: 'users/zed/companies/zed/parts/x' })}\n`),
        ),
      ),
    ).toMatch(/outside the company \(users\/zed/);
    expect(
      refusal(
        recount((f) => (f['json/invites.jsonl'] = `${JSON.stringify({ ...INVITE, data: { companyUID: 'zed' } })}\n`)),
      ),
    ).toMatch(/outside the company \(invites\/ABC\)/);
  });
});

describe('the arguments', () => {
  it('takes the archive, the company and a project', () => {
    expect(parseArgs(['a.zip', '--company', 'acme'])).toEqual({ file: 'a.zip', company: 'acme', project: null });
    expect(parseArgs(['--company=acme', 'a.zip', '--project', 'demo-x'])).toEqual({
      file: 'a.zip',
      company: 'acme',
      project: 'demo-x',
    });
    expect(() => parseArgs(['a.zip'])).toThrow(/Give the archive and --company/);
    expect(() => parseArgs(['a.zip', '--company', 'a/b'])).toThrow(/not a company UID/);
    expect(() => parseArgs(['a.zip', '--company', 'acme', '--force'])).toThrow(/Unknown option --force/);
  });
});
