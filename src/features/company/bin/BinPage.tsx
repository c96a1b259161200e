// Company › Bin (admins): what admins deleted in the chosen plant (its equipment and plans, its
// site's contracts), live, with who moved it there, when, and how long it can still be restored;
// Restore puts it back as it was (offline-first, "waiting to sync" until the server has it). What
// has been there for the whole period is deleted for good when an admin opens the page: the rules
// allow that only once the server's clock says so (domain/bin.ts). The writes are the bin saga's.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button, Table } from 'reactstrap';
import { AsyncSection } from '../../../components/AsyncSection';
import { DocumentTitle } from '../../../components/pageFocus';
import { PendingBadge } from '../../../components/PendingBadge';
import { BIN_DAYS, daysLeft, isPurgeDue, restorableUntil } from '../../../domain/bin';
import { useErrorText } from '../../../lib/useErrorText';
import type { BinRecord } from '../../../services/firebase/bin';
import type { PlantKey } from '../../../services/firebase/collections';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { selectIsAdmin, selectPlant, selectSavedPlant } from '../../plant/plantSlice';
import { binLive } from '../companyLive';
import { selectMemberNames } from '../companySlice';
import messages from './messages';
import { binFeature } from './binSaga';
import { binClosed, binPurgeDue, binRestoreRequested, selectBin } from './binSlice';

const KIND_NAMES = {
  equipment: messages.kindEquipment,
  plan: messages.kindPlan,
  contract: messages.kindContract,
} as const;

function BinList({ plantKey, plantName }: { plantKey: PlantKey; plantName: string }) {
  useFeature(binFeature);
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const names = useAppSelector(selectMemberNames);
  const live = binLive.useLive(plantKey);
  const { retry } = binLive.useControls(plantKey);
  const dispatch = useAppDispatch();
  const { notice, purged } = useAppSelector(selectBin);
  const items = live?.value?.items ?? [];
  const now = new Date();

  // Once the server has answered, what has been in the bin for the whole period goes for good.
  const fromServer = live?.status === 'ready' && !live.value?.fromCache;
  const due = fromServer ? items.filter((r) => !r.pending && isPurgeDue(r, now)) : [];
  const dueKey = due.map((r) => `${r.kind}/${r.id}`).join(',');
  useEffect(() => {
    if (due.length) dispatch(binPurgeDue({ plant: plantKey, records: due }));
    // `due` is derived from the list each render; its ids say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dueKey, plantKey]);
  useEffect(() => () => void dispatch(binClosed()), [dispatch]);

  const restore = (record: BinRecord) => dispatch(binRestoreRequested({ plant: plantKey, record }));

  return (
    <>
      <p className="text-body-secondary" style={{ maxWidth: '48rem' }}>
        {t(messages.intro, { days: BIN_DAYS, plant: plantName })}
      </p>
      <div aria-live="polite">
        {notice?.kind === 'restored' && (
          <div className="alert alert-success" role="status" data-bin-restored={notice.what}>
            <p className="mb-0">{t(messages.restored, { what: notice.what, pending: String(notice.pending) })}</p>
            {notice.plan && <p className="mb-0 small">{t(messages.planPaused)}</p>}
          </div>
        )}
        {purged > 0 && (
          <p className="alert alert-secondary" role="status" data-bin-purged={purged}>
            {t(messages.purged, { count: purged, days: BIN_DAYS })}
          </p>
        )}
      </div>
      {notice?.kind === 'refused' && (
        <p className="alert alert-danger" role="alert">
          {t(messages.refused, { what: notice.what, step: notice.step, reason: errorText(notice.error) ?? '' })}
        </p>
      )}
      <AsyncSection
        status={live?.status === 'ready' ? 'idle' : live?.status === 'failed' ? 'failed' : 'loading'}
        error={live?.error}
        hasData={live?.status === 'ready' || items.length > 0}
        loadingText={t(messages.loading)}
        onRetry={retry}
      >
        {items.length === 0 ? (
          <p className="text-body-secondary" data-bin-empty="">
            {t(messages.empty)}
          </p>
        ) : (
          <div className="table-responsive">
            <Table className="align-middle" size="sm" aria-label={t(messages.tableName)}>
              <thead>
                <tr>
                  <th scope="col">{t(messages.colWhat)}</th>
                  <th scope="col" className="d-none d-sm-table-cell">
                    {t(messages.colKind)}
                  </th>
                  <th scope="col" className="d-none d-md-table-cell">
                    {t(messages.colBy)}
                  </th>
                  <th scope="col" className="d-none d-md-table-cell">
                    {t(messages.colWhen)}
                  </th>
                  <th scope="col">{t(messages.colLeft)}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t(messages.restore)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((r) => {
                  const until = restorableUntil(r);
                  const over = isPurgeDue(r, now);
                  return (
                    <tr key={`${r.kind}/${r.id}`} data-bin-item={`${r.kind}/${r.id}`}>
                      <th scope="row" className="fw-normal">
                        <bdi>{r.label}</bdi>
                        <PendingBadge pending={r.pending} />
                        {/* On a phone, the kind goes under the name (its column is hidden). */}
                        <span className="d-block d-sm-none small text-body-secondary">{t(KIND_NAMES[r.kind])}</span>
                      </th>
                      <td className="d-none d-sm-table-cell">{t(KIND_NAMES[r.kind])}</td>
                      <td className="d-none d-md-table-cell">{names[r.binnedBy] ?? t(messages.unknownMember)}</td>
                      <td className="d-none d-md-table-cell">
                        {r.binnedAt ? intl.formatDate(r.binnedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '…'}
                      </td>
                      <td>
                        {over
                          ? t(messages.over)
                          : until
                            ? t(messages.left, {
                                days: daysLeft(r, now),
                                until: intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'short' }),
                              })
                            : t(messages.leftUnknown, { days: BIN_DAYS })}
                      </td>
                      <td className="text-end">
                        {!over && (
                          <Button
                            size="sm"
                            color="primary"
                            outline
                            aria-label={t(messages.restoreNamed, { what: r.label })}
                            onClick={() => restore(r)}
                          >
                            {t(messages.restore)}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </div>
        )}
      </AsyncSection>
    </>
  );
}

export default function BinPage() {
  const t = useIntl().formatMessage;
  const isAdmin = useAppSelector(selectIsAdmin);
  const plantKey = useAppSelector(selectSavedPlant);
  const plant = useAppSelector(selectPlant);
  return (
    <div data-bin-page="">
      <DocumentTitle page={t(messages.title)} />
      <h1 className="h3">{t(messages.title)}</h1>
      {!isAdmin ? (
        <p role="status">{t(messages.adminsOnly)}</p>
      ) : !plantKey ? (
        <p role="status">{t(messages.noPlant)}</p>
      ) : (
        <BinList plantKey={plantKey} plantName={plant?.name ?? plantKey.plant} />
      )}
    </div>
  );
}
