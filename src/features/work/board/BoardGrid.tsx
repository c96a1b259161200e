// The week on the planner's board: a row per person (grouped by craft), a column per day; each
// cell is a place to drop orders and shows the person's load against their hours that day (an
// absence or overtime named). The group's and the day's totals head each group.
import { useDroppable } from '@dnd-kit/core';
import { memo, type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dateOf, formatDay } from '../../../lib/days';
import type { BoardTarget } from '../../../domain/board';
import { BoardCard } from './BoardCard';
import type { BoardCell, BoardGroup } from './boardModel';
import messages from './messages';
import shutdownMessages from '../shutdowns/messages';

/** What a drop zone stands for: a person's day, or the backlog; its label is read out. */
export interface DropData {
  target: BoardTarget;
  label: string;
}

interface GridProps {
  groups: BoardGroup[];
  days: string[];
  nameOf: (uid: string) => string;
  planner: boolean;
  selected: ReadonlySet<string>;
  onSelect: (number: string, from: string | null, selected: boolean) => void;
  /** Orders in the week that are not in its frozen baseline (null: the week is not frozen). */
  breaksIn: ReadonlySet<string> | null;
  /** The shutdown each order is planned into (its name), by number. */
  shutdownOf: ReadonlyMap<string, string>;
  /** The week's shutdowns, each drawn as a block over its days. */
  blocks: readonly ShutdownBlock[];
}

/** A shutdown over the week's days: from day `from` (0 = Monday) for `span` days. */
export interface ShutdownBlock {
  id: string;
  title: string;
  from: number;
  span: number;
}

