// /app/work/shutdowns/:shutdownId/print — the printable shutdown plan: first the work by area (the
// top of each equipment's branch in the plant's tree) and day, with each order's labour and crew,
// then every order's work packet in the same order, one per page. Nothing of the app's chrome on
// paper (packet.css).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { AsyncSection } from '../../../components/AsyncSection';
import { WorkNumber } from '../../../components/WorkNumber';
import { DocumentTitle } from '../../../components/pageFocus';
import { dateOf, formatDay, today } from '../../../lib/days';
import { shutdownPlan, shutdownWork } from '../../../domain/shutdowns';
import { selectEquipmentById, selectPlantEquipment } from '../../plant/plantSlice';
import { selectCompany } from '../../company/companySlice';
import { workFeature } from '../workSaga';
import { Packet } from '../schedule/Packet';
import { nameOf as namesFrom } from '../schedule/scheduleModel';
import scheduleMessages from '../schedule/messages';
import '../schedule/packet.css';
import { DayRange, WithShutdown } from './ShutdownBits';
import { type ShutdownRow, useShutdownOrders, useShutdowns } from './shutdownsLive';
import messages from './messages';

export default function ShutdownPrintPage() {
  useFeature(workFeature);
  const intl = useIntl();
  const t = intl.formatMessage;
  const { shutdownId = '' } = useParams();
  const list = useShutdowns();
  const shutdown = list.items.find((s) => s.id === shutdownId);
  return (
    <>
      <DocumentTitle page={`${t(messages.printTitle)} ${shutdown?.title ?? ''}`} />
      <div className="d-flex flex-wrap gap-2 mb-3 torque-no-print">
        <Link to={`/app/work/shutdowns/${shutdownId}`} className="btn btn-link px-0">
          {t(messages.printBack)}
        </Link>
        {shutdown && (
          <Button color="primary" className="ms-auto" onClick={() => window.print()}>
            {t(messages.printButton)}
          </Button>
        )}
      </div>
      <WithShutdown id={shutdownId}>{(found) => <Plan shutdown={found} />}</WithShutdown>
    </>
  );
}

function Plan({ shutdown }: { shutdown: ShutdownRow }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const orders = useShutdownOrders(shutdown.orders);
  const equipment = useAppSelector(selectPlantEquipment);
  const byId = useAppSelector(selectEquipmentById);
  const record = useAppSelector((s) => selectCompany(s).record);
  const me = useAppSelector((s) => s.auth.currentUser);
  const former = t(scheduleMessages.formerMember);
  const nameOf = useMemo(() => namesFrom(record?.users, former), [record?.users, former]);
  const plan = useMemo(
    () => shutdownPlan(shutdownWork(shutdown, orders.items).items, equipment),
    [shutdown, orders.items, equipment],
  );
  const areaName = (area: string | null) => {
    if (area === null) return t(messages.printNoArea);
    const item = byId.get(area);
    return t(messages.printArea, { area: item ? `${item.tag} – ${item.name}` : area });
  };
  const dayName = (day: string | null) =>
    day ? `${intl.formatDate(dateOf(day), { weekday: 'long' })} ${formatDay(day)}` : t(messages.printUnscheduled);

  return (
    <div data-shutdown-plan={orders.status}>
      <header className="mb-3">
        <p className="small text-uppercase mb-0">{t(messages.printTitle)}</p>
        <h1 className="h3 mb-1" dir="auto">
          {shutdown.title}
        </h1>
        <p className="mb-1">
          <DayRange start={shutdown.start} end={shutdown.end} /> ·{' '}
          {t(messages.scopeCount, { count: shutdown.equipment.length })}
        </p>
        <p className="small text-body-secondary mb-0">
          {t(messages.printIntro, { date: formatDay(today()), name: me ? nameOf(me.uid) : '' })}
        </p>
        {shutdown.note && (
          <p className="text-pre-wrap mt-2" dir="auto">
            {shutdown.note}
          </p>
        )}
      </header>
      <AsyncSection
        status={orders.status === 'loading' || orders.status === 'failed' ? orders.status : 'idle'}
        error={orders.error}
        hasData={orders.items.length > 0}
        failedTitle={t(messages.workFailed)}
        loadingText={t(messages.workLoading)}
        onRetry={orders.retry}
      >
        {plan.length === 0 ? (
          <p>{t(messages.printEmpty)}</p>
        ) : (
          <>
            {plan.map((area) => (
              <section key={area.area ?? '-'} className="mb-4" data-plan-area={area.area ?? ''}>
                <h2 className="h5 border-bottom pb-1">
                  <bdi>{areaName(area.area)}</bdi>
                </h2>
                {area.days.map((d) => (
                  <div key={d.day ?? '-'} className="mb-3" data-plan-day={d.day ?? ''}>
                    <h3 className="h6">{dayName(d.day)}</h3>
                    <table className="table table-sm mb-0">
                      <thead>
                        <tr>
                          <th scope="col">{t(messages.colOrder)}</th>
                          <th scope="col">{t(messages.colOrderTitle)}</th>
                          <th scope="col">{t(messages.colOrderEquipment)}</th>
                          <th scope="col">{t(messages.colOrderLabour)}</th>
                          <th scope="col">{t(messages.colOrderCrew)}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {d.orders.map((o) => (
                          <tr key={o.number}>
                            <td>
                              <WorkNumber number={o.number} />
                            </td>
                            <td dir="auto">{o.title}</td>
                            <td>
                              <bdi>{o.equipmentTag}</bdi>
                            </td>
                            <td>
                              <bdi>
                                {o.plan
                                  ? t(messages.labourValue, { hours: o.plan.estimatedHours, craft: o.plan.craft })
                                  : '–'}
                              </bdi>
                            </td>
                            <td>{o.plan?.assignees.map(nameOf).join(', ') || '–'}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ))}
              </section>
            ))}
            <div className="torque-packets">
              {plan.flatMap((area) =>
                area.days.flatMap((d) => d.orders.map((o) => <Packet key={o.number} order={o} nameOf={nameOf} />)),
              )}
            </div>
          </>
        )}
      </AsyncSection>
    </div>
  );
}
