// /app/procedures: the company's procedures library, by title, a page at a time, live:
// search by title words and tags, a category filter, archived ones on request; each row with its
// category, tags, revision and last change. Members read; admins add.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DateText } from '../../components/DateText';
import { PendingBadge } from '../../components/PendingBadge';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { DocumentTitle } from '../../components/pageFocus';
import { PROCEDURE_CATEGORIES } from '../../services/firebase/procedures';
import { selectIsAdmin } from '../plant/plantSlice';
import messages, { CATEGORY_NAMES } from './messages';
import { CategoryBadge, Tags, WriteError } from './ProcedureBits';
import { libraryFilterChanged, selectProcedures } from './proceduresSlice';
import { useLibrary } from './proceduresLive';
import { isCategory } from './procedureValidation';

/** Typing settles this long before the search asks again. */
const SEARCH_DELAY_MS = 300;

export default function LibraryPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector(selectIsAdmin);
  const filter = useAppSelector((s) => selectProcedures(s).libraryFilter);
  const state = useLibrary();
  const { items } = state;
  const [search, setSearch] = useState(filter.search);

  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => dispatch(libraryFilterChanged({ search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, search, filter.search]);

  const title = t(messages.libraryTitle);
  const filtered = filter.search.trim() !== '' || filter.category !== null;
  return (
    <div data-procedures-status={state.status}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {isAdmin && (
          <Link className="btn btn-primary" to="/app/procedures/new">
            {t(messages.newProcedure)}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.libraryIntro)}</p>
      <WriteError />
      <div className="row g-3 align-items-end mb-2">
        <div className="col-md-5">
          <TextField
            id="procedures-search"
            type="search"
            label={t(messages.searchLabel)}
            value={search}
            onValue={setSearch}
            autoComplete="off"
          />
        </div>
        <div className="col-md-4">
          <SelectField
            id="procedures-category"
            label={t(messages.categoryFilter)}
            value={filter.category ?? ''}
            onValue={(v) => dispatch(libraryFilterChanged({ category: isCategory(v) ? v : null }))}
          >
            <option value="">{t(messages.allCategories)}</option>
            {PROCEDURE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(CATEGORY_NAMES[c])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-md-3">
          <div className="form-check mb-3">
            <input
              id="procedures-archived"
              className="form-check-input"
              type="checkbox"
              checked={filter.archived}
              onChange={(e) => dispatch(libraryFilterChanged({ archived: e.target.checked }))}
            />
            <label className="form-check-label" htmlFor="procedures-archived">
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
        <p className="text-body-secondary">{t(filtered ? messages.noMatch : messages.libraryEmpty)}</p>
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
                  <th scope="col">{t(messages.colCategory)}</th>
                  <th scope="col">{t(messages.colTags)}</th>
                  <th scope="col">{t(messages.colRevision)}</th>
                  <th scope="col">{t(messages.colChanged)}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id} data-procedure={p.id}>
                    <td>
                      <Link to={`/app/procedures/${p.id}`}>{p.title}</Link>
                      {p.archived && (
                        <span className="badge text-bg-dark fw-normal ms-2">{t(messages.archivedBadge)}</span>
                      )}
                      <PendingBadge pending={p.pending} />
                    </td>
                    <td>
                      <CategoryBadge category={p.category} />
                    </td>
                    <td>
                      <Tags tags={p.tags} />
                    </td>
                    <td>{t(messages.revisionShort, { revision: p.revision })}</td>
                    <td>
                      {t(messages.changedBy, { date: <DateText key="d" value={p.updatedAt} />, name: p.updatedByName })}
                    </td>
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
