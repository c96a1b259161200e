// PM compliance per month of the due date, the last 12 months: on time, late and missed orders
// stacked per month, with the same numbers as a table.
import { useIntl } from 'react-intl';
import { BarChart } from '../../../components/charts/BarChart';
import { dateOf } from '../../../lib/days';
import type { MonthCompliance } from '../../../domain/compliance';
import { OUTCOME_NAMES } from '../messages';
import messages from './messages';

export function ComplianceChart({ months }: { months: MonthCompliance[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <BarChart
      title={t(messages.chartMonthly)}
      series={[
        { key: 'onTime', label: t(OUTCOME_NAMES.onTime), color: 'var(--bs-success)' },
        { key: 'late', label: t(OUTCOME_NAMES.late), color: 'var(--bs-warning)' },
        { key: 'missed', label: t(OUTCOME_NAMES.missed), color: 'var(--bs-danger)' },
      ]}
      bars={months.map((m) => ({
        key: m.month,
        label: intl.formatDate(dateOf(`${m.month}-01`), { month: 'short', year: '2-digit' }),
        values: { onTime: m.onTime, late: m.late, missed: m.missed },
        note: m.percent === null ? t(messages.noData) : t(messages.percent, { percent: m.percent }),
      }))}
      format={(v) => intl.formatNumber(v, { maximumFractionDigits: 1 })}
      categoryHeader={t(messages.colMonth)}
      totalHeader={t(messages.colTotal)}
      noteHeader={t(messages.colOnTimePercent)}
      showTable={t(messages.showTable)}
      hideTable={t(messages.hideTable)}
    />
  );
}
