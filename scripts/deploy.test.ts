import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  demoRefusal,
  DEPLOY_ONLY,
  MAIL_ENV,
  mailSetUpProblem,
  deployCommands,
  parseArgs,
  REQUIRED,
  resolveProject,
  settingsRefusal,
  settingsRefusals,
} from './deploy.ts';

const RC = { projects: { default: 'northfield-cmms', staging: 'northfield-cmms-staging', local: 'demo-torque' } };

const SETTINGS = {
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  VITE_FIREBASE_AUTH_DOMAIN: 'northfield-cmms.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'northfield-cmms',
  VITE_FIREBASE_STORAGE_BUCKET: 'northfield-cmms.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f67890a1b2c',
};

const project = { id: 'northfield-cmms', from: 'the default in .firebaserc' };

describe('the deploy command line', () => {
  it('takes --project in the spellings firebase-tools knows, and --check', () => {
    expect(parseArgs([])).toEqual({ project: null, check: false });
    expect(parseArgs(['--project', 'staging'])).toEqual({ project: 'staging', check: false });
    expect(parseArgs(['--project=northfield-cmms', '--check'])).toEqual({ project: 'northfield-cmms', check: true });
    expect(parseArgs(['-P', 'staging'])).toEqual({ project: 'staging', check: false });
  });

  it('refuses what it does not know, and a --project without a name', () => {
    expect(parseArgs(['--only', 'hosting'])).toEqual({ error: 'unknown argument "--only"' });
    expect(parseArgs(['--project'])).toEqual({ error: '--project needs a project id or alias' });
    expect(parseArgs(['--project', '--check'])).toEqual({ error: '--project needs a project id or alias' });
    expect(parseArgs(['--project='])).toEqual({ error: '--project needs a project id or alias' });
  });
});

describe('which project', () => {
  it('is the default in .firebaserc unless named', () => {
    expect(resolveProject(null, RC)).toEqual({ id: 'northfield-cmms', from: 'the default in .firebaserc' });
  });

  it('resolves an alias through .firebaserc, and takes anything else as a project id', () => {
    expect(resolveProject('staging', RC)).toEqual({
      id: 'northfield-cmms-staging',
      from: 'the alias "staging" in .firebaserc',
    });
    expect(resolveProject('other-plant-cmms', RC)).toEqual({ id: 'other-plant-cmms', from: '--project' });
    expect(resolveProject('other-plant-cmms', null)).toEqual({ id: 'other-plant-cmms', from: '--project' });
  });

  it('says how to name one when .firebaserc has no default', () => {
    expect(resolveProject(null, { projects: {} })).toEqual({
      error:
        'No project to deploy to: .firebaserc names no default project. Name your Firebase project: ' +
        'npm run deploy -- --project <project-id>, or give it an alias with npx firebase use --add and run ' +
        'npm run deploy -- --project <alias> (docs/deploy.md).',
    });
    expect(resolveProject(null, null)).toHaveProperty('error');
  });

  it('refuses a name that is neither an alias nor a project id, listing the aliases', () => {
    const { error } = resolveProject('prod', RC);
    expect(error).toMatch(/^"prod" \(--project\) is not a Firebase project id: 6 to 30 characters/);
    expect(error).toContain('nor is it an alias in .firebaserc (default, staging, local)');
    expect(resolveProject('My Plant', { projects: {} }).error).toContain('(none there)');
    expect(resolveProject(null, { projects: { default: 'Bad_Id' } }).error).toMatch(
      /^"Bad_Id" \(the default in \.firebaserc\) is not a Firebase project id/,
    );
  });
});

describe('refusing a demo project', () => {
  it('refuses demo- projects, named or by default, saying how to name a real one', () => {
    const refusal = demoRefusal(resolveProject(null, { projects: { default: 'demo-torque' } }) as typeof project);
    expect(refusal).toBe(
      'Refusing to deploy to demo-torque (the default in .firebaserc): demo- projects belong to the local ' +
        'emulators and do not exist on Firebase.\nName your Firebase project: npm run deploy -- --project ' +
        '<project-id>, or give it an alias with npx firebase use --add and run npm run deploy -- --project ' +
        '<alias> (docs/deploy.md).',
    );
    expect(demoRefusal(resolveProject('local', RC) as typeof project)).toMatch(
      /^Refusing to deploy to demo-torque \(the alias "local" in \.firebaserc\)/,
    );
    expect(demoRefusal(project)).toBeNull();
  });
});

