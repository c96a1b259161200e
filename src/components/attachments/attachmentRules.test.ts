import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TYPES,
  attachmentsFolder,
  canDeleteAttachment,
  checkFile,
  contentTypeOf,
  isValidPageSize,
  MAX_ATTACHMENT_BYTES,
  originalNameOf,
  parsePageSize,
  RESUMABLE_THRESHOLD,
  STORED_NAME,
  storedNameOf,
  usesResumableUpload,
} from './attachmentRules';
import { readFileSync } from 'node:fs';

describe('limits', () => {
  it('20 MiB at most, and more than nothing', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(20 * 1024 * 1024);
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES })).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_ATTACHMENT_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual({ ok: false, reason: 'empty' });
  });

  it('over 262,144 bytes is resumable (docs/product.md §5); at or under it, one request', () => {
    expect(RESUMABLE_THRESHOLD).toBe(262_144);
    expect(usesResumableUpload(262_144)).toBe(false);
    expect(usesResumableUpload(262_145)).toBe(true);
  });

  it('the allowed list is the one storage.rules enforces', () => {
    const rules = readFileSync('storage.rules', 'utf8');
    for (const type of ALLOWED_TYPES) expect(rules).toContain(`'${type}'`);
    expect(rules).toContain('20 * 1024 * 1024');
  });
});

describe('content types', () => {
  it("takes the browser's type when it is allowed", () => {
    expect(contentTypeOf({ name: 'x.bin', type: 'image/png' })).toBe('image/png');
    expect(contentTypeOf({ name: 'Sheet.CSV', type: 'TEXT/CSV' })).toBe('text/csv');
  });

  it('falls back to the extension only when the browser gives no type', () => {
    expect(contentTypeOf({ name: 'plan.DWG', type: '' })).toBe('image/vnd.dwg');
    expect(contentTypeOf({ name: 'plan.dxf', type: 'application/octet-stream' })).toBe('image/vnd.dxf');
    expect(contentTypeOf({ name: 'report.docx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOf({ name: 'noextension', type: '' })).toBeNull();
  });

  it('refuses types not allowed, whatever the extension says', () => {
    expect(contentTypeOf({ name: 'evil.pdf', type: 'text/html' })).toBeNull();
    expect(contentTypeOf({ name: 'setup.exe', type: '' })).toBeNull();
    expect(checkFile({ name: 'page.html', type: 'text/html', size: 10 })).toEqual({
      ok: false,
      reason: 'typeNotAllowed',
    });
  });
});

describe('page size (docs/product.md §5: 1..1000)', () => {
  it.each([
    ['1', 1],
    ['1000', 1000],
    [' 50 ', 50],
  ])('%j is accepted', (text, n) => expect(parsePageSize(text)).toBe(n));

  it.each(['0', '1001', '-1', '2.5', '', 'ten', '1e3'])('%j is refused', (text) =>
    expect(parsePageSize(text)).toBeNull(),
  );

  it('numbers', () => {
    expect(isValidPageSize(1)).toBe(true);
    expect(isValidPageSize(1000)).toBe(true);
    expect(isValidPageSize(0)).toBe(false);
    expect(isValidPageSize(1.5)).toBe(false);
    expect(isValidPageSize(Number.NaN)).toBe(false);
  });
});

describe('names', () => {
  const now = Date.UTC(2026, 4, 1);

  it('stores `{time in base 36}-{safe name}`', () => {
    expect(storedNameOf('Pump manual.pdf', now)).toBe(`${now.toString(36)}-Pump_manual.pdf`);
    expect(storedNameOf('Bomba señal ü.png', now)).toBe(`${now.toString(36)}-Bomba_senal_u.png`);
  });

  it('never keeps path separators, leading dots or an empty name', () => {
    for (const name of ['../../etc/passwd', '.hidden', '///', '', '日本語.pdf', 'a\u0000b.txt']) {
      const stored = storedNameOf(name, now);
      expect(stored).toMatch(STORED_NAME);
      expect(stored).not.toContain('/');
      expect(stored.split('-').slice(1).join('-')).not.toMatch(/^\./);
    }
    expect(storedNameOf('///', now)).toBe(`${now.toString(36)}-file`);
  });

  it('cuts a 10,000-character name to 200, keeping the extension', () => {
    const long = `${'a'.repeat(10_000)}.pdf`;
    const stored = storedNameOf(long, now);
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(stored).toMatch(STORED_NAME);
    expect(stored.endsWith('.pdf')).toBe(true);
    const original = originalNameOf(long);
    expect(original).toHaveLength(200);
    expect(original.endsWith('.pdf')).toBe(true);
    expect(originalNameOf('  ')).toBe('file');
  });

  it('the folder is the contract path', () => {
    expect(attachmentsFolder({ uid: 'c1', company: 'c1', site: 's', plant: 'p' }, 'e')).toBe(
      'users/c1/companies/c1/sites/s/plants/p/equipment/e/attachments',
    );
  });
});

describe('who may delete', () => {
  it('admins any file; editors only their own; nobody signed out', () => {
    expect(canDeleteAttachment({ uid: 'a', role: 0 }, 'b')).toBe(true);
    expect(canDeleteAttachment({ uid: 'e', role: 1 }, 'e')).toBe(true);
    expect(canDeleteAttachment({ uid: 'e', role: 1 }, 'b')).toBe(false);
    expect(canDeleteAttachment(null, 'b')).toBe(false);
  });
});
