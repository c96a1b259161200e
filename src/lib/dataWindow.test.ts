import { describe, expect, it } from 'vitest';
import { applyDataWindow, dataWindow } from './dataWindow';

const filter = { fromDate: '2026-11-01T00:00:00.000Z', toDate: '2026-11-30T23:59:59.999Z', dataLimit: 2 };
const items = [
  { id: 'a', at: '2026-11-02T10:00:00.000Z' },
  { id: 'b', at: '2026-10-31T23:00:00.000Z' }, // before the range
  { id: 'c', at: '2026-11-20T10:00:00.000Z' },
  { id: 'd', at: '2026-11-10T10:00:00.000Z' },
  { id: 'e', at: 'not a date' },
  { id: 'f', at: '2026-12-01T00:00:00.000Z' }, // after the range
];
const dateOf = (i: { at: string }) => {
  const d = new Date(i.at);
  return Number.isNaN(d.getTime()) ? null : d;
};

describe('applyDataWindow', () => {
  it('keeps the newest items inside the range, at most dataLimit, and says there are more', () => {
    const { items: shown, hasMore } = applyDataWindow(items, dataWindow(filter, 'at'), dateOf);
    expect(shown.map((i) => i.id)).toEqual(['c', 'd']);
    expect(hasMore).toBe(true);
  });

  it('shows a further page on "load more" and then reports the end', () => {
    const { items: shown, hasMore } = applyDataWindow(items, dataWindow(filter, 'at'), dateOf, 2);
    expect(shown.map((i) => i.id)).toEqual(['c', 'd', 'a']);
    expect(hasMore).toBe(false);
  });

  it('narrows when the range narrows', () => {
    const narrow = { ...filter, fromDate: '2026-11-15T00:00:00.000Z', dataLimit: 50 };
    expect(applyDataWindow(items, dataWindow(narrow, 'at'), dateOf).items.map((i) => i.id)).toEqual(['c']);
  });
});
