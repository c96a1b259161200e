// Compiles each themes/<mode>.<colour>.scss into its own style sheet, plus a mirrored copy for
// right-to-left pages (RTLCSS, as Bootstrap builds bootstrap.rtl.css), and inlines the start-up
// script (src/boot/startup.js) into index.html with the map of sheet URLs, so the saved theme's
// sheet is requested from <head>, before any app code. Dev serves sheets on demand; a build
// emits them as static/css/theme.<name>[.rtl].<hash>.css, cached between builds by content hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import rtlcss from 'rtlcss';
import type { AsyncCompiler } from 'sass-embedded';
import { minifySync, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

const SASS_OPTIONS = {
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] as const,
};

export const THEME_FILE = /^(light|dark)\.[a-z]+\.scss$/;

export function themeNamesIn(themesDir: string): string[] {
  return readdirSync(themesDir)
    .filter((f) => THEME_FILE.test(f))
    .map((f) => f.replace(/\.scss$/, ''))
    .sort();
}

/** Each theme's sheet and its right-to-left mirror: 'light.bluenavy', 'light.bluenavy.rtl'. */
export function sheetIds(names: string[]): string[] {
  return names.flatMap((n) => [n, `${n}.rtl`]);
}

/** Hash of every input a compiled theme depends on: our SCSS and Bootstrap's version. */
function inputsHash(root: string, themesDir: string): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(themesDir).sort()) {
    if (f.endsWith('.scss')) hash.update(f).update(readFileSync(path.join(themesDir, f)));
  }
  hash.update(readFileSync(path.join(root, 'node_modules/bootstrap/package.json')));
  hash.update(readFileSync(path.join(root, 'node_modules/rtlcss/package.json')));
  hash.update(JSON.stringify(SASS_OPTIONS));
  return hash.digest('hex').slice(0, 16);
}

export type SassEngine = 'sass-embedded' | 'sass';

/**
 * The Sass compiler: `sass-embedded` (Dart Sass as a native binary; the 20 themes compile about
 * 10× faster than with `sass`: see the README's "Why sass-embedded") unless TORQUE_SASS=sass, or
 * unless it cannot start on this platform; then `sass` (the same Dart Sass compiled to
 * JavaScript, same version, same CSS).
 */
export async function sassCompiler(
  wanted: string | undefined = process.env.TORQUE_SASS,
): Promise<{ engine: SassEngine; compiler: AsyncCompiler }> {
  if (wanted !== 'sass') {
    try {
      const embedded = await import('sass-embedded');
      return { engine: 'sass-embedded', compiler: await embedded.initAsyncCompiler() };
    } catch (error) {
      if (wanted === 'sass-embedded') throw error;
    }
  }
  const sass = await import('sass');
  return { engine: 'sass', compiler: (await sass.initAsyncCompiler()) as unknown as AsyncCompiler };
}

async function compileThemes(
  root: string,
  themesDir: string,
  names: string[],
  style: 'compressed' | 'expanded',
  log?: (message: string) => void,
): Promise<Map<string, string>> {
  const { engine, compiler } = await sassCompiler();
  const started = Date.now();
  try {
    const entries = await Promise.all(
      names.map(async (name) => {
        const result = await compiler.compileAsync(path.join(themesDir, `${name}.scss`), {
          ...SASS_OPTIONS,
          silenceDeprecations: [...SASS_OPTIONS.silenceDeprecations],
          loadPaths: [path.join(root, 'node_modules')],
          style,
        });
        return [
          [name, result.css],
          [`${name}.rtl`, rtlcss.process(result.css)],
        ] as const;
      }),
    );
    log?.(`${names.length} theme(s) compiled with ${engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return new Map(entries.flat());
  } finally {
    await compiler.dispose();
  }
}

/** Stands for the message chunks' URLs until the build knows them (startupMessageUrlsPlugin). */
const MESSAGE_URLS = '__TORQUE_MESSAGE_URLS__';
const MESSAGE_URLS_LITERAL = /(["'`])__TORQUE_MESSAGE_URLS__\1/;

/** The id of the JSON element that hands the start-up script its URLs. */
export const STARTUP_URLS_ID = 'torque-startup-urls';

/**
 * The URLs the start-up script needs (theme sheets, message chunks), as a JSON data block. They
 * change with every build; kept out of the script, they leave its text (and so its hash in the
 * Content-Security-Policy of firebase.json) the same from build to build. A data block is not
 * run, so the policy does not apply to it. `messageUrls` is JSON text.
 */
export function startupUrlsElement(themeUrls: Record<string, string>, messageUrls: string = '{}'): string {
  const json = `{"themes":${JSON.stringify(themeUrls)},"messages":${messageUrls}}`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STARTUP_URLS_ID}">${json}</script>`;
}

/**
 * The start-up script as a classic inline script that runs
 * torqueStartup(window, themeUrls, messageUrls) with the URLs of startupUrlsElement.
 */
