import { describe, expect, it } from 'vitest';
import type { AppMessage } from './defineMessages';
import en from './en.json';
import es from './es.json';

// Every feature's messages.ts (the one place a feature declares its messages), read the way the
// app reads them: its default export and any named groups (e.g. the work vocabulary's names).
const modules = import.meta.glob<Record<string, Record<string, AppMessage>>>('../**/messages.ts', { eager: true });
const declared = Object.values(modules).flatMap((m) => Object.values(m).flatMap((group) => Object.values(group)));

// The brand, and words spelt the same in both languages.
const SAME_IN_BOTH = [
  'app.brand',
  'company.role.editor',
  'company.profile.plan',
  'app.menu.chat',
  'demo.chat.title',
  'demo.label.personal',
  'work.failureCause.MATERIAL',
  'failureCodes.mechanismGroup.2',
  'purchasing.total',
  'work.cost.total',
  'work.costs.total',
  'work.costs.csv.total',
  'work.schedule.calendarTotal',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('declares each id once', () => {
    const ids = declared.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the English catalogue equal to the English defaults in the code', () => {
    const expected = Object.fromEntries(declared.map((m): [string, string] => [m.id, m.defaultMessage]).sort());
    expect(en).toEqual(expected);
  });

  it('has every message in Spanish, with the same placeholders, and nothing left over', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en as Record<string, string>)) {
      expect(placeholders((es as Record<string, string>)[id]), id).toEqual(placeholders(text));
    }
  });

  it('translates rather than copies the English text', () => {
    const same = Object.entries(en as Record<string, string>).filter(
      ([id, text]) => (es as Record<string, string>)[id] === text && /[a-z]{4}/.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(same.map(([id]) => id).filter((id) => !SAME_IN_BOTH.includes(id))).toEqual([]);
  });
});
