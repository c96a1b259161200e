// The procedures linked to what is on screen: a piece of equipment (`eq:…`) or a
// preventive plan (`plan:…`), live. One query per card: `links` array-contains-any the card's
// links (at most 30 values; a card has one or two). No order on the server — a second field
// would need a composite index — so the list is sorted here: LOTO and safety first, then title.
// Archived procedures are left out. Offline, the cache shows.
import { type Listener, type LiveList, subscribe } from '../../services/firebase/live';
import { type Procedure, procedureRefs } from '../../services/firebase/procedures';
import { LINKED_LIMIT, sortLinked } from './linkedOrder';

export type { LiveList };

export function subscribeLinkedProcedures(
  company: string,
  links: readonly string[],
  listener: Listener<LiveList<Procedure>>,
): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(
        procedureRefs(sdk, db).procedures(company),
        sdk.where('links', 'array-contains-any', [...links]),
        sdk.limit(LINKED_LIMIT),
      ),
    {
      next: (list) => listener.next({ ...list, items: sortLinked(list.items.filter((p) => !p.archived)) }),
      error: listener.error,
    },
  );
}
