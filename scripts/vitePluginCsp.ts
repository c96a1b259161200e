// The Content-Security-Policy that Firebase Hosting sends (firebase.json, hosting.headers) allows
// no inline code but the pages' own (index.html, and the request portal's portal.html): the start-up
// script and the placeholder styles, by their SHA-256 hashes. A build checks that the policy lists
// exactly the hashes of the pages it wrote, so a changed start-up script can never ship with a policy that blocks it; it stops with
// what to do. `npm run csp` (TORQUE_CSP_UPDATE=1) builds and writes the new hashes instead.
// The policy itself (origins, directives) is edited by hand in firebase.json; see docs/deploy.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

interface HostingHeader {
  key: string;
  value: string;
}

export interface FirebaseJson {
  hosting?: { headers?: { source?: string; headers: HostingHeader[] }[] };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of the inline code a page runs: classic and module scripts without `src`, and
 * `<style>` elements. JSON data blocks are not run, so the policy does not govern them.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? '';
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(sha256(m[2]));
  }
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The policy's directives, name -> sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

export function formatPolicy(directives: Map<string, string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);

/** The policy with script-src and style-src listing exactly these hashes (other sources kept). */
export function withHashes(policy: string, hashes: InlineHashes): string {
  const directives = parsePolicy(policy);
  for (const [name, wanted] of [
    ['script-src', hashes.scripts],
    ['style-src', hashes.styles],
  ] as const) {
    const sources = (directives.get(name) ?? ["'self'"]).filter((s) => !isHash(s));
    directives.set(name, [...sources, ...wanted]);
  }
  return formatPolicy(directives);
}

/** What is wrong with the policy for a page with these inline hashes; empty when nothing is. */
export function policyProblems(policy: string, hashes: InlineHashes): string[] {
  const directives = parsePolicy(policy);
  const problems: string[] = [];
  for (const [name, wanted] of [
    ['script-src', hashes.scripts],
    ['style-src', hashes.styles],
  ] as const) {
    const sources = directives.get(name) ?? directives.get('default-src') ?? [];
    if (sources.includes("'unsafe-inline'")) problems.push(`${name} allows 'unsafe-inline'`);
    for (const hash of wanted) if (!sources.includes(hash)) problems.push(`${name} lacks ${hash}`);
    for (const hash of sources.filter(isHash))
      if (!wanted.includes(hash)) problems.push(`${name} lists ${hash}, which no inline code of the pages has`);
  }
  return problems;
}

/** The Content-Security-Policy header that firebase.json gives every path ("**"). */
export function hostingPolicy(json: FirebaseJson): string {
  const header = json.hosting?.headers
    ?.filter((rule) => rule.source === '**')
    .flatMap((rule) => rule.headers)
    .find((h) => h.key.toLowerCase() === 'content-security-policy');
  if (!header) throw new Error('firebase.json: hosting.headers has no Content-Security-Policy for "**".');
  return header.value;
}

/**
 * Checks (or, with `update`, rewrites) the policy in firebase.json against the index.html the
 * build writes.
 */
export function cspPlugin(options: { update?: boolean; firebaseJson?: string } = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'torque-csp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_, bundle) {
      // Every page of the build (index.html, and the request portal's portal.html): one policy
      // serves them all, so it lists the inline code of each.
      const pages = Object.values(bundle).filter((a) => a.type === 'asset' && a.fileName.endsWith('.html'));
      if (!pages.some((p) => p.fileName === 'index.html')) return;
      const file = options.firebaseJson ?? path.join(root, 'firebase.json');
      const text = readFileSync(file, 'utf8');
      const policy = hostingPolicy(JSON.parse(text) as FirebaseJson);
      const each = pages.map((p) => inlineHashes(String((p as { source: string | Uint8Array }).source)));
      const hashes: InlineHashes = {
        scripts: [...new Set(each.flatMap((h) => h.scripts))],
        styles: [...new Set(each.flatMap((h) => h.styles))],
      };
      const problems = policyProblems(policy, hashes);
      if (!problems.length) return;
      if (options.update) {
        const updated = withHashes(policy, hashes);
        writeFileSync(
          file,
          text.replace(JSON.stringify(policy), () => JSON.stringify(updated)),
        );
        this.info(`firebase.json: Content-Security-Policy hashes updated (${problems.join('; ')})`);
        return;
      }
      this.error(
        `firebase.json's Content-Security-Policy does not match this build's index.html: ${problems.join('; ')}. ` +
          'The start-up script or the inline styles changed; run `npm run csp` to write the new hashes into firebase.json, then commit it.',
      );
    },
  };
}
