// Precompiled messages. `import en from './en.json?compiled'` gives the catalogue with every
// message already parsed into its ICU syntax tree, at build time, so the browser needs no ICU
// parser: vite.config.ts swaps react-intl's parser for its no-parser build in the app. The source
// catalogues stay plain JSON (src/i18n/en.json and es.json, checked by catalogues.test.ts).
// `?compiled&prefix=common.` keeps only the ids with that prefix (the screens shown when the
// catalogues themselves could not be loaded). `?compiled&part=core` and `?compiled&part=app` split
// a catalogue in two: the signed-out pages download only the core; the signed-in app's own
// messages (all but CORE_PREFIXES) come with its chunk, so they never weigh on the login page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { parseSync, type Plugin } from 'vite';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Ids the signed-out pages (login, register, join, forgotten password) and the start-up screens
 * draw: the `core` part of a catalogue. Everything else is the signed-in app's (`app`), so a new
 * feature's messages never weigh on the login page unless named here. Some of those are the signed-in
 * app's after all (APP_ONLY_PREFIXES): the side menu's and the account menu's labels, and the
 * settings pages (appearance, data filter) and the top bar's menus; the login page has only the
 * language and theme selects.
 */
export const CORE_PREFIXES = ['app.', 'auth.', 'common.', 'error.', 'settings.', 'user.'] as const;
const APP_ONLY_PREFIXES = [
  'app.menu.',
  'settings.appearance.',
  'settings.corners',
  'settings.dataFilter.',
  'settings.error.',
  'settings.languageMenu',
  'settings.radius.',
  'settings.resetDefaults',
  'settings.save',
  'settings.themeFailed',
  'settings.themeLoading',
  'settings.themeMenu',
] as const;

/**
 * Parts of the signed-in app downloaded only with the pages that show them, because they are long:
 * neither in the login page's core nor in the app's first load. `help.` is the help and FAQ text
 * (src/features/help, `?compiled&part=help`); the short labels that link to it (`helpLink.`,
 * the menu and HelpLink) are in the app part. `portal.` is the request portal's page
 * (portal.html, src/app/portal), which loads nothing else of the catalogue.
 */
export const LAZY_PARTS = { help: ['help.'], portal: ['portal.'] } as const;

export type CataloguePart = 'core' | 'app' | keyof typeof LAZY_PARTS;
const PARTS: readonly string[] = ['core', 'app', ...Object.keys(LAZY_PARTS)];

/** Whether a message id belongs to a part of the catalogue (no part: every id). */
export function inPart(id: string, part: CataloguePart | null): boolean {
  if (!part) return true;
  const lazy = (Object.keys(LAZY_PARTS) as (keyof typeof LAZY_PARTS)[]).find((name) =>
    LAZY_PARTS[name].some((prefix) => id.startsWith(prefix)),
  );
  if (lazy) return part === lazy;
  const app =
    APP_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)) || !CORE_PREFIXES.some((prefix) => id.startsWith(prefix));
  return part === 'app' ? app : part === 'core' && !app;
}

/**
 * Parses each message as react-intl would at run time for that locale (same parser, same
 * options), so formatting the result gives the same text. A message that does not parse fails
 * the build, naming its id.
 */
export function compileCatalogue(
  messages: Record<string, string>,
  locale: string,
  prefix = '',
  part: CataloguePart | null = null,
): CompiledMessages {
  const intlLocale = new Intl.Locale(locale);
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => id.startsWith(prefix) && inPart(id, part))
      .map(([id, text]) => {
        try {
          return [id, parse(text, { locale: intlLocale })];
        } catch (error) {
          throw new Error(`Message ${id} in the ${locale} catalogue does not parse: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }),
  );
}

/** `…/en.json?compiled[&prefix=…][&part=core|app|help]` → the file, its locale (the file's name), the prefix and the part. */
export function compiledRequest(
  id: string,
): { file: string; locale: string; prefix: string; part: CataloguePart | null } | null {
  const [file, query] = id.split('?', 2);
  if (!query || !file.endsWith('.json')) return null;
  const params = new URLSearchParams(query);
  if (!params.has('compiled')) return null;
  const part = params.get('part');
  if (part !== null && !PARTS.includes(part)) throw new Error(`Unknown catalogue part: ${part}`);
  return {
    file,
    locale: path.basename(file, '.json'),
    prefix: params.get('prefix') ?? '',
    part: part as CataloguePart | null,
  };
}

/**
 * Empties every `defaultMessage` text of a messages module: once the catalogues are compiled, the
 * app formats from them only, so the English defaults in the code would be downloaded twice.
 * Ids and the shape of the descriptors stay as they are.
 */
export function stripDefaultMessages(code: string, filename = 'messages.ts'): string {
  const { program, errors } = parseSync(filename, code);
  if (errors.length) throw new Error(`${filename}: ${errors[0].message}`);
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as {
      type?: string;
      key?: { name?: string; value?: unknown };
      value?: { type?: string; start: number; end: number };
    };
    const isDefault = n.type === 'Property' && (n.key?.name === 'defaultMessage' || n.key?.value === 'defaultMessage');
    if (isDefault && (n.value?.type === 'Literal' || n.value?.type === 'TemplateLiteral')) {
      ranges.push([n.value.start, n.value.end]);
    }
    Object.values(node).forEach(visit);
  };
  visit(program);
  return ranges
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [start, end]) => `${text.slice(0, start)}''${text.slice(end)}`, code);
}

/** Modules that declare messages (defineMessages): every feature's messages.ts, pageMessages.ts… */
export const MESSAGES_MODULE = /\/src\/.*[mM]essages\.ts$/;

const PREFIX = '\0torque-messages:';

export function messagesPlugin(): Plugin {
  let stripDefaults = false;
  return {
    name: 'torque-messages',
    enforce: 'pre',
    configResolved(config) {
      // Builds only: the dev server and the tests keep the defaults (catalogues.test.ts reads them).
      stripDefaults = config.command === 'build' && !process.env.VITEST;
    },
    transform(code, id) {
      if (!stripDefaults || !MESSAGES_MODULE.test(id)) return null;
      return { code: stripDefaultMessages(code, id), map: null };
    },
    async resolveId(source, importer) {
      if (!compiledRequest(source)) return null;
      const [file, query] = source.split('?', 2);
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}?${query}` : null;
    },
    // The compiled catalogues are virtual modules: when a catalogue file changes, the dev server
    // must drop every compiled view of it (core, app, prefixes) and reload, or it keeps serving
    // the old messages until restarted.
    handleHotUpdate({ file, server }) {
      if (!/\/src\/i18n\/\w+\.json$/.test(file)) return;
      let stale = false;
      for (const [id, module] of server.moduleGraph.idToModuleMap) {
        if (id.startsWith(`${PREFIX}${file}?`)) {
          server.moduleGraph.invalidateModule(module);
          stale = true;
        }
      }
      if (stale) {
        server.ws.send({ type: 'full-reload' });
        return [];
      }
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const request = compiledRequest(id.slice(PREFIX.length))!;
      this.addWatchFile(request.file);
      const source = JSON.parse(readFileSync(request.file, 'utf8')) as Record<string, string>;
      const compiled = JSON.stringify(compileCatalogue(source, request.locale, request.prefix, request.part));
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(compiled)});\n`;
    },
  };
}
