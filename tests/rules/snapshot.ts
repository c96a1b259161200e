// fireemu's control API keeps named snapshots of the emulators' state in memory: a suite seeds
// once, captures, and restores before each later test instead of clearing and seeding again. The
// official emulators have no such API; `emulatorSnapshot` then answers null and the caller falls
// back to clearing and seeding.

export interface EmulatorSnapshot {
  restore(): Promise<void>;
}

/** The control API's base address: fireemu serves it on the Auth emulator's port. */
function controlBase(): string | null {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return host ? `http://${host}/v1/sessions/default/snapshots` : null;
}

/** Captures the emulators' whole state under `name`, or null when the emulators cannot. */
export async function emulatorSnapshot(name: string): Promise<EmulatorSnapshot | null> {
  const base = controlBase();
  if (!base) return null;
  let response: Response;
  try {
    response = await fetch(base, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  return {
    async restore() {
      const restored = await fetch(`${base}/${encodeURIComponent(name)}:restore`, { method: 'POST' });
      if (!restored.ok) throw new Error(`Restoring the emulator snapshot "${name}" failed: ${await restored.text()}`);
    },
  };
}
