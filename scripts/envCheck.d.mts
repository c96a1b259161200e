// Types of envCheck.mjs for vite.config.ts and the TypeScript tests that import it.
import type { Plugin } from 'vite';

export interface SettingProblem {
  variable: string;
  value: string | undefined;
  problem: string;
  example: string;
}

export type Env = Record<string, string | boolean | undefined>;

export const DEFAULT_PROJECT_ID: string;
export const EMULATOR_API_KEY: string;
export const PROJECT_ID: RegExp;
export const APP_VARIABLES: string[];
export function isDemoProject(id: unknown): boolean;
export function settingProblems(env: Env): SettingProblem[];
export function formatProblem(problem: SettingProblem): string;
export function unknownVariables(env: Env): string[];
export function assertSettings(env: Env, where: string): void;
export function unconnectedBuildWarning(env: Env): string | null;
export function envCheckPlugin(): Plugin;
