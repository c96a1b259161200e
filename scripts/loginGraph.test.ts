// The login page's weight, checked on every test run (the bench measures it, but is not part of
// the test run): what src/main.tsx imports statically (not `import()`, not `import type`) is the
// main bundle every first visit downloads before the login form works. Packages that belong to the
// signed-in app must stay behind a dynamic import; one innocent-looking import of a shared
// component can pull them in (reactstrap came in through the error alert once, 3.4 KB gzip).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Static imports of one module: `import … from 'x'`, `import 'x'`, `export … from 'x'` (type-only left out). */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue; // import type / export type
    if (match[1] === 'export' && !match[3]) continue;
    found.push(match[4]);
  }
  return found;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.split('?')[0]);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every module src/main.tsx reaches by static imports, and the packages they import. */
function loginGraph() {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(ROOT, 'src/main.tsx')];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
      } else {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
      }
    }
  }
  return { files, packages };
}

describe('the login route’s static imports', () => {
  it('reads static imports and leaves out type-only and dynamic ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import './c.css';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "const f = () => import('./f');",
      'import {',
      '  g,',
      "} from 'reactstrap';",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a', './c.css', './d', 'reactstrap']);
  });

  it('hold none of the signed-in app’s packages', () => {
    const { files, packages } = loginGraph();
    expect(files.size).toBeGreaterThan(20);
    expect([...packages].sort()).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-intl',
        'react-router-dom',
        '@reduxjs/toolkit',
        'redux-saga',
      ]),
    );
    for (const heavy of ['reactstrap', 'chart.js', 'react-chartjs-2', '@dnd-kit/core', 'firebase', 'dompurify'])
      expect(packages, `${heavy} is on the login route`).not.toContain(heavy);
  });
});
