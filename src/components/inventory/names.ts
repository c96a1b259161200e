// The names of the part units and of the stock states and movement kinds, by code.
import type { MovementKind, PartUnit, StockState } from '../../domain/inventory';
import messages from './messages';

export const UNIT_NAMES: Record<PartUnit, (typeof messages)[keyof typeof messages]> = {
  each: messages.unit_each,
  set: messages.unit_set,
  box: messages.unit_box,
  pair: messages.unit_pair,
  roll: messages.unit_roll,
  litre: messages.unit_litre,
  kilogram: messages.unit_kilogram,
  metre: messages.unit_metre,
};

export const STATE_NAMES: Record<StockState, (typeof messages)[keyof typeof messages]> = {
  negative: messages.state_negative,
  out: messages.state_out,
  belowMin: messages.state_belowMin,
  ok: messages.state_ok,
  unstocked: messages.state_unstocked,
};

/** The badge colour of each state: a storekeeper's eye goes to the red ones first. */
export const STATE_TONES: Record<StockState, string> = {
  negative: 'danger',
  out: 'danger',
  belowMin: 'warning',
  ok: 'success',
  unstocked: 'secondary',
};

export const KIND_NAMES: Record<MovementKind, (typeof messages)[keyof typeof messages]> = {
  receipt: messages.kind_receipt,
  issue: messages.kind_issue,
  return: messages.kind_return,
  transferOut: messages.kind_transferOut,
  transferIn: messages.kind_transferIn,
  count: messages.kind_count,
};
