#!/usr/bin/env node
// `npm run deploy`: builds the app and deploys it to a real Firebase project, with the Firestore
// rules and indexes and the Storage rules (docs/deploy.md).
//
//   npm run deploy -- --project <id|alias>  a project id, or an alias from .firebaserc "projects"
//   npm run deploy                          .firebaserc's default (demo-torque, kept for the
//                                           emulators: refused, see below)
//   npm run deploy -- --check               the checks only: prints what it would run
//
// Refused before anything is built, with the reason:
//   - a demo- project: the emulators' own, it exists on no server (.firebaserc names demo-torque
//     for them);
//   - a build whose Firebase settings (VITE_FIREBASE_*, read as `vite build` reads them for mode
//     production: .env, .env.local, .env.production, .env.production.local, then the environment)
//     are missing, malformed (scripts/envCheck.ts) or name another project than the deploy's:
//     the rules would go to one project and the app would talk to another;
//   - VITE_USE_EMULATORS=true: that build talks to the local emulators.
// Then `vite build` (NODE_ENV=production) and `firebase deploy --only
// firestore:rules,firestore:indexes,storage,hosting --project <id>` (and `extensions`, the e-mail
// extension, once extensions/firestore-send-email.env names a mail service; until then it says
// so), their output streamed; it exits with the code of the first step that fails. Both ways it
// warns of the project's recovery settings that are off (point-in-time recovery, scheduled
// backups, delete protection: scripts/backupCheck.ts).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBackups } from './backupCheck';
import { formatProblem, isDemoProject, PROJECT_ID, settingProblems } from './envCheck';

/** A project to deploy to, and where its name came from (for messages). */
export interface Project {
  id: string;
  from: string;
}

/** The build's VITE_* settings as Vite resolves them for mode production. */
export type Env = Record<string, string | undefined>;

/** What the command line asks for. */
export interface Options {
  project: string | null;
  check: boolean;
}

/** What .firebaserc says: its "projects" are aliases → project ids, "default" among them. */
export interface Firebaserc {
  projects?: Record<string, string>;
}

/** A command to run: the executable and its arguments. */
export type Command = [string, string[]];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE = 'node_modules/vite/bin/vite.js';
const FIREBASE = 'node_modules/firebase-tools/lib/bin/firebase.js';

/** What is deployed: the rules and indexes the app's data needs, and the built app. */
export const DEPLOY_ONLY = 'firestore:rules,firestore:indexes,storage,hosting';

/** The e-mail extension's settings (firebase.json "extensions": firestore-send-email). */
export const MAIL_ENV = 'extensions/firestore-send-email.env';

/**
 * Why e-mail is not set up yet, or null when it is: the extension's settings file is missing, or
 * still names the example mail service (its SMTP server or sender at example.com). Then the app is
 * deployed without the extension, and the notification centre works alone.
 */
export function mailSetUpProblem(text: string | null): string | null {
  if (text === null) return `${MAIL_ENV} is missing`;
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1].trim() ?? '';
  const unset = ['SMTP_CONNECTION_URI', 'DEFAULT_FROM'].filter(
    (name) => !value(name) || /example\.com/.test(value(name)),
  );
  return unset.length ? `${MAIL_ENV} still has the example ${unset.join(' and ')}` : null;
}

/** Where a Firebase web app's settings are copied from. */
const CONSOLE_CONFIG =
  'Firebase console → Project settings → General → Your apps → your web app → SDK setup and configuration';

/** The settings a deployed build cannot do without: config.ts's fallbacks name the demo project. */
export const REQUIRED: string[] = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
];

export const USAGE = 'usage: npm run deploy [-- --project <project id or .firebaserc alias>] [--check]';

/** `--project <p>`, `--project=<p>`, `-P <p>` (as firebase-tools spells it) and `--check`. */
export function parseArgs(argv: string[]): (Options & { error?: undefined }) | { error: string } {
  const options: Options = { project: null, check: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const inline = /^--project=(.*)$/.exec(arg);
    if (inline) options.project = inline[1];
    else if (arg === '--project' || arg === '-P') {
      if (!argv[i + 1] || argv[i + 1].startsWith('-')) return { error: `${arg} needs a project id or alias` };
      options.project = argv[++i];
    } else if (arg === '--check') options.check = true;
    else return { error: `unknown argument "${arg}"` };
  }
  if (options.project === '') return { error: '--project needs a project id or alias' };
  return options;
}

