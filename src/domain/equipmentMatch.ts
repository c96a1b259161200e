// Finding equipment by what a person types, the one meaning every picker and the search share:
// over a plant's equipment summary (no Firestore read). Case- and accent-insensitive; a tag
// matches from its start or anywhere in it (punctuation ignored: "p101" finds "P-101"), a name
// when every typed word starts one of its words.
import { foldText, searchWords } from '../lib/keywords';
import type { EquipmentSummary } from './assets';

export interface IndexedEquipment {
  item: EquipmentSummary;
  /** The tag folded, letters and digits only. */
  tag: string;
  /** The folded words of the tag and the name. */
  words: string[];
}

const compact = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Folds each item once (memoised per summary by the caller), not on every keystroke. */
export function indexEquipment(items: readonly EquipmentSummary[]): IndexedEquipment[] {
  return items.map((item) => ({ item, tag: compact(item.tag), words: searchWords(`${item.tag} ${item.name}`) }));
}

export interface EquipmentMatches {
  items: EquipmentSummary[];
  /** More matched than are shown. */
  more: boolean;
}

/**
 * The best matches first: the tag itself, a tag starting with the text, names and tags whose
 * words start with every typed word, then tags containing the text; ties by tag.
 */
export function matchEquipment(
  index: readonly IndexedEquipment[],
  text: string,
  /** How many to return (Infinity: all that match). */
  limit: number,
): EquipmentMatches {
  const query = compact(text);
  const words = searchWords(text);
  if (!query) return { items: [], more: false };
  const ranked: [number, EquipmentSummary][] = [];
  for (const { item, tag, words: own } of index) {
    const rank =
      tag === query
        ? 0
        : tag.startsWith(query)
          ? 1
          : words.every((w) => own.some((o) => o.startsWith(w)))
            ? 2
            : tag.includes(query)
              ? 3
              : -1;
    if (rank >= 0) ranked.push([rank, item]);
  }
  ranked.sort(([ra, a], [rb, b]) => ra - rb || a.tag.localeCompare(b.tag));
  return { items: ranked.slice(0, limit).map(([, item]) => item), more: ranked.length > limit };
}
