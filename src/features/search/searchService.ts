// Work-order search (issue 12). Firestore has no full-text search, so two small queries: the
// number as a prefix range (`number` ≥ p and < p + '\uf8ff'), and the title by its `keywords`
// (array-contains the longest typed word; the other words are checked here). One read each,
// from the server when online and from the device's copy offline (getDocs falls back to the
// cache); the result says which. Orders written before issue 12 have no keywords: found by number.
import type { PlantKey } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import { type WorkRequest, workRefs } from '../../services/firebase/work';
import { numberPrefixOf, RESULTS_PER_GROUP, titleMatches, titleQueryOf } from './searchText';

/** What a result shows and opens. */
export type WorkHit = Pick<WorkRequest, 'number' | 'title' | 'equipmentTag' | 'status'>;

export interface WorkSearch {
  items: WorkHit[];
  /** Read from the device's copy (offline): it may miss what others wrote since. */
  fromCache: boolean;
}

/** Orders read for a title search: more than shown, as the other typed words filter them here. */
const TITLE_READ = RESULTS_PER_GROUP * 3;

export async function searchWorkOrders(key: PlantKey, text: string): Promise<WorkSearch> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const orders = workRefs(sdk, db).workRequests(key);
  const prefix = numberPrefixOf(text);
  const title = titleQueryOf(text);
  const [byNumber, byTitle] = await Promise.all([
    prefix
      ? sdk.getDocs(
          sdk.query(
            orders,
            sdk.where('number', '>=', prefix),
            sdk.where('number', '<', `${prefix}\uf8ff`),
            sdk.orderBy('number', 'desc'),
            sdk.limit(RESULTS_PER_GROUP),
          ),
        )
      : null,
    // Needs the composite index (keywords array-contains, raisedAt desc) in production (issue 15).
    title
      ? sdk.getDocs(
          sdk.query(
            orders,
            sdk.where('keywords', 'array-contains', title.keyword),
            sdk.orderBy('raisedAt', 'desc'),
            sdk.limit(TITLE_READ),
          ),
        )
      : null,
  ]);
  const hits = new Map<string, WorkHit>();
  const add = (snapshot: typeof byNumber, keep: (o: WorkRequest) => boolean) => {
    for (const doc of snapshot?.docs ?? []) {
      try {
        const o = doc.data();
        if (keep(o))
          hits.set(o.number, { number: o.number, title: o.title, equipmentTag: o.equipmentTag, status: o.status });
      } catch {
        // A damaged order is left out of the results (its own page names the damage).
      }
    }
  };
  add(byNumber, () => true);
  add(byTitle, (o) => titleMatches(o.title, title?.words ?? []));
  return {
    items: [...hits.values()].slice(0, RESULTS_PER_GROUP),
    fromCache: Boolean(byNumber?.metadata.fromCache || byTitle?.metadata.fromCache),
  };
}