// Not "make it the default": the emulator scripts run under .firebaserc's default, demo-torque.
const NAME_ONE =
  'Name your Firebase project: npm run deploy -- --project <project-id>, or give it an alias with ' +
  'npx firebase use --add and run npm run deploy -- --project <alias> (docs/deploy.md).';

/**
 * The project to deploy to: `requested` (an alias of .firebaserc's "projects", or an id) or the
 * default there. `{ id, from }` (from: where the name came from, for messages) or `{ error }`.
 */
export function resolveProject(
  requested: string | null,
  rc: Firebaserc | null,
): (Project & { error?: undefined }) | { error: string; id?: undefined } {
  const projects = rc?.projects ?? {};
  let id: string | undefined;
  let from: string;
  if (requested) {
    id = Object.hasOwn(projects, requested) ? projects[requested] : requested;
    from = id === requested ? '--project' : `the alias "${requested}" in .firebaserc`;
  } else {
    id = projects.default;
    from = 'the default in .firebaserc';
    if (!id) return { error: `No project to deploy to: .firebaserc names no default project. ${NAME_ONE}` };
  }
  if (typeof id !== 'string' || !PROJECT_ID.test(id)) {
    const aliases = Object.keys(projects);
    return {
      error:
        `"${id}" (${from}) is not a Firebase project id: 6 to 30 characters, lower-case letters, digits and ` +
        `hyphens, starting with a letter` +
        (requested && id === requested
          ? `; nor is it an alias in .firebaserc (${aliases.length ? aliases.join(', ') : 'none there'})`
          : '') +
        `. ${NAME_ONE}`,
    };
  }
  return { id, from };
}

/** The refusal of a demo- project, or null. */
export function demoRefusal({ id, from }: Project): string | null {
  if (!isDemoProject(id)) return null;
  return (
    `Refusing to deploy to ${id} (${from}): demo- projects belong to the local emulators and do not ` +
    `exist on Firebase.\n${NAME_ONE}`
  );
}

/** The project a Firebase default host name belongs to ("p.firebaseapp.com" → "p"), or null. */
function defaultHostProject(host: string | undefined, suffixes: string[]): string | null {
  const suffix = suffixes.find((s) => host?.endsWith(`.${s}`));
  return suffix && host ? host.slice(0, -suffix.length - 1) : null;
}

/**
 * Why the build's settings (`env`: VITE_* as Vite resolves them for mode production) cannot be
 * deployed to `project`: one line per setting, empty when they can.
 */
export function settingsRefusals(env: Env, project: string): string[] {
  const lines: string[] = [];
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === 1) lines.push(`${missing[0]} is not set: copy it from the ${CONSOLE_CONFIG}.`);
  else if (missing.length > 1)
    lines.push(
      `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)} are not set: copy them from the ${CONSOLE_CONFIG}.`,
    );
  if (env.VITE_USE_EMULATORS === 'true')
    lines.push(
      `VITE_USE_EMULATORS is "true": that build talks to the local emulators, not to ${project}. ` +
        'Remove it (or set it to false) in the .env files and the environment.',
    );
  const id = env.VITE_FIREBASE_PROJECT_ID;
  if (id && id !== project)
    lines.push(
      `VITE_FIREBASE_PROJECT_ID is "${id}", but the deploy goes to ${project}. Set ${project}'s settings ` +
        `(VITE_FIREBASE_PROJECT_ID=${project} and the rest) in .env.production, or deploy with --project ${id}.`,
    );
  const domainProject = defaultHostProject(env.VITE_FIREBASE_AUTH_DOMAIN, ['firebaseapp.com', 'web.app']);
  if (domainProject && domainProject !== project)
    lines.push(
      `VITE_FIREBASE_AUTH_DOMAIN is "${env.VITE_FIREBASE_AUTH_DOMAIN}", the domain of project ${domainProject}, ` +
        `not ${project}: use ${project}.firebaseapp.com (or your own domain).`,
    );
  const bucketProject = defaultHostProject(env.VITE_FIREBASE_STORAGE_BUCKET, ['firebasestorage.app', 'appspot.com']);
  if (bucketProject && bucketProject !== project)
    lines.push(
      `VITE_FIREBASE_STORAGE_BUCKET is "${env.VITE_FIREBASE_STORAGE_BUCKET}", the bucket of project ` +
        `${bucketProject}, not ${project}: use ${project}'s bucket (Firebase console → Storage).`,
    );
  lines.push(...settingProblems(env).map((p) => `${formatProblem(p)}.`));
  return lines;
}

