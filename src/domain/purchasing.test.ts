import { describe, expect, it } from 'vitest';
import {
  afterReceipt,
  canMovePo,
  onOrderByStore,
  openLines,
  type PoLine,
  poLineProblems,
  poTotal,
  receiptProblem,
  reorderCandidates,
  reorderList,
  vendorProblems,
} from './purchasing';

const line = (partId: string, quantity: number, received = 0, unitCost = 10): PoLine => ({
  partId,
  number: partId.toUpperCase(),
  description: partId,
  unit: 'each',
  quantity,
  unitCost,
  received,
});

describe('purchase order states', () => {
  it('moves Draft → Approved (admins only) → Ordered; cancels before anything arrives', () => {
    expect(canMovePo('draft', 'approved', true)).toBe(true);
    expect(canMovePo('draft', 'approved', false)).toBe(false);
    expect(canMovePo('approved', 'ordered', false)).toBe(true);
    expect(canMovePo('approved', 'draft', false)).toBe(true);
    expect(canMovePo('ordered', 'cancelled', false)).toBe(true);
    expect(canMovePo('draft', 'ordered', true)).toBe(false);
    expect(canMovePo('partiallyReceived', 'cancelled', true)).toBe(false);
    expect(canMovePo('received', 'draft', true)).toBe(false);
  });

  it('receiving a line moves the order to partly or wholly received by its open lines', () => {
    const lines = [line('a', 2), line('b', 1)];
    const first = afterReceipt(lines, 0, 1);
    expect(first).toMatchObject({ open: 2, status: 'partiallyReceived' });
    const second = afterReceipt(first.lines, 0, 1);
    expect(second).toMatchObject({ open: 1, status: 'partiallyReceived' });
    const third = afterReceipt(second.lines, 1, 3);
    expect(third).toMatchObject({ open: 0, status: 'received' });
    expect(third.lines[1].received).toBe(3);
    expect(openLines(third.lines)).toBe(0);
  });

  it('totals each line’s quantity × price to the cent', () => {
    expect(poTotal([line('a', 3, 0, 0.1), line('b', 2, 0, 12.345)])).toBe(24.99);
  });
});

describe('what is typed', () => {
  const unitOf = (id: string) => (id === 'oil' ? 'litre' : id === 'brg' ? 'each' : null);
  it('refuses an unknown part, the same part twice, fractions of pieces, a bad price, no lines', () => {
    expect(
      poLineProblems(
        [
          { partId: 'brg', quantity: '2', unitCost: '12.5' },
          { partId: 'brg', quantity: '1', unitCost: '1' },
          { partId: 'ghost', quantity: '1', unitCost: '1' },
          { partId: 'oil', quantity: '2.5', unitCost: 'free' },
          { partId: 'oil', quantity: '0.5', unitCost: '3' },
        ],
        unitOf,
      ).lines,
    ).toEqual({ 1: 'partTwice', 2: 'partMissing', 3: 'costNotNumber', 4: 'partTwice' });
    expect(poLineProblems([{ partId: 'brg', quantity: '1.5', unitCost: '1' }], unitOf).lines).toEqual({
      0: 'notWhole',
    });
    expect(poLineProblems([], unitOf).all).toBe('noLines');
  });

  it('a receipt above what was ordered needs its reason', () => {
    const l = line('a', 5, 3);
    expect(receiptProblem('2', l, '')).toBeNull();
    expect(receiptProblem('3', l, '')).toBe('overNeedsReason');
    expect(receiptProblem('3', l, 'Vendor sent a full box')).toBeNull();
    expect(receiptProblem('-1', l, '')).toBe('notPositive');
    expect(receiptProblem('0.5', l, '')).toBe('notWhole');
    expect(receiptProblem('1', l, 'x'.repeat(501))).toBe('reasonTooLong');
  });

  it('checks a vendor: a name (not another’s), an e-mail that is one, a lead time in days', () => {
    const ok = { name: 'Nordic Bearings', contact: '', email: '', phone: '', leadTimeDays: '' };
    expect(vendorProblems(ok, ['Hydraulic Supply'])).toEqual({});
    expect(
      vendorProblems(
        { name: ' nordic bearings ', contact: 'c'.repeat(201), email: 'sales@', phone: '', leadTimeDays: '2.5' },
        ['Nordic Bearings'],
      ),
    ).toEqual({ name: 'nameTaken', contact: 'textTooLong', email: 'emailInvalid', leadTimeDays: 'leadTime' });
  });
});

describe('the reorder list', () => {
  const level = (onHand: number, reserved: number, min: number | null, max: number | null) => ({
    onHand,
    reserved,
    min,
    max,
  });
  it('lists what is below its minimum after reservations and what is on order, worst first', () => {
    const onOrder = onOrderByStore([
      { status: 'ordered', store: 'main', lines: [line('belt', 4, 1)] },
      { status: 'cancelled', store: 'main', lines: [line('seal', 50)] },
      { status: 'received', store: 'main', lines: [line('seal', 50, 50)] },
    ]);
    expect(onOrder.get('main/belt')).toBe(3);
    const list = reorderList(
      [
        { store: 'main', partId: 'seal', level: level(1, 1, 4, 10) }, // 0 available: 10 to order
        { store: 'main', partId: 'belt', level: level(2, 0, 6, 8) }, // 2 + 3 on order < 6: 3
        { store: 'main', partId: 'brg', level: level(9, 0, 4, 10) }, // fine
        { store: 'main', partId: 'oil', level: level(0, 0, null, null) }, // not stocked to a level
        { store: 'main', partId: 'ghost', level: level(0, 0, 2, 4) }, // not in the catalogue
      ],
      (id) => (id === 'ghost' ? null : 'each'),
      onOrder,
    );
    expect(list.map((l) => [l.partId, l.suggested, l.onOrder])).toEqual([
      ['seal', 10, 0],
      ['belt', 3, 3],
    ]);
  });

  it('names the parts that may need ordering before their catalogue entries are read', () => {
    const onOrder = new Map([['main/belt', 3]]);
    expect(
      reorderCandidates(
        [
          { store: 'main', partId: 'seal', level: level(1, 1, 4, 10) },
          { store: 'main', partId: 'belt', level: level(2, 0, 6, 8) },
          { store: 'main', partId: 'full', level: level(3, 0, 5, 8) },
          { store: 'main', partId: 'brg', level: level(9, 0, 4, 10) },
          { store: 'main', partId: 'oil', level: level(0, 0, null, null) },
        ],
        new Map([...onOrder, ['main/full', 2]]),
      ),
    ).toEqual(['seal', 'belt']);
  });
});
