// What `npm run deploy` (and `-- --check`) says about a real project's recovery settings, which are
// the database's own features, not code of ours (docs/deploy.md, "Backups and recovery"):
//   - point-in-time recovery (PITR): every version of every document kept 7 days, readable and
//     exportable as of any minute of them — the undo for a bad import or a wrong bulk change;
//   - scheduled backups: a daily backup kept over a month (a mistake noticed weeks later can
//     still be undone), restorable to a new database;
//   - delete protection: the database itself cannot be deleted by mistake.
// Read with firebase-tools (`firestore:databases:get`, `firestore:backups:schedules:list`, both
// `--json`) as the signed-in user; each that is off is a warning, never a refusal: a first deploy
// may come before the owner has chosen. What cannot be read is said, with the likely reason.

/** The parts of firebase-tools' database answer read here. */
export interface DatabaseState {
  pointInTimeRecoveryEnablement?: string;
  deleteProtectionState?: string;
}

/** The parts of a backup schedule read here. */
export interface BackupSchedule {
  /** A duration as the API gives it, "2592000s". */
  retention?: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: object;
}

/** How long a backup should be kept at least: over a month. */
export const BACKUP_KEEP_DAYS = 35;

const DAY_S = 24 * 60 * 60;

const seconds = (duration: string | undefined): number | null => {
  const match = /^(\d+(?:\.\d+)?)s$/.exec(duration ?? '');
  return match ? Number(match[1]) : null;
};

/** The commands that turn each one on, as docs/deploy.md gives them. */
export const TURN_ON = {
  pitr: (project: string) =>
    `gcloud firestore databases update --database='(default)' --enable-pitr --project ${project}`,
  schedule: (project: string) =>
    `npx firebase firestore:backups:schedules:create --recurrence DAILY --retention ${BACKUP_KEEP_DAYS}d --project ${project}`,
  protection: (project: string) =>
    `gcloud firestore databases update --database='(default)' --delete-protection --project ${project}`,
};

/** One line per recovery setting that is off (empty: all on). */
export function backupWarnings(
  project: string,
  database: DatabaseState,
  schedules: readonly BackupSchedule[],
): string[] {
  const lines: string[] = [];
  if (database.pointInTimeRecoveryEnablement !== 'POINT_IN_TIME_RECOVERY_ENABLED')
    lines.push(
      'Point-in-time recovery is off: a bad import or a wrong change can only be undone from a backup. ' +
        `Turn it on: ${TURN_ON.pitr(project)}`,
    );
  const kept = schedules.map((s) => seconds(s.retention) ?? 0);
  if (schedules.length === 0)
    lines.push(`No backups are scheduled. Schedule a daily one: ${TURN_ON.schedule(project)}`);
  else if (Math.max(...kept) < BACKUP_KEEP_DAYS * DAY_S)
    lines.push(
      `The backups are kept ${Math.round(Math.max(...kept) / DAY_S)} days at most: keep one at least ` +
        `${BACKUP_KEEP_DAYS} days, so a mistake noticed weeks later can still be undone: ` +
        TURN_ON.schedule(project),
    );
  if (database.deleteProtectionState !== 'DELETE_PROTECTION_ENABLED')
    lines.push(
      `Delete protection is off: the whole database can be deleted by mistake. ${TURN_ON.protection(project)}`,
    );
  return lines;
}

/** firebase-tools' `--json` answer: `{ status: 'success', result }` or `{ status: 'error', error }`. */
export function readJsonAnswer<T>(stdout: string): { result: T } | { error: string } {
  const start = stdout.indexOf('{');
  try {
    const answer = JSON.parse(start >= 0 ? stdout.slice(start) : stdout) as {
      status?: string;
      result?: T;
      error?: string;
    };
    if (answer.status === 'success') return { result: answer.result as T };
    return { error: answer.error ?? 'no answer' };
  } catch {
    return { error: stdout.trim().split('\n').at(-1) || 'no answer' };
  }
}

/** Runs firebase-tools with these arguments and gives its standard output. */
export type RunFirebase = (args: string[]) => Promise<string>;

/**
 * The warnings for `project`: the recovery settings that are off, or one line saying they could
 * not be read and why (not signed in, no permission, no network).
 */
export async function checkBackups(project: string, runFirebase: RunFirebase): Promise<string[]> {
  const database = readJsonAnswer<DatabaseState>(
    await runFirebase(['firestore:databases:get', '(default)', '--project', project, '--json']),
  );
  if ('error' in database)
    return [
      `The database's recovery settings could not be read (${database.error}). Signed in as the owner? ` +
        'npx firebase login; docs/deploy.md, "Backups and recovery", says what to turn on.',
    ];
  const schedules = readJsonAnswer<BackupSchedule[]>(
    await runFirebase(['firestore:backups:schedules:list', '--project', project, '--json']),
  );
  if ('error' in schedules)
    return [
      ...backupWarnings(project, database.result, [{ retention: `${BACKUP_KEEP_DAYS * DAY_S}s` }]),
      `The backup schedules could not be read (${schedules.error}).`,
    ];
  return backupWarnings(project, database.result, schedules.result ?? []);
}
