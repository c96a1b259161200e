// Search words. Firestore has no full-text search: each work request keeps `keywords`,
// the prefixes of its title's words, and a search asks `array-contains` one typed word. Both
// sides fold the text the same way (lower case, accents stripped), so "Válvula" is found by
// "valv". The seed scripts import `titleKeywords` from here for the demo orders.

/** The shortest prefix kept (one letter would match most of a plant). */
export const KEYWORD_MIN = 2;
/** The longest prefix kept: a longer typed word is searched by its first 15 letters, then filtered. */
export const KEYWORD_MAX = 15;
/** At most this many keywords per document (firestore.rules checks the size). */
export const MAX_KEYWORDS = 100;

/** Lower case without accents: "Bomba Válvula" → "bomba valvula". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of `text`, split on anything that is not a letter or a digit. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/**
 * The keywords of a title: every prefix of 2..15 letters of each of its words, unique. Shorter
 * prefixes of every word come first, so a long title cut at 100 keywords keeps every word
 * findable by its first letters.
 */
export function titleKeywords(title: string): string[] {
  const words = [...new Set(searchWords(title))];
  const out = new Set<string>();
  for (let length = KEYWORD_MIN; length <= KEYWORD_MAX; length++)
    for (const word of words) {
      if (word.length < length) continue;
      out.add(word.slice(0, length));
      if (out.size === MAX_KEYWORDS) return [...out];
    }
  return [...out];
}
