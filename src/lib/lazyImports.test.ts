// The Markdown renderer (markdown-it) and the diff (jsdiff) are downloaded only when a page shows
// a body or a diff: no module may import them statically, or they would join that module's chunk
// (and, through MainApp, every page of the app; the login route is at its size budget).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const STATIC_IMPORT = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;

describe('lazily loaded libraries', () => {
  it('imports markdown-it, jsdiff and their wrappers only dynamically', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file);
      const text = readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(STATIC_IMPORT)) {
        const wrapper = /(^|\/)lib\/(markdown|textDiff)$/.test(path.join(path.dirname(relative), target));
        const library = target === 'markdown-it' || target === 'diff';
        const own =
          (relative === 'lib/markdown.ts' && target === 'markdown-it') ||
          (relative === 'lib/textDiff.ts' && target === 'diff');
        if ((wrapper || library) && !own) offenders.push(`${relative} → ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('is checked against the files that do load them', () => {
    const all = sources(SRC).map((file) => path.relative(SRC, file));
    expect(all).toContain('components/markdown/MarkdownView.tsx');
    expect(readFileSync(path.join(SRC, 'components/markdown/MarkdownView.tsx'), 'utf8')).toContain(
      "import('../../lib/markdown')",
    );
    expect(readFileSync(path.join(SRC, 'components/diff/RevisionDiff.tsx'), 'utf8')).toContain(
      "import('../../lib/textDiff')",
    );
  });
});
