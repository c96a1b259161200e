// Checks the VITE_* settings the app is built with (src/vite-env.d.ts, read by
// src/services/firebase/config.ts) before anything is built or served with them. A malformed
// value stops `vite build` and the dev server with a message naming the variable, what is wrong
// with its value and an example of a good one: a typo found here costs a second, the same typo
// found in a deployed app costs a round of "auth/invalid-api-key" in users' browsers.
//
// Used by vite.config.ts (envCheckPlugin) and scripts/deploy.ts. Every variable is optional
// here; which ones a deployment needs is scripts/deploy.ts's business, and a production build
// that names no real project is refused at start-up (src/services/firebase/projectCheck.ts).
import type { Plugin, ResolvedConfig } from 'vite';

/** One malformed setting: the variable, its value, what is wrong with it and a good value. */
export interface SettingProblem {
  variable: string;
  value: string | undefined;
  problem: string;
  example: string;
}

/** The VITE_* settings: name → value (empty and missing alike leave config.ts's default). */
export type Settings = Record<string, string | undefined>;

/** The environment as Vite resolves it: the VITE_* settings and its own DEV, PROD and SSR flags. */
export type Env = Record<string, string | boolean | undefined>;

/** The project config.ts falls back to: the emulators' (`.firebaserc`). */
export const DEFAULT_PROJECT_ID = 'demo-torque';

export const isDemoProject = (id: unknown): boolean => typeof id === 'string' && id.startsWith('demo-');

/**
 * Google Cloud / Firebase project ids: 6 to 30 characters, lower-case letters, digits and
 * hyphens, starting with a letter and not ending with a hyphen.
 */
export const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

// A Firebase web API key: "AIza" and 35 more characters of the URL-safe base64 alphabet.
const API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;
const EXAMPLE_API_KEY = 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q';
/** What the emulators accept as a key, and what config.ts falls back to. */
export const EMULATOR_API_KEY = 'demo-api-key';

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;
// Bucket names also allow "_" (Cloud Storage naming rules), never upper case.
const BUCKET_LABEL = /^[a-z0-9]([a-z0-9_-]{0,61}[a-z0-9])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isHostName(value: string, { minLabels = 1, label = LABEL }: { minLabels?: number; label?: RegExp } = {}) {
  const labels = value.split('.');
  return value.length <= 253 && labels.length >= minLabels && labels.every((l) => label.test(l));
}

/** A host of host:port: a name, an IPv4 address or a bracketed IPv6 one. */
function isHost(value: string): boolean {
  if (value.startsWith('[') && value.endsWith(']')) return /^[0-9a-fA-F:.]+$/.test(value.slice(1, -1));
  return IPV4.test(value) || isHostName(value);
}

/**
 * What is wrong with a host-like value people paste from a browser or the console
 * ("https://x.firebaseapp.com/", "gs://x.appspot.com"), and the value they meant.
 */
function pastedHost(value: string): { problem: string | null; meant: string } {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0];
  const meant = value.slice(scheme?.length ?? 0).replace(/\/.*$/, '');
  if (scheme) return { problem: `give the name alone, without "${scheme}"`, meant };
  if (value.includes('/')) return { problem: 'give the name alone, without a path', meant };
  return { problem: null, meant: value };
}

const EMULATOR_PORTS: Record<string, number> = {
  VITE_AUTH_EMULATOR_HOST: 9099,
  VITE_FIRESTORE_EMULATOR_HOST: 8080,
  VITE_STORAGE_EMULATOR_HOST: 9199,
};

/** The VITE_* variables the app reads (src/vite-env.d.ts), in the order .env.example lists them. */
export const APP_VARIABLES: string[] = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_USE_EMULATORS',
  ...Object.keys(EMULATOR_PORTS),
];

function hostPortProblem(value: string): string | null {
  if (/^[a-z]+:\/\//i.test(value)) return 'give host:port alone, without a scheme such as "http://"';
  const i = value.lastIndexOf(':');
  if (i <= 0 || value.endsWith(']')) return 'it needs a host and a port, as host:port';
  const host = value.slice(0, i);
  const port = value.slice(i + 1);
  if (!isHost(host)) return `"${host}" is not a host name or an IP address`;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535)
    return `the port "${port}" is not a number from 1 to 65535`;
  return null;
}