export const ENV_SOURCES = '.env, .env.local, .env.production, .env.production.local and the environment';

/** The whole refusal for a settings problem, or null. */
export function settingsRefusal(env: Env, { id, from }: Project): string | null {
  const lines = settingsRefusals(env, id);
  if (lines.length === 0) return null;
  return [
    `Refusing to deploy to ${id} (${from}): the build's Firebase settings (${ENV_SOURCES}) are not right for it:`,
    ...lines.map((line) => `  - ${line}`),
    'The steps are in docs/deploy.md; .env.example lists every variable.',
  ].join('\n');
}

/** The two commands, as [executable, args] (node runs the packages' own entry points). */
export function deployCommands(project: string, { mail = false } = {}): { build: Command; deploy: Command } {
  return {
    build: [process.execPath, [VITE, 'build', '--mode', 'production']],
    deploy: [
      process.execPath,
      [FIREBASE, 'deploy', '--only', mail ? `${DEPLOY_ONLY},extensions` : DEPLOY_ONLY, '--project', project],
    ],
  };
}

function run([bin, args]: Command, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${args[0]}: ${error.message}`);
      resolve(1);
    });
  });
}

/** firebase-tools' standard output for `args` (its errors are in its `--json` answer). */
function runFirebase(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [FIREBASE, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', () => resolve(out));
    child.on('error', (error) => resolve(JSON.stringify({ status: 'error', error: error.message })));
  });
}

/** .firebaserc's contents ({} when there is none), or `{ error }` when it cannot be read. */
function readFirebaserc(): (Firebaserc & { error?: undefined }) | { error: string; projects?: undefined } {
  const file = path.join(ROOT, '.firebaserc');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Firebaserc;
  } catch (error) {
    return {
      error: `.firebaserc is not valid JSON (${(error as Error).message}): fix it, or run npx firebase use --add.`,
    };
  }
}

async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (options.error !== undefined) {
    console.error(`${options.error}\n${USAGE}`);
    return 2;
  }
  const rc = readFirebaserc();
  if (rc.error) {
    console.error(rc.error);
    return 1;
  }
  const project = resolveProject(options.project, rc);
  if (project.error !== undefined) {
    console.error(project.error);
    return 1;
  }
  const demo = demoRefusal(project);
  if (demo) {
    console.error(demo);
    return 1;
  }
  // loadEnv reads the files of mode production and gives the environment's VITE_* precedence,
  // exactly as `vite build` will.
  const { loadEnv } = await import('vite');
  const env = { ...loadEnv('production', ROOT, 'VITE_') };
  const refusal = settingsRefusal(env, project);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const mailFile = path.join(ROOT, MAIL_ENV);
  const mailProblem = mailSetUpProblem(existsSync(mailFile) ? readFileSync(mailFile, 'utf8') : null);
  if (mailProblem)
    console.warn(
      `E-mail is not set up (${mailProblem}): Torque is deployed without the Trigger Email extension, and ` +
        'people are told in the app only. docs/deploy.md, "E-mail", says what to set.',
    );
  const backups = await checkBackups(project.id, runFirebase);
  if (backups.length)
    console.warn(
      `Recovery settings of ${project.id} (docs/deploy.md, "Backups and recovery"):\n` +
        backups.map((line) => `  - ${line}`).join('\n'),
    );
  const commands = deployCommands(project.id, { mail: !mailProblem });
  const shown = ([, args]: Command) => `node ${args.join(' ')}`;
  console.log(`Deploying Torque to ${project.id} (${project.from}).`);
  if (options.check) {
    console.log(`The settings are right for it. Would run:\n  ${shown(commands.build)}\n  ${shown(commands.deploy)}`);
    return 0;
  }
  const built = await run(commands.build, { ...process.env, NODE_ENV: 'production', VITE_USE_EMULATORS: 'false' });
  if (built !== 0) {
    console.error(`The build failed (exit code ${built}); nothing was deployed.`);
    return built;
  }
  const deployed = await run(commands.deploy);
  if (deployed !== 0)
    console.error(
      `firebase deploy failed (exit code ${deployed}); its reason is above. Not signed in? ` +
        'npx firebase login (docs/deploy.md).',
    );
  return deployed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await main(process.argv.slice(2)));
}
