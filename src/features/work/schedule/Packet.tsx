// A printable work-order packet: the order's details, its plan
// (hours, craft, assignees, permits, materials), a checklist of printed boxes and a signature
// line. Used by the packet page (one order) and the daily page's "Print packets" (one per page).
import { useIntl } from 'react-intl';
import { permitNames, STATUS_NAMES, WORK_TYPE_NAMES } from '../messages';
import type { WorkRow } from '../workSlice';
import { formatDay, isDay } from '../../../lib/days';
import messages from './messages';
import { WorkNumber } from '../../../components/WorkNumber';
import { workNumberLabel } from '../../../lib/workNumber';

const CHECKS = ['checkMaterials', 'checkPermits', 'checkAreaSafe', 'checkWorkDone', 'checkAreaClean'] as const;

export function Packet({ order, nameOf }: { order: WorkRow; nameOf: (uid: string) => string }) {
  const intl = useIntl();
  const t = (m: keyof typeof messages) => intl.formatMessage(messages[m]);
  const plan = order.plan;
  const none = <span className="text-body-secondary">{t('none')}</span>;
  return (
    <article className="torque-packet" aria-label={`${t('packetTitle')} ${workNumberLabel(order.number)}`}>
      <header className="border-bottom mb-3">
        <p className="small text-uppercase mb-0">{t('packetTitle')}</p>
        <h2 className="h4 mb-1">
          <WorkNumber number={order.number} /> — {order.title}
        </h2>
      </header>
      <dl className="row mb-3" aria-label={t('packetTitle')}>
        <dt className="col-5 col-sm-3">{t('equipment')}</dt>
        <dd className="col-7 col-sm-9">
          <span className="font-monospace">{order.equipmentTag}</span> — {order.equipmentName}
        </dd>
        <dt className="col-5 col-sm-3">{t('criticality')}</dt>
        <dd className="col-7 col-sm-9">{order.criticality}</dd>
        <dt className="col-5 col-sm-3">{t('workType')}</dt>
        <dd className="col-7 col-sm-9">
          {order.workType} — {intl.formatMessage(WORK_TYPE_NAMES[order.workType])}
        </dd>
        <dt className="col-5 col-sm-3">{t('rimeLabel')}</dt>
        <dd className="col-7 col-sm-9">{order.rime}</dd>
        <dt className="col-5 col-sm-3">{t('status')}</dt>
        <dd className="col-7 col-sm-9">{intl.formatMessage(STATUS_NAMES[order.status])}</dd>
        <dt className="col-5 col-sm-3">{t('scheduledFor')}</dt>
        <dd className="col-7 col-sm-9">{isDay(order.scheduledFor) ? formatDay(order.scheduledFor) : none}</dd>
      </dl>
      <section className="mb-3">
        <h3 className="h6">{t('description')}</h3>
        <p style={{ whiteSpace: 'pre-wrap' }}>{order.description || none}</p>
      </section>
      <section className="mb-3">
        <h3 className="h6">{t('plan')}</h3>
        {!plan ? (
          <p>{t('noPlan')}</p>
        ) : (
          <>
            <dl className="row mb-2">
              <dt className="col-5 col-sm-3">{t('estimatedHours')}</dt>
              <dd className="col-7 col-sm-9">{plan.estimatedHours}</dd>
              <dt className="col-5 col-sm-3">{t('craft')}</dt>
              <dd className="col-7 col-sm-9">{plan.craft}</dd>
              <dt className="col-5 col-sm-3">{t('assignees')}</dt>
              <dd className="col-7 col-sm-9">{plan.assignees.length ? plan.assignees.map(nameOf).join(', ') : none}</dd>
              <dt className="col-5 col-sm-3">{t('permits')}</dt>
              <dd className="col-7 col-sm-9">{plan.permits.length ? permitNames(intl, plan.permits) : none}</dd>
            </dl>
            <h4 className="h6">{t('materials')}</h4>
            {plan.materials.length === 0 ? (
              <p>{none}</p>
            ) : (
              <table className="table table-sm table-bordered" aria-label={t('materials')}>
                <thead>
                  <tr>
                    <th scope="col">{t('material')}</th>
                    <th scope="col" className="text-end">
                      {t('quantity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {plan.materials.map((m, i) => (
                    <tr key={i}>
                      <td>{m.text}</td>
                      <td className="text-end">{m.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
      <section className="mb-3">
        <h3 className="h6">{t('checklist')}</h3>
        <ul className="list-unstyled torque-packet-checklist" aria-label={t('checklist')}>
          {/* A preventive order's own steps first, a reading with a blank to write it in. */}
          {order.checklist.map((step, i) => (
            <li key={`pm${i}`} className="d-flex align-items-center gap-2 mb-1">
              <span className="torque-packet-box" aria-hidden />
              <span className="text-break">{step.text}</span>
              {step.reading && (
                <span className="ms-auto text-nowrap">
                  {intl.formatMessage(messages.readingBlank, {
                    unit: step.reading.unit,
                    min: step.reading.min ?? '–',
                    max: step.reading.max ?? '–',
                  })}
                </span>
              )}
            </li>
          ))}
          {CHECKS.map((c) => (
            <li key={c} className="d-flex align-items-center gap-2 mb-1">
              <span className="torque-packet-box" aria-hidden />
              {t(c)}
            </li>
          ))}
        </ul>
      </section>
      <section className="d-flex flex-wrap gap-4 torque-packet-sign">
        <div className="flex-grow-1">
          <div className="torque-packet-line" />
          {t('signature')}
        </div>
        <div style={{ minWidth: '10rem' }}>
          <div className="torque-packet-line" />
          {t('date')}
        </div>
      </section>
    </article>
  );
}
