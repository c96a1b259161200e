// The arithmetic behind `npm test`'s last line, "N passed, N failed, N skipped" (scripts/test.mjs).
// Pure: it gets what each step left behind (exit status, Vitest's JSON report, the unhandled errors
// that scripts/vitestRunReporter.mjs wrote down) and never reads files itself. Rule: whatever made a
// step fail is at least one failure on the line, so the line cannot say "0 failed" for a failed run.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, problems: string[] }} Outcome
 * @typedef {{
 *   status?: string,
 *   message?: string,
 *   name?: string,
 *   assertionResults?: { status?: string }[],
 * }} FileResult
 * @typedef {{
 *   numTotalTests?: number,
 *   numPassedTests?: number,
 *   numFailedTests?: number,
 *   numPendingTests?: number,
 *   numTodoTests?: number,
 *   numFailedTestSuites?: number,
 *   success?: boolean,
 *   testResults?: FileResult[],
 * }} VitestReport
 */

/** A check that is not a test runner (tsc, ESLint, Prettier, a missing browser): one failure if it failed. */
export function checkOutcome(/** @type {string} */ name, /** @type {number} */ status) {
  /** @type {Outcome} */
  const outcome = { passed: 0, failed: 0, skipped: 0, problems: [] };
  if (status !== 0) {
    outcome.failed = 1;
    outcome.problems.push(`${name}: failed (exit status ${status})`);
  }
  return outcome;
}

/**
 * One Vitest run.
 * @param {string} name
 * @param {{
 *   status: number,
 *   report: VitestReport | null | undefined,
 *   unhandledErrors?: string[] | null,
 * }} run
 *   status: Vitest's exit status; report: its JSON report (null when none was written or it could
 *   not be read); unhandledErrors: the messages of errors outside any test (null when unknown).
 * @returns {Outcome}
 */
export function vitestOutcome(name, { status, report, unhandledErrors }) {
  /** @type {Outcome} */
  const outcome = { passed: 0, failed: 0, skipped: 0, problems: [] };
  const problem = (/** @type {string} */ text) => outcome.problems.push(`${name}: ${text}`);

  if (report) {
    outcome.passed = report.numPassedTests ?? 0;
    outcome.failed = report.numFailedTests ?? 0;
    outcome.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (outcome.failed) problem(`${outcome.failed} failed ${outcome.failed === 1 ? 'test' : 'tests'}`);
    // A file that failed outside its tests: it did not import, or a hook (beforeAll, afterAll…)
    // threw. Its tests are then skipped or missing, so this is a failure of its own.
    for (const file of report.testResults ?? []) {
      if (file.status !== 'failed') continue;
      const testFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed');
      if (testFailed && !file.message) continue;
      outcome.failed += 1;
      problem(`${file.name ?? 'a test file'} failed outside its tests: ${file.message || 'a hook threw'}`);
    }
  } else {
    outcome.failed += 1;
    problem(`no JSON report was written (exit status ${status})`);
  }

  for (const message of unhandledErrors ?? []) {
    outcome.failed += 1;
    problem(`unhandled error: ${message}`);
  }

  if (report && outcome.failed === 0) {
    if ((report.numTotalTests ?? 0) === 0) {
      outcome.failed += 1;
      problem(
        report.success === false || status !== 0
          ? `no test ran: Vitest failed before any test (global set-up?), exit status ${status}`
          : 'no test ran',
      );
    } else if (outcome.passed === 0) {
      outcome.failed += 1;
      problem('every test was skipped');
    }
  }
  // Vitest says the run failed, or exited non-zero, and none of the above explains it: a global
  // set-up that threw, failed suites the report does not list, an unhandled error we were not told of.
  if (outcome.failed === 0 && (report?.success === false || (report?.numFailedTestSuites ?? 0) > 0 || status !== 0)) {
    outcome.failed += 1;
    problem(
      status !== 0
        ? `Vitest exited with status ${status} and no failed test (global set-up or an unhandled error?)`
        : 'Vitest reported the run as failed and no failed test',
    );
  }
  return outcome;
}

/** Sums outcomes. */
export function addOutcomes(/** @type {Outcome[]} */ outcomes) {
  /** @type {Outcome} */
  const total = { passed: 0, failed: 0, skipped: 0, problems: [] };
  for (const outcome of outcomes) {
    total.passed += outcome.passed;
    total.failed += outcome.failed;
    total.skipped += outcome.skipped;
    total.problems.push(...outcome.problems);
  }
  return total;
}

/** The last line of `npm test`. */
export function totalsLine(/** @type {Pick<Outcome, 'passed' | 'failed' | 'skipped'>} */ totals) {
  return `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}
