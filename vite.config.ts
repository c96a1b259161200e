import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { envCheckPlugin } from './scripts/envCheck.ts';
import { cspPlugin } from './scripts/vitePluginCsp.ts';
import { portalPagePlugin } from './scripts/vitePluginPortal.ts';
import { messagesPlugin } from './scripts/vitePluginMessages.ts';
import { startupMessageUrlsPlugin, themesPlugin } from './scripts/vitePluginThemes.ts';
import { pwaOptions, pwaOutDirPlugin } from './scripts/pwaOptions.ts';

interface EmulatorEntry {
  host?: string;
  port?: number;
}

/** Emulator addresses from firebase.json, the single emulator configuration. */
function emulatorHosts(): Record<'auth' | 'firestore' | 'storage', string> {
  const json = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')) as {
    emulators: Record<string, EmulatorEntry>;
  };
  const hostOf = (name: string) => {
    const e = json.emulators[name] ?? {};
    return `${e.host ?? '127.0.0.1'}:${e.port}`;
  };
  return { auth: hostOf('auth'), firestore: hostOf('firestore'), storage: hostOf('storage') };
}

// Code chunks go to static/js and style sheets to static/css on the site root (docs/product.md §7).
export default defineConfig({
  plugins: [
    // A malformed VITE_* setting stops the build or the dev server as its config is resolved.
    envCheckPlugin(),
    react(),
    portalPagePlugin(),
    themesPlugin(),
    startupMessageUrlsPlugin(),
    messagesPlugin(),
    pwaOutDirPlugin(),
    VitePWA(pwaOptions),
    // After the start-up plugins: checks firebase.json's Content-Security-Policy against index.html.
    cspPlugin({ update: process.env.TORQUE_CSP_UPDATE === '1' }),
  ],
  resolve: {
    // The app's catalogues are compiled at build time (scripts/vitePluginMessages.ts): react-intl
    // gets the parser's no-parser build, about 6 KB gzip less. Unit tests keep the parser, for
    // tests that format plain strings.
    alias: process.env.VITEST
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  define: {
    __FIREBASE_EMULATORS__: JSON.stringify(emulatorHosts()),
  },
  server: { port: 3000, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    assetsDir: 'static',
    // Every browser the app targets (ES2022) supports <link rel="modulepreload"> natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app, and the request portal's page of its own (scripts/vitePluginPortal.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        portal: fileURLToPath(new URL('./portal.html', import.meta.url)),
      },
      output: {
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: 'static/js/[name].[hash].chunk.js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css'))
            ? 'static/css/[name].[hash].css'
            : 'static/media/[name].[hash][extname]',
      },
    },
  },
});
