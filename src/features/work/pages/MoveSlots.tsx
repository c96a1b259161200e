// The steps whose gate has a form of its own: planning (before Ready-to-Schedule) and execution
// (start, record, Work Complete). Filled by the forms of ../forms.
import type { WorkStatus } from '../statusMachine';
import type { WorkRow } from '../workSlice';

export function MoveSlots(_props: { order: WorkRow; moves: WorkStatus[] }) {
  return null;
}
