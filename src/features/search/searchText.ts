// What a typed search asks for: pure, so the box, the saga and the service agree.
import { KEYWORD_MAX, KEYWORD_MIN, searchWords } from '../../lib/keywords';
import { workNumberLabel } from '../../lib/workNumber';

/** Results shown per group (equipment, work orders). */
export const RESULTS_PER_GROUP = 8;

/** The letters and digits typed, folded: a search needs at least KEYWORD_MIN of them. */
export const isSearchable = (text: string) => searchWords(text).join('').length >= KEYWORD_MIN;

/**
 * The work-order number prefix a text may be (WR-yyyymmdd-XXXX, upper case): "wr-2026" and
 * "20261123" (the date part) both become "WR-2026…". Null when the text cannot start a number.
 */
export function numberPrefixOf(text: string): string | null {
  const t = text.trim().toUpperCase();
  if (!/^[A-Z0-9-]{2,16}$/.test(t)) return null;
  if (/^\d/.test(t)) return `WR-${t}`;
  if (/^WR\d/.test(t)) return `WR-${t.slice(2)}`;
  return t.startsWith('WR') ? t : null;
}

export interface TitleQuery {
  /** The word asked of the keywords (array-contains): the longest typed word, cut at 15 letters. */
  keyword: string;
  /** Every typed word: a result's title has a word starting with each. */
  words: string[];
}

/** The title query of a text, or null when no typed word is long enough to ask for. */
export function titleQueryOf(text: string): TitleQuery | null {
  const words = searchWords(text);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < KEYWORD_MIN) return null;
  return { keyword: longest.slice(0, KEYWORD_MAX), words };
}

/** Whether every typed word starts a word of the title. */
export function titleMatches(title: string, words: string[]): boolean {
  const own = searchWords(title);
  return words.every((w) => own.some((o) => o.startsWith(w)));
}

/** Whether a work order found for an earlier text still fits `text` (kept while the new search runs). */
export function stillMatches(hit: { number: string; title: string }, text: string): boolean {
  const prefix = numberPrefixOf(text);
  if (prefix && hit.number.startsWith(prefix)) return true;
  return titleQueryOf(text) !== null && titleMatches(`${hit.title} ${workNumberLabel(hit.number)}`, searchWords(text));
}
