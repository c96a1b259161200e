// Filter, order and search of the demo lists (docs/product.md §4). The visible list is always derived
// from the full list, so clearing a filter or the search brings every item back.
import type { DemoListItem, ListFilter, OrderColumn } from './demoTypes';

type Searchable = DemoListItem & { detail?: string };

export function applyFilter<T extends DemoListItem>(items: T[], filter: ListFilter | null): T[] {
  if (!filter || !filter.column || filter.value === '') return items;
  return items.filter((item) => String(item[filter.column as keyof T]) === filter.value);
}

/** Ascending by the column, case-insensitive; ties keep their order. */
export function applyOrder<T extends DemoListItem>(items: T[], column: OrderColumn | null): T[] {
  if (!column) return items;
  return [...items].sort((a, b) =>
    String(a[column]).localeCompare(String(b[column]), undefined, { sensitivity: 'base' }),
  );
}

/** Case-insensitive search over title, detail, status, category and label. */
export function applySearch<T extends Searchable>(items: T[], keyword: string): T[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) =>
    [item.title, item.detail ?? '', item.status, item.category, item.label].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

export function visibleItems<T extends Searchable>(
  items: T[],
  view: { filter: ListFilter | null; orderColumn: OrderColumn | null; searchKeyword: string },
): T[] {
  return applySearch(applyOrder(applyFilter(items, view.filter), view.orderColumn), view.searchKeyword);
}