/**
 * Each malformed setting of `env` (VITE_* name → value; empty and missing values are left to
 * config.ts's defaults) as `{ variable, value, problem, example }`.
 */
export function settingProblems(env: Settings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const add = (variable: string, problem: string, example: string) =>
    problems.push({ variable, value: env[variable], problem, example });
  const projectId = env.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  const exampleProject = PROJECT_ID.test(projectId) ? projectId : 'northfield-cmms';

  const id = env.VITE_FIREBASE_PROJECT_ID;
  if (id && !PROJECT_ID.test(id)) {
    add(
      'VITE_FIREBASE_PROJECT_ID',
      'a project id is 6 to 30 characters, lower-case letters, digits and hyphens, starting with a letter and ' +
        'not ending with a hyphen (the project id, not its display name: Firebase console → Project settings → General)',
      'northfield-cmms',
    );
  }

  const key = env.VITE_FIREBASE_API_KEY;
  if (key === EMULATOR_API_KEY) {
    if (!isDemoProject(projectId))
      add(
        'VITE_FIREBASE_API_KEY',
        `"${EMULATOR_API_KEY}" is the emulators' placeholder, accepted only with a demo- project; ` +
          `${projectId} needs its own web API key (Firebase console → Project settings → Your apps)`,
        EXAMPLE_API_KEY,
      );
  } else if (key && !API_KEY.test(key)) {
    add(
      'VITE_FIREBASE_API_KEY',
      `a Firebase web API key is "AIza" followed by 35 letters, digits, "-" or "_", 39 characters in all` +
        (key.length === 39 ? '' : ` (this one has ${key.length})`),
      EXAMPLE_API_KEY,
    );
  }

  const domain = env.VITE_FIREBASE_AUTH_DOMAIN;
  if (domain && !isHostName(domain, { minLabels: 2 })) {
    const { problem, meant } = pastedHost(domain);
    add(
      'VITE_FIREBASE_AUTH_DOMAIN',
      problem ?? "it is not a host name (such as the project's own <project id>.firebaseapp.com)",
      isHostName(meant, { minLabels: 2 }) ? meant : `${exampleProject}.firebaseapp.com`,
    );
  }

  const bucket = env.VITE_FIREBASE_STORAGE_BUCKET;
  if (bucket && !isHostName(bucket, { label: BUCKET_LABEL })) {
    const { problem, meant } = pastedHost(bucket);
    add(
      'VITE_FIREBASE_STORAGE_BUCKET',
      problem ?? 'a bucket name is lower-case letters, digits, "-" and "_", in parts joined by dots',
      isHostName(meant, { label: BUCKET_LABEL }) ? meant : `${exampleProject}.firebasestorage.app`,
    );
  }

  const sender = env.VITE_FIREBASE_MESSAGING_SENDER_ID;
  if (sender && !/^\d{1,20}$/.test(sender)) {
    add('VITE_FIREBASE_MESSAGING_SENDER_ID', "the sender id is the project's number: digits only", '123456789012');
  }

  const appId = env.VITE_FIREBASE_APP_ID;
  if (appId) {
    const m = /^1:(\d+):([a-z]+):([0-9a-f]+)$/.exec(appId);
    const example = `1:${sender && /^\d+$/.test(sender) ? sender : '123456789012'}:web:0a1b2c3d4e5f67890a1b2c`;
    if (!m) {
      add('VITE_FIREBASE_APP_ID', 'a Firebase app id reads 1:<project number>:web:<hexadecimal digits>', example);
    } else if (m[2] !== 'web') {
      add('VITE_FIREBASE_APP_ID', `this is an ${m[2]} app's id; Torque needs the id of a web app (…:web:…)`, example);
    } else if (sender && /^\d+$/.test(sender) && m[1] !== sender) {
      add(
        'VITE_FIREBASE_APP_ID',
        `its project number ${m[1]} is not VITE_FIREBASE_MESSAGING_SENDER_ID (${sender}): the two come from ` +
          'different projects',
        example,
      );
    }
  }

  const emulators = env.VITE_USE_EMULATORS;
  if (emulators && emulators !== 'true' && emulators !== 'false') {
    add(
      'VITE_USE_EMULATORS',
      'it is "true", "false" or empty (the default: true for the dev server, false for a build)',
      'true',
    );
  }

  for (const [variable, port] of Object.entries(EMULATOR_PORTS)) {
    const value = env[variable];
    const problem = value ? hostPortProblem(value) : null;
    if (problem) add(variable, problem, `127.0.0.1:${port}`);
  }
  return problems;
}