export function inlineStartupScript(root: string): string {
  const source = readFileSync(path.join(root, 'src/boot/startup.js'), 'utf8')
    .replace(/^\/\/ @ts-check\n/m, '')
    .replace(/^export (var|function) /gm, '$1 ');
  return (
    `(function(){${source}\n` +
    `var urls={themes:{},messages:{}};` +
    `try{urls=JSON.parse(window.document.getElementById(${JSON.stringify(STARTUP_URLS_ID)}).textContent);}catch(e){}` +
    `torqueStartup(window, urls.themes, urls.messages);})();`
  );
}

/** The inline script of a build: minified, as it is part of every page load's HTML. */
export function minifyInlineScript(script: string): string {
  const { code, errors } = minifySync('startup.js', script, { compress: true, mangle: true });
  if (errors.length) throw new Error(`Minifying the start-up script failed: ${errors[0].message}`);
  return code.trim();
}

/**
 * The URL of each message catalogue's chunk in a build (catalogue name, e.g. 'en', -> URL), so
 * the start-up script can preload the saved language's messages.
 */
export function messageChunkUrls(bundle: OutputBundle, base: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const chunk of Object.values(bundle)) {
    const match =
      chunk.type === 'chunk' && /\/src\/i18n\/(\w+)\.json\?compiled&part=core$/.exec(chunk.facadeModuleId ?? '');
    if (match) urls[match[1]] = `${base}/${chunk.fileName}`;
  }
  return urls;
}

export function themesPlugin(): Plugin {
  let config: ResolvedConfig;
  let themesDir = '';
  const devCache = new Map<string, string>();
  const built = new Map<string, { fileName: string; css: string }>();

  const devUrl = (id: string) => `/static/css/theme.${id}.css`;

  return {
    name: 'torque-themes',
    configResolved(resolved) {
      config = resolved;
      themesDir = path.join(config.root, 'themes');
    },
    async buildStart() {
      if (config.command !== 'build') return;
      const names = themeNamesIn(themesDir);
      const ids = sheetIds(names);
      const hash = inputsHash(config.root, themesDir);
      const cacheDir = path.join(config.root, 'node_modules/.cache/torque-themes', hash);
      let sheets: Map<string, string>;
      if (ids.every((n) => existsSync(path.join(cacheDir, `${n}.css`)))) {
        sheets = new Map(ids.map((n) => [n, readFileSync(path.join(cacheDir, `${n}.css`), 'utf8')]));
      } else {
        sheets = await compileThemes(config.root, themesDir, names, 'compressed', (m) => config.logger.info(m));
        mkdirSync(cacheDir, { recursive: true });
        for (const [n, css] of sheets) writeFileSync(path.join(cacheDir, `${n}.css`), css);
      }
      built.clear();
      for (const [name, css] of sheets) {
        const contentHash = createHash('sha256').update(css).digest('hex').slice(0, 8);
        built.set(name, { fileName: `static/css/theme.${name}.${contentHash}.css`, css });
      }
    },
    generateBundle() {
      for (const { fileName, css } of built.values()) {
        this.emitFile({ type: 'asset', fileName, source: css });
      }
    },
    configureServer(server) {
      server.watcher.add(path.join(config.root, 'themes'));
      server.watcher.on('change', (file) => {
        if (file.startsWith(themesDir) && file.endsWith('.scss')) {
          devCache.clear();
          server.ws.send({ type: 'full-reload' });
        }
      });
      server.middlewares.use((req, res, next) => void serveSheet(req.url ?? '', res, next));
      const serveSheet = async (url: string, res: ServerResponse, next: (error?: unknown) => void) => {
        const match = /^\/static\/css\/theme\.((?:light|dark)\.[a-z]+)(\.rtl)?\.css$/.exec(url);
        if (!match || !themeNamesIn(themesDir).includes(match[1])) return next();
        const id = match[1] + (match[2] ?? '');
        try {
          let css = devCache.get(id);
          if (!css) {
            const compiled = await compileThemes(config.root, themesDir, [match[1]], 'expanded');
            for (const [key, value] of compiled) devCache.set(key, value);
            css = compiled.get(id)!;
          }
          res.setHeader('Content-Type', 'text/css');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(css);
        } catch (error) {
          next(error);
        }
      };
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const ids = sheetIds(themeNamesIn(themesDir));
        const base = config.base.replace(/\/$/, '');
        const urls = Object.fromEntries(
          ids.map((id) => [id, config.command === 'build' ? `${base}/${built.get(id)!.fileName}` : devUrl(id)]),
        );
        const build = config.command === 'build';
        const script = build ? minifyInlineScript(inlineStartupScript(config.root)) : inlineStartupScript(config.root);
        const data = startupUrlsElement(urls, build ? JSON.stringify(MESSAGE_URLS) : '{}');
        return html.replace('<!--torque-startup-->', () => `${data}<script>${script}</script>`);
      },
    },
  };
}

/** Fills in the message chunks' URLs once the build knows them (a second, post-order hook). */
export function startupMessageUrlsPlugin(): Plugin {
  let base = '';
  return {
    name: 'torque-startup-message-urls',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base.replace(/\/$/, '');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!MESSAGE_URLS_LITERAL.test(html)) throw new Error('The start-up script lost its message URLs.');
        return html.replace(MESSAGE_URLS_LITERAL, () => JSON.stringify(messageChunkUrls(ctx.bundle!, base)));
      },
    },
  };
}
