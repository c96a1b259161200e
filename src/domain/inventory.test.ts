// The stock maths on hand-made figures: quantities as typed (whole pieces or measured), the
// signed change of each movement kind, stock below zero kept, availability and its state, the
// reorder suggestion up to the maximum, the levels' checks, and an order's parts and total cost.
import { describe, expect, it } from 'vitest';
import {
  available,
  headroom,
  headroomOfMin,
  isShort,
  levelProblems,
  movementChange,
  orderCost,
  orderPartLines,
  ordersWaitingFor,
  partProblems,
  releasedBy,
  reservationId,
  returnProblem,
  partsCost,
  quantityProblem,
  reorderQuantity,
  shownQuantity,
  stockAfter,
  stockState,
  typedQuantity,
} from './inventory';

const level = (onHand: number, reserved = 0, min: number | null = null, max: number | null = null) => ({
  onHand,
  reserved,
  min,
  max,
});

describe('a typed quantity', () => {
  it('is positive, whole for pieces, any amount for measured units, within the limit', () => {
    expect(quantityProblem('3', 'each')).toBeNull();
    expect(quantityProblem(' 2,5 ', 'litre')).toBeNull();
    expect(typedQuantity(' 2,5 ')).toBe(2.5);
    expect(quantityProblem('2.5', 'each')).toBe('notWhole');
    expect(quantityProblem('', 'each')).toBe('missing');
    expect(quantityProblem('-1', 'each')).toBe('notPositive');
    expect(quantityProblem('0', 'litre')).toBe('notPositive');
    expect(quantityProblem('0', 'each', { zero: true })).toBeNull();
    expect(quantityProblem('three', 'each')).toBe('notANumber');
    expect(quantityProblem('1e3', 'each')).toBe('notANumber');
    expect(quantityProblem('1000001', 'each')).toBe('tooLarge');
  });
});

describe('a movement', () => {
  it('moves stock by its kind: issues and transfers out take, receipts, returns and transfers in give', () => {
    expect(movementChange('receipt', 5)).toBe(5);
    expect(movementChange('return', 1)).toBe(1);
    expect(movementChange('transferIn', 2)).toBe(2);
    expect(movementChange('issue', 2)).toBe(-2);
    expect(movementChange('transferOut', 2)).toBe(-2);
  });

  it('counts: the counted figure less what the ledger said, either way', () => {
    expect(movementChange('count', 7, 9)).toBe(-2);
    expect(movementChange('count', 10.5, 9.25)).toBe(1.25);
    // As the rules and the server work it out; shown to 3 decimals.
    expect(movementChange('count', 0.3, 0.1)).toBe(0.3 - 0.1);
    expect(shownQuantity(movementChange('count', 0.3, 0.1))).toBe(0.2);
    expect(movementChange('count', 4, 4)).toBe(0);
  });

  it('may take stock below zero (two offline issues of the last unit); figures shown to 3 decimals', () => {
    const one = level(1);
    const both = stockAfter(stockAfter(one, movementChange('issue', 1)), movementChange('issue', 1));
    expect(both.onHand).toBe(-1);
    expect(stockState(both)).toBe('negative');
    expect(shownQuantity(stockAfter(level(0.1), 0.2).onHand)).toBe(0.3);
  });
});

