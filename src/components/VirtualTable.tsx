// A long list as a virtualised table (@tanstack/react-virtual): only the rows in view, and a few
// either side, are in the page, so thousands of rows cost what thirty do. A table in ARIA terms,
// with aria-rowcount and aria-rowindex giving the whole size. Keyboard: Tab reaches a row's first
// link; Arrow Up/Down, Page Up/Down, Home and End move between rows, scrolling as needed; the
// focused row stays in the page while it scrolls out of view. Rows have a fixed height (one line
// from the md breakpoint, two below), so nothing is measured.
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useMediaQuery } from '../lib/useMediaQuery';

export interface VirtualColumn<T> {
  key: string;
  header: string;
  /** Bootstrap column classes: the row is a grid row (e.g. 'col-7 col-md-3'). */
  className: string;
  cell: (row: T) => ReactNode;
}

const ROW = { wide: 44, narrow: 64 } as const;
const HEADER = 40;

export function VirtualTable<T>({
  rows,
  columns,
  rowKey,
  label,
  rowData,
}: {
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** A data attribute for each row (tests and the bench find rows by it). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
}) {
  const wide = useMediaQuery('(min-width: 768px)');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const rowHeight = wide ? ROW.wide : ROW.narrow;
  const header = wide ? HEADER : 0;

  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range);
      if (focused !== null && focused < range.count && !indexes.includes(focused)) {
        indexes.push(focused);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focused],
  );

  // The app does not use the React Compiler; the rule only warns that it would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: header,
    getItemKey: (index) => rowKey(rows[index]),
    rangeExtractor,
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setFocused(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"] a`)?.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const index = Number(row.dataset.index);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + 10,
      PageUp: index - 10,
    };
    if (!(event.key in moves) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    moveTo(moves[event.key]);
  };

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      className="border rounded position-relative"
      style={{ blockSize: 'min(70vh, 40rem)', overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' }}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
        if (row) setFocused(Number(row.dataset.index));
      }}
    >
      <div role="rowgroup" className={wide ? 'sticky-top bg-body border-bottom fw-semibold' : 'visually-hidden'}>
        <div role="row" aria-rowindex={1} className="row g-0 align-items-center px-2" style={{ blockSize: HEADER }}>
          {columns.map((c) => (
            <div key={c.key} role="columnheader" className={`${c.className} px-1 text-truncate`}>
              {c.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="position-relative" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          return (
            <div
              key={v.key}
              role="row"
              aria-rowindex={v.index + 2}
              data-index={v.index}
              {...rowData?.(row)}
              className="row g-0 align-items-center px-2 border-bottom position-absolute w-100"
              style={{
                insetBlockStart: 0,
                insetInlineStart: 0,
                blockSize: v.size,
                transform: `translateY(${v.start - header}px)`,
              }}
            >
              {columns.map((c) => (
                <div key={c.key} role="cell" className={`${c.className} px-1 text-truncate`}>
                  {c.cell(row)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
