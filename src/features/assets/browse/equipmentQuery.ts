// Browsing a plant's equipment summary: search, sort and filter for the
// list, and the hierarchy helpers for the tree. Pure functions over the plant's `equipments` list;
// the expensive parts (normalised search text, sorted orders, the children map) are computed once
// per list and reused, so a keystroke over 5,000 items is a single pass over precomputed strings.
import { EQUIPMENT_STATUSES, type EquipmentStatus, type EquipmentSummary } from '../../../services/firebase/assets';

export type SortKey = 'tag' | 'name' | 'criticality' | 'status';
export type SortDirection = 'asc' | 'desc';
export const SORT_KEYS: readonly SortKey[] = ['tag', 'name', 'criticality', 'status'];

/** Which part of the hierarchy to show: everything, top-level items, or one item's direct children. */
export type ParentFilter = { kind: 'any' } | { kind: 'top' } | { kind: 'children'; id: string };

export interface EquipmentQuery {
  search: string;
  sort: SortKey;
  direction: SortDirection;
  /** Ranks to keep; empty keeps every rank. */
  criticality: readonly number[];
  /** Status to keep; null keeps every status. */
  status: EquipmentStatus | null;
  parent: ParentFilter;
}

export const DEFAULT_QUERY: EquipmentQuery = {
  search: '',
  sort: 'tag',
  direction: 'asc',
  criticality: [],
  status: null,
  parent: { kind: 'any' },
};

