// /app/inventory/parts: the company's parts catalogue, live, a page at a time (a catalogue of
// 20,000 parts is never read whole), searched as you type by part number, description or
// manufacturer's number: the server is asked for the parts holding the most telling typed word
// (their stored search words), the other words filter what comes back, and until it answers the
// rows already shown are filtered at once. Rows are virtualised. Members read and export the
// catalogue as CSV and print QR labels for the parts shown; admins add parts, one by one or from
// a CSV file.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { TextField } from '../../components/TextField';
import { VirtualTable, type VirtualColumn } from '../../components/VirtualTable';
import { partMatches, PARTS_PAGE, partSearchWord } from '../../domain/inventory';
import type { Part } from '../../services/firebase/inventory';
import type { Pending } from '../../services/firebase/live';
import { useAppSelector } from '../../store/hooks';
import { selectIsAdmin } from '../plant/plantSlice';
import { partsPageLive } from './inventoryLive';
import { PlanLimitNotice } from '../../components/plan/PlanLimitNotice';
import { selectLimit } from '../company/companySlice';
import messages from './messages';
import { UNIT_NAMES } from '../../components/inventory/names';
import { ExportPartsButton } from './csv/ExportPartsButton';
import csvMessages from './csv/messages';
import labelMessages from './labels/messages';

export default function PartsListPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const isAdmin = useAppSelector(selectIsAdmin);
  const limit = useAppSelector((s) => selectLimit(s, 'parts'));
  const [text, setText] = useState('');
  const word = partSearchWord(text);
  const [pages, setPages] = useState({ word, count: 1 });
  const count = pages.word === word ? pages.count : 1;
  const key = company ? { company, word, limit: PARTS_PAGE * count } : null;
  const live = partsPageLive.useLive(key);
  const controls = partsPageLive.useControls(key);
  // Until the server answers a new search, the rows already shown are filtered at once.
  const [kept, setKept] = useState<Pending<Part>[]>([]);
  const fresh = live?.value?.items;
  if (fresh && fresh !== kept) setKept(fresh);
  // The server's answer (online, the first snapshot may be the local cache's guess).
  const online = useAppSelector((s) => s.sync?.online ?? true);
  const answered = Boolean(fresh) && (!live?.value?.fromCache || !online);
  const items = fresh ?? kept;
  const shown = items
    .filter((p) => partMatches(p, text))
    .sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  const more = answered && items.length >= PARTS_PAGE * count;
  const title = t(messages.title);
  const columns: VirtualColumn<Pending<Part>>[] = [
    {
      key: 'number',
      header: t(messages.colNumber),
      className: 'col-5 col-md-2',
      cell: (p) => (
        <>
          <Link to={`/app/inventory/parts/${p.id}`} className="fw-semibold">
            <bdi>{p.number}</bdi>
          </Link>
          <PendingBadge pending={p.pending} />
          {p.archived && <span className="badge text-bg-secondary ms-1">{t(messages.archived)}</span>}
        </>
      ),
    },
    { key: 'description', header: t(messages.colDescription), className: 'col-7 col-md-4', cell: (p) => p.description },
    {
      key: 'unit',
      header: t(messages.colUnit),
      className: 'col-3 col-md-1 small',
      cell: (p) => t(UNIT_NAMES[p.unit]),
    },
    { key: 'category', header: t(messages.colCategory), className: 'col-4 col-md-2 small', cell: (p) => p.category },
    {
      key: 'manufacturer',
      header: t(messages.colManufacturer),
      className: 'col-5 col-md-3 small',
      cell: (p) => (
        <>
          {p.manufacturer}
          {p.manufacturerNumber && <span className="text-body-secondary"> · {p.manufacturerNumber}</span>}
        </>
      ),
    },
  ];
  return (
    <div data-parts={live?.status ?? 'loading'} data-parts-for={answered ? text : undefined}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <Link to="/app/inventory/storerooms">{t(messages.storeroomsLink)}</Link>
        <ExportPartsButton company={company} />
        {shown.length > 0 && (
          <Link
            className="btn btn-outline-secondary"
            to={`/app/inventory/labels?ids=${shown.map((p) => encodeURIComponent(p.id)).join(',')}`}
            data-parts-labels={shown.length}
          >
            {t(labelMessages.printShown, { count: shown.length })}
          </Link>
        )}
        {isAdmin && (
          <Link className="btn btn-outline-secondary" to="/app/inventory/parts/import">
            {t(csvMessages.importLink)}
          </Link>
        )}
        {isAdmin && (
          <Link className="btn btn-primary" to="/app/inventory/parts/new">
            {t(messages.newPart)}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.intro)}</p>
      {isAdmin && <PlanLimitNotice status={limit} />}
      <TextField
        id="parts-search"
        type="search"
        label={t(messages.search)}
        hint={t(messages.searchHint)}
        value={text}
        onValue={setText}
        autoComplete="off"
      />
      <AsyncSection
        status={live?.status === 'failed' ? 'failed' : answered || items.length ? 'idle' : 'loading'}
        error={live?.error}
        failedTitle={t(messages.failed, { reason: '' })}
        hasData={answered || items.length > 0}
        onRetry={controls.retry}
        loadingText={t(messages.loading)}
      >
        <p className="small text-body-secondary mb-2" aria-live="polite" data-parts-shown={shown.length}>
          {shown.length === 0
            ? text.trim()
              ? t(messages.noneFound, { text })
              : t(messages.none)
            : more
              ? t(messages.shownMore, { count: shown.length })
              : t(messages.shownAll, { count: shown.length })}
        </p>
        {shown.length > 0 && (
          <VirtualTable
            rows={shown}
            columns={columns}
            rowKey={(p) => p.id}
            label={t(messages.listLabel)}
            rowData={(p) => ({ 'data-part': p.id })}
          />
        )}
        {more && (
          <Button
            color="secondary"
            outline
            size="sm"
            className="mt-2"
            onClick={() => setPages({ word, count: count + 1 })}
          >
            {t(messages.showMore, { count: PARTS_PAGE })}
          </Button>
        )}
      </AsyncSection>
    </div>
  );
}
