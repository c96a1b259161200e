// The equipment list, virtualised (@tanstack/react-virtual): only the rows in view (and a few
// either side) are in the page, so 5,000 items cost what 30 do. A table in ARIA terms, with
// aria-rowcount/aria-rowindex telling assistive technology the whole size. Keyboard: Tab reaches
// each row's link; Arrow Up/Down, Home and End move between rows (scrolling as needed).
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { CRITICALITY_NAMES, isCriticality, STATUS_NAMES } from '../criticality';
import assetMessages from '../messages';
import messages from './messages';
import { useMediaQuery } from '../../../lib/useMediaQuery';

/** Row heights: one line from the md breakpoint, two below it (a phone). */
const ROW = { wide: 44, narrow: 64 } as const;
const HEADER = 40;

export const equipmentPath = (id: string) => `/app/assets/equipment/${id}`;

const CELLS = {
  tag: 'col-5 col-md-2',
  name: 'col-7 col-md-4',
  criticality: 'col-5 col-md-3',
  status: 'col-4 col-md-2',
  parent: 'col-3 col-md-1',
} as const;

interface Props {
  rows: readonly EquipmentSummary[];
  byId: ReadonlyMap<string, EquipmentSummary>;
}

export function EquipmentTable({ rows, byId }: Props) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width: 768px)');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const rowHeight = wide ? ROW.wide : ROW.narrow;
  const header = wide ? HEADER : 0;

  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range);
      // Keep the focused row in the page while it scrolls out of view, so focus is not lost.
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
    getItemKey: (index) => rows[index].id,
    rangeExtractor,
  });

  const labels = useMemo(() => {
    const t = intl.formatMessage;
    const criticality = new Map<number, string>();
    for (let rank = 1; rank <= 10; rank++)
      if (isCriticality(rank))
        criticality.set(rank, t(assetMessages.criticalityOption, { rank, name: t(CRITICALITY_NAMES[rank]) }));
    return { criticality, status: (s: EquipmentSummary['status']) => t(STATUS_NAMES[s]) };
  }, [intl]);

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

  const t = intl.formatMessage;
  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label={t(messages.listLabel)}
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
          {(Object.keys(CELLS) as (keyof typeof CELLS)[]).map((key) => (
            <div key={key} role="columnheader" className={`${CELLS[key]} px-1 text-truncate`}>
              {t(messages[key])}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="position-relative" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const e = rows[v.index];
          const parent = e.parent === null ? null : (byId.get(e.parent)?.tag ?? null);
          return (
            <div
              key={v.key}
              role="row"
              aria-rowindex={v.index + 2}
              data-index={v.index}
              data-eqid={e.id}
              className="row g-0 align-items-center px-2 border-bottom position-absolute w-100"
              style={{
                insetBlockStart: 0,
                insetInlineStart: 0,
                blockSize: v.size,
                transform: `translateY(${v.start - header}px)`,
              }}
            >
              <div role="cell" className={`${CELLS.tag} px-1 text-truncate`}>
                <Link to={equipmentPath(e.id)} className="fw-semibold">
                  {e.tag}
                </Link>
              </div>
              <div role="cell" className={`${CELLS.name} px-1 text-truncate`} title={e.name}>
                {e.name}
              </div>
              <div role="cell" className={`${CELLS.criticality} px-1 text-truncate small`}>
                {labels.criticality.get(e.criticality) ?? e.criticality}
              </div>
              <div role="cell" className={`${CELLS.status} px-1 text-truncate small`}>
                {labels.status(e.status)}
              </div>
              <div role="cell" className={`${CELLS.parent} px-1 text-truncate small`}>
                {parent ?? (
                  <>
                    <span className="text-body-secondary" aria-hidden>
                      –
                    </span>
                    <span className="visually-hidden">{t(messages.noParent)}</span>
                  </>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
