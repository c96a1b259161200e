#!/usr/bin/env node
// `npm run mail:templates -- --url <app address> [--project <id>]`: writes the e-mail templates
// the Trigger Email extension renders (mailTemplates/{kind}: subject, text, html as Handlebars),
// one per kind of domain/mail.ts. The app writes only a template's name and the order's data
// (firestore.rules: no text of the writer's), so the words are here, in English and Spanish, with
// the link to the app at `--url`. Nobody can write templates from the app; this script writes them
// with firebase-admin, like company:set-paid (the same targets: the running emulators by default,
// a real project with --project and GOOGLE_APPLICATION_CREDENTIALS).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { MAIL_KINDS, type MailKind } from '../src/domain/mail';
import { type Env, targetOf } from './setPaid';

interface Template {
  subject: string;
  text: string;
  html: string;
}

/** The two languages' lines of each kind: what happened, in a sentence. */
const WORDS: Record<Exclude<MailKind, 'digest'>, { en: string; es: string; subjectEn: string; subjectEs: string }> = {
  assigned: {
    subjectEn: 'Assigned to you',
    subjectEs: 'Asignada a usted',
    en: 'You have been assigned work order {{number}} in {{plantName}}.',
    es: 'Se le ha asignado la orden de trabajo {{number}} en {{plantName}}.',
  },
  urgent: {
    subjectEn: 'New urgent request',
    subjectEs: 'Nuevo aviso urgente',
    en: 'A safety or breakdown request, {{number}}, was raised in {{plantName}}.',
    es: 'Se ha creado un aviso de seguridad o de avería, {{number}}, en {{plantName}}.',
  },
  portal: {
    subjectEn: 'Request from the portal',
    subjectEs: 'Aviso desde el portal',
    en: 'Someone without an account reported a fault through the request portal of {{plantName}}: {{number}}.',
    es: 'Alguien sin cuenta ha avisado de una avería por el portal de avisos de {{plantName}}: {{number}}.',
  },
};

/** The daily digest: the counts (domain/mail.ts DigestCounts) in both languages. */
function digestTemplate(base: string): Template {
  const link = `${base}{{link}}`;
  const en = [
    'Open work assigned to you: {{assigned}}.',
    'Scheduled work whose day has passed: {{overdue}}.',
    '{{#if newRequests}}New requests in the last 24 hours: {{newRequests}}.{{/if}}',
  ];
  const es = [
    'Trabajo abierto asignado a usted: {{assigned}}.',
    'Trabajo programado cuyo día ya pasó: {{overdue}}.',
    '{{#if newRequests}}Avisos nuevos en las últimas 24 horas: {{newRequests}}.{{/if}}',
  ];
  return {
    subject: 'Torque · {{day}} · Your day / Su día',
    text: [...en, link, '', ...es, link].join('\n'),
    html: [
      `<p>${en.join('<br>')}</p>`,
      `<p><a href="${link}">${link}</a></p>`,
      '<hr>',
      `<p lang="es">${es.join('<br>')}</p>`,
    ].join('\n'),
  };
}

/** A kind's template: both languages, the order's title and equipment, and its link in the app. */
export function template(kind: MailKind, appUrl: string): Template {
  const base = appUrl.replace(/\/+$/, '');
  if (kind === 'digest') return digestTemplate(base);
  const w = WORDS[kind];
  // Handlebars' double braces escape what the order holds; the link's own address is ours.
  const link = `${base}{{link}}`;
  return {
    subject: `Torque · {{number}} · ${w.subjectEn} / ${w.subjectEs}`,
    text: [w.en, '{{title}} — {{equipment}}', link, '', w.es, '{{title}} — {{equipment}}', link].join('\n'),
    html: [
      `<p>${w.en}</p>`,
      '<p><strong>{{title}}</strong><br>{{equipment}}</p>',
      `<p><a href="${link}">${link}</a></p>`,
      '<hr>',
      `<p lang="es">${w.es}</p>`,
      `<p lang="es"><a href="${link}">${link}</a></p>`,
    ].join('\n'),
  };
}

/** The command line: --url (required) and --project. */
export function parseArgs(argv: string[]): { url: string; project: string | null } | { error: string } {
  let url: string | null = null;
  let project: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--url') url = argv[++i] ?? null;
    else if (argv[i] === '--project') project = argv[++i] ?? null;
    else return { error: `unknown argument "${argv[i]}"` };
  }
  if (!url || !/^https?:\/\/[^/\s]+/.test(url))
    return { error: '--url <the app’s address, e.g. https://cmms.example.com> is required' };
  return { url, project };
}

export async function writeTemplates(url: string, project: string | null, env: Env = process.env): Promise<string> {
  const target = targetOf(project, env);
  if (target.kind === 'emulator') {
    process.env.FIRESTORE_EMULATOR_HOST = target.host;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  } else delete process.env.FIRESTORE_EMULATOR_HOST;
  const { initializeApp, deleteApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp(
    { projectId: target.project, ...(target.kind === 'real' ? { credential: applicationDefault() } : {}) },
    `mail-templates-${Date.now()}`,
  );
  try {
    const db = getFirestore(app);
    const batch = db.batch();
    for (const kind of MAIL_KINDS) batch.set(db.doc(`mailTemplates/${kind}`), template(kind, url));
    await batch.commit();
    return `Wrote ${MAIL_KINDS.length} e-mail templates (${MAIL_KINDS.join(', ')}) to ${target.project}, linking to ${url}.`;
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\nusage: npm run mail:templates -- --url <app address> [--project <id>]`);
    process.exit(2);
  }
  try {
    console.log(await writeTemplates(args.url, args.project));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
