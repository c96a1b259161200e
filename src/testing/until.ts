// Waiting for a state, never for a time, in the emulator suites: a round trip to the emulators
// takes a few hundred milliseconds on an idle machine and many times that on a busy CI machine,
// so a wait is bounded only by how long a hang may go unnoticed, not by a guess at the speed.
import { vi } from 'vitest';

/**
 * How long a wait for a state may take before it counts as a hang: below the emulator suites'
 * per-test time-out (vitest.config.ts), so a wait that never ends fails with its own assertion
 * (what it was waiting for) rather than with the test's time-out, and far above what the slowest
 * machine needs.
 */
export const HANG_MS = 100_000;

/** Retries `check` (an assertion, or a value it returns) until it passes; resolves with its value. */
export function until<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: HANG_MS, interval: 50 });
}
