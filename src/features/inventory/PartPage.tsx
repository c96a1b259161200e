// /app/inventory/parts/:partId: one part — its details, its photos and files, its stock in each storeroom of the site
// the chosen plant is in (on hand, reserved, available, levels, state: below zero first in
// red), recording a movement, and its movements in the chosen storeroom, newest first. Live:
// a colleague's issue appears without a reload; a movement recorded offline waits to sync.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Card, CardBody, Table } from 'reactstrap';
import { DateText } from '../../components/DateText';
import { PendingBadge } from '../../components/PendingBadge';
import { HelpLink } from '../../components/HelpLink';
import { DocumentTitle } from '../../components/pageFocus';
import { available } from '../../domain/inventory';
import { AttachmentsCard } from '../../components/attachments/AttachmentsCard';
import { inventoryPaths, type StoreKey } from '../../services/firebase/inventory';
import { useAppSelector } from '../../store/hooks';
import { selectIsAdmin } from '../plant/plantSlice';
import { selectMemberNames, selectUploadAllowance } from '../company/companySlice';
import { movementsLive, partsByIdsLive, stockOfLive, storeroomsLive } from './inventoryLive';
import labelMessages from './labels/messages';
import messages from './messages';
import { MovementForm } from './MovementForm';
import { StockTableHead, useStockSite } from './StockBits';
import { StockStateBadge, useQuantity } from '../../components/inventory/StockState';
import { KIND_NAMES, UNIT_NAMES } from '../../components/inventory/names';

/** One storeroom's stock of the part, live (a row of the stock table). */
function StockRow({
  k,
  name,
  partId,
  onStock,
}: {
  k: StoreKey;
  name: string;
  partId: string;
  onStock: (s: string) => void;
}) {
  const q = useQuantity();
  const live = stockOfLive.useLive({ ...k, part: partId });
  const stock = live?.value?.item ?? null;
  // Missing from this device's cache is not "none in stock": wait for the server's word.
  const known = live?.status === 'ready' && (stock !== null || !live.value?.fromCache);
  const level = stock ?? { onHand: 0, reserved: 0, min: null, max: null };
  const shown = (n: number) => (known ? q(n) : '…');
  return (
    <tr data-stock-row={k.store} data-stock-ready={known}>
      <th scope="row">
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onStock(k.store)}>
          {name}
        </button>
        <PendingBadge pending={stock?.pending ?? false} />
      </th>
      <td className="text-end" data-on-hand="">
        {shown(level.onHand)}
      </td>
      <td className="text-end">{shown(level.reserved)}</td>
      <td className="text-end">{shown(available(level))}</td>
      <td className="text-end">
        {level.min === null ? '—' : q(level.min)} – {level.max === null ? '—' : q(level.max)}
      </td>
      <td>{stock?.bin ?? ''}</td>
      <td>{known && <StockStateBadge level={level} />}</td>
    </tr>
  );
}