describe('stock levels', () => {
  it('says what is available and how it stands', () => {
    expect(available(level(5, 2))).toBe(3);
    expect(stockState(level(5, 2, 2))).toBe('ok');
    expect(stockState(level(5, 4, 2))).toBe('belowMin');
    expect(stockState(level(2, 2, 1))).toBe('out');
    expect(stockState(level(0))).toBe('unstocked');
    expect(stockState(level(3))).toBe('ok');
  });

  it('suggests a reorder up to the maximum, counting what is on order, whole pieces rounded up', () => {
    expect(reorderQuantity(level(1, 0, 2, 10), 0, 'each')).toBe(9);
    expect(reorderQuantity(level(1, 0, 2, 10), 4, 'each')).toBe(0);
    expect(reorderQuantity(level(3, 2, 2, 10), 0, 'each')).toBe(9);
    expect(reorderQuantity(level(-1, 0, 2, 10), 0, 'each')).toBe(11);
    expect(reorderQuantity(level(1, 0, 4), 0, 'each')).toBe(7);
    expect(reorderQuantity(level(0.5, 0, 2, 5.25), 0, 'litre')).toBe(4.75);
    expect(reorderQuantity(level(0.5, 0, 2, 5.25), 0, 'each')).toBe(5);
    expect(reorderQuantity(level(0), 0, 'each')).toBe(0);
    expect(reorderQuantity(level(5, 0, 2, 10), 0, 'each')).toBe(0);
  });

  it('keeps a headroom the server can be asked for: short below the minimum or below nothing', () => {
    expect(headroom(level(5, 2, 2))).toBe(1);
    expect(isShort(level(5, 2, 2))).toBe(false);
    expect(isShort(level(5, 4, 2))).toBe(true);
    // At the minimum is not short; with no minimum, short only when more is held or issued than there is.
    expect(isShort(level(4, 2, 2))).toBe(false);
    expect(isShort(level(0))).toBe(false);
    expect(isShort(level(-1))).toBe(true);
    expect(isShort(level(1, 2))).toBe(true);
    // A headroom of 0 worked out in floating point is not short.
    expect(isShort(level(0.1 + 0.2, 0, 0.3))).toBe(false);
    expect(isShort(level(0.299, 0, 0.3, null))).toBe(true);
    // A minimum's change moves the headroom the other way.
    expect(headroomOfMin(null, 4)).toBe(-4);
    expect(headroomOfMin(4, 2)).toBe(2);
    expect(headroomOfMin(2, null)).toBe(2);
    const was = level(5, 1, 2);
    expect(headroom(was) + headroomOfMin(2, 6)).toBe(headroom(level(5, 1, 6)));
  });

  it('checks a minimum and maximum as typed', () => {
    expect(levelProblems({ min: '2', max: '10' }, 'each')).toEqual({});
    expect(levelProblems({ min: '', max: '' }, 'each')).toEqual({});
    expect(levelProblems({ min: '2.5', max: '3' }, 'each')).toEqual({ min: 'notWhole' });
    expect(levelProblems({ min: '2.5', max: '3' }, 'litre')).toEqual({});
    expect(levelProblems({ min: '5', max: '3' }, 'each')).toEqual({ max: 'maxBelowMin' });
    expect(levelProblems({ min: '-1', max: 'x' }, 'each')).toEqual({ min: 'minNotNumber', max: 'maxNotNumber' });
  });
});

describe('an order’s cost', () => {
  it('prices issues less returns at their unit cost, and adds labour and other costs', () => {
    const parts = partsCost([
      { kind: 'issue', quantity: 2, unitCost: 45.5 },
      { kind: 'issue', quantity: 1.5, unitCost: 12 },
      { kind: 'return', quantity: 1, unitCost: 45.5 },
      { kind: 'receipt', quantity: 10, unitCost: 1 },
    ]);
    expect(parts).toBe(63.5);
    expect(orderCost(120, parts, 30)).toEqual({ labour: 120, parts: 63.5, other: 30, total: 213.5 });
    // A craft without a rate: the total is not known rather than too small.
    expect(orderCost(null, parts, 0).total).toBeNull();
  });
});

describe('a part as typed', () => {
  const draft = {
    number: 'BRG-6205',
    description: 'Ball bearing',
    unit: 'each',
    category: '',
    manufacturer: 'SKF',
    manufacturerNumber: '',
    vendor: '',
    unitCost: '12,50',
  };
  it('needs a number of its own, a description and a unit; the cost is a plain amount', () => {
    expect(partProblems(draft, ['BRG-6206'])).toEqual({});
    expect(partProblems(draft, [' brg-6205 '])).toEqual({ number: 'numberTaken' });
    expect(
      partProblems(
        {
          ...draft,
          number: ' ',
          description: 'x'.repeat(10_000),
          unit: 'gallon',
          unitCost: '-3',
          vendor: 'v'.repeat(201),
        },
        [],
      ),
    ).toEqual({
      number: 'numberMissing',
      description: 'descriptionTooLong',
      unit: 'unitMissing',
      unitCost: 'costNotNumber',
      vendor: 'textTooLong',
    });
    expect(partProblems({ ...draft, number: 'N'.repeat(41), unitCost: '' }, []).number).toBe('numberTooLong');
  });
});

