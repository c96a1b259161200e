// The totals line of `npm test` from what Vitest really writes. The reports in fixtures/vitest/ were
// produced by Vitest 4 itself (`vitest run --reporter=json --reporter=scripts/vitestRunReporter.mjs`)
// on small test files: one passing, one with a failing test, one that fails to import, one whose
// timer throws after its test ended, one with only skipped tests, one whose beforeAll/afterAll
// throw, and a run whose global set-up throws; only paths and stack traces were shortened.
import { describe, expect, it } from 'vitest';
import { addOutcomes, checkOutcome, totalsLine, vitestOutcome, type VitestReport } from './testTotals.mjs';

const files: Record<string, unknown> = import.meta.glob('./fixtures/vitest/*.json', { eager: true, import: 'default' });

function fixture(name: string): { report: VitestReport; unhandledErrors: string[] } {
  const report = files[`./fixtures/vitest/${name}.json`] as VitestReport | undefined;
  const run = files[`./fixtures/vitest/${name}.run.json`] as { unhandledErrors: string[] } | undefined;
  if (!report || !run) throw new Error(`no fixture ${name}`);
  return { report, unhandledErrors: run.unhandledErrors };
}

/** The line for one Vitest run with the given exit status, alone. */
function lineFor(name: string, status: number) {
  return totalsLine(vitestOutcome('unit', { status, ...fixture(name) }));
}

describe('npm test totals', () => {
  it('counts passed, skipped and todo tests of a passing run', () => {
    expect(lineFor('passing', 0)).toBe('1 passed, 0 failed, 2 skipped');
  });

  it('counts a failing test', () => {
    expect(lineFor('failing-test', 1)).toBe('1 passed, 1 failed, 0 skipped');
  });

  it('counts a test file that fails to import as a failure', () => {
    const outcome = vitestOutcome('unit', { status: 1, ...fixture('failed-import') });
    expect(totalsLine(outcome)).toBe('1 passed, 1 failed, 2 skipped');
    expect(outcome.problems.join('\n')).toContain("Cannot find module './nope.ts'");
  });

  it('counts a hook that throws as a failure even when its tests are skipped or passed', () => {
    // beforeAll throws: both tests of that file are skipped; afterAll throws after a passing test.
    expect(lineFor('failed-hook', 1)).toBe('1 passed, 2 failed, 2 skipped');
  });

  it('counts each unhandled error as a failure although the JSON report says success', () => {
    const { report, unhandledErrors } = fixture('unhandled-error');
    expect(report.success).toBe(true);
    const outcome = vitestOutcome('unit', { status: 1, report, unhandledErrors });
    expect(totalsLine(outcome)).toBe('2 passed, 1 failed, 0 skipped');
    expect(outcome.problems).toEqual(['unit: unhandled error: Error: late boom']);
  });

  it('counts a non-zero exit that nothing in the report explains (unhandled errors unknown)', () => {
    const { report } = fixture('unhandled-error');
    expect(totalsLine(vitestOutcome('unit', { status: 1, report, unhandledErrors: null }))).toBe(
      '2 passed, 1 failed, 0 skipped',
    );
  });

  it('counts a failed global set-up (empty report, success false) as a failure', () => {
    const outcome = vitestOutcome('e2e', { status: 1, ...fixture('failed-global-setup') });
    expect(totalsLine(outcome)).toBe('0 passed, 1 failed, 0 skipped');
    expect(outcome.problems).toEqual([
      'e2e: no test ran: Vitest failed before any test (global set-up?), exit status 1',
    ]);
  });

  it('fails a run where every test is skipped', () => {
    const outcome = vitestOutcome('e2e', { status: 0, ...fixture('all-skipped') });
    expect(totalsLine(outcome)).toBe('0 passed, 1 failed, 1 skipped');
    expect(outcome.problems).toEqual(['e2e: every test was skipped']);
  });

  it('fails a run where no test ran', () => {
    const { report } = fixture('failed-global-setup');
    expect(
      totalsLine(vitestOutcome('unit', { status: 0, report: { ...report, success: true }, unhandledErrors: [] })),
    ).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('counts a missing report as a failure, whatever the exit status', () => {
    expect(totalsLine(vitestOutcome('e2e', { status: 0, report: null, unhandledErrors: null }))).toBe(
      '0 passed, 1 failed, 0 skipped',
    );
    expect(totalsLine(vitestOutcome('e2e', { status: 1, report: null, unhandledErrors: null }))).toBe(
      '0 passed, 1 failed, 0 skipped',
    );
  });

  it('counts a failed tsc, ESLint or Prettier step as one failure each', () => {
    const totals = addOutcomes([
      checkOutcome('type-check', 2),
      checkOutcome('lint', 1),
      checkOutcome('format', 1),
      vitestOutcome('unit', { status: 0, ...fixture('passing') }),
    ]);
    expect(totalsLine(totals)).toBe('1 passed, 3 failed, 2 skipped');
    expect(totals.problems).toEqual([
      'type-check: failed (exit status 2)',
      'lint: failed (exit status 1)',
      'format: failed (exit status 1)',
    ]);
  });

  it('says 0 failed only when every step passed', () => {
    const totals = addOutcomes([
      checkOutcome('type-check', 0),
      checkOutcome('lint', 0),
      checkOutcome('format', 0),
      vitestOutcome('unit', { status: 0, ...fixture('passing') }),
      vitestOutcome('emulator', { status: 0, ...fixture('passing') }),
    ]);
    expect(totalsLine(totals)).toBe('2 passed, 0 failed, 4 skipped');
    expect(totals.problems).toEqual([]);
  });
});
