// Types of setPaid.mjs for the TypeScript tests that import it.
export const USAGE: string;
export class SetPaidError extends Error {
  exitCode: number;
  constructor(message: string, exitCode?: number);
}
export function parseArgs(argv: string[]): { company: string; paid: boolean; project: string | null };
export type Target =
  { kind: 'emulator'; project: string; host: string } | { kind: 'real'; project: string; credentials: string };
export function targetOf(project: string | null, env?: Record<string, string | undefined>): Target;
export function setPaid(input: { company: string; paid: boolean; target: Target }): Promise<{
  company: string;
  name: string;
  before: boolean;
  paid: boolean;
  /** The counters written for a record that had none (null when it had them). */
  counted: { memberCount: number; siteCount: number; plantCount: number } | null;
}>;
export function main(argv?: string[], env?: Record<string, string | undefined>): Promise<number>;
