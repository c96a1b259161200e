// The request portal is a page of its own (portal.html), not a route of the app: its paths
// (/portal/{key}, /portal/status/{key}) are served portal.html, as firebase.json's hosting
// rewrites do in production. This does the same for the dev server and `vite preview`, ahead of
// their fallback to index.html, and gives portal.html index.html's placeholder styles and start-up
// script (the part of index.html between <!--page-head--> and <!--/page-head-->).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

/** A portal path (not a file under /portal/), answered with portal.html. */
export const PORTAL_PATH = /^\/portal\/[^.]*$/;

const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const [pathname, query] = (req.url ?? '').split('?', 2);
  if (PORTAL_PATH.test(pathname)) req.url = `/portal.html${query === undefined ? '' : `?${query}`}`;
  next();
};

/** index.html's shared part of <head>: its placeholder styles and the start-up script's marker. */
export function sharedHead(indexHtml: string): string {
  const m = /<!--page-head-->([\s\S]*?)<!--\/page-head-->/.exec(indexHtml);
  if (!m) throw new Error('index.html has no <!--page-head--> … <!--/page-head--> part for portal.html');
  return m[1].trim();
}

export function portalPagePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'torque-portal-page',
    configResolved(config) {
      root = config.root;
    },
    // Before the start-up script's plugin, which fills in the marker the shared part holds. The
    // same inline code on both pages: one Content-Security-Policy serves them (vitePluginCsp.ts).
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('portal.html')) return html;
        const index = readFileSync(path.join(root, 'index.html'), 'utf8');
        return html.replace('<!--page-head-->', () => sharedHead(index));
      },
    },
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
