// The KPI dashboard of the saved plant over the data filter's period: the KPI tiles,
// 12-month trends, Paretos, orders by stage and age, MTTR/MTBF per equipment, and (admins) the
// rebuild of the figures. Reads rollup months and aggregation counts only.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AsyncSection } from '../../../components/AsyncSection';
import { formatDay } from '../../../lib/days';
import { selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { DASHBOARD_SCOPES, type DashboardScope, dashboardScopeChanged, selectDashboardState } from '../dashboardSlice';
import { selectDashboard, useDashboardOpen } from '../dashboardLive';
import messages from '../messages';
import { OrderCharts, ParetoCharts, TrendCharts } from './DashboardCharts';
import { FailureCodeCharts } from './FailureCodeCharts';
import { CountsStatus } from './DashboardHeader';
import { KpiTiles } from './KpiTiles';
import { RebuildPanel } from './RebuildPanel';
import { ReliabilityTable } from './ReliabilityTable';
import { useDashboardFigures, usePeriod } from './useDashboardFigures';

/** Which plants the figures sum. */
function ScopePicker({ plants }: { plants: number }) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  const scope = useAppSelector(selectDashboardState).scope;
  const names = { plant: messages.scopePlant, site: messages.scopeSite, company: messages.scopeCompany };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
      <Label for="dashboard-scope" className="mb-0 small">
        {t(messages.scope)}
      </Label>
      <Input
        id="dashboard-scope"
        type="select"
        bsSize="sm"
        className="w-auto"
        value={scope}
        onChange={(e) => dispatch(dashboardScopeChanged(e.target.value as DashboardScope))}
      >
        {DASHBOARD_SCOPES.map((s) => (
          <option key={s} value={s}>
            {t(names[s])}
          </option>
        ))}
      </Input>
      {scope !== 'plant' && (
        <span className="small text-body-secondary">{t(messages.scopeNote, { count: plants })}</span>
      )}
    </div>
  );
}

export default function DashboardPage() {
  useDashboardOpen();
  const t = useIntl().formatMessage;
  const key = useAppSelector(selectSavedPlant);
  const admin = useAppSelector(selectIsAdmin);
  const dashboard = useAppSelector(selectDashboard);
  const period = usePeriod();
  const figures = useDashboardFigures(period.months, period.to);
  const fileName = `torque-${key?.plant ?? 'plant'}-${period.from}-${period.to}`;
  const ready = dashboard.stats.status === 'ready' && dashboard.pm.status === 'ready';
  return (
    // "ready" only once both the rollup and the PM months are in (the figures are drawn then).
    <div
      data-dashboard={
        ready ? 'ready' : dashboard.stats.status === 'ready' ? dashboard.pm.status : dashboard.stats.status
      }
    >
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <h1 className="h3 mb-0">{t(messages.title)}</h1>
        <Link to="report" className="ms-auto">
          {t(messages.report)}
        </Link>
      </div>
      {!key ? (
        <p>{t(messages.choosePlant)}</p>
      ) : (
        <>
          <p className="text-body-secondary mb-2">
            {t(messages.period, {
              plant: <bdi key="plant">{figures.plantName || key.plant}</bdi>,
              from: formatDay(period.from),
              to: formatDay(period.to),
            })}{' '}
            <Link to="/app/settings/data-filter">{t(messages.changePeriod)}</Link>
          </p>
          <ScopePicker plants={figures.scopePlants} />
          <CountsStatus />
          <AsyncSection
            status={dashboard.stats.status === 'failed' ? 'failed' : ready ? 'idle' : 'loading'}
            error={dashboard.stats.error ?? dashboard.pm.error}
            failedTitle={t(messages.failed, { reason: '' })}
            hasData={ready}
            loadingText={t(messages.loading)}
          >
            {figures.empty && (
              <Alert color="info" className="py-2" data-no-data>
                {t(messages.noData)}
              </Alert>
            )}
            <KpiTiles figures={figures} countsReady={dashboard.counts.value !== null} fileName={fileName} />
            <div className="row g-3 mt-1">
              <TrendCharts figures={figures} fileName={fileName} />
              <ParetoCharts figures={figures} fileName={fileName} />
              <OrderCharts counts={dashboard.counts.value} crafts={figures.crafts} fileName={fileName} />
              <FailureCodeCharts stops={figures.stops} company={key.company} fileName={fileName} />
            </div>
            <div className="row g-3 mt-1">
              <div className="col-lg-8">
                <ReliabilityTable figures={figures} fileName={fileName} />
              </div>
              {admin && (
                <div className="col-lg-4">
                  <RebuildPanel />
                </div>
              )}
            </div>
          </AsyncSection>
        </>
      )}
    </div>
  );
}
