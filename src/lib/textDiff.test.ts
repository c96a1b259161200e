import { describe, expect, it, vi } from 'vitest';
import { countChanges, type DiffRow, diffTexts, foldUnchanged, splitLines } from './textDiff';

const shape = (rows: DiffRow[]) =>
  rows.map((row) => `${row.kind[0]} ${row.before ?? '-'} ${row.after ?? '-'} ${row.text}`);

describe('diffTexts', () => {
  it('finds added, removed and changed lines with their line numbers', () => {
    const before = 'Isolate power\nLock the breaker\nTest the motor\nRemove the guard\n';
    const after = 'Isolate power\nLock and tag the breaker\nTest the motor\nWear gloves\nRemove the guard\n';
    const { rows, timedOut } = diffTexts(before, after);
    expect(timedOut).toBe(false);
    expect(shape(rows)).toEqual([
      'u 1 1 Isolate power',
      'r 2 - Lock the breaker',
      'a - 2 Lock and tag the breaker',
      'u 3 3 Test the motor',
      'a - 4 Wear gloves',
      'u 4 5 Remove the guard',
    ]);
    expect(countChanges(rows)).toEqual({ added: 2, removed: 1 });
  });

  it('marks the changed words of a changed line', () => {
    const { rows } = diffTexts('Torque the bolts to 40 Nm\n', 'Torque the bolts to 45 Nm\n');
    const removed = rows.find((row) => row.kind === 'removed')!;
    const added = rows.find((row) => row.kind === 'added')!;
    expect(removed.parts).toEqual([
      { text: 'Torque the bolts to ', changed: false },
      { text: '40', changed: true },
      { text: ' Nm', changed: false },
    ]);
    expect(added.parts).toEqual([
      { text: 'Torque the bolts to ', changed: false },
      { text: '45', changed: true },
      { text: ' Nm', changed: false },
    ]);
    // The parts put together are the line.
    expect(removed.parts!.map((part) => part.text).join('')).toBe(removed.text);
    expect(added.parts!.map((part) => part.text).join('')).toBe(added.text);
  });

  it('does not mark words of a line rewritten whole, nor of a line added alone', () => {
    const { rows } = diffTexts('alpha beta\n', 'gamma delta\nnew line\n');
    expect(rows.every((row) => row.parts === undefined)).toBe(true);
    expect(countChanges(rows)).toEqual({ added: 2, removed: 1 });
  });

  it('leaves lines over 3 KB whole', () => {
    const long = 'word '.repeat(700);
    const { rows } = diffTexts(`${long}a\n`, `${long}b\n`);
    expect(rows.map((row) => row.kind)).toEqual(['removed', 'added']);
    expect(rows.every((row) => row.parts === undefined)).toBe(true);
  });

  it('says equal texts have no changes', () => {
    const { rows, timedOut } = diffTexts('a\nb\n', 'a\nb\n');
    expect(timedOut).toBe(false);
    expect(shape(rows)).toEqual(['u 1 1 a', 'u 2 2 b']);
    expect(countChanges(rows)).toEqual({ added: 0, removed: 0 });
    expect(diffTexts('', '').rows).toEqual([]);
  });

  it('treats Windows line breaks and a missing final break as the same text', () => {
    const { rows } = diffTexts('a\r\nb\r\n', 'a\nb');
    expect(countChanges(rows)).toEqual({ added: 0, removed: 0 });
  });

  it('compares with an empty text', () => {
    expect(shape(diffTexts('', 'one\ntwo').rows)).toEqual(['a - 1 one', 'a - 2 two']);
    expect(shape(diffTexts('one\n', '').rows)).toEqual(['r 1 - one']);
  });

  it('gives up on time with the whole text replaced (two unrelated 100 KB texts)', () => {
    const text = (seed: number) =>
      Array.from({ length: 5_000 }, (_, i) => `line ${(i * seed) % 9973} ${seed}`).join('\n');
    const before = text(7);
    const after = text(13);
    expect(before.length).toBeGreaterThan(50_000);
    // The clock the time limit reads (Date.now), made to advance 1 ms at each reading: the
    // comparison gives up after 100 ms of that clock, however fast the machine runs it, and does
    // not read on after its deadline (without the limit it takes jsdiff about 16 s).
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1));
    let result: ReturnType<typeof diffTexts>;
    try {
      result = diffTexts(before, after, { timeoutMs: 100 });
    } finally {
      clock.mockRestore();
    }
    const { rows, timedOut } = result;
    const read = now - 1_000_000;
    expect(read).toBeGreaterThan(100);
    expect(read).toBeLessThan(110);
    expect(timedOut).toBe(true);
    expect(rows.map((row) => [row.kind, row.lines])).toEqual([
      ['removed', 5_000],
      ['added', 5_000],
    ]);
    expect(rows[0].text).toBe(before);
    expect(rows[1].text).toBe(after);
    expect(countChanges(rows)).toEqual({ added: 5_000, removed: 5_000 });
  });
});

describe('foldUnchanged', () => {
  const lines = (n: number, prefix = 'l') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`).join('\n');

  it('folds a long unchanged run between changes, keeping three lines of context each side', () => {
    const before = `${lines(20)}\nold\n${lines(20, 'm')}\n`;
    const after = `${lines(20)}\nnew\n${lines(20, 'm')}\n`;
    const segments = foldUnchanged(diffTexts(before, after).rows);
    expect(segments.map((s) => [s.kind, s.rows.length])).toEqual([
      ['folded', 17],
      ['rows', 3 + 2 + 3],
      ['folded', 17],
    ]);
    expect(segments[0].kind === 'folded' && segments[0].start).toBe(0);
    expect(segments[2].kind === 'folded' && segments[2].start).toBe(25);
  });

  it('keeps short runs as they are', () => {
    const { rows } = diffTexts('a\nb\nc\nold\nd\n', 'a\nb\nc\nnew\nd\n');
    expect(foldUnchanged(rows).map((s) => s.kind)).toEqual(['rows']);
  });

  it('folds an equal text whole', () => {
    const { rows } = diffTexts(lines(12), lines(12));
    expect(foldUnchanged(rows).map((s) => [s.kind, s.rows.length])).toEqual([['folded', 12]]);
  });
});

describe('splitLines', () => {
  it('splits without a trailing empty line', () => {
    expect(splitLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\r\n\nb')).toEqual(['a', '', 'b']);
    expect(splitLines('')).toEqual([]);
  });
});