describe('parts on a work order', () => {
  const level = (onHand: number, reserved = 0) => ({ onHand, reserved, min: null, max: null });
  it('adds up the plan’s lines of a part and sets them against reservations, issues and stock', () => {
    const lines = orderPartLines(
      [
        { partId: 'brg', quantity: 2 },
        { text: 'rags', quantity: 1 } as { partId?: string; quantity: number },
        { partId: 'brg', quantity: 1 },
        { partId: 'seal', quantity: 4 },
      ],
      { brg: 1 },
      [
        { partId: 'brg', kind: 'issue', quantity: 1 },
        { partId: 'seal', kind: 'issue', quantity: 2 },
        { partId: 'seal', kind: 'return', quantity: 1 },
        { partId: 'grease', kind: 'issue', quantity: 0.5 },
      ],
      { brg: level(3, 1), seal: level(1) },
    );
    expect(lines).toEqual([
      // 3 needed, 1 issued, 1 held: 1 to reserve, and 2 available (3 on hand less 1 reserved).
      { partId: 'brg', needed: 3, reserved: 1, issued: 1, toReserve: 1, short: 0 },
      // 4 needed, 1 issued net: 3 to reserve, 1 available: 2 short.
      { partId: 'seal', needed: 4, reserved: 0, issued: 1, toReserve: 3, short: 2 },
      // Issued without being planned: shown (its cost counts), nothing to reserve; no stock known.
      { partId: 'grease', needed: 0, reserved: 0, issued: 0.5, toReserve: 0, short: 0 },
    ]);
  });
  it('counts negative stock as none available, and parts with no stock record as short', () => {
    expect(orderPartLines([{ partId: 'a', quantity: 2 }], {}, [], { a: level(-1) })[0].short).toBe(2);
    expect(orderPartLines([{ partId: 'b', quantity: 0.3 }], {}, [], {})[0]).toMatchObject({
      toReserve: 0.3,
      short: 0.3,
    });
    // Issued more than needed: nothing to reserve.
    expect(
      orderPartLines([{ partId: 'c', quantity: 1 }], {}, [{ partId: 'c', kind: 'issue', quantity: 2 }], {})[0]
        .toReserve,
    ).toBe(0);
  });
  it('releases up to what is held; refuses returning more than was issued', () => {
    expect(releasedBy(2, 3)).toBe(2);
    expect(releasedBy(5, 3)).toBe(3);
    expect(releasedBy(1, 0)).toBe(0);
    expect(returnProblem(2, 2)).toBeNull();
    expect(returnProblem(2.5, 2)).toBe('moreThanIssued');
  });
  it('names a reservation by order and part', () => {
    expect(reservationId('press', 'WR-20261101-0004', 'seal-ms-50')).toBe('press_WR-20261101-0004_seal-ms-50');
  });
});

describe('the work a receipt may let go', () => {
  const order = (number: string, raisedAt: string | null, partIds: (string | null)[]) => ({
    number,
    raisedAt,
    plan: { materials: partIds.map((partId) => ({ partId, quantity: 1 })) },
  });

  it('names the orders planning any of the parts, with those parts, oldest raised first', () => {
    const waiting = ordersWaitingFor(
      [
        order('WR-2', '2026-11-02T00:00:00Z', ['brg', null, 'seal', 'brg']),
        order('WR-1', '2026-11-01T00:00:00Z', ['seal']),
        order('WR-3', '2026-10-01T00:00:00Z', ['belt']),
        { number: 'WR-4', raisedAt: null, plan: null },
      ],
      ['brg', 'seal'],
    );
    expect(waiting.map((w) => [w.order.number, w.parts])).toEqual([
      ['WR-1', ['seal']],
      ['WR-2', ['brg', 'seal']],
    ]);
    expect(ordersWaitingFor([order('WR-1', null, ['seal'])], [])).toEqual([]);
  });
});
