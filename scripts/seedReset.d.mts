// Types of seedReset.mjs for the TypeScript tests that import it.
export function emulatorAddresses(env?: Record<string, string | undefined>): {
  auth: string;
  firestore: string;
  storage: string;
};
export function clearAuth(host: string, project: string): Promise<unknown>;
export function clearFirestore(host: string, project: string): Promise<unknown>;
export function clearStorage(host: string): Promise<{ buckets: string[]; files: number }>;
export function keptDataRefusal(dir: string): string | null;
export function removeKeptData(dir: string): { done: string; refused: boolean };
