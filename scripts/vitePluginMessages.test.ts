import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { parse as noParser } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import compiledCommon from '../src/i18n/en.json?compiled&prefix=common.';
import compiledEn from '../src/i18n/en.json?compiled';
import compiledEs from '../src/i18n/es.json?compiled';
import {
  compileCatalogue,
  compiledRequest,
  MESSAGES_MODULE,
  messagesPlugin,
  stripDefaultMessages,
} from './vitePluginMessages';

const root = path.resolve(__dirname, '..');
const source = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `src/i18n/${locale}.json`), 'utf8')) as Record<string, string>;

type Values = Record<string, string | number | Date | ((chunks: string[]) => string)>;

/** A value of the right kind for each argument a message takes. */
function sampleValues(elements: MessageFormatElement[], values: Values = {}): Values {
  for (const el of elements) {
    if (el.type === TYPE.plural || el.type === TYPE.number) values[el.value] = 3;
    else if (el.type === TYPE.date || el.type === TYPE.time) values[el.value] = new Date(2026, 10, 20, 9, 30);
    else if (el.type === TYPE.select) values[el.value] = Object.keys(el.options)[0];
    else if (el.type === TYPE.argument) values[el.value] ??= `<${el.value}>`;
    else if (el.type === TYPE.tag) values[el.value] = (chunks: string[]) => `[${chunks.join('')}]`;
    if (el.type === TYPE.plural || el.type === TYPE.select)
      Object.values(el.options).forEach((o) => sampleValues(o.value, values));
    if (el.type === TYPE.tag) sampleValues(el.children, values);
  }
  return values;
}

const parser = IntlMessageFormat.__parse;
afterEach(() => {
  IntlMessageFormat.__parse = parser;
});

describe('compiled catalogues', () => {
  it.each([
    ['en', compiledEn],
    ['es', compiledEs],
  ])('%s formats every message as the plain catalogue does, with no parser at run time', (locale, compiled) => {
    const plain = source(locale);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(plain).sort());
    const errors: unknown[] = [];
    const fromText = createIntl({ locale, messages: plain });
    const expected = Object.fromEntries(
      Object.keys(plain).map((id) => [id, fromText.formatMessage({ id }, sampleValues(compiled[id]))]),
    );
    // What the app's build does: react-intl with the no-parser build.
    IntlMessageFormat.__parse = noParser as unknown as typeof parser;
    const fromTree = createIntl({ locale, messages: compiled, onError: (e) => errors.push(e) });
    const actual = Object.fromEntries(
      Object.keys(plain).map((id) => [id, fromTree.formatMessage({ id }, sampleValues(compiled[id]))]),
    );
    expect(errors).toEqual([]);
    expect(actual).toEqual(expected);
    expect(actual['demo.list.shown']).toBe(locale === 'en' ? '3 items of <total>' : '3 elementos de <total>');
  });

  it('holds syntax trees, not text', () => {
    expect(Object.values(compiledEn).every((m) => Array.isArray(m))).toBe(true);
    expect(compiledEn['app.brand']).toEqual([{ type: TYPE.literal, value: 'Torque' }]);
  });

  it('can keep only the messages with a prefix', () => {
    const ids = Object.keys(compiledCommon);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('common.'))).toBe(true);
    expect(ids.sort()).toEqual(Object.keys(source('en')).filter((id) => id.startsWith('common.')));
  });

  it('fails the build on a message that does not parse, naming it', () => {
    expect(() => compileCatalogue({ 'x.ok': 'Fine', 'x.broken': 'Hello {name' }, 'en')).toThrow(/x\.broken/);
  });

  it('splits a catalogue into the core and the signed-in app’s part, together the whole', () => {
    const messages = {
      'auth.login': 'Sign in',
      'assets.tag': 'Tag',
      'company.members': 'Members',
      'common.x': 'X',
      'app.brand': 'Torque',
      'app.menu.home': 'Home',
      // A feature the split has never heard of is the signed-in app's, not the login page's.
      'newFeature.title': 'New',
    };
    const core = compileCatalogue(messages, 'en', '', 'core');
    const app = compileCatalogue(messages, 'en', '', 'app');
    expect(Object.keys(core).sort()).toEqual(['app.brand', 'auth.login', 'common.x']);
    expect(Object.keys(app).sort()).toEqual(['app.menu.home', 'assets.tag', 'company.members', 'newFeature.title']);
    expect({ ...core, ...app }).toEqual(compileCatalogue(messages, 'en'));
  });

  it('keeps the long help text out of both, in a part of its own; its links stay in the app part', () => {
    const messages = {
      'auth.login': 'Sign in',
      'help.faq.rime': 'RIME is…',
      'helpLink.rime': 'What is RIME?',
      'work.x': 'X',
    };
    const parts = (['core', 'app', 'help'] as const).map((part) =>
      Object.keys(compileCatalogue(messages, 'en', '', part)),
    );
    expect(parts).toEqual([['auth.login'], ['helpLink.rime', 'work.x'], ['help.faq.rime']]);
    expect(compiledRequest('/r/src/i18n/en.json?compiled&part=help')?.part).toBe('help');
  });

  it('knows a compiled request from a plain import', () => {
    expect(compiledRequest('/r/src/i18n/es.json?compiled')).toEqual({
      file: '/r/src/i18n/es.json',
      locale: 'es',
      prefix: '',
      part: null,
    });
    expect(compiledRequest('/r/src/i18n/es.json?compiled&part=app')?.part).toBe('app');
    expect(() => compiledRequest('/r/src/i18n/es.json?compiled&part=other')).toThrow(/part/);
    expect(compiledRequest('/r/src/i18n/en.json?compiled&prefix=common.')?.prefix).toBe('common.');
    expect(compiledRequest('/r/src/i18n/en.json')).toBeNull();
    expect(compiledRequest('/r/src/i18n/en.json?raw')).toBeNull();
  });
});

