// Work-order search. Firestore has no full-text search, so two small queries: the
// number as a prefix range (`number` ≥ p and < p + '\uf8ff'), and the title by its `keywords`
// (array-contains the longest typed word; the other words are checked here). The keywords hold the
// readable number's words too (lib/workNumber.ts workKeywords), so any part of a number is found:
// "EXH9", "20261123", a preventive order's "PM-20261127-K3QX". One read each,
// from the server when online and from the device's copy offline (getDocs falls back to the
// cache); the result says which. Orders written before search keywords existed have none: found by number.
import type { PlantKey } from '../../services/firebase/collections';
import { getDb } from '../../services/firebase/firestore';
import { KEYWORD_MAX } from '../../lib/keywords';
import { type Procedure, procedureRefs } from '../../services/firebase/procedures';
import { inventoryRefs, type Part } from '../../services/firebase/inventory';
import { partMatches, partSearchWord } from '../../domain/inventory';
import { type WorkRequest, workRefs } from '../../services/firebase/work';
import { workNumberLabel } from '../../lib/workNumber';
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
    // Needs the composite index (keywords array-contains, raisedAt desc) in production.
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
  add(byTitle, (o) => titleMatches(`${o.title} ${workNumberLabel(o.number)}`, title?.words ?? []));
  return {
    items: [...hits.values()].slice(0, RESULTS_PER_GROUP),
    fromCache: Boolean(byNumber?.metadata.fromCache || byTitle?.metadata.fromCache),
  };
}

/** A procedure found by the top-bar search: company-wide, no plant needed. */
export type ProcedureHit = Pick<Procedure, 'id' | 'title' | 'category'>;

export interface ProcedureSearch {
  items: ProcedureHit[];
  fromCache: boolean;
}

/**
 * The company's procedures whose keywords (title words and tags, lib/keywords.ts) hold the longest
 * typed word, by title (index: keywords array-contains + title); every other typed word must
 * start one of their keywords; archived ones are left out.
 */
export async function searchProcedures(company: string, text: string): Promise<ProcedureSearch> {
  const title = titleQueryOf(text);
  if (!title) return { items: [], fromCache: false };
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const snapshot = await sdk.getDocs(
    sdk.query(
      procedureRefs(sdk, db).procedures(company),
      sdk.where('keywords', 'array-contains', title.keyword),
      sdk.orderBy('title', 'asc'),
      sdk.limit(TITLE_READ),
    ),
  );
  const items: ProcedureHit[] = [];
  for (const doc of snapshot.docs) {
    try {
      const p = doc.data();
      const words = new Set(p.keywords);
      if (!p.archived && title.words.every((w) => words.has(w.slice(0, KEYWORD_MAX)) || w.length < 2))
        items.push({ id: p.id, title: p.title, category: p.category });
    } catch {
      // A damaged procedure is left out (its own page names the damage).
    }
  }
  return { items: items.slice(0, RESULTS_PER_GROUP), fromCache: snapshot.metadata.fromCache };
}

/** A part found by the top-bar search: company-wide, no plant needed. */
export type PartHit = Pick<Part, 'id' | 'number' | 'description'>;

/**
 * The catalogue's parts holding the most telling typed word (their stored search words,
 * domain/inventory.ts), every typed word somewhere in their number, description or
 * manufacturer's number; archived ones left out. By number.
 */
export async function searchParts(company: string, text: string): Promise<{ items: PartHit[] }> {
  const word = partSearchWord(text);
  if (!word) return { items: [] };
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getDb()]);
  const snapshot = await sdk.getDocs(
    sdk.query(
      inventoryRefs(sdk, db).parts(company),
      sdk.where('keywords', 'array-contains', word),
      sdk.limit(TITLE_READ),
    ),
  );
  const items: PartHit[] = [];
  for (const doc of snapshot.docs) {
    try {
      const p = doc.data();
      if (!p.archived && partMatches(p, text)) items.push({ id: p.id, number: p.number, description: p.description });
    } catch {
      // A damaged part is left out (its own page names the damage).
    }
  }
  items.sort((a, b) => a.number.localeCompare(b.number));
  return { items: items.slice(0, RESULTS_PER_GROUP) };
}