describe('refusing settings that do not fit the project', () => {
  it('accepts a real project’s settings for that project', () => {
    expect(settingsRefusals(SETTINGS, 'northfield-cmms')).toEqual([]);
    expect(settingsRefusal(SETTINGS, project)).toBeNull();
    // Optional settings may be left out, and the auth domain may be the company's own.
    const required = Object.fromEntries(Object.entries(SETTINGS).filter(([name]) => REQUIRED.includes(name)));
    expect(Object.keys(required)).toHaveLength(4);
    expect(
      settingsRefusals({ ...required, VITE_FIREBASE_AUTH_DOMAIN: 'cmms.northfield.example' }, 'northfield-cmms'),
    ).toEqual([]);
  });

  it('names each missing setting and where to copy it from', () => {
    expect(settingsRefusals({}, 'northfield-cmms')).toEqual([
      'VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_STORAGE_BUCKET ' +
        'are not set: copy them from the Firebase console → Project settings → General → Your apps → your web app → ' +
        'SDK setup and configuration.',
    ]);
    expect(settingsRefusals({ ...SETTINGS, VITE_FIREBASE_STORAGE_BUCKET: '' }, 'northfield-cmms')).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_STORAGE_BUCKET is not set/),
    ]);
  });

  it('refuses settings of another project, variable by variable', () => {
    expect(settingsRefusals(SETTINGS, 'northfield-cmms-staging')).toEqual([
      'VITE_FIREBASE_PROJECT_ID is "northfield-cmms", but the deploy goes to northfield-cmms-staging. Set ' +
        "northfield-cmms-staging's settings (VITE_FIREBASE_PROJECT_ID=northfield-cmms-staging and the rest) in " +
        '.env.production, or deploy with --project northfield-cmms.',
      'VITE_FIREBASE_AUTH_DOMAIN is "northfield-cmms.firebaseapp.com", the domain of project northfield-cmms, not ' +
        'northfield-cmms-staging: use northfield-cmms-staging.firebaseapp.com (or your own domain).',
      'VITE_FIREBASE_STORAGE_BUCKET is "northfield-cmms.firebasestorage.app", the bucket of project northfield-cmms, ' +
        "not northfield-cmms-staging: use northfield-cmms-staging's bucket (Firebase console → Storage).",
    ]);
    // Only the id left over from another project.
    expect(
      settingsRefusals({ ...SETTINGS, VITE_FIREBASE_STORAGE_BUCKET: 'other-plant.appspot.com' }, 'northfield-cmms'),
    ).toEqual([
      expect.stringMatching(
        /^VITE_FIREBASE_STORAGE_BUCKET is "other-plant\.appspot\.com", the bucket of project other-plant,/,
      ),
    ]);
  });

  it('refuses a build pointed at the emulators', () => {
    expect(settingsRefusals({ ...SETTINGS, VITE_USE_EMULATORS: 'true' }, 'northfield-cmms')).toEqual([
      'VITE_USE_EMULATORS is "true": that build talks to the local emulators, not to northfield-cmms. Remove it ' +
        '(or set it to false) in the .env files and the environment.',
    ]);
    expect(settingsRefusals({ ...SETTINGS, VITE_USE_EMULATORS: 'false' }, 'northfield-cmms')).toEqual([]);
  });

  it('refuses malformed settings as the build would', () => {
    expect(settingsRefusals({ ...SETTINGS, VITE_FIREBASE_API_KEY: 'demo-api-key' }, 'northfield-cmms')).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_API_KEY="demo-api-key": "demo-api-key" is the emulators' placeholder/),
    ]);
  });

  it('says it all in one message, with where the settings were read', () => {
    expect(settingsRefusal({ ...SETTINGS, VITE_FIREBASE_API_KEY: undefined }, project)).toBe(
      "Refusing to deploy to northfield-cmms (the default in .firebaserc): the build's Firebase settings (.env, " +
        '.env.local, .env.production, .env.production.local and the environment) are not right for it:\n' +
        '  - VITE_FIREBASE_API_KEY is not set: copy it from the Firebase console → Project settings → General → ' +
        'Your apps → your web app → SDK setup and configuration.\n' +
        'The steps are in docs/deploy.md; .env.example lists every variable.',
    );
  });
});