/** Lower case, accents removed ("Séchage" finds "sechage"), spaces collapsed. */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface Index {
  /** "tag\u0001name", normalised, by position in the list. */
  haystack: Map<EquipmentSummary, string>;
  byId: Map<string, EquipmentSummary>;
  sorted: Map<SortKey, readonly EquipmentSummary[]>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const statusOrder = new Map(EQUIPMENT_STATUSES.map((s, i) => [s, i]));

const compareBy: Record<SortKey, (a: EquipmentSummary, b: EquipmentSummary) => number> = {
  tag: (a, b) => collator.compare(a.tag, b.tag) || collator.compare(a.id, b.id),
  name: (a, b) => collator.compare(a.name, b.name) || compareBy.tag(a, b),
  // Highest rank first when ascending: the ladder reads 10 (safety) down to 1 (grounds).
  criticality: (a, b) => b.criticality - a.criticality || compareBy.tag(a, b),
  status: (a, b) => (statusOrder.get(a.status) ?? 0) - (statusOrder.get(b.status) ?? 0) || compareBy.tag(a, b),
};

const indexes = new WeakMap<readonly EquipmentSummary[], Index>();

function indexOf(items: readonly EquipmentSummary[]): Index {
  let index = indexes.get(items);
  if (!index) {
    index = {
      haystack: new Map(items.map((e) => [e, `${normalise(e.tag)}\u0001${normalise(e.name)}`])),
      byId: new Map(items.map((e) => [e.id, e])),
      sorted: new Map(),
    };
    indexes.set(items, index);
  }
  return index;
}

function sortedBy(items: readonly EquipmentSummary[], key: SortKey, direction: SortDirection) {
  const index = indexOf(items);
  let asc = index.sorted.get(key);
  if (!asc) {
    asc = [...items].sort(compareBy[key]);
    index.sorted.set(key, asc);
  }
  return direction === 'asc' ? asc : [...asc].reverse();
}

/** The items matching the query, in its order. Every search word must appear in the tag or the name. */
export function queryEquipment(items: readonly EquipmentSummary[], query: EquipmentQuery): EquipmentSummary[] {
  const { haystack } = indexOf(items);
  const words = normalise(query.search).split(' ').filter(Boolean);
  const ranks = query.criticality.length ? new Set(query.criticality) : null;
  const { status, parent } = query;
  const result: EquipmentSummary[] = [];
  for (const item of sortedBy(items, query.sort, query.direction)) {
    if (ranks && !ranks.has(item.criticality)) continue;
    if (status && item.status !== status) continue;
    if (parent.kind === 'top' && item.parent !== null) continue;
    if (parent.kind === 'children' && item.parent !== parent.id) continue;
    if (words.length) {
      const text = haystack.get(item)!;
      if (!words.every((w) => text.includes(w))) continue;
    }
    result.push(item);
  }
  return result;
}

const sameQuery = (a: EquipmentQuery, b: EquipmentQuery) =>
  a.search === b.search &&
  a.sort === b.sort &&
  a.direction === b.direction &&
  a.status === b.status &&
  a.criticality.length === b.criticality.length &&
  a.criticality.every((r, i) => r === b.criticality[i]) &&
  a.parent.kind === b.parent.kind &&
  (a.parent.kind !== 'children' || (b.parent.kind === 'children' && a.parent.id === b.parent.id));

/** `queryEquipment` remembering its last answer (one per list on screen). */
export function memoisedQuery() {
  let last: { items: readonly EquipmentSummary[]; query: EquipmentQuery; result: EquipmentSummary[] } | null = null;
  return (items: readonly EquipmentSummary[], query: EquipmentQuery) => {
    if (last && last.items === items && sameQuery(last.query, query)) return last.result;
    last = { items, query, result: queryEquipment(items, query) };
    return last.result;
  };
}

export const equipmentById = (items: readonly EquipmentSummary[]) => indexOf(items).byId;

// ---------------------------------------------------------------------------------------------
// Hierarchy

/** Items by parent id (`null` = top level), each list in tag order. */
export interface Hierarchy {
  children: ReadonlyMap<string | null, readonly EquipmentSummary[]>;
  byId: ReadonlyMap<string, EquipmentSummary>;
}

const hierarchies = new WeakMap<readonly EquipmentSummary[], Hierarchy>();

/**
 * The tree. An item whose parent is not in the plant shows at the top level; so does one item of
 * each loop of parents (damaged data the rules cannot exclude), so every item appears exactly once.
 */
export function hierarchyOf(items: readonly EquipmentSummary[]): Hierarchy {
  const cached = hierarchies.get(items);
  if (cached) return cached;
  const byId = equipmentById(items);
  const children = new Map<string | null, EquipmentSummary[]>();
  const add = (key: string | null, item: EquipmentSummary) => {
    const list = children.get(key);
    if (list) list.push(item);
    else children.set(key, [item]);
  };
  const sorted = sortedBy(items, 'tag', 'asc');
  for (const item of sorted) add(item.parent !== null && byId.has(item.parent) ? item.parent : null, item);
  // Items not reachable from the top level sit in a loop: lift the first of each loop to the top.
  const reached = new Set<string>();
  const walk = (from: string | null) => {
    const stack = [...(children.get(from) ?? [])];
    while (stack.length) {
      const item = stack.pop()!;
      if (reached.has(item.id)) continue;
      reached.add(item.id);
      stack.push(...(children.get(item.id) ?? []));
    }
  };
  walk(null);
  for (const item of sorted) {
    if (reached.has(item.id)) continue;
    const siblings = children.get(item.parent)!;
    siblings.splice(siblings.indexOf(item), 1);
    add(null, item);
    reached.add(item.id);
    walk(item.id);
  }
  const top = children.get(null);
  if (top) top.sort(compareBy.tag);
  const hierarchy = { children, byId };
  hierarchies.set(items, hierarchy);
  return hierarchy;
}

/** The item's ancestors, top level first (not the item itself); stops at a loop or a missing parent. */
export function ancestorsOf(id: string, byId: ReadonlyMap<string, EquipmentSummary>): EquipmentSummary[] {
  const path: EquipmentSummary[] = [];
  const seen = new Set([id]);
  let parent = byId.get(id)?.parent ?? null;
  while (parent !== null && !seen.has(parent)) {
    const item = byId.get(parent);
    if (!item) break;
    seen.add(parent);
    path.unshift(item);
    parent = item.parent;
  }
  return path;
}

/** The breadcrumb for an item: its ancestors, then the item. */
export function breadcrumbOf(id: string, byId: ReadonlyMap<string, EquipmentSummary>): EquipmentSummary[] {
  const item = byId.get(id);
  return item ? [...ancestorsOf(id, byId), item] : [];
}

/** Ids of the items that have children (what "expand all" opens). */
export function parentIds(hierarchy: Hierarchy): Set<string> {
  const ids = new Set<string>();
  for (const [key, list] of hierarchy.children) if (key !== null && list.length) ids.add(key);
  return ids;
}

export function toggled(expanded: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(expanded);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The expanded set with every ancestor of `id` opened, so the item is visible. */
export function expandedToShow(expanded: ReadonlySet<string>, id: string, hierarchy: Hierarchy): Set<string> {
  const next = new Set(expanded);
  for (const a of ancestorsOf(id, hierarchy.byId)) next.add(a.id);
  return next;
}

export interface TreeRow {
  item: EquipmentSummary;
  /** 1 for top-level items. */
  level: number;
  /** Position among its siblings, from 1, and how many siblings there are (aria-posinset/setsize). */
  position: number;
  siblings: number;
  hasChildren: boolean;
  expanded: boolean;
  /** The row's parent in the tree (null at the top level). */
  parentId: string | null;
}

/** The rows a tree shows for the expanded set, in order (depth first). */
export function visibleRows(hierarchy: Hierarchy, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string | null, level: number) => {
    const list = hierarchy.children.get(parentId) ?? [];
    list.forEach((item, i) => {
      if (seen.has(item.id)) return;
      seen.add(item.id);
      const hasChildren = (hierarchy.children.get(item.id)?.length ?? 0) > 0;
      const open = hasChildren && expanded.has(item.id);
      rows.push({ item, level, position: i + 1, siblings: list.length, hasChildren, expanded: open, parentId });
      if (open) visit(item.id, level + 1);
    });
  };
  visit(null, 1);
  return rows;
}