/** One line per problem: the variable, its value, what is wrong, and a good value. */
export function formatProblem({ variable, value, problem, example }: SettingProblem): string {
  return `${variable}=${JSON.stringify(value)}: ${problem}. For example: ${variable}=${example}`;
}

/**
 * VITE_* names that look like Firebase settings but are none the app reads (a typo such as
 * VITE_FIREBASE_APIKEY leaves the real setting unset): one warning each.
 */
export function unknownVariables(env: Env): string[] {
  const squash = (name: string) => name.replace(/_/g, '');
  return Object.keys(env)
    .filter((name) => /^VITE_(FIREBASE_|.*EMULATOR)/.test(name) && !APP_VARIABLES.includes(name))
    .map((name) => {
      const meant = APP_VARIABLES.find((known) => squash(known) === squash(name));
      return `${name} is not a setting Torque reads${meant ? `; did you mean ${meant}?` : ', so it is ignored.'}`;
    });
}

/** Throws one error listing every malformed setting; `where` says which files Vite read. */
export function assertSettings(env: Settings, where: string): void {
  const problems = settingProblems(env);
  if (problems.length === 0) return;
  const message = [
    `Torque's Firebase settings (${where}) have ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:`,
    ...problems.map((p) => `  - ${formatProblem(p)}`),
    'See .env.example and docs/deploy.md.',
  ].join('\n');
  const error = new Error(message);
  // Vite prints the stack of a failed build: the list is what the reader needs, not our frames.
  error.stack = message;
  throw error;
}

/**
 * For a build that will start on no real project (not pointed at the emulators, and no API key
 * or a demo- project): a warning, since the app will only show "not connected" (projectCheck.ts).
 */
export function unconnectedBuildWarning(env: Env): string | null {
  const emulators = env.VITE_USE_EMULATORS ? env.VITE_USE_EMULATORS === 'true' : Boolean(env.DEV);
  if (emulators) return null;
  const projectId = env.VITE_FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID;
  const missing = !env.VITE_FIREBASE_API_KEY
    ? 'VITE_FIREBASE_API_KEY is not set'
    : isDemoProject(projectId)
      ? `the project is ${projectId}, a demo project`
      : null;
  if (!missing) return null;
  return (
    `This build names no real Firebase project (${missing}): it will show "not connected to a Firebase ` +
    'project" instead of the app. To deploy, set the VITE_FIREBASE_* variables in .env.production ' +
    '(docs/deploy.md); to run it against the emulators, build with VITE_USE_EMULATORS=true.'
  );
}

const envFiles = (mode: string) => `.env, .env.local, .env.${mode}, .env.${mode}.local and the environment`;

/** Vite plugin: checks the settings of every build and dev server start (not `vite preview`, not Vitest). */
export function envCheckPlugin(): Plugin {
  let preview = false;
  return {
    name: 'torque-env-check',
    config(_, env) {
      preview = env.isPreview === true;
    },
    configResolved(config: ResolvedConfig) {
      // Tests call these functions with their own values; preview only serves what was built.
      if (process.env.VITEST || preview) return;
      for (const warning of unknownVariables(config.env)) config.logger.warn(`Warning: ${warning}`);
      assertSettings(config.env, `mode ${config.mode}: ${envFiles(config.mode)}`);
      if (config.command === 'build') {
        const warning = unconnectedBuildWarning(config.env);
        if (warning) config.logger.warn(`Warning: ${warning}`);
      }
    },
  };
}