describe('what it runs', () => {
  it('builds with Vite and deploys rules, indexes, storage rules and hosting to the project', () => {
    const { build, deploy } = deployCommands('northfield-cmms');
    expect(build).toEqual([process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production']]);
    expect(deploy).toEqual([
      process.execPath,
      [
        'node_modules/firebase-tools/lib/bin/firebase.js',
        'deploy',
        '--only',
        DEPLOY_ONLY,
        '--project',
        'northfield-cmms',
      ],
    ]);
    expect(DEPLOY_ONLY).toBe('firestore:rules,firestore:indexes,storage,hosting');
  });
});

describe('e-mail', () => {
  const settings = (smtp: string, from: string) =>
    `DATABASE=(default)\nSMTP_CONNECTION_URI=${smtp}\nDEFAULT_FROM=${from}\nMAIL_COLLECTION=mail\n`;

  it('is set up once the extension’s settings name a mail service, and then the extension is deployed', () => {
    expect(
      mailSetUpProblem(settings('smtps://apikey@smtp.sendgrid.net:465', 'Torque <cmms@northfield.com>')),
    ).toBeNull();
    expect(deployCommands('northfield-cmms', { mail: true }).deploy[1]).toContain(`${DEPLOY_ONLY},extensions`);
  });

  it('is not while the example mail service is named, or the file is missing: the deploy goes on without it', () => {
    expect(mailSetUpProblem(settings('smtps://user@smtp.example.com:465', 'Torque <cmms@northfield.com>'))).toBe(
      `${MAIL_ENV} still has the example SMTP_CONNECTION_URI`,
    );
    expect(mailSetUpProblem(settings('', 'Torque <maintenance@example.com>'))).toBe(
      `${MAIL_ENV} still has the example SMTP_CONNECTION_URI and DEFAULT_FROM`,
    );
    expect(mailSetUpProblem(null)).toBe(`${MAIL_ENV} is missing`);
    expect(deployCommands('northfield-cmms').deploy[1]).toContain(DEPLOY_ONLY);
    expect(deployCommands('northfield-cmms').deploy[1]).not.toContain(`${DEPLOY_ONLY},extensions`);
  });
});

// Each case starts the deploy script in a process of its own (tsx, Vite's config): far slower than
// the rest on a busy machine, so these have the time that needs.
describe('npm run deploy, run', { timeout: 120_000 }, () => {
  // Without the project's settings in the environment, whatever .env files a developer keeps.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const deploy = (args: string[], extra: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', ...args], {
      encoding: 'utf8',
      env: { ...env, ...extra },
    });

  it('refuses the demo project, before building anything', () => {
    // Nothing on stdout: a deploy says "Deploying Torque to …" there before it builds, and the
    // build (stdio inherited) writes there too; and no word of a build on stderr.
    const named = deploy(['--project', 'demo-torque']);
    expect(named.status).toBe(1);
    expect(named.stderr).toContain('Refusing to deploy to demo-torque (--project): demo- projects belong to the local');
    expect(named.stderr).toContain('npm run deploy -- --project <project-id>');
    expect(named.stdout).toBe('');
    expect(named.stderr).not.toMatch(/build/i);
    // The repository's .firebaserc names the emulators' project.
    const byDefault = deploy([]);
    expect(byDefault.status).toBe(1);
    expect(byDefault.stderr).toContain('Refusing to deploy to demo-torque (the default in .firebaserc)');
    expect(byDefault.stdout).toBe('');
    expect(byDefault.stderr).not.toMatch(/build/i);
  });

  it('checks a real project’s settings as Vite reads them, and says what it would run', () => {
    const checked = deploy(['--project', 'northfield-cmms', '--check'], SETTINGS);
    // The repository's e-mail settings name the example mail service: said, and left out.
    expect(checked.stderr).toContain('E-mail is not set up');
    expect(checked.stderr).toContain('deployed without the Trigger Email extension');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('Deploying Torque to northfield-cmms (--project).');
    expect(checked.stdout).toContain(
      `node node_modules/firebase-tools/lib/bin/firebase.js deploy --only ${DEPLOY_ONLY} --project northfield-cmms`,
    );
    const wrong = deploy(['--project', 'northfield-cmms-staging', '--check'], SETTINGS);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('VITE_FIREBASE_PROJECT_ID is "northfield-cmms", but the deploy goes to');
  });

  it('explains a wrong command line', () => {
    const result = deploy(['--force']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown argument "--force"\nusage: npm run deploy');
  });
});
