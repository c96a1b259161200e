// /app/contracts: the site's service contracts with their status in words, those
// needing attention first, filtered by status and category. Members read; admins add.
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PendingBadge } from '../../components/PendingBadge';
import { SelectField } from '../../components/SelectField';
import { DocumentTitle } from '../../components/pageFocus';
import { formatDay } from '../../lib/days';
import { selectIsAdmin, selectSavedPlant } from '../plant/plantSlice';
import { StatusBadge, useCategoryOptions, useWriteErrorText } from './ContractBits';
import { matchesStatus, STATUS_FILTERS, type StatusFilter } from '../../domain/contractStatus';
import { contractsWriteErrorDismissed, selectContractRows, selectContracts, useContractsLive } from './contractsSlice';
import messages, { CATEGORY_NAMES, FILTER_NAMES } from './messages';

export default function ContractsListPage() {
  const list = useContractsLive();
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const writeErrorText = useWriteErrorText();
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectSavedPlant);
  const state = useAppSelector(selectContracts);
  const rows = useAppSelector(selectContractRows);
  const categories = useCategoryOptions();
  // The filters live in the address (?status=expiring30&category=crane): Home and bookmarks link to them.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status') as StatusFilter | null;
  const status: StatusFilter = asked && STATUS_FILTERS.includes(asked) ? asked : 'all';
  const category = search.get('category') ?? '';
  const setFilter = (name: 'status' | 'category', value: string) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const shown = rows.filter((c) => matchesStatus(c.status, status) && (!category || c.category === category));
  const title = t(messages.listTitle);

  return (
    <div data-contracts-status={list.status}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {isAdmin && saved && (
          <Link className="btn btn-primary" to="/app/contracts/new">
            {t(messages.newContract)}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.listIntro)}</p>
      <ErrorAlert
        text={state.writeError && writeErrorText(state.writeError)}
        onDismiss={() => dispatch(contractsWriteErrorDismissed())}
      />
      {!saved ? (
        <p className="alert alert-info">{t(messages.choosePlant)}</p>
      ) : (
        <>
          <div className="row g-3">
            <div className="col-sm-6 col-lg-4">
              <SelectField
                id="contracts-filter-status"
                label={t(messages.filterStatus)}
                value={status}
                onValue={(v) => setFilter('status', v)}
              >
                {STATUS_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {t(FILTER_NAMES[f])}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="col-sm-6 col-lg-4">
              <SelectField
                id="contracts-filter-category"
                label={t(messages.filterCategory)}
                value={category}
                onValue={(v) => setFilter('category', v)}
              >
                <option value="">{t(messages.allCategories)}</option>
                {categories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          {list.corrupt.length > 0 && (
            <p className="alert alert-warning">{t(messages.corrupt, { count: list.corrupt.length })}</p>
          )}
          <AsyncSection
            status={list.status === 'ready' || list.status === 'idle' ? 'idle' : list.status}
            error={list.error}
            hasData={list.status === 'ready' || rows.length > 0}
            failedTitle={t(messages.loadFailed)}
            loadingText={t(messages.loading)}
            onRetry={list.retry}
          >
            {rows.length === 0 ? (
              <p className="text-body-secondary">{t(messages.none)}</p>
            ) : shown.length === 0 ? (
              <p className="text-body-secondary">{t(messages.noneMatch)}</p>
            ) : (
              <div className="table-responsive">
                <table className="table align-middle">
                  <thead>
                    <tr>
                      <th scope="col">{t(messages.colVendor)}</th>
                      <th scope="col">{t(messages.colCategory)}</th>
                      <th scope="col">{t(messages.colTerm)}</th>
                      <th scope="col" className="text-end">
                        {t(messages.colValue)}
                      </th>
                      <th scope="col">{t(messages.colStatus)}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((c) => (
                      <tr key={c.id} data-contract-id={c.id} data-contract-status={c.status.kind}>
                        <td>
                          <Link to={`/app/contracts/${c.id}`}>{c.vendor}</Link>
                          {c.contractNumber && <div className="small text-body-secondary">{c.contractNumber}</div>}
                        </td>
                        <td>{t(CATEGORY_NAMES[c.category])}</td>
                        <td className="text-nowrap">
                          {t(messages.term, { start: formatDay(c.startDate), end: formatDay(c.endDate) })}
                        </td>
                        <td className="text-end text-nowrap">
                          {intl.formatNumber(c.value, { style: 'currency', currency: c.currency })}
                        </td>
                        <td>
                          <span className="d-inline-flex flex-wrap gap-1 align-items-center">
                            <StatusBadge status={c.status} />
                            {c.renewedBy && (
                              <Badge color="light" className="text-dark border">
                                {t(messages.renewed)}
                              </Badge>
                            )}
                            <PendingBadge pending={c.pending} />
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {list.fromCache && <p className="small text-body-secondary">{t(messages.fromCache)}</p>}
          </AsyncSection>
        </>
      )}
    </div>
  );
}
