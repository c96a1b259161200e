// The ready backlog beside the week: Ready-to-Schedule work ranked by RIME and age, filtered by
// craft, work type, area and equipment, with the ready backlog per craft in crew-weeks above it. It is
// also a place to drop scheduled work to take it off the schedule. The board reads the backlog in
// ranking order a window at a time; the totals (how many, crew-weeks) are the server's count.
import { useDroppable } from '@dnd-kit/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, Input, Label } from 'reactstrap';
import { type BacklogFilter, type CrewMember, totalsCrewWeeks } from '../../../domain/board';
import { WORK_TYPE_CODES } from '../../../domain/referenceLists';
import { WORK_TYPE_NAMES } from '../messages';
import type { WorkRow } from '../workSlice';
import { BoardCard } from './BoardCard';
import type { DropData } from './BoardGrid';
import type { ReadyTotalsState } from './boardSlice';
import messages from './messages';

interface Props {
  /** The read backlog that matches the filter, in ranking order. */
  shown: readonly WorkRow[];
  /** How many of them to draw. */
  wanted: number;
  /** More of the backlog is on the server than was read. */
  hasMore: boolean;
  /** Reading further down the backlog for the cards wanted. */
  reading: boolean;
  /** Ready orders read (this device's view: with its writes waiting to sync). */
  read: number;
  /** Draw (and read, when needed) another page. */
  onMore: () => void;
  totals: ReadyTotalsState;
  crew: Readonly<Record<string, CrewMember>>;
  crafts: readonly string[];
  /** The plant's areas (the tops of its equipment tree): id and what to call it. */
  areas: readonly { id: string; label: string }[];
  filter: BacklogFilter;
  onFilter: (filter: BacklogFilter) => void;
  planner: boolean;
  selected: ReadonlySet<string>;
  onSelect: (number: string, from: string | null, selected: boolean) => void;
  /** The shutdown each order is planned into (its name), by number. */
  shutdownOf: ReadonlyMap<string, string>;
}

/** Cards drawn at first, and added by each "Show more" (a long backlog would slow the board's first paint). */
export const BACKLOG_PAGE = 50;

