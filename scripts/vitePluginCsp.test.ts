import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type FirebaseJson,
  hostingPolicy,
  inlineHashes,
  parsePolicy,
  policyProblems,
  withHashes,
} from './vitePluginCsp';
import { inlineStartupScript, minifyInlineScript, startupUrlsElement } from './vitePluginThemes';

const root = path.resolve(__dirname, '..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy of firebase.json', () => {
  it('hashes inline scripts and styles, but not external scripts or JSON data blocks', () => {
    const html = [
      '<style>a{}</style>',
      startupUrlsElement({ x: '/x.css' }),
      '<script>run()</script>',
      '<script type="module" crossorigin src="/static/js/index.js"></script>',
      '<script type="module">go()</script>',
    ].join('');
    expect(inlineHashes(html)).toEqual({ scripts: [hash('run()'), hash('go()')], styles: [hash('a{}')] });
  });

  it('finds a missing hash, a stale hash and unsafe-inline', () => {
    const hashes = { scripts: [hash('run()')], styles: [hash('a{}')] };
    expect(policyProblems(`script-src 'self' ${hash('run()')}; style-src 'self' ${hash('a{}')}`, hashes)).toEqual([]);
    expect(policyProblems(`script-src 'self' ${hash('old()')}; style-src 'self' 'unsafe-inline'`, hashes)).toEqual([
      `script-src lacks ${hash('run()')}`,
      `script-src lists ${hash('old()')}, which no inline code of the pages has`,
      "style-src allows 'unsafe-inline'",
      `style-src lacks ${hash('a{}')}`,
    ]);
    // With no script-src, default-src governs scripts.
    expect(policyProblems("default-src 'self'", { scripts: [hash('x')], styles: [] })).toEqual([
      `script-src lacks ${hash('x')}`,
    ]);
  });

  it('rewrites only the hashes, keeping every other source and directive', () => {
    const policy = `default-src 'self'; script-src 'self' ${hash('old()')}; connect-src 'self' https://a.example`;
    const updated = withHashes(policy, { scripts: [hash('new()')], styles: [hash('b{}')] });
    const directives = parsePolicy(updated);
    expect(directives.get('script-src')).toEqual(["'self'", hash('new()')]);
    expect(directives.get('style-src')).toEqual(["'self'", hash('b{}')]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://a.example']);
    expect(policyProblems(updated, { scripts: [hash('new()')], styles: [hash('b{}')] })).toEqual([]);
  });

  it("lists the hash of the build's start-up script and no other script", () => {
    // If this fails, the start-up script changed: run `npm run csp`. (The <style> of index.html
    // is minified by the build, so the build itself checks its hash: cspPlugin.)
    const scripts = [hash(minifyInlineScript(inlineStartupScript(root)))];
    const problems = policyProblems(hostingPolicy(firebaseJson), { scripts, styles: [] });
    expect(problems.filter((p) => p.startsWith('script-src'))).toEqual([]);
  });

  it('allows only the app itself and the Firebase endpoints it calls', () => {
    const directives = parsePolicy(hostingPolicy(firebaseJson));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    for (const [name, sources] of directives) {
      for (const source of sources) {
        const allowed =
          /^'(self|none|sha256-[A-Za-z0-9+/=]+)'$/.test(source) ||
          ['data:', 'blob:'].includes(source) ||
          /^https:\/\/[a-z]+\.googleapis\.com$/.test(source) ||
          // Firestore's WebChannel checks the network with this image when a connection drops.
          (name === 'img-src' && source === 'https://www.google.com/images/cleardot.gif') ||
          // The label scanner's QR reader where the browser has none: our own WebAssembly file,
          // compiled (never JavaScript's eval: 'unsafe-eval' stays out).
          (name === 'script-src' && source === "'wasm-unsafe-eval'");
        expect(allowed, `${name} ${source}`).toBe(true);
      }
    }
    expect(directives.get('script-src')).not.toContain('data:');
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  });
});
