import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../src/domain/mail';
import { parseArgs, template } from './mailTemplates';

describe('e-mail templates', () => {
  it('each kind says what happened in English and Spanish, with the order and its link in the app', () => {
    for (const kind of MAIL_KINDS.filter((k) => k !== 'digest')) {
      const t = template(kind, 'https://cmms.northfield.com/');
      expect(t.subject).toContain('{{number}}');
      for (const body of [t.text, t.html]) {
        expect(body).toContain('{{title}}');
        expect(body).toContain('https://cmms.northfield.com{{link}}');
      }
      expect(t.html).toContain('lang="es"');
    }
    expect(template('assigned', 'https://x.example').text).toMatch(/assigned work order[\s\S]*Se le ha asignado/);
  });

  it('the digest gives the counts in both languages, and the new requests only when there are some', () => {
    const t = template('digest', 'https://cmms.northfield.com');
    expect(t.text).toContain('Open work assigned to you: {{assigned}}.');
    expect(t.text).toContain('Trabajo programado cuyo día ya pasó: {{overdue}}.');
    expect(t.html).toContain('{{#if newRequests}}');
    expect(t.text).toContain('https://cmms.northfield.com{{link}}');
  });

  it('escapes what the order holds: no triple braces around anything of the data', () => {
    for (const kind of MAIL_KINDS) {
      const t = template(kind, 'https://x.example');
      expect(`${t.subject}${t.text}${t.html}`).not.toContain('{{{');
    }
  });

  it('needs the app’s address', () => {
    expect(parseArgs([])).toHaveProperty('error', expect.stringContaining('--url') as string);
    expect(parseArgs(['--url', 'cmms.example.com'])).toHaveProperty(
      'error',
      expect.stringContaining('--url') as string,
    );
    expect(parseArgs(['--url', 'https://cmms.example.com', '--project', 'northfield-cmms'])).toEqual({
      url: 'https://cmms.example.com',
      project: 'northfield-cmms',
    });
    expect(parseArgs(['--url', 'https://a.example', '--nope'])).toEqual({ error: 'unknown argument "--nope"' });
  });
});
