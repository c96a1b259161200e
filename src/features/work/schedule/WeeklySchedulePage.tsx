// Work → Weekly schedule (docs/design.md §4): the orders in the Weekly and Daily Work
// Schedule, one section per craft with its hours for the week against the crew capacity, a
// column per day (Monday–Sunday) and one for orders not yet on a day. Admins move an order to
// another day, or on to the daily schedule, and set the capacity. Live; offline-first.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, CardHeader } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { useErrorText } from '../../../lib/useErrorText';
import { selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { workFeature } from '../workSaga';
import { moveRequested, selectWork, updateRequested, workWriteErrorDismissed, type WorkRow } from '../workSlice';
import { CapacityBar } from './CapacityBar';
import { CapacityEditor } from './CapacityEditor';
import { dateOf, formatDay, mondayOf, today, weekDays } from '../../../lib/days';
import messages from './messages';
import { WeekPicker } from './WeekPicker';
import { DRAG_TYPE, OrderEntry } from './OrderEntry';
import { scheduleFeature } from './scheduleSaga';
import { capacitySaveRequested, scheduleWriteErrorDismissed, selectSchedule } from './scheduleSlice';
import { weekGrid } from './scheduleModel';
import { useCapacity } from './scheduleLive';
import { useScheduled } from '../queuesLive';

export default function WeeklySchedulePage() {
  useFeature(workFeature);
  useFeature(scheduleFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const plant = useAppSelector(selectSavedPlant);
  const isAdmin = useAppSelector(selectIsAdmin);
  const scheduled = useScheduled();
  const settings = useCapacity();
  const writeError = useAppSelector((s) => selectWork(s).writeError ?? selectSchedule(s).writeError);
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const [editing, setEditing] = useState(false);

  const days = weekDays(monday);
  const dayLabels = days.map((day) => ({
    day,
    label: intl.formatDate(dateOf(day), { weekday: 'short' }),
  }));
  const grid = useMemo(
    () => weekGrid(scheduled.items, weekDays(monday), settings.capacity),
    [scheduled.items, monday, settings.capacity],
  );

  const move = (order: WorkRow, day: string) =>
    dispatch(
      updateRequested({
        number: order.number,
        changes: { scheduledFor: day || null },
        note: day ? `Moved to ${formatDay(day)}` : 'Taken off its day',
      }),
    );
  const toDaily = (order: WorkRow) =>
    dispatch(moveRequested({ number: order.number, to: 'dailySchedule', changes: {}, note: '' }));

  const title = intl.formatMessage(messages.weeklyTitle);
  if (!plant)
    return (
      <>
        <DocumentTitle page={title} />
        <h1 className="h3">{title}</h1>
        <p>{intl.formatMessage(messages.noPlant)}</p>
      </>
    );

  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      <WeekPicker monday={monday} onMonday={setMonday} />
      <ErrorAlert
        text={writeError ? intl.formatMessage(messages.writeFailed, { error: errorText(writeError) }) : null}
        onDismiss={() => {
          dispatch(workWriteErrorDismissed());
          dispatch(scheduleWriteErrorDismissed());
        }}
      />
      {isAdmin && (
        <Card className="mb-3">
          <CardHeader className="d-flex flex-wrap align-items-center gap-2">
            <h2 className="h6 mb-0">{intl.formatMessage(messages.capacityTitle)}</h2>
            <PendingBadge pending={settings.pending} />
            {!editing && (
              <Button size="sm" color="secondary" outline className="ms-auto" onClick={() => setEditing(true)}>
                {intl.formatMessage(messages.editCapacity)}
              </Button>
            )}
          </CardHeader>
          {editing && (
            <CardBody>
              <CapacityEditor
                capacity={settings.capacity}
                rates={settings.rates}
                crafts={grid.map((g) => g.craft)}
                onCancel={() => setEditing(false)}
                onSave={(craftSettings) => {
                  dispatch(capacitySaveRequested(craftSettings));
                  setEditing(false);
                }}
              />
            </CardBody>
          )}
        </Card>
      )}
      <AsyncSection
        status={scheduled.status === 'failed' ? 'failed' : scheduled.status === 'ready' ? 'idle' : 'loading'}
        error={scheduled.error}
        failedTitle={intl.formatMessage(messages.loadFailed)}
        loadingText={intl.formatMessage(messages.loading)}
        hasData={scheduled.status === 'ready' || scheduled.items.length > 0}
        onRetry={scheduled.retry}
      >
        {scheduled.items.length === 0 && <p>{intl.formatMessage(messages.noOrders)}</p>}
        {grid.map((week) => {
          const craft = week.craft || intl.formatMessage(messages.noCraft);
          return (
            <section key={week.craft} className="mb-4" aria-label={craft} data-craft={week.craft}>
              <h2 className="h5">{craft}</h2>
              <CapacityBar craft={craft} hours={week.hours} capacity={week.capacity} />
              <div className="row g-2 row-cols-1 row-cols-sm-2 row-cols-lg-4 row-cols-xxl-8">
                {[...dayLabels, { day: '', label: intl.formatMessage(messages.notOnADay) }].map(({ day, label }) => {
                  const orders = day ? week.byDay[day] : week.unscheduled;
                  return (
                    <div
                      key={day || 'none'}
                      className="col"
                      role="group"
                      aria-label={`${craft}: ${label}`}
                      data-day={day}
                      onDragOver={(e) => {
                        if (isAdmin && e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
                      }}
                      onDrop={(e) => {
                        e.preventDefault();
                        const dropped = scheduled.items.find((o) => o.number === e.dataTransfer.getData(DRAG_TYPE));
                        if (isAdmin && dropped && (dropped.scheduledFor ?? '') !== day) move(dropped, day);
                      }}
                    >
                      <h3 className="h6 small fw-semibold border-bottom pb-1">
                        {label} {day && formatDay(day)}
                      </h3>
                      <ul className="list-unstyled mb-0">
                        {orders.map((order) => (
                          <OrderEntry
                            key={order.number}
                            order={order}
                            days={isAdmin ? dayLabels : null}
                            onMove={move}
                            onToDaily={toDaily}
                          />
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </div>
            </section>
          );
        })}
      </AsyncSection>
    </>
  );
}
