// The shared start of reading a CSV file (the equipment and the parts imports): papaparse, loaded
// on first use (never on the login route), and which delimiter the file uses.

export const loadPapa = async () => (await import('papaparse')).default;
export type Papa = Awaited<ReturnType<typeof loadPapa>>;

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter whose header row names the most of `columns` (spreadsheets in some languages save
 * with ';'), ',' when none does.
 */
export function guessDelimiter(Papa: Papa, text: string, columns: readonly string[]): string {
  const known = new Set<string>(columns.map((c) => c.toLowerCase()));
  let best: string = ',';
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const header = Papa.parse<string[]>(text, { delimiter, preview: 1 }).data[0] ?? [];
    const score = header.filter((cell) => known.has(cell.trim().toLowerCase())).length;
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}
