import { describe, expect, it } from 'vitest';
import { foldText, MAX_KEYWORDS, searchWords, titleKeywords } from './keywords';

describe('search words', () => {
  it('folds case and accents', () => {
    expect(foldText('Bomba Válvula ÑANDÚ')).toBe('bomba valvula nandu');
  });

  it('splits on anything that is not a letter or a digit', () => {
    expect(searchWords('  Pump P-101: seal/leak (3rd time)… ')).toEqual([
      'pump',
      'p',
      '101',
      'seal',
      'leak',
      '3rd',
      'time',
    ]);
    expect(searchWords('—!?')).toEqual([]);
  });
});

describe('title keywords', () => {
  it('keeps every prefix of 2 to 15 letters of each word, shorter ones first, once', () => {
    expect(titleKeywords('Pump leak, pump seal')).toEqual([
      'pu',
      'le',
      'se',
      'pum',
      'lea',
      'sea',
      'pump',
      'leak',
      'seal',
    ]);
  });

  it('leaves out one-letter words and cuts words after 15 letters', () => {
    const keywords = titleKeywords('A electroencephalograph');
    expect(keywords).not.toContain('a');
    expect(keywords.at(-1)).toBe('electroencephal');
    expect(keywords).toHaveLength(14);
  });

  it('finds accented titles by unaccented words', () => {
    expect(titleKeywords('Revisión válvula')).toEqual(expect.arrayContaining(['revision', 'valv']));
  });

  it('keeps at most 100 keywords, each word findable by its first letters', () => {
    const title = Array.from({ length: 30 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}xxxxxxxx`).join(
      ' ',
    );
    const keywords = titleKeywords(title);
    expect(keywords).toHaveLength(MAX_KEYWORDS);
    expect(new Set(keywords).size).toBe(MAX_KEYWORDS);
    expect(keywords).toContain('worda0');
    expect(keywords).toContain('wordd29');
  });

  it('is empty for a title without words', () => {
    expect(titleKeywords('!!!')).toEqual([]);
  });
});