function Movements({ k, partId, storeName }: { k: StoreKey; partId: string; storeName: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const q = useQuantity();
  const live = movementsLive.useLive({ ...k, part: partId });
  const items = live?.value?.items ?? [];
  return (
    <section aria-labelledby="movements-title">
      <h2 id="movements-title" className="h5">
        {t(messages.movementsTitle, { storeroom: storeName })}
      </h2>
      {items.length === 0 ? (
        <p className="text-body-secondary">
          {live?.status === 'ready' ? t(messages.noMovements) : t(messages.loading)}
        </p>
      ) : (
        <div className="table-responsive">
          <Table size="sm">
            <thead>
              <tr>
                <th scope="col">{t(messages.colWhen)}</th>
                <th scope="col">{t(messages.colKind)}</th>
                <th scope="col" className="text-end">
                  {t(messages.colChange)}
                </th>
                <th scope="col">{t(messages.colOrder)}</th>
                <th scope="col">{t(messages.colBy)}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id} data-movement={m.kind}>
                  <td>
                    <DateText value={m.at} />{' '}
                    <bdi>{intl.formatTime(new Date(m.at), { hour: '2-digit', minute: '2-digit' })}</bdi>
                    <PendingBadge pending={m.pending} />
                  </td>
                  <td>
                    {t(KIND_NAMES[m.kind])}
                    {m.reason && <div className="small text-body-secondary">{m.reason}</div>}
                  </td>
                  <td className="text-end">
                    <bdi>{m.change > 0 ? `+${q(m.change)}` : q(m.change)}</bdi>
                  </td>
                  <td>{m.order && <Link to={`/app/work/${m.order.split('/')[1]}`}>{m.order.split('/')[1]}</Link>}</td>
                  <td>{m.byName}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

export default function PartPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { partId = '' } = useParams();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const isAdmin = useAppSelector(selectIsAdmin);
  const memberNames = useAppSelector(selectMemberNames);
  const allowance = useAppSelector(selectUploadAllowance);
  const parts = partsByIdsLive.useLive(company && partId ? { company, ids: [partId] } : null);
  const part = parts?.value?.items.find((p) => p.id === partId) ?? null;
  const site = useStockSite();
  const storesLive = storeroomsLive.useLive(site ? { company: site.company, site: site.site } : null);
  const storerooms = (storesLive?.value?.items ?? []).filter((s) => !s.archived);
  const [chosen, setChosen] = useState('');
  const store = storerooms.some((s) => s.id === chosen) ? chosen : (storerooms[0]?.id ?? '');
  const keyOf = (storeId: string): StoreKey | null =>
    site ? { company: site.company, site: site.site, store: storeId } : null;
  const storeKey = store ? keyOf(store) : null;
  const storeLive = stockOfLive.useLive(storeKey ? { ...storeKey, part: partId } : null);
  const stockOf = (storeId: string) => (storeId === store ? (storeLive?.value?.item ?? null) : null);
  const title = part ? `${part.number} – ${part.description}` : t(messages.title);

  if (!part)
    return (
      <>
        <DocumentTitle page={title} />
        <h1 className="h3">{t(messages.title)}</h1>
        <p role="status">{parts?.status === 'ready' ? t(messages.notFound) : t(messages.loading)}</p>
        <Link to="/app/inventory/parts">{t(messages.title)}</Link>
      </>
    );
  return (
    <div data-part-page={part.id}>
      <DocumentTitle page={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">
          <bdi>{part.number}</bdi> – {part.description}
          <PendingBadge pending={part.pending} />
        </h1>
        <HelpLink topic="spare-parts" />
        <Link className="btn btn-outline-secondary" to={`/app/inventory/labels?ids=${encodeURIComponent(part.id)}`}>
          {t(labelMessages.printOne)}
        </Link>
        {isAdmin && (
          <Link className="btn btn-outline-secondary" to="edit">
            {t(messages.edit)}
          </Link>
        )}
      </div>
      <Card className="mb-3">
        <CardBody>
          <dl className="row mb-0">
            {(
              [
                [messages.colUnit, t(UNIT_NAMES[part.unit])],
                [messages.colCategory, part.category || '—'],
                [
                  messages.colManufacturer,
                  [part.manufacturer, part.manufacturerNumber].filter(Boolean).join(' · ') || '—',
                ],
                [messages.detailVendor, part.vendor || '—'],
                [messages.detailUnitCost, intl.formatNumber(part.unitCost, { minimumFractionDigits: 2 })],
              ] as const
            ).map(([label, value]) => (
              <div key={label.id} className="col-sm-6 col-lg-4 mb-2">
                <dt className="small text-body-secondary">{t(label)}</dt>
                <dd className="mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
      {company && (
        <AttachmentsCard
          memberNames={memberNames}
          allowance={allowance}
          plant={{ uid: company, company, site: '', plant: '' }}
          folder={inventoryPaths.partFiles(company, part.id)}
          title={t(messages.files)}
          // Storage's rules let admins add files once the part exists on the server.
          waitingToSync={!isAdmin || part.pending}
          waitingText={t(isAdmin ? messages.filesWaiting : messages.filesAdminsOnly)}
        />
      )}
      {!site ? (
        <p className="alert alert-info">{t(messages.choosePlant)}</p>
      ) : (
        <>
          <section aria-labelledby="stock-title" className="mb-3">
            <h2 id="stock-title" className="h5">
              {t(messages.stockTitle, { site: site.siteName })}
            </h2>
            {storerooms.length === 0 ? (
              <p className="text-body-secondary">
                {t(messages.noStorerooms)} <Link to="/app/inventory/storerooms">{t(messages.storeroomsLink)}</Link>
              </p>
            ) : (
              <div className="table-responsive">
                <Table size="sm">
                  <StockTableHead first={t(messages.colStoreroom)} reserved />
                  <tbody>
                    {storerooms.map((s) => (
                      <StockRow key={s.id} k={keyOf(s.id)!} name={s.name} partId={part.id} onStock={setChosen} />
                    ))}
                  </tbody>
                </Table>
              </div>
            )}
          </section>
          {storerooms.length > 0 && !part.archived && (
            <MovementForm
              part={part}
              site={{ company: site.company, site: site.site }}
              storerooms={storerooms}
              stockOf={stockOf}
              store={store}
              onStore={setChosen}
            />
          )}
          {store && (
            <Movements
              k={keyOf(store)!}
              partId={part.id}
              storeName={storerooms.find((s) => s.id === store)?.name ?? ''}
            />
          )}
        </>
      )}
    </div>
  );
}
