// Work → Daily schedule: what each assignee does on a day (today by default) — the
// scheduled orders of that day, grouped by person, with their estimated hours and a link to each;
// "Print packets" prints every order of the day, one packet per page.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, ButtonGroup, Input, Label } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { PendingBadge } from '../../../components/PendingBadge';
import { DocumentTitle } from '../../../components/pageFocus';
import { selectSavedPlant } from '../../plant/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { workFeature } from '../workSaga';
import type { WorkRow } from '../workSlice';
import { useScheduled } from '../queuesLive';
import { addDays, dateOf, formatDay, isDay, today } from '../../../lib/days';
import messages from './messages';
import { Packet } from './Packet';
import './packet.css';
import { hoursOf, nameOf, roundHours } from './scheduleModel';
import { crewOf, personHours, WORKDAY_HOURS } from '../../../domain/capacity';
import { WorkNumber } from '../../../components/WorkNumber';
import { workNumberLabel } from '../../../lib/workNumber';

const UNASSIGNED = '';

export default function DailySchedulePage() {
  useFeature(workFeature);
  const intl = useIntl();
  const plant = useAppSelector(selectSavedPlant);
  const scheduled = useScheduled();
  const users = useAppSelector((s) => selectCompany(s).record?.users);
  const [day, setDay] = useState(today);

  const former = intl.formatMessage(messages.formerMember);
  const name = useMemo(() => nameOf(users, former), [users, former]);
  const orders = useMemo(
    () =>
      scheduled.items
        .filter((o) => o.scheduledFor === day && (o.status === 'dailySchedule' || o.status === 'weeklySchedule'))
        .sort((a, b) => b.rime - a.rime || a.number.localeCompare(b.number)),
    [scheduled.items, day],
  );
  const byPerson = useMemo(() => {
    const map = new Map<string, WorkRow[]>();
    for (const order of orders) {
      const people = order.plan?.assignees.length ? order.plan.assignees : order.assignees;
      for (const uid of people.length ? people : [UNASSIGNED]) map.set(uid, [...(map.get(uid) ?? []), order]);
    }
    return [...map.entries()].sort(([a], [b]) =>
      a === UNASSIGNED ? 1 : b === UNASSIGNED ? -1 : name(a).localeCompare(name(b)),
    );
  }, [orders, name]);

  const title = intl.formatMessage(messages.dailyTitle);
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
      <div className="torque-no-print">
        <h1 className="h3">{title}</h1>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <div>
            <Label for="schedule-day" className="mb-1">
              {intl.formatMessage(messages.dayPicker)}
            </Label>
            <Input
              id="schedule-day"
              type="date"
              value={day}
              onChange={(e) => {
                if (isDay(e.target.value)) setDay(e.target.value);
              }}
            />
          </div>
          <ButtonGroup size="sm">
            <Button color="secondary" outline onClick={() => setDay(addDays(day, -1))}>
              {intl.formatMessage(messages.previousDay)}
            </Button>
            <Button color="secondary" outline onClick={() => setDay(today())}>
              {intl.formatMessage(messages.today)}
            </Button>
            <Button color="secondary" outline onClick={() => setDay(addDays(day, 1))}>
              {intl.formatMessage(messages.nextDay)}
            </Button>
          </ButtonGroup>
          {orders.length > 0 && (
            <Button color="primary" className="ms-sm-auto" onClick={() => window.print()}>
              {intl.formatMessage(messages.printPackets)}
            </Button>
          )}
        </div>
        <h2 className="h5" aria-live="polite">
          {intl.formatDate(dateOf(day), { weekday: 'long' })} {formatDay(day)}
        </h2>
        <AsyncSection
          status={scheduled.status === 'failed' ? 'failed' : scheduled.status === 'ready' ? 'idle' : 'loading'}
          error={scheduled.error}
          failedTitle={intl.formatMessage(messages.loadFailed)}
          loadingText={intl.formatMessage(messages.loading)}
          hasData={scheduled.status === 'ready' || scheduled.items.length > 0}
          onRetry={scheduled.retry}
        >
          {byPerson.length === 0 && <p>{intl.formatMessage(messages.noWorkThatDay)}</p>}
          {byPerson.map(([uid, list]) => {
            const who = uid === UNASSIGNED ? intl.formatMessage(messages.unassigned) : name(uid);
            // Each person's share: an order's estimate is its crew's labour (2 people × 3 h).
            const share = (o: WorkRow) => (uid === UNASSIGNED ? hoursOf(o) : personHours(o.plan));
            const total = roundHours(list.reduce((sum, o) => sum + share(o), 0));
            const over = uid !== UNASSIGNED && total > WORKDAY_HOURS;
            return (
              <section key={uid || 'none'} className="mb-3" aria-label={who} data-assignee={uid}>
                <h3 className="h6 d-flex flex-wrap gap-2">
                  <span>{who}</span>
                  <span className={`fw-normal ${over ? 'text-danger-emphasis' : 'text-body-secondary'}`}>
                    {intl.formatMessage(messages.totalHours, { hours: total })}
                  </span>
                </h3>
                {over && (
                  <p className="alert alert-warning py-1 px-2 small mb-2" data-over-allocated>
                    {intl.formatMessage(messages.overAllocated, { name: who, hours: total, day: WORKDAY_HOURS })}
                  </p>
                )}
                <ul className="list-group">
                  {list.map((o) => (
                    <li key={o.number} className="list-group-item" data-work-number={o.number}>
                      <div className="d-flex flex-wrap align-items-baseline gap-2">
                        <Link to={`/app/work/${o.number}`} className="fw-semibold">
                          <WorkNumber number={o.number} />
                        </Link>
                        <PendingBadge pending={o.pending} />
                        <span className="text-break">
                          <span className="font-monospace">{o.equipmentTag}</span> · {o.title}
                        </span>
                        <span className="ms-auto text-body-secondary">
                          {crewOf(o.plan) > 1 && uid !== UNASSIGNED
                            ? intl.formatMessage(messages.crewHours, {
                                hours: roundHours(share(o)),
                                crew: crewOf(o.plan),
                                total: hoursOf(o),
                              })
                            : intl.formatMessage(messages.hours, { hours: hoursOf(o) })}{' '}
                          ·{' '}
                          <Link to={`/app/work/${o.number}/packet`}>
                            {intl.formatMessage(messages.openPacket, { number: workNumberLabel(o.number) })}
                          </Link>
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </AsyncSection>
      </div>
      <div className="torque-print-only">
        {orders.map((o) => (
          <Packet key={o.number} order={o} nameOf={name} />
        ))}
      </div>
    </>
  );
}
