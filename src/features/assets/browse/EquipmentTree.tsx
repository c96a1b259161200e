// The equipment hierarchy as a WAI-ARIA tree (the "navigation treeview" pattern: each item is a
// link). Only the expanded branches make rows, and the rows are virtualised, so a 5,000-item plant
// fully expanded still puts a screenful in the page; aria-level/setsize/posinset describe the
// structure the flat list of rows does not show. Keys: Up/Down move, Right opens or goes to the
// first child, Left closes or goes to the parent, Home/End, * opens the siblings, Enter follows.
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { CRITICALITY_NAMES, isCriticality } from '../criticality';
import { equipmentPath } from './EquipmentTable';
import { expandedToShow, hierarchyOf, parentIds, toggled, type TreeRow, visibleRows } from './equipmentQuery';
import messages from './messages';

const ROW_HEIGHT = 40;
const INDENT_REM = 1.25;

interface Props {
  items: readonly EquipmentSummary[];
  /** An item to reveal (its branches opened) and focus first. */
  show?: string | null;
}

export function EquipmentTree({ items, show }: Props) {
  const intl = useIntl();
  const hierarchy = useMemo(() => hierarchyOf(items), [items]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() =>
    show ? expandedToShow(new Set(), show, hierarchy) : new Set(),
  );
  const rows = useMemo(() => visibleRows(hierarchy, expanded), [hierarchy, expanded]);
  const indexById = useMemo(() => new Map(rows.map((r, i) => [r.item.id, i])), [rows]);
  const [activeId, setActiveId] = useState<string | null>(show ?? null);
  const active = (activeId !== null ? indexById.get(activeId) : undefined) ?? 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);

  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range);
      if (active < range.count && !indexes.includes(active)) {
        indexes.push(active);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [active],
  );

  // The app does not use the React Compiler; the rule only warns that it would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => rows[index].item.id,
    rangeExtractor,
  });

  // Focus follows the keyboard once the row is in the page (it may have just been scrolled to).
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-eqid="${CSS.escape(id)}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const [scrolledToShow, setScrolledToShow] = useState(false);
  useEffect(() => {
    if (!show || scrolledToShow) return;
    const index = indexById.get(show);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'center' });
    setScrolledToShow(true);
  }, [show, scrolledToShow, indexById, virtualizer]);

  const focusRow = (index: number, list: readonly TreeRow[] = rows) => {
    const target = list[Math.max(0, Math.min(list.length - 1, index))];
    if (!target) return;
    setActiveId(target.item.id);
    pendingFocus.current = target.item.id;
    virtualizer.scrollToIndex(indexById.get(target.item.id) ?? index, { align: 'auto' });
  };

  const toggle = (row: TreeRow) => {
    if (row.hasChildren) setExpanded((e) => toggled(e, row.item.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!element) return;
    const index = Number(element.dataset.index);
    const row = rows[index];
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !row.expanded) toggle(row);
        else if (row.expanded) focusRow(index + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) toggle(row);
        else if (row.parentId !== null) focusRow(indexById.get(row.parentId) ?? index);
        break;
      case '*': {
        const siblings = hierarchy.children.get(row.parentId) ?? [];
        setExpanded((e) => new Set([...e, ...siblings.map((s) => s.id)]));
        break;
      }
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const onToggleClick = (event: MouseEvent, row: TreeRow) => {
    // The twisty opens or closes the branch; the rest of the item is the link.
    event.preventDefault();
    event.stopPropagation();
    setActiveId(row.item.id);
    toggle(row);
  };

  // A closed branch's twisty points along the reading direction.
  const closed = document.documentElement.dir === 'rtl' ? '◂' : '▸';
  const t = intl.formatMessage;
  const criticality = (rank: number) => (isCriticality(rank) ? t(CRITICALITY_NAMES[rank]) : String(rank));

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => setExpanded(parentIds(hierarchy))}
        >
          {t(messages.expandAll)}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setExpanded(new Set())}>
          {t(messages.collapseAll)}
        </button>
        <span className="form-text my-0 align-self-center" id="equipment-tree-keys">
          {t(messages.treeKeys)}
        </span>
      </div>
      <div
        ref={scrollRef}
        role="tree"
        aria-label={t(messages.treeLabel)}
        aria-describedby="equipment-tree-keys"
        className="border rounded position-relative"
        style={{ blockSize: 'min(70vh, 40rem)', overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' }}
        onKeyDown={onKeyDown}
      >
        <div className="position-relative" style={{ blockSize: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            const { item } = row;
            return (
              <Link
                key={v.key}
                to={equipmentPath(item.id)}
                role="treeitem"
                aria-level={row.level}
                aria-setsize={row.siblings}
                aria-posinset={row.position}
                aria-expanded={row.hasChildren ? row.expanded : undefined}
                tabIndex={v.index === active ? 0 : -1}
                data-index={v.index}
                data-eqid={item.id}
                onFocus={() => setActiveId(item.id)}
                className="d-flex align-items-center gap-2 position-absolute w-100 text-decoration-none text-body border-bottom"
                style={{
                  insetBlockStart: 0,
                  insetInlineStart: 0,
                  blockSize: v.size,
                  paddingInlineStart: `${0.5 + (row.level - 1) * INDENT_REM}rem`,
                  paddingInlineEnd: '0.5rem',
                  transform: `translateY(${v.start}px)`,
                }}
              >
                <span
                  aria-hidden
                  className="d-inline-block text-center flex-shrink-0"
                  style={{ inlineSize: '1.25rem', cursor: row.hasChildren ? 'pointer' : undefined }}
                  onClick={(e) => onToggleClick(e, row)}
                >
                  {row.hasChildren ? (row.expanded ? '▾' : closed) : ''}
                </span>
                <span className="fw-semibold text-primary-emphasis flex-shrink-0">{item.tag}</span>{' '}
                <span className="text-truncate">{item.name}</span>{' '}
                <span className="small text-body-secondary text-truncate ms-auto d-none d-md-inline">
                  {criticality(item.criticality)}
                </span>
              </Link>
            );
          })}
        </div>
      </div>
    </>
  );
}
