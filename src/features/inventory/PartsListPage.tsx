// /app/inventory/parts: the company's parts catalogue, live, searched as you type by part
// number, description or manufacturer's number. Members read; admins add parts.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Table } from 'reactstrap';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { TextField } from '../../components/TextField';
import type { Part } from '../../services/firebase/inventory';
import { useAppSelector } from '../../store/hooks';
import { selectIsAdmin } from '../plant/plantSlice';
import { partsLive } from './inventoryLive';
import messages from './messages';
import { UNIT_NAMES } from '../../components/inventory/names';

/** Whether a part matches every typed word (number, description, manufacturer's number). */
export function partMatches(part: Pick<Part, 'number' | 'description' | 'manufacturerNumber'>, text: string): boolean {
  const words = text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${part.number} ${part.description} ${part.manufacturerNumber}`.toLocaleLowerCase();
  return words.every((w) => haystack.includes(w));
}

export default function PartsListPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const isAdmin = useAppSelector(selectIsAdmin);
  const live = partsLive.useLive(company);
  const controls = partsLive.useControls(company);
  const [text, setText] = useState('');
  const parts = live?.value?.items ?? [];
  const shown = text.trim() ? parts.filter((p) => partMatches(p, text)) : parts;
  const title = t(messages.title);
  return (
    <div data-parts={live?.status ?? 'loading'}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        <Link to="/app/inventory/storerooms">{t(messages.storeroomsLink)}</Link>
        {isAdmin && (
          <Link className="btn btn-primary" to="/app/inventory/parts/new">
            {t(messages.newPart)}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t(messages.intro)}</p>
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
        status={live?.status === 'failed' ? 'failed' : live?.status === 'ready' ? 'idle' : 'loading'}
        error={live?.error}
        failedTitle={t(messages.failed, { reason: '' })}
        hasData={Boolean(live?.value)}
        onRetry={controls.retry}
        loadingText={t(messages.loading)}
      >
        {shown.length === 0 ? (
          <p className="text-body-secondary">{text.trim() ? t(messages.noneFound, { text }) : t(messages.none)}</p>
        ) : (
          <div className="table-responsive">
            <Table size="sm" hover>
              <thead>
                <tr>
                  <th scope="col">{t(messages.colNumber)}</th>
                  <th scope="col">{t(messages.colDescription)}</th>
                  <th scope="col">{t(messages.colUnit)}</th>
                  <th scope="col">{t(messages.colCategory)}</th>
                  <th scope="col">{t(messages.colManufacturer)}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((p) => (
                  <tr key={p.id} data-part={p.id}>
                    <td>
                      <Link to={`/app/inventory/parts/${p.id}`}>
                        <bdi>{p.number}</bdi>
                      </Link>
                      <PendingBadge pending={p.pending} />
                      {p.archived && <span className="badge text-bg-secondary ms-1">{t(messages.archived)}</span>}
                    </td>
                    <td>{p.description}</td>
                    <td>{t(UNIT_NAMES[p.unit])}</td>
                    <td>{p.category}</td>
                    <td>
                      {p.manufacturer}
                      {p.manufacturerNumber && <span className="text-body-secondary"> · {p.manufacturerNumber}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </AsyncSection>
    </div>
  );
}
