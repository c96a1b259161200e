// /app/job-plans: the company's job plans by title, a page at a time, live: search by title,
// craft or tool words, archived ones on request; each row with its labour and crew, what it fits
// and its revision. Members read; admins add.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { TextField } from '../../components/TextField';
import { DocumentTitle } from '../../components/pageFocus';
import { jobDuration } from '../../domain/jobPlans';
import { selectIsAdmin } from '../plant/plantSlice';
import messages from './messages';
import { ClassesText, WriteError } from './JobPlanBits';
import { useJobPlans } from './jobPlansLive';
import { jobPlansFilterChanged, selectJobPlans } from './jobPlansSlice';

/** Typing settles this long before the search asks again. */
const SEARCH_DELAY_MS = 300;

export default function JobPlansListPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const filter = useAppSelector((s) => selectJobPlans(s).filter);
  const state = useJobPlans(filter);
  const { items } = state;
  const [search, setSearch] = useState(filter.search);

  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => dispatch(jobPlansFilterChanged({ search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, search, filter.search]);

  const title = t(messages.listTitle);
  return (
    <div data-job-plans-status={state.status}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {isAdmin && (
          <Link className="btn btn-primary" to="/app/job-plans/new">
            {t(messages.newJobPlan)}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.listIntro)}</p>
      <WriteError />
      <div className="row g-3 align-items-end mb-2">
        <div className="col-md-6">
          <TextField
            id="job-plans-search"
            type="search"
            label={t(messages.search)}
            value={search}
            onValue={setSearch}
            autoComplete="off"
          />
        </div>
        <div className="col-md-6">
          <div className="form-check mb-3">
            <input
              id="job-plans-archived"
              className="form-check-input"
              type="checkbox"
              checked={filter.archived}
              onChange={(e) => dispatch(jobPlansFilterChanged({ archived: e.target.checked }))}
            />
            <label className="form-check-label" htmlFor="job-plans-archived">
              {t(messages.showArchived)}
            </label>
          </div>
        </div>
      </div>
      {state.fromCache && state.status === 'ready' && <p className="alert alert-info">{t(messages.fromCache)}</p>}
      {state.corrupt.length > 0 && (
        <p className="alert alert-warning">{t(messages.corrupt, { count: state.corrupt.length })}</p>
      )}
      {state.status === 'ready' && items.length === 0 && (
        <p className="text-body-secondary">{t(filter.search.trim() ? messages.noMatch : messages.empty)}</p>
      )}
      <AsyncSection
        status={state.status === 'failed' ? 'failed' : state.status === 'ready' ? 'idle' : 'loading'}
        error={state.error}
        hasData={items.length > 0}
        failedTitle={t(messages.loadFailed)}
        loadingText={t(messages.loading)}
        onRetry={state.retry}
      >
        {items.length > 0 && (
          <div className="table-responsive">
            <table className="table align-middle">
              <thead>
                <tr>
                  <th scope="col">{t(messages.colTitle)}</th>
                  <th scope="col">{t(messages.colCraft)}</th>
                  <th scope="col" className="text-end">
                    {t(messages.colLabour)}
                  </th>
                  <th scope="col">{t(messages.colCrew)}</th>
                  <th scope="col">{t(messages.colClasses)}</th>
                  <th scope="col">{t(messages.colRevision)}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} data-job-plan={p.id}>
                    <td>
                      <Link to={`/app/job-plans/${p.id}`}>{p.title}</Link>
                      {p.archived && (
                        <span className="badge text-bg-dark fw-normal ms-2">{t(messages.archivedBadge)}</span>
                      )}
                      <PendingBadge pending={p.pending} />
                    </td>
                    <td>{p.craft}</td>
                    <td className="text-end">{t(messages.hours, { hours: intl.formatNumber(p.estimatedHours) })}</td>
                    <td>
                      {t(messages.people, { count: p.crewSize })} ·{' '}
                      {t(messages.hours, { hours: intl.formatNumber(jobDuration(p)) })}
                    </td>
                    <td>
                      <ClassesText classes={p.classes} />
                    </td>
                    <td>{t(messages.revisionShort, { revision: p.revision })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {state.hasMore && (
          <Button color="secondary" outline onClick={state.more}>
            {t(messages.loadMore)}
          </Button>
        )}
      </AsyncSection>
    </div>
  );
}
