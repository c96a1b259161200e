// Serving the build as Firebase Hosting does (firebase.json's hosting section) for the browser
// tests, and catching what its Content-Security-Policy blocks.
import type { Page } from 'playwright-core';
import { formatPolicy, parsePolicy } from '../scripts/vitePluginCsp';

interface Header {
  key: string;
  value: string;
}
interface HostingSection {
  public: string;
  headers?: { source?: string; regex?: string; headers: Header[] }[];
  [key: string]: unknown;
}
export interface FirebaseJson {
  hosting: HostingSection;
  emulators: Record<string, { host?: string; port?: number }>;
}

/** The emulators' origins a build pointed at them connects to (Auth, Firestore, Storage). */
export function emulatorOrigins(json: FirebaseJson): string[] {
  return ['auth', 'firestore', 'storage'].map((name) => {
    const { host = '127.0.0.1', port } = json.emulators[name];
    return `http://${host}:${port}`;
  });
}

/** The policy with these origins added to connect-src and img-src. */
export function withOrigins(policy: string, origins: string[]): string {
  const directives = parsePolicy(policy);
  for (const name of ['connect-src', 'img-src']) {
    directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...origins]);
  }
  return formatPolicy(directives);
}

/**
 * A firebase.json for the Hosting emulator: the project's hosting section unchanged but for where
 * the files are and the emulators' origins in the policy, on the given ports.
 */
export function hostingTestConfig(
  json: FirebaseJson,
  options: { public: string; port: number; hubPort: number; loggingPort: number; origins: string[] },
) {
  const headers = json.hosting.headers?.map((rule) => ({
    ...rule,
    headers: rule.headers.map((h) =>
      h.key.toLowerCase() === 'content-security-policy' ? { ...h, value: withOrigins(h.value, options.origins) } : h,
    ),
  }));
  return {
    hosting: { ...json.hosting, public: options.public, headers },
    emulators: {
      hosting: { host: '127.0.0.1', port: options.port },
      hub: { host: '127.0.0.1', port: options.hubPort },
      logging: { host: '127.0.0.1', port: options.loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/** Runs before the page's scripts: keeps every policy violation the page reports. */
export function recordViolations() {
  const list: CspViolation[] = [];
  (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations = list;
  document.addEventListener('securitypolicyviolation', (e) => {
    list.push({
      directive: e.effectiveDirective,
      blocked: e.blockedURI || '(inline)',
      source: `${e.sourceFile || e.documentURI}:${e.lineNumber}`,
    });
  });
}

/** The violations the page reported (a closed or navigating page reports none). */
export async function violationsOf(page: Page): Promise<CspViolation[]> {
  try {
    return await page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []);
  } catch {
    return [];
  }
}

/** One line per violation, naming what was blocked. */
export const describeViolations = (list: CspViolation[]) =>
  list.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`);
