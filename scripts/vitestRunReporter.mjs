// A Vitest reporter that writes down what the JSON reporter leaves out: errors thrown outside any
// test (a timer that throws after its test ended, an unhandled rejection). scripts/test.mjs adds
// it to each run with TORQUE_VITEST_RUN=<file> and counts every such error as a failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class VitestRunReporter {
  /**
   * @param {unknown} _testModules
   * @param {ReadonlyArray<{ message?: string, name?: string }>} unhandledErrors
   * @param {string} reason 'passed' | 'failed' | 'interrupted'
   */
  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.TORQUE_VITEST_RUN;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const messages = unhandledErrors.map((error) => `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}`);
    writeFileSync(file, JSON.stringify({ reason, unhandledErrors: messages }, null, 2));
  }
}