export function BacklogColumn({
  shown,
  wanted,
  hasMore,
  reading,
  read,
  onMore,
  totals,
  crew,
  crafts,
  areas,
  filter,
  onFilter,
  planner,
  selected,
  onSelect,
  shutdownOf,
}: Props) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage(messages.backlogDrop);
  const { setNodeRef, isOver } = useDroppable({
    id: 'backlog',
    data: { target: 'backlog', label } satisfies DropData,
    disabled: !planner,
  });
  const weeks = totals.totals ? totalsCrewWeeks(totals.totals, crew) : [];
  const counted = totals.at ? intl.formatTime(totals.at, { hour: '2-digit', minute: '2-digit' }) : null;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`${id}-title`}
      className={`border rounded p-2 h-100${isOver ? ' border-primary bg-primary-subtle' : ''}`}
      aria-busy={reading}
      data-backlog
    >
      <h2 id={`${id}-title`} className="h5">
        {intl.formatMessage(messages.backlog)}
      </h2>
      {(weeks.length > 0 || totals.status !== 'ready') && (
        <h3 className="h6 small fw-semibold mb-1">{intl.formatMessage(messages.crewWeeks)}</h3>
      )}
      {totals.status !== 'ready' && (
        <p className="small text-body-secondary mb-1" data-totals={totals.status}>
          {totals.status === 'offline'
            ? intl.formatMessage(messages.totalsOffline)
            : totals.status === 'failed'
              ? intl.formatMessage(messages.totalsFailed)
              : intl.formatMessage(messages.totalsCounting)}
          {counted && totals.status !== 'counting' && ` ${intl.formatMessage(messages.totalsAsOf, { time: counted })}`}
        </p>
      )}
      {weeks.length > 0 && (
        <>
          <ul className="list-unstyled small mb-2" data-crew-weeks>
            {weeks.map((w) => (
              <li key={w.craft} data-craft-weeks={w.craft}>
                <span className="fw-semibold">{w.craft || intl.formatMessage(messages.otherCrafts)}</span>:{' '}
                {w.weeks === null
                  ? intl.formatMessage(messages.crewWeeksNoCrew, { hours: w.hours })
                  : intl.formatMessage(messages.crewWeeksValue, { hours: w.hours, weeks: w.weeks })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="row g-1 mb-2">
        <div className="col-6">
          <Label for={`${id}-craft`} className="small mb-0">
            {intl.formatMessage(messages.filterCraft)}
          </Label>
          <Input
            id={`${id}-craft`}
            type="select"
            bsSize="sm"
            value={filter.craft}
            onChange={(e) => onFilter({ ...filter, craft: e.target.value })}
          >
            <option value="">{intl.formatMessage(messages.anyCraft)}</option>
            {crafts.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Input>
        </div>
        <div className="col-6">
          <Label for={`${id}-type`} className="small mb-0">
            {intl.formatMessage(messages.filterWorkType)}
          </Label>
          <Input
            id={`${id}-type`}
            type="select"
            bsSize="sm"
            value={filter.workType}
            onChange={(e) => onFilter({ ...filter, workType: e.target.value })}
          >
            <option value="">{intl.formatMessage(messages.anyWorkType)}</option>
            {WORK_TYPE_CODES.map((code) => (
              <option key={code} value={code}>
                {code} – {intl.formatMessage(WORK_TYPE_NAMES[code])}
              </option>
            ))}
          </Input>
        </div>
        <div className="col-12">
          <Label for={`${id}-area`} className="small mb-0">
            {intl.formatMessage(messages.filterArea)}
          </Label>
          <Input
            id={`${id}-area`}
            type="select"
            bsSize="sm"
            value={filter.area}
            onChange={(e) => onFilter({ ...filter, area: e.target.value })}
          >
            <option value="">{intl.formatMessage(messages.anyArea)}</option>
            {areas.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </Input>
        </div>
        <div className="col-12">
          <Label for={`${id}-eq`} className="small mb-0">
            {intl.formatMessage(messages.filterEquipment)}
          </Label>
          <Input
            id={`${id}-eq`}
            type="search"
            bsSize="sm"
            value={filter.equipment}
            onChange={(e) => onFilter({ ...filter, equipment: e.target.value })}
          />
        </div>
      </div>
      <p className="small text-body-secondary mb-1" aria-live="polite">
        <bdi>
          {totals.totals
            ? intl.formatMessage(messages.backlogCount, {
                shown: Math.min(wanted, shown.length),
                // The server's count lags this device's writes waiting to sync: never fewer than read.
                total: Math.max(totals.totals.orders, read),
              })
            : intl.formatMessage(messages.backlogCountRead, { shown: Math.min(wanted, shown.length) })}
        </bdi>
      </p>
      {reading && (
        <p className="small text-body-secondary mb-1" role="status">
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
          {intl.formatMessage(messages.readingMore)}
        </p>
      )}
      {shown.length === 0 ? (
        !reading && <p className="small">{intl.formatMessage(messages.backlogEmpty)}</p>
      ) : (
        <ul className="list-unstyled mb-0 board-backlog">
          {shown.slice(0, wanted).map((order) => (
            <BoardCard
              key={order.number}
              order={order}
              from={null}
              planner={planner}
              selected={selected.has(order.number)}
              onSelect={onSelect}
              shutdown={shutdownOf.get(order.number)}
            />
          ))}
        </ul>
      )}
      {(shown.length > wanted || hasMore) && (
        <Button size="sm" color="secondary" outline className="mt-2 w-100" onClick={onMore}>
          {hasMore && shown.length - wanted < BACKLOG_PAGE
            ? intl.formatMessage(messages.showMoreRead)
            : intl.formatMessage(messages.showMore, { count: Math.min(BACKLOG_PAGE, shown.length - wanted) })}
        </Button>
      )}
    </section>
  );
}
