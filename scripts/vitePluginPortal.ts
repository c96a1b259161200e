// The request portal is a page of its own (portal.html), not a route of the app: its paths
// (/portal/{key}, /portal/status/{key}) are served portal.html, as firebase.json's hosting
// rewrites do in production. This does the same for the dev server and `vite preview`, ahead of
// their fallback to index.html.
import type { Connect, Plugin } from 'vite';

/** A portal path (not a file under /portal/), answered with portal.html. */
export const PORTAL_PATH = /^\/portal\/[^.]*$/;

const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
  const [pathname, query] = (req.url ?? '').split('?', 2);
  if (PORTAL_PATH.test(pathname)) req.url = `/portal.html${query === undefined ? '' : `?${query}`}`;
  next();
};

export function portalPagePlugin(): Plugin {
  return {
    name: 'torque-portal-page',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
