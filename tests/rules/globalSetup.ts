// Loads the security rules into the emulators once for the whole rules run. Compiling
// firestore.rules takes the emulator well over a second, and each file used to send them again
// when it started its environment; the files now start theirs without rules, on the ones loaded
// here (the same files the app deploys).
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';

/** The projects the rules files use: their own, and the default one the Storage rules read. */
export const RULES_PROJECTS = ['demo-torque-rules', 'demo-torque'] as const;

export default async function setup() {
  const firestore = readFileSync('firestore.rules', 'utf8');
  const storage = readFileSync('storage.rules', 'utf8');
  for (const [i, projectId] of RULES_PROJECTS.entries()) {
    const env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: firestore },
      // The Storage emulator holds one set of rules, whatever the project.
      ...(i === 0 ? { storage: { rules: storage } } : {}),
    });
    await env.cleanup();
  }
}
