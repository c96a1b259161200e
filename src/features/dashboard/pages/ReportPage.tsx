// The printable monthly maintenance report of a plant: the month's KPIs, the PM
// compliance, the top problems and the charts, on paper without the app's chrome (report.css);
// the browser's print dialog saves it as PDF. A month among the dashboard's 12.
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Input, Label } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { formatDay, today } from '../../../lib/days';
import { selectSavedPlant } from '../../plant/plantSlice';
import { DELAY_GROUP_NAMES } from '../../work/messages';
import { FAILURE_CAUSE_NAMES } from '../../../components/failureCodes/messages';
import { selectDashboard, useDashboardOpen } from '../dashboardLive';
import { trendMonths } from '../../../domain/kpis';
import messages from '../messages';
import { monthLabel, ParetoCharts, TrendCharts } from './DashboardCharts';
import { CountsStatus } from './DashboardHeader';
import { KpiTiles } from './KpiTiles';
import { hoursOf } from './format';
import { useDashboardFigures, usePeriod } from './useDashboardFigures';
import './report.css';

export default function ReportPage() {
  useDashboardOpen();
  const intl = useIntl();
  const t = intl.formatMessage;
  const key = useAppSelector(selectSavedPlant);
  const dashboard = useAppSelector(selectDashboard);
  const period = usePeriod();
  const [params, setParams] = useSearchParams();
  const choices = trendMonths(period.to);
  const wanted = params.get('month');
  const month = wanted && choices.includes(wanted) ? wanted : choices[choices.length - 1];
  const figures = useDashboardFigures([month], period.to);
  const ready = dashboard.stats.status === 'ready' && dashboard.pm.status === 'ready';
  const fileName = `torque-report-${key?.plant ?? 'plant'}-${month}`;
  const causeName = (code: string) =>
    code in FAILURE_CAUSE_NAMES ? t(FAILURE_CAUSE_NAMES[code as keyof typeof FAILURE_CAUSE_NAMES]) : code;
  return (
    <article className="torque-report" data-report={ready ? 'ready' : 'loading'}>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2 d-print-none">
        <Link to="..">{t(messages.backToDashboard)}</Link>
        <div className="ms-auto">
          <Label for="report-month" className="small mb-0 me-2">
            {t(messages.reportMonth)}
          </Label>
          <Input
            id="report-month"
            type="select"
            bsSize="sm"
            className="d-inline-block w-auto"
            value={month}
            onChange={(e) => setParams({ month: e.target.value })}
          >
            {choices.map((m) => (
              <option key={m} value={m}>
                {monthLabel(intl, m)}
              </option>
            ))}
          </Input>
        </div>
        <Button size="sm" color="primary" onClick={() => window.print()}>
          {t(messages.print)}
        </Button>
      </div>
      <h1 className="h3 mb-1">{t(messages.reportTitle)}</h1>
      {!key ? (
        <p>{t(messages.choosePlant)}</p>
      ) : (
        <>
          <p className="text-body-secondary">
            {t(messages.reportFor, { plant: figures.plantName || key.plant, month: monthLabel(intl, month) })}
            <br />
            <small>{t(messages.reportNote, { month: monthLabel(intl, month), date: formatDay(today()) })}</small>
          </p>
          <CountsStatus />
          <AsyncSection status={ready ? 'idle' : 'loading'} hasData={ready} loadingText={t(messages.loading)}>
            {figures.empty && <p data-no-data>{t(messages.noData)}</p>}
            <KpiTiles figures={figures} countsReady={dashboard.counts.value !== null} fileName={fileName} />
            <section aria-labelledby="top-problems" className="mt-3 torque-report-section">
              <h2 id="top-problems" className="h5">
                {t(messages.topProblems)}
              </h2>
              <div className="row g-3">
                <div className="col-md-4">
                  <h3 className="h6">{t(messages.paretoCauses)}</h3>
                  <ol className="mb-0">
                    {figures.causes.slice(0, 5).map((c) => (
                      <li key={c.key}>
                        {causeName(c.key)}: {intl.formatNumber(c.value)}
                      </li>
                    ))}
                  </ol>
                  {!figures.causes.length && <p className="small">{t(messages.emptyChart)}</p>}
                </div>
                <div className="col-md-4">
                  <h3 className="h6">{t(messages.paretoEquipment)}</h3>
                  <ol className="mb-0">
                    {figures.equipment.slice(0, 5).map((e) => (
                      <li key={e.eqid}>
                        <bdi>{e.tag}</bdi>: {hoursOf(intl, e.hours)}
                      </li>
                    ))}
                  </ol>
                  {!figures.equipment.length && <p className="small">{t(messages.emptyChart)}</p>}
                </div>
                <div className="col-md-4">
                  <h3 className="h6">{t(messages.paretoDelays)}</h3>
                  <ol className="mb-0">
                    {figures.delays.slice(0, 5).map((d) => (
                      <li key={d.key}>
                        {d.key in DELAY_GROUP_NAMES
                          ? t(DELAY_GROUP_NAMES[d.key as keyof typeof DELAY_GROUP_NAMES])
                          : d.key}
                        : {hoursOf(intl, d.value)}
                      </li>
                    ))}
                  </ol>
                  {!figures.delays.length && <p className="small">{t(messages.emptyChart)}</p>}
                </div>
              </div>
            </section>
            <div className="row g-3 mt-1 torque-report-charts">
              <ParetoCharts figures={figures} fileName={fileName} />
              <TrendCharts figures={figures} fileName={fileName} />
            </div>
          </AsyncSection>
        </>
      )}
    </article>
  );
}
