// The procedure form's checks: each limit refused with its own message,
// the 1 MB body with its length and the limit, an unknown category; and the search words.
import { describe, expect, it } from 'vitest';
import messages from './messages';
import { checkProcedure, EMPTY_PROCEDURE, parseTags, procedureKeywords } from './procedureValidation';

const draft = { ...EMPTY_PROCEDURE, title: 'Lock out pump', category: 'loto', body: '# Steps' };

describe('checkProcedure', () => {
  it('accepts a valid draft', () => {
    expect(checkProcedure(draft, ['eq:s/p/e'])).toEqual({});
  });

  it('refuses each limit in words', () => {
    expect(checkProcedure({ ...draft, title: '  ' }, []).title).toBe(messages.titleRequired);
    expect(checkProcedure({ ...draft, title: 'x'.repeat(201) }, []).title).toBe(messages.titleTooLong);
    expect(checkProcedure({ ...draft, category: '' }, []).category).toBe(messages.categoryRequired);
    expect(checkProcedure({ ...draft, category: 'LOTO' }, []).category).toBe(messages.categoryUnknown);
    expect(checkProcedure({ ...draft, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, []).tags).toBe(
      messages.tagsTooMany,
    );
    expect(checkProcedure({ ...draft, tags: 'x'.repeat(41) }, []).tags).toBe(messages.tagTooLong);
    expect(
      checkProcedure(
        draft,
        Array.from({ length: 51 }, (_, i) => `eq:s/p/e${i}`),
      ).links,
    ).toBe(messages.linksTooMany);
    expect(checkProcedure({ ...draft, note: 'x'.repeat(501) }, []).note).toBe(messages.noteTooLong);
  });

  it('says how long a 1 MB body is and what the limit is', () => {
    const problem = checkProcedure({ ...draft, body: 'x'.repeat(1_000_000) }, []).body;
    expect(problem).toMatchObject({ id: messages.bodyTooLong.id, values: { length: '1,000,000', limit: '100,000' } });
    expect(checkProcedure({ ...draft, body: 'x'.repeat(100_000) }, []).body).toBeUndefined();
  });
});

describe('tags and keywords', () => {
  it('reads tags typed with commas, without blanks or repeats', () => {
    expect(parseTags(' loto, pump,, pump ,P-101 ')).toEqual(['loto', 'pump', 'P-101']);
  });

  it('makes search words of the title and the tags, folded', () => {
    const words = procedureKeywords({ title: 'Bloqueo de la Válvula', tags: ['LOTO'] });
    expect(words).toEqual(expect.arrayContaining(['bl', 'bloqueo', 'va', 'valvula', 'lo', 'loto']));
    expect(words).not.toContain('válvula');
  });
});
