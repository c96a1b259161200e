// Assets → Equipment: the selected plant's equipment from its summary
// (one document, however many items), searched, sorted and filtered in memory and shown in a
// virtualised list.
import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { selectIsAdmin } from '../../plant/plantSlice';
import { EquipmentFilters, parentFilterOf } from './EquipmentFilters';
import { EquipmentTable } from './EquipmentTable';
import { DEFAULT_QUERY, equipmentById, type EquipmentQuery, memoisedQuery } from './equipmentQuery';
import messages from './messages';
import { BrowseFrame } from './BrowseFrame';

/** The label sheet takes at most this many ids in its address. */
export const LABEL_LIMIT = 240;

export const labelsPath = (rows: readonly EquipmentSummary[]) =>
  `/app/assets/labels?ids=${rows
    .slice(0, LABEL_LIMIT)
    .map((e) => e.id)
    .join(',')}`;

interface Props {
  /** The CSV export button (its library loads only when used), given by the route. */
  exportButton?: ReactNode;
}

function EquipmentList({ items, exportButton }: { items: readonly EquipmentSummary[]; exportButton?: ReactNode }) {
  const intl = useIntl();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [params] = useSearchParams();
  const [query, setQuery] = useState<EquipmentQuery>(() => {
    const parent = params.get('parent');
    return parent ? { ...DEFAULT_QUERY, parent: parentFilterOf(`id:${parent}`) } : DEFAULT_QUERY;
  });
  const [run] = useState(memoisedQuery);
  const rows = run(items, query);
  const byId = useMemo(() => equipmentById(items), [items]);
  const t = intl.formatMessage;
  const filtered = rows.length !== items.length;

  return (
    <>
      <EquipmentFilters items={items} query={query} onChange={setQuery} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <p className="mb-0 me-auto" aria-live="polite" aria-atomic>
          {intl.formatMessage(messages.count, {
            shown: <bdi key="shown">{intl.formatNumber(rows.length)}</bdi>,
            total: <bdi key="total">{intl.formatNumber(items.length)}</bdi>,
          })}
        </p>
        {filtered && (
          <button type="button" className="btn btn-link btn-sm" onClick={() => setQuery(DEFAULT_QUERY)}>
            {t(messages.clearFilters)}
          </button>
        )}
        {rows.length > 0 && (
          <Link
            to={labelsPath(rows)}
            className="btn btn-outline-secondary btn-sm"
            title={rows.length > LABEL_LIMIT ? t(messages.printLabelsLimit, { limit: LABEL_LIMIT }) : undefined}
          >
            {t(messages.printLabels)}
          </Link>
        )}
        {exportButton}
        {isAdmin && (
          <Link to="/app/assets/import" className="btn btn-outline-secondary btn-sm">
            {t(messages.importCsv)}
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p className="text-body-secondary">{t(messages.emptyPlant)}</p>
      ) : rows.length === 0 ? (
        <p className="text-body-secondary">{t(messages.noMatch)}</p>
      ) : (
        <EquipmentTable rows={rows} byId={byId} />
      )}
    </>
  );
}

export default function EquipmentListPage({ exportButton }: Props) {
  const intl = useIntl();
  const isAdmin = useAppSelector(selectIsAdmin);
  const t = intl.formatMessage;
  return (
    <BrowseFrame
      title={t(messages.listTitle)}
      actions={
        <>
          <Link to="/app/assets/tree" className="btn btn-outline-secondary btn-sm">
            {t(messages.treeView)}
          </Link>
          {isAdmin && (
            <Link to="/app/assets/equipment/new" className="btn btn-primary btn-sm">
              {t(messages.addEquipment)}
            </Link>
          )}
        </>
      }
    >
      {(_plant, items) => <EquipmentList items={items} exportButton={exportButton} />}
    </BrowseFrame>
  );
}
