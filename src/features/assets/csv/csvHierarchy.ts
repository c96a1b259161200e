// A file's equipment hierarchy, by the rows' own keys: the rows on a cycle of parents inside the
// file (refused), and an order that puts every parent before its children (the import writes in
// it, so a child never names a parent the plant does not have yet).

/** The keys on a cycle of parents (key → its parent's key, or null for a top-level row). */
export function rowsOnCycles(parentKey: Map<string, string | null>): Set<string> {
  const onCycle = new Set<string>();
  const done = new Set<string>();
  for (const start of parentKey.keys()) {
    const path: string[] = [];
    const inPath = new Map<string, number>();
    let at: string | null | undefined = start;
    while (at && parentKey.has(at) && !done.has(at) && !inPath.has(at)) {
      inPath.set(at, path.length);
      path.push(at);
      at = parentKey.get(at);
    }
    if (at && inPath.has(at)) for (const key of path.slice(inPath.get(at))) onCycle.add(key);
    for (const key of path) done.add(key);
  }
  return onCycle;
}

/**
 * Parents before children, otherwise in the given order (rows on a cycle keep theirs); `parentIn`
 * is a row's parent's key when the parent is another row.
 */
export function parentsFirst<R extends { key: string }>(rows: R[], parentIn: (row: R) => string | null): R[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const out: R[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (row: R) => {
    if (placed.has(row.key) || visiting.has(row.key)) return;
    visiting.add(row.key);
    const parent = parentIn(row);
    const parentRow = parent === null ? undefined : byKey.get(parent);
    if (parentRow) place(parentRow);
    visiting.delete(row.key);
    placed.add(row.key);
    out.push(row);
  };
  rows.forEach(place);
  return out;
}
