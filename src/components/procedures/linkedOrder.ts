// How a card orders its linked procedures, kept apart from the service so tests can
// use it with the service mocked.
import type { Procedure, ProcedureCategory } from '../../services/firebase/procedures';

/** How many linked procedures a card reads at most. */
export const LINKED_LIMIT = 50;

/** Safety first: lock-out/tag-out, then safety notes, then the rest in the library's order. */
const CATEGORY_ORDER: Record<ProcedureCategory, number> = {
  loto: 0,
  safety: 1,
  sop: 2,
  inspection: 3,
  troubleshooting: 4,
  howto: 5,
};

export function sortLinked<T extends Pick<Procedure, 'category' | 'title' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category] ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
}
