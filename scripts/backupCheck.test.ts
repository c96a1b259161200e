// The deploy's word on a project's recovery settings: each that is off is named with the command
// that turns it on, a short retention is named with its days, and an answer that cannot be read
// (not signed in, no permission) is said with its reason, never taken for "all on".
import { describe, expect, it } from 'vitest';
import { BACKUP_KEEP_DAYS, backupWarnings, checkBackups, readJsonAnswer, type RunFirebase } from './backupCheck';

const ON = {
  pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED',
  deleteProtectionState: 'DELETE_PROTECTION_ENABLED',
};
const DAILY = { retention: `${BACKUP_KEEP_DAYS * 86_400}s`, dailyRecurrence: {} };

/** firebase-tools as it answers `--json`, by command. */
function firebase(answers: Record<string, unknown>): RunFirebase & { asked: string[][] } {
  const asked: string[][] = [];
  const run = (args: string[]) => {
    asked.push(args);
    const answer = answers[args[0]];
    return Promise.resolve(typeof answer === 'string' ? answer : JSON.stringify({ status: 'success', result: answer }));
  };
  return Object.assign(run, { asked });
}

describe('recovery settings', () => {
  it('says nothing when point-in-time recovery, a long enough daily backup and delete protection are on', () => {
    expect(backupWarnings('acme-cmms', ON, [DAILY])).toEqual([]);
  });

  it('names each setting that is off with the command that turns it on', () => {
    const lines = backupWarnings(
      'acme-cmms',
      {
        pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED',
        deleteProtectionState: 'DELETE_PROTECTION_DISABLED',
      },
      [],
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Point-in-time recovery is off.*--enable-pitr --project acme-cmms$/);
    expect(lines[1]).toMatch(
      /^No backups are scheduled.*schedules:create --recurrence DAILY --retention 35d --project acme-cmms$/,
    );
    expect(lines[2]).toMatch(/^Delete protection is off.*--delete-protection --project acme-cmms$/);
  });

  it('names a retention shorter than a month and a bit, in days', () => {
    expect(backupWarnings('acme-cmms', ON, [{ retention: '604800s', weeklyRecurrence: {} }])).toEqual([
      expect.stringMatching(/^The backups are kept 7 days at most: keep one at least 35 days/),
    ]);
  });

  it('reads firebase-tools’ answers, even after a line it printed first', () => {
    expect(readJsonAnswer('{"status":"success","result":{"a":1}}')).toEqual({ result: { a: 1 } });
    expect(readJsonAnswer('i  some notice\n{"status":"error","error":"Failed to authenticate"}')).toEqual({
      error: 'Failed to authenticate',
    });
    expect(readJsonAnswer('Error: no network')).toEqual({ error: 'Error: no network' });
  });

  it('asks firebase-tools for the project’s database and schedules', async () => {
    const run = firebase({ 'firestore:databases:get': ON, 'firestore:backups:schedules:list': [DAILY] });
    expect(await checkBackups('acme-cmms', run)).toEqual([]);
    expect(run.asked).toEqual([
      ['firestore:databases:get', '(default)', '--project', 'acme-cmms', '--json'],
      ['firestore:backups:schedules:list', '--project', 'acme-cmms', '--json'],
    ]);
  });

  it('says what could not be read and why, never "all on"', async () => {
    const signedOut = firebase({
      'firestore:databases:get': '{"status":"error","error":"Failed to authenticate, have you run firebase login?"}',
    });
    expect(await checkBackups('acme-cmms', signedOut)).toEqual([
      expect.stringMatching(
        /^The database's recovery settings could not be read \(Failed to authenticate.*firebase login/,
      ),
    ]);
    const noSchedules = firebase({
      'firestore:databases:get': ON,
      'firestore:backups:schedules:list': '{"status":"error","error":"Permission denied"}',
    });
    expect(await checkBackups('acme-cmms', noSchedules)).toEqual([
      'The backup schedules could not be read (Permission denied).',
    ]);
  });
});
