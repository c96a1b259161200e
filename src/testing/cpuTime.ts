// Guards against catastrophic blow-up (work that grows with the square of the input, or worse)
// that a slow or busy machine cannot trip: they compare the work done for an input with the work
// for a tenth of it, in the same process, as CPU time. CPU time is this process's own: other
// processes on a busy machine lengthen the time on the clock, not the CPU time a run takes.

/** This process's CPU time so far (user and system, every thread), in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The least CPU time `run` took over `runs` runs (the least is the run least disturbed, by a
 * garbage collection or the compiler's work), and what that run returned.
 */
export async function leastCpuTime<T>(run: () => T | Promise<T>, runs: number): Promise<{ ms: number; value: T }> {
  let best: { ms: number; value: T } | null = null;
  for (let i = 0; i < runs; i++) {
    const started = cpuMs();
    const value = await run();
    const ms = cpuMs() - started;
    if (!best || ms < best.ms) best = { ms, value };
  }
  return best!;
}
