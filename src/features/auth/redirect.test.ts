import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('returns to pages of the app, with their query', () => {
    expect(safeRedirect('/app/company/members')).toBe('/app/company/members');
    expect(safeRedirect('/app/demo/todo?x=1')).toBe('/app/demo/todo?x=1');
  });

  it('goes to /app for anything else', () => {
    for (const to of [
      null,
      undefined,
      '',
      '/user/login',
      '//evil.example/app',
      'https://evil.example/app',
      '/application',
    ]) {
      expect(safeRedirect(to)).toBe('/app');
    }
  });
});
