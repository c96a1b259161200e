// Work → Planner's board: next week's schedule built in one sitting. The ready backlog beside the
// week; a row per person (by craft) and a column per day, each cell weighing the person's load
// against their hours that day. Orders move by drag and drop (mouse, touch, or the keyboard:
// Space, arrows, Space, announced to screen readers) or by selecting several and scheduling them
// at once; every move is checked first (domain/board.ts), refused in words when it cannot be made,
// asks before putting someone over their hours, and asks a reason in a frozen week. Live; every
// move is the work saga's versioned status move or update, offline-first.
import {
  type Announcements,
  DndContext,
  DragOverlay,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DocumentTitle } from '../../../components/pageFocus';
import { useErrorText } from '../../../lib/useErrorText';
import { addDays, mondayOf, today, weekDays } from '../../../lib/days';
import { workNumberLabel } from '../../../lib/workNumber';
import { useOnline } from '../../../lib/useOnline';
import {
  backlogOf,
  type BacklogFilter,
  type BoardTarget,
  checkDrop,
  crewDayId,
  type DropCheck,
  withPlacedMoves,
} from '../../../domain/board';
import { areasOf } from '../../../domain/assets';
import { shutdownOfOrders, shutdownsBetween } from '../../../domain/shutdowns';
import { selectIsAdmin, selectPlantEquipment, selectSavedPlant } from '../../plant/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { workFeature } from '../workSaga';
import { selectWork, workWriteErrorDismissed } from '../workSlice';
import { READY_WINDOW_MAX, useRankedReady, useScheduled } from '../queuesLive';
import { nameOf as namesFrom } from '../schedule/scheduleModel';
import scheduleMessages from '../schedule/messages';
import { WeekPicker } from '../schedule/WeekPicker';
import { BACKLOG_PAGE, BacklogColumn } from './BacklogColumn';
import type { DragData } from './BoardCard';
import { BoardGrid, type DropData } from './BoardGrid';
import { boardCoordinates } from './boardKeyboard';
import { useBoardWeek, useCrew } from './boardLive';
import { boardGroups } from './boardModel';
import { boardContextOf, boardFeature } from './boardSaga';
import { useShutdowns } from '../shutdowns/shutdownsLive';
import {
  boardMessagesDismissed,
  boardMoveRefused,
  boardMoveRequested,
  boardPlacedSettled,
  selectBoard,
} from './boardSlice';
import { CrewPanel } from './CrewPanel';
import { MoveDialog } from './MoveDialog';
import { RefusalText } from './RefusalText';
import { SelectionBar } from './SelectionBar';
import messages from './messages';
import './board.css';

type Move = { number: string; from: string | null };

/** The selection's orders as moves, each from the person it was picked from (`drag` from where it is dragged). */
const movesOf = (selected: ReadonlyMap<string, string | null>, drag?: Move): Move[] =>
  [...selected.entries()].map(([number, from]) => ({ number, from: number === drag?.number ? drag.from : from }));

