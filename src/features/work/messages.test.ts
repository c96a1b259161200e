import { describe, expect, it } from 'vitest';
import { DELAY_CODES } from '../../domain/referenceLists';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { delayCodeName } from './messages';

describe('the work vocabulary', () => {
  it('names every delay code, in English and in Spanish', () => {
    expect(DELAY_CODES).toHaveLength(32);
    for (const code of DELAY_CODES) {
      const id = delayCodeName(code)?.id ?? '';
      expect(id).toBe(`work.delayCode.${code}`);
      expect((en as Record<string, string>)[id]).toBeTruthy();
      expect((es as Record<string, string>)[id]).toBeTruthy();
    }
    expect(delayCodeName('9Z')).toBeUndefined();
  });
});
