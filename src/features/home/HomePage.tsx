// Home: what the signed-in person must act on in the chosen plant. Everyone sees their
// open work, the requests they raised and today's schedule; admins also the requests to triage,
// overdue work and PM, work waiting for materials, contracts to renew and the backlog in
// crew-weeks. A company with no plant, equipment or work sees its first steps instead.
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Card, CardBody, CardTitle } from 'reactstrap';
import { useAppSelector } from '../../store/hooks';
import { DateText } from '../../components/DateText';
import { formatDate } from '../../lib/date';
import { selectIsAdmin, selectPlantState } from '../plant/plantSlice';
import { selectPickable, selectRegister } from '../plant/registerLive';
import { selectCompany } from '../company/companySlice';
import { ExpiringContractsCard } from './ExpiringContractsCard';
import { FirstSteps, type FirstStepsState, isFirstRun } from './FirstSteps';
import { AdminFiguresCard, BacklogCard, CountsNote, MyOpenFigure } from './HomeFigures';
import { MyRequestsCard, TodayCard } from './HomeLists';
import { selectHome } from './homeSlice';
import { useHomeLists } from './homeLive';
import messages from './messages';

/** What Home knows about the company's set-up; unknown (still loading) counts as done, so nothing flashes. */
function useSetup(): FirstStepsState & { firstRun: boolean } {
  const register = useAppSelector(selectRegister);
  const pickable = useAppSelector(selectPickable);
  const plantState = useAppSelector(selectPlantState);
  const users = useAppSelector((s) => selectCompany(s).record?.users);
  const { counts } = useAppSelector(selectHome);
  const { myRequests, today } = useHomeLists();
  const plantChosen = !!plantState.savedPlantDetails;
  const hasPlant = plantChosen || register.status !== 'ready' || pickable.some((s) => s.plants.length > 0);
  const hasEquipment =
    plantState.status === 'ready' ? (plantState.plant?.equipments.length ?? 0) > 0 : plantState.status !== 'none';
  const listed = myRequests.items.length > 0 || today.items.length > 0;
  const hasWork = counts.value ? counts.value.anyWork || listed : listed ? true : null;
  const setup = {
    hasPlant,
    plantChosen,
    hasEquipment,
    hasColleagues: (users?.length ?? 0) > 1,
    hasWork: hasWork === true,
  };
  return { ...setup, firstRun: isFirstRun(setup, hasWork) };
}

function DataFilterCard() {
  const t = useIntl().formatMessage;
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return (
    <Card tag="section" aria-labelledby="home-filter-title" className="h-100">
      <CardBody>
        <CardTitle tag="h3" className="h6" id="home-filter-title">
          {t(messages.filterTitle)}
        </CardTitle>
        <p>
          {t(messages.filterSummary, {
            from: <DateText value={filter.fromDate} />,
            to: <DateText value={filter.toDate} />,
            limit: <bdi>{filter.dataLimit}</bdi>,
          })}
        </p>
        <Link to="/app/settings/data-filter">{t(messages.changeFilter)}</Link>
      </CardBody>
    </Card>
  );
}

export default function HomePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectPlantState).savedPlantDetails;
  const setup = useSetup();

  const title = t(messages.title, { name: user?.title ?? '' });
  return (
    <div data-home={setup.firstRun ? 'first-run' : isAdmin ? 'admin' : 'editor'}>
      <h1 className="h3 mb-1" tabIndex={-1}>
        {title}
      </h1>
      <p className="text-body-secondary">{t(messages.today, { date: formatDate(new Date()) })}</p>
      {setup.firstRun ? (
        <FirstSteps state={setup} isAdmin={isAdmin} />
      ) : !saved ? (
        <p className="alert alert-info">{t(messages.choosePlant)}</p>
      ) : (
        <>
          <section aria-labelledby="home-mine-title" className="mb-4">
            <h2 className="h5" id="home-mine-title">
              {t(messages.mineTitle)}
            </h2>
            <CountsNote />
            <div className="row g-3">
              <div className="col-md-6 col-xl-4">
                <Card className="h-100">
                  <CardBody>
                    <MyOpenFigure />
                  </CardBody>
                </Card>
              </div>
              <div className="col-md-6 col-xl-4">
                <MyRequestsCard />
              </div>
              <div className="col-md-6 col-xl-4">
                <TodayCard mine={!isAdmin} />
              </div>
            </div>
          </section>
          {isAdmin && (
            <section aria-labelledby="home-admin-title" className="mb-4">
              <h2 className="h5" id="home-admin-title">
                {t(messages.adminTitle)}
              </h2>
              <div className="row g-3">
                <div className="col-md-6 col-xl-4">
                  <AdminFiguresCard />
                </div>
                <div className="col-md-6 col-xl-4">
                  <BacklogCard />
                </div>
                <div className="col-md-6 col-xl-4">
                  <ExpiringContractsCard />
                </div>
              </div>
            </section>
          )}
        </>
      )}
      <div className="row g-3">
        <div className="col-md-6 col-xl-4">
          <DataFilterCard />
        </div>
      </div>
    </div>
  );
}