function LoadLine({ cell, label }: { cell: BoardCell; label: string }) {
  const intl = useIntl();
  const over = cell.load > cell.capacity + 1e-9;
  return (
    <div className={`d-flex flex-wrap gap-1 small ${over ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
      <span aria-label={label} data-load={`${cell.load}/${cell.capacity}`}>
        {/* Isolated: a line that starts with a number keeps its order in a right-to-left page. */}
        <bdi>
          {intl.formatMessage(messages.dayLoad, { hours: cell.load, capacity: cell.capacity })}
          {over && <> · {intl.formatMessage(messages.over)}</>}
        </bdi>
      </span>
      {cell.exception && (
        <span
          className={`badge fw-normal ${cell.exception.kind === 'overtime' ? 'text-bg-info' : 'text-bg-secondary'}`}
        >
          {intl.formatMessage(messages.away, {
            kind: intl.formatMessage(messages[cell.exception.kind]),
            hours: cell.exception.hours,
          })}
        </span>
      )}
    </div>
  );
}

/**
 * Whether a cell would draw the same: a move re-derives every cell from the live lists (new
 * objects each time), so it compares what a cell shows, and only the cells a move touched draw again.
 */
function sameCell(a: CellProps, b: CellProps): boolean {
  const x = a.cell;
  const y = b.cell;
  return (
    a.uid === b.uid &&
    a.name === b.name &&
    a.planner === b.planner &&
    a.onSelect === b.onSelect &&
    x.day === y.day &&
    x.load === y.load &&
    x.capacity === y.capacity &&
    x.exception?.kind === y.exception?.kind &&
    x.exception?.hours === y.exception?.hours &&
    x.orders.length === y.orders.length &&
    x.orders.every((o, i) => {
      const p = y.orders[i];
      return (
        o.number === p.number &&
        o.version === p.version &&
        o.pending === p.pending &&
        o.status === p.status &&
        a.selected.has(o.number) === b.selected.has(o.number) &&
        (a.breaksIn?.has(o.number) ?? false) === (b.breaksIn?.has(o.number) ?? false) &&
        a.shutdownOf.get(o.number) === b.shutdownOf.get(o.number)
      );
    })
  );
}

interface CellProps {
  uid: string | null;
  name: string;
  cell: BoardCell;
  planner: boolean;
  selected: ReadonlySet<string>;
  onSelect: (number: string, from: string | null, selected: boolean) => void;
  breaksIn: ReadonlySet<string> | null;
  shutdownOf: ReadonlyMap<string, string>;
}

/**
 * A day's cell as a drop zone: the part that follows the drag-and-drop context (which changes
 * whenever any card or cell comes or goes). Its content comes in ready-made, so only this shell
 * draws again then.
 */
function DropCell({
  id,
  data,
  disabled,
  cellKey,
  label,
  children,
}: {
  id: string;
  data: DropData;
  disabled: boolean;
  cellKey: string;
  label: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, data, disabled });
  return (
    <td
      ref={setNodeRef}
      className={`board-cell p-1 align-top${isOver ? ' table-primary' : ''}`}
      data-cell={cellKey}
      aria-label={label}
    >
      {children}
    </td>
  );
}

const Cell = memo(function Cell({ uid, name, cell, planner, selected, onSelect, breaksIn, shutdownOf }: CellProps) {
  const intl = useIntl();
  const dayName = `${intl.formatDate(dateOf(cell.day), { weekday: 'long' })} ${formatDay(cell.day)}`;
  const label = intl.formatMessage(messages.cellLabel, { name, day: dayName });
  const data = useMemo(() => ({ target: { day: cell.day, uid }, label }) satisfies DropData, [cell.day, uid, label]);
  return (
    <DropCell
      id={`cell|${uid ?? ''}|${cell.day}`}
      data={data}
      disabled={!planner}
      cellKey={`${uid ?? ''}|${cell.day}`}
      label={label}
    >
      {uid !== null && (
        <LoadLine
          cell={cell}
          label={intl.formatMessage(messages.dayLoadOf, {
            name,
            day: dayName,
            hours: cell.load,
            capacity: cell.capacity,
          })}
        />
      )}
      <ul className="list-unstyled mb-0 mt-1">
        {cell.orders.map((order) => (
          <BoardCard
            key={order.number}
            order={order}
            from={uid}
            planner={planner}
            selected={selected.has(order.number)}
            onSelect={onSelect}
            breakIn={breaksIn?.has(order.number)}
            shutdown={shutdownOf.get(order.number)}
            compact
          />
        ))}
      </ul>
    </DropCell>
  );
}, sameCell);

export function BoardGrid({
  groups,
  days,
  nameOf,
  planner,
  selected,
  onSelect,
  breaksIn,
  shutdownOf,
  blocks,
}: GridProps) {
  const intl = useIntl();
  const nobody = intl.formatMessage(messages.notAssigned);
  return (
    <div className="table-responsive">
      <table className="table table-bordered table-sm board-grid mb-0">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.person)}</th>
            {days.map((day) => (
              <th key={day} scope="col" className="small">
                <div>{intl.formatDate(dateOf(day), { weekday: 'short' })}</div>
                <div className="fw-normal">{formatDay(day)}</div>
              </th>
            ))}
          </tr>
          {blocks.map((block) => (
            <tr key={block.id} className="board-shutdown-row">
              <th scope="row" className="small fw-normal text-body-secondary">
                {intl.formatMessage(shutdownMessages.boardBlockRow)}
              </th>
              {block.from > 0 && <td colSpan={block.from} />}
              <td colSpan={block.span} className="p-1">
                <Link
                  to={`/app/work/shutdowns/${block.id}`}
                  className="d-block rounded px-2 py-1 text-bg-dark text-decoration-none small board-shutdown"
                  data-shutdown-block={block.id}
                >
                  <bdi>{intl.formatMessage(shutdownMessages.boardBlock, { title: block.title })}</bdi>
                </Link>
              </td>
              {block.from + block.span < days.length && <td colSpan={days.length - block.from - block.span} />}
            </tr>
          ))}
        </thead>
        {groups.map((group) => (
          <tbody key={group.craft || '-'} data-craft={group.craft}>
            <tr className="board-group">
              <th scope="rowgroup" className="text-nowrap">
                {group.craft || intl.formatMessage(messages.noCraft)}
              </th>
              {group.days.map((d) => (
                <td
                  key={d.day}
                  className={`small ${d.load > d.capacity + 1e-9 ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
                >
                  {group.craft ? (
                    <bdi>{intl.formatMessage(messages.dayLoad, { hours: d.load, capacity: d.capacity })}</bdi>
                  ) : null}
                </td>
              ))}
            </tr>
            {group.rows.map((row) => {
              const name = row.uid === null ? nobody : nameOf(row.uid);
              return (
                <tr key={row.uid ?? '-'} data-person={row.uid ?? ''}>
                  <th scope="row" className="small">
                    <div className="text-break">{name}</div>
                    {row.uid === null ? (
                      <div className="fw-normal text-body-secondary">
                        {intl.formatMessage(messages.notAssignedHint)}
                      </div>
                    ) : (
                      <div className={`fw-normal ${row.load > row.capacity ? 'text-danger' : 'text-body-secondary'}`}>
                        {intl.formatMessage(messages.weekTotal)}:{' '}
                        <bdi>{intl.formatMessage(messages.dayLoad, { hours: row.load, capacity: row.capacity })}</bdi>
                      </div>
                    )}
                  </th>
                  {row.cells.map((cell) => (
                    <Cell
                      key={cell.day}
                      shutdownOf={shutdownOf}
                      uid={row.uid}
                      name={name}
                      cell={cell}
                      planner={planner}
                      selected={selected}
                      onSelect={onSelect}
                      breaksIn={breaksIn}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