/** Drops land where the pointer is; the keyboard (no pointer) lands on the cell it overlaps most. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

const NO_FILTER: BacklogFilter = { craft: '', workType: '', area: '', equipment: '' };

export default function BoardPage() {
  useFeature(workFeature);
  useFeature(boardFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const errorText = useErrorText();
  const plant = useAppSelector(selectSavedPlant);
  const planner = useAppSelector(selectIsAdmin);
  const users = useAppSelector((s) => selectCompany(s).record?.users);
  const scheduled = useScheduled();
  const ready = useRankedReady();
  const crew = useCrew();
  const shutdowns = useShutdowns();
  const equipment = useAppSelector(selectPlantEquipment);
  const [monday, setMonday] = useState(() => addDays(mondayOf(today()), 7));
  const week = useBoardWeek(monday);
  const { refusal, writeError: boardError, readyTotals, placed } = useAppSelector(selectBoard);
  // The lists with the moves just made drawn where they go, before the lists have them.
  const lists = useMemo(
    () => withPlacedMoves(ready.items, scheduled.items, placed),
    [ready.items, scheduled.items, placed],
  );
  useEffect(() => {
    if (placed.length === 0) return;
    const live = new Map([...ready.items, ...scheduled.items].map((o) => [o.number, o.version] as const));
    const shownNow = placed.filter((m) => live.get(m.number) !== m.version).map((m) => m.number);
    if (shownNow.length) dispatch(boardPlacedSettled(shownNow));
  }, [placed, ready.items, scheduled.items, dispatch]);
  const workError = useAppSelector((s) => selectWork(s).writeError);
  const [filter, setFilter] = useState(NO_FILTER);
  // How many backlog cards to draw: a page, and a page more on each "Show more".
  const [wanted, setWanted] = useState(BACKLOG_PAGE);
  const onFilter = useCallback((next: BacklogFilter) => {
    setFilter(next);
    setWanted(BACKLOG_PAGE);
  }, []);
  const [selected, setSelected] = useState<Map<string, string | null>>(() => new Map());
  const [dragging, setDragging] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ moves: Move[]; target: BoardTarget; check: DropCheck } | null>(null);

  const former = intl.formatMessage(scheduleMessages.formerMember);
  const nameOf = useMemo(() => namesFrom(users, former), [users, former]);
  const days = useMemo(() => weekDays(monday), [monday]);
  const people = crew.settings.people;
  const exceptions = useMemo(
    () => new Map(week.crewDays.items.map((d) => [crewDayId(d.uid, d.day), d] as const)),
    [week.crewDays.items],
  );
  const groups = useMemo(
    () => boardGroups(lists.scheduled, people, exceptions, days, nameOf),
    [lists.scheduled, people, exceptions, days, nameOf],
  );
  const areaOf = useMemo(() => areasOf(equipment), [equipment]);
  // The week's shutdowns as blocks over their days, and each order's shutdown by number.
  const blocks = useMemo(
    () =>
      shutdownsBetween(shutdowns.items, days[0], days[days.length - 1]).map((s) => {
        const from = Math.max(0, days.indexOf(s.start < days[0] ? days[0] : s.start));
        const last = s.end > days[days.length - 1] ? days.length - 1 : days.indexOf(s.end);
        return { id: s.id, title: s.title, from, span: last - from + 1 };
      }),
    [shutdowns.items, days],
  );
  const shutdownOf = useMemo(
    () => new Map([...shutdownOfOrders(shutdowns.items)].map(([number, s]) => [number, s.title] as const)),
    [shutdowns.items],
  );
  const areas = useMemo(
    () =>
      equipment
        .filter((e) => !e.parent)
        .map((e) => ({ id: e.id, label: `${e.tag} – ${e.name}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [equipment],
  );
  const shown = useMemo(() => backlogOf(lists.ready, filter, new Date(), areaOf), [lists.ready, filter, areaOf]);
  // The backlog is read in ranking order a window at a time: read further while the cards wanted
  // (with the filter) are not all among what was read, once the server has answered (or, offline,
  // from the device's copy), and never past the largest window.
  const { more: readMore } = ready;
  const offline = !useOnline();
  const readFurther =
    ready.status === 'ready' &&
    ready.hasMore &&
    (!ready.fromCache || offline) &&
    shown.length < wanted &&
    ready.items.length < READY_WINDOW_MAX;
  // Once per window: a change arriving while the longer window loads does not ask again.
  const askedAt = useRef(0);
  useEffect(() => {
    askedAt.current = 0;
  }, [plant]);
  useEffect(() => {
    if (!readFurther || ready.items.length <= askedAt.current) return;
    askedAt.current = ready.items.length;
    readMore();
  }, [readFurther, readMore, ready.items]);
  // Still reading towards the cards wanted: more is on the server, not read yet.
  const reading =
    !offline &&
    ready.status === 'ready' &&
    ready.hasMore &&
    shown.length < wanted &&
    ready.items.length < READY_WINDOW_MAX;
  const crafts = useMemo(() => {
    const all = new Map<string, string>();
    for (const m of Object.values(people)) for (const c of m.crafts) all.set(c.trim().toLowerCase(), c.trim());
    for (const o of ready.items)
      if (o.plan?.craft.trim()) all.set(o.plan.craft.trim().toLowerCase(), o.plan.craft.trim());
    return [...all.values()].sort((a, b) => a.localeCompare(b));
  }, [people, ready.items]);
  const breaksIn = useMemo(() => {
    if (!week.frozen) return null;
    const baseline = week.frozen.orders;
    return new Set(
      lists.scheduled
        .filter((o) => o.scheduledFor && days.includes(o.scheduledFor) && !(o.number in baseline))
        .map((o) => o.number),
    );
  }, [week.frozen, lists.scheduled, days]);

  const orderOf = (number: string) =>
    lists.ready.find((o) => o.number === number) ?? lists.scheduled.find((o) => o.number === number);

  /** Checks a move; refuses it in words, asks when it needs the planner's word, else makes it. */
  const attempt = (moves: Move[], target: BoardTarget) => {
    dispatch(boardMessagesDismissed());
    const found = moves.flatMap((m) => {
      const order = orderOf(m.number);
      return order ? [{ order, from: m.from }] : [];
    });
    if (!found.length) return;
    // What the saga will check against: the store as it is now.
    const check = checkDrop(found, target, boardContextOf(store.getState()));
    if (check.refusal) {
      dispatch(boardMoveRefused(check.refusal));
      return;
    }
    if (check.needsReason || check.overloads.length) setAsking({ moves, target, check });
    else save(moves, target, '');
  };
  const save = (moves: Move[], target: BoardTarget, reason: string) => {
    dispatch(boardMoveRequested({ moves, target, reason }));
    setSelected(new Map());
    setAsking(null);
  };

  const onSelect = useCallback((number: string, from: string | null, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(number, from);
      else next.delete(number);
      return next;
    });
  }, []);
  const selectedNumbers = useMemo(() => new Set(selected.keys()), [selected]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const drag = active.data.current as DragData | undefined;
    const drop = over?.data.current as DropData | undefined;
    if (!drag || !drop) return;
    // A selected order carries the rest of the selection with it.
    const moves: Move[] = selected.has(drag.number) ? movesOf(selected, drag) : [drag];
    const same =
      drop.target !== 'backlog' &&
      moves.length === 1 &&
      orderOf(drag.number)?.scheduledFor === drop.target.day &&
      (drop.target.uid === drag.from || drop.target.uid === null);
    if (same || (drop.target === 'backlog' && drag.from === null && orderOf(drag.number)?.status === 'readyToSchedule'))
      return;
    attempt(moves, drop.target);
  };

  const numberOf = (id: string | number) => workNumberLabel(String(id).split('|')[0]);
  const labelOf = (data: unknown) => (data as DropData | undefined)?.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(messages.pickedUp, { number: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? intl.formatMessage(messages.over_, { number: numberOf(active.id), target: labelOf(over.data.current) })
        : intl.formatMessage(messages.notOver, { number: numberOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? intl.formatMessage(messages.dropped, { number: numberOf(active.id), target: labelOf(over.data.current) })
        : intl.formatMessage(messages.cancelled, { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => intl.formatMessage(messages.cancelled, { number: numberOf(active.id) }),
  };

  const title = intl.formatMessage(messages.title);
  if (!plant)
    return (
      <>
        <DocumentTitle page={title} />
        <h1 className="h3">{title}</h1>
        <p>{intl.formatMessage(scheduleMessages.noPlant)}</p>
      </>
    );

  const writeError = boardError ?? workError;
  // The grid waits for the crew too: without it everyone would read as over their hours.
  const status =
    scheduled.status === 'failed' || ready.status === 'failed' || crew.status === 'failed'
      ? 'failed'
      : scheduled.status === 'ready' &&
          ready.status === 'ready' &&
          (crew.status === 'ready' || crew.status === 'missing')
        ? 'idle'
        : 'loading';
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary mb-2" style={{ maxWidth: '60rem' }}>
        {intl.formatMessage(messages.intro)}
      </p>
      {planner && (
        <p className="small text-body-secondary" style={{ maxWidth: '60rem' }}>
          {intl.formatMessage(messages.keyboardHint)}
        </p>
      )}
      <WeekPicker monday={monday} onMonday={setMonday} />
      <p className="small mb-2" data-frozen={week.frozen ? 'yes' : 'no'}>
        {week.frozen
          ? intl.formatMessage(messages.frozen, { count: week.frozen.count, hours: week.frozen.hours })
          : intl.formatMessage(messages.notFrozen)}
      </p>
      {refusal && (
        <div
          className="alert alert-danger d-flex flex-wrap align-items-center gap-2"
          role="alert"
          data-refusal={refusal.reason}
        >
          <RefusalText refusal={refusal} />
          <Button size="sm" color="link" className="ms-auto" onClick={() => dispatch(boardMessagesDismissed())}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </div>
      )}
      <ErrorAlert
        text={writeError ? intl.formatMessage(messages.writeFailed, { error: errorText(writeError) }) : null}
        onDismiss={() => {
          dispatch(boardMessagesDismissed());
          dispatch(workWriteErrorDismissed());
        }}
      />
      {planner && selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          days={days.filter((d) => d >= today())}
          people={Object.keys(people).sort((a, b) => nameOf(a).localeCompare(nameOf(b)))}
          nameOf={nameOf}
          onSchedule={(target) => attempt(movesOf(selected), target)}
          onClear={() => setSelected(new Map())}
        />
      )}
      <AsyncSection
        status={status}
        error={scheduled.error ?? ready.error ?? crew.error}
        failedTitle={intl.formatMessage(messages.loadFailed)}
        loadingText={intl.formatMessage(messages.loading)}
        hasData={status === 'idle'}
        onRetry={() => {
          scheduled.retry();
          ready.retry();
          crew.retry();
        }}
      >
        {Object.keys(people).length === 0 && <p className="alert alert-info">{intl.formatMessage(messages.noCrew)}</p>}
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={({ active }) => setDragging((active.data.current as DragData | undefined)?.number ?? null)}
          onDragCancel={() => setDragging(null)}
          onDragEnd={(event) => {
            setDragging(null);
            onDragEnd(event);
          }}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
          }}
        >
          <div className="board-layout">
            <div className="board-side">
              <BacklogColumn
                shown={shown}
                wanted={wanted}
                hasMore={ready.hasMore}
                reading={reading}
                read={lists.ready.length}
                onMore={() => setWanted((w) => w + BACKLOG_PAGE)}
                totals={readyTotals}
                crew={people}
                crafts={crafts}
                areas={areas}
                filter={filter}
                onFilter={onFilter}
                planner={planner}
                selected={selectedNumbers}
                onSelect={onSelect}
                shutdownOf={shutdownOf}
              />
            </div>
            <div className="board-main">
              <BoardGrid
                groups={groups}
                days={days}
                nameOf={nameOf}
                planner={planner}
                selected={selectedNumbers}
                onSelect={onSelect}
                breaksIn={breaksIn}
                shutdownOf={shutdownOf}
                blocks={blocks}
              />
            </div>
          </div>
          {/* The card follows the pointer above everything (a scrolled backlog would clip it). */}
          <DragOverlay dropAnimation={null}>
            {dragging ? (
              <div className="border border-primary rounded bg-body shadow p-1 small fw-semibold">
                {workNumberLabel(dragging)}
                {selected.has(dragging) && selected.size > 1 ? ` +${selected.size - 1}` : ''}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      </AsyncSection>
      {planner && (
        <CrewPanel
          settings={crew.settings}
          pending={crew.pending}
          users={users ?? []}
          days={days}
          crewDays={week.crewDays.items}
          nameOf={nameOf}
        />
      )}
      {asking && (
        <MoveDialog
          overloads={asking.check.overloads}
          needsReason={asking.check.needsReason}
          nameOf={nameOf}
          onSave={(reason) => save(asking.moves, asking.target, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
