// Types of deploy.mjs for the TypeScript tests that import it.
export interface Project {
  id: string;
  from: string;
}
export type Env = Record<string, string | undefined>;

export const DEPLOY_ONLY: string;
export const REQUIRED: string[];
export const USAGE: string;
export const ENV_SOURCES: string;
export function parseArgs(
  argv: string[],
): { project: string | null; check: boolean; error?: undefined } | { error: string };
export function resolveProject(
  requested: string | null,
  rc: { projects?: Record<string, string> } | null,
): Project | { error: string; id?: undefined };
export function demoRefusal(project: Project): string | null;
export function settingsRefusals(env: Env, project: string): string[];
export function settingsRefusal(env: Env, project: Project): string | null;
export function deployCommands(project: string): { build: [string, string[]]; deploy: [string, string[]] };