describe('default messages in a build', () => {
  it('are emptied, keeping ids and everything else', () => {
    const code = [
      "import { defineMessages } from '../i18n/defineMessages';",
      '// Españ… ✓ comments with wide characters before the texts',
      'export default defineMessages({',
      "  loading: { id: 'common.loading', defaultMessage: 'Loading…' },",
      '  long: {',
      "    id: 'x.long',",
      '    defaultMessage:',
      "      'It\\'s a {thing}, \"quoted\".',",
      '  },',
      '  tpl: { id: `x.tpl`, defaultMessage: `Template {n}` },',
      "  other: { id: 'x.other', description: 'defaultMessage stays in here', defaultMessage: \"Ünïcode\" },",
      '});',
      "const defaultMessage: string = 'a variable, not a descriptor';",
    ].join('\n');
    const stripped = stripDefaultMessages(code);
    expect(stripped).not.toMatch(/Loading|It\\'s|Template|Ünïcode/);
    for (const kept of [
      "id: 'common.loading'",
      'id: `x.tpl`',
      "'defaultMessage stays in here'",
      "'a variable, not a descriptor'",
    ]) {
      expect(stripped).toContain(kept);
    }
    expect(stripped.match(/defaultMessage: ?\n? *''/g)).toHaveLength(4);
  });

  it('are found in every messages module of the app', () => {
    expect(MESSAGES_MODULE.test('/r/src/features/auth/messages.ts')).toBe(true);
    expect(MESSAGES_MODULE.test('/r/src/features/auth/pageMessages.ts')).toBe(true);
    expect(MESSAGES_MODULE.test('/r/src/features/auth/LoginPage.tsx')).toBe(false);
  });
});

describe('the dev server and a changed catalogue', () => {
  it('drops every compiled view of that catalogue and reloads the page, and nothing else', () => {
    const plugin = messagesPlugin();
    const file = '/r/src/i18n/en.json';
    const modules = new Map(
      [`${file}?compiled&part=core`, `${file}?compiled&part=app`, '/r/src/i18n/es.json?compiled&part=core'].map(
        (id) => [`\0torque-messages:${id}`, { id, stale: false }],
      ),
    );
    const sent: unknown[] = [];
    const server = {
      moduleGraph: { idToModuleMap: modules, invalidateModule: (m: { stale: boolean }) => void (m.stale = true) },
      ws: { send: (message: unknown) => void sent.push(message) },
    };
    const hot = plugin.handleHotUpdate as unknown as (ctx: { file: string; server: typeof server }) => unknown;
    expect(hot({ file, server })).toEqual([]);
    expect([...modules.values()].map((m) => [m.id, m.stale])).toEqual([
      [`${file}?compiled&part=core`, true],
      [`${file}?compiled&part=app`, true],
      ['/r/src/i18n/es.json?compiled&part=core', false],
    ]);
    expect(sent).toEqual([{ type: 'full-reload' }]);
    expect(hot({ file: '/r/src/app/App.tsx', server })).toBeUndefined();
  });
});
