// A production build that is not pointed at the emulators must name a real Firebase project:
// built without one, config.ts falls back to the local demo project, which exists on no server, so
// sign-in and every read would fail with errors that say nothing about the cause. main.tsx asks
// this before the app renders and shows NotConnectedScreen instead (docs/deploy.md).
import { useEmulators } from './config';

export interface ProjectSettings {
  /** Vite's dev server (`import.meta.env.DEV`): the emulators' demo project is expected there. */
  dev: boolean;
  /** Pointed at the emulators (config.ts `useEmulators`). */
  emulators: boolean;
  apiKey?: string;
  projectId?: string;
}

export type ProjectProblem =
  { variable: 'VITE_FIREBASE_API_KEY'; value?: undefined } | { variable: 'VITE_FIREBASE_PROJECT_ID'; value?: string };

/** Why this build cannot start (the setting at fault), or null when it may. */
export function projectProblem({ dev, emulators, apiKey, projectId }: ProjectSettings): ProjectProblem | null {
  if (dev || emulators) return null;
  if (!apiKey) return { variable: 'VITE_FIREBASE_API_KEY' };
  // Project ids starting with demo- are the emulators' own: Firebase never creates one.
  if (!projectId || projectId.startsWith('demo-')) return { variable: 'VITE_FIREBASE_PROJECT_ID', value: projectId };
  return null;
}

/** This build's answer. */
export function startupProjectProblem(): ProjectProblem | null {
  return projectProblem({
    dev: import.meta.env.DEV,
    emulators: useEmulators,
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  });
}
