// The names of the part units, the stock states and the movement kinds (pages of the storeroom
// and of work orders share them).
import { defineMessages } from '../../i18n/defineMessages';

export default defineMessages({
  state_negative: { id: 'inventory.state.negative', defaultMessage: 'Below zero: count it' },
  state_out: { id: 'inventory.state.out', defaultMessage: 'Out of stock' },
  state_belowMin: { id: 'inventory.state.belowMin', defaultMessage: 'Below the minimum' },
  state_ok: { id: 'inventory.state.ok', defaultMessage: 'In stock' },
  state_unstocked: { id: 'inventory.state.unstocked', defaultMessage: 'Not stocked' },
  kind_receipt: { id: 'inventory.kind.receipt', defaultMessage: 'Receipt' },
  kind_issue: { id: 'inventory.kind.issue', defaultMessage: 'Issue' },
  kind_return: { id: 'inventory.kind.return', defaultMessage: 'Return' },
  kind_transferOut: { id: 'inventory.kind.transferOut', defaultMessage: 'Transfer out' },
  kind_transferIn: { id: 'inventory.kind.transferIn', defaultMessage: 'Transfer in' },
  kind_count: { id: 'inventory.kind.count', defaultMessage: 'Count' },
  unit_each: { id: 'inventory.unit.each', defaultMessage: 'each' },
  unit_set: { id: 'inventory.unit.set', defaultMessage: 'set' },
  unit_box: { id: 'inventory.unit.box', defaultMessage: 'box' },
  unit_pair: { id: 'inventory.unit.pair', defaultMessage: 'pair' },
  unit_roll: { id: 'inventory.unit.roll', defaultMessage: 'roll' },
  unit_litre: { id: 'inventory.unit.litre', defaultMessage: 'litre' },
  unit_kilogram: { id: 'inventory.unit.kilogram', defaultMessage: 'kilogram' },
  unit_metre: { id: 'inventory.unit.metre', defaultMessage: 'metre' },
});
