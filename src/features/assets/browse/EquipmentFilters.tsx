// The list's search field, sort and filters, each with a visible label.
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { EQUIPMENT_STATUSES, type EquipmentSummary } from '../../../services/firebase/assets';
import { CRITICALITY_NAMES, CRITICALITY_RANKS, STATUS_NAMES } from '../criticality';
import assetMessages from '../messages';
import { type EquipmentQuery, hierarchyOf, parentIds, type ParentFilter, SORT_KEYS } from './equipmentQuery';
import messages from './messages';

interface Props {
  items: readonly EquipmentSummary[];
  query: EquipmentQuery;
  onChange: (query: EquipmentQuery) => void;
}

export const parentValue = (p: ParentFilter) => (p.kind === 'children' ? `id:${p.id}` : p.kind);
export const parentFilterOf = (value: string): ParentFilter =>
  value.startsWith('id:') ? { kind: 'children', id: value.slice(3) } : { kind: value === 'top' ? 'top' : 'any' };

/** The items that have children, in tag order (memoised apart: 5,000 items make many options). */
const ParentOptions = memo(function ParentOptions({ items }: { items: readonly EquipmentSummary[] }) {
  const intl = useIntl();
  const parents = useMemo(() => {
    const h = hierarchyOf(items);
    const ids = parentIds(h);
    return items.filter((e) => ids.has(e.id)).sort((a, b) => a.tag.localeCompare(b.tag));
  }, [items]);
  return (
    <>
      <option value="any">{intl.formatMessage(messages.anyParent)}</option>
      <option value="top">{intl.formatMessage(messages.topLevel)}</option>
      {parents.map((e) => (
        <option key={e.id} value={`id:${e.id}`}>
          {intl.formatMessage(messages.childrenOf, { tag: e.tag })}
        </option>
      ))}
    </>
  );
});

export function EquipmentFilters({ items, query, onChange }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const set = (patch: Partial<EquipmentQuery>) => onChange({ ...query, ...patch });
  const field = 'col-6 col-lg-3';
  return (
    <div className="row g-2 mb-3" role="search">
      <div className="col-12 col-lg-6">
        <label htmlFor="equipment-search" className="form-label mb-1">
          {t(messages.search)}
        </label>
        <input
          id="equipment-search"
          type="search"
          name="search"
          className="form-control"
          autoComplete="off"
          aria-describedby="equipment-search-hint"
          value={query.search}
          onChange={(e) => set({ search: e.target.value })}
        />
        <div id="equipment-search-hint" className="form-text">
          {t(messages.searchHint)}
        </div>
      </div>
      <div className={field}>
        <label htmlFor="equipment-sort" className="form-label mb-1">
          {t(messages.sortBy)}
        </label>
        <select
          id="equipment-sort"
          name="sort"
          className="form-select"
          value={query.sort}
          onChange={(e) => set({ sort: e.target.value as EquipmentQuery['sort'] })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(messages[key])}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="equipment-order" className="form-label mb-1">
          {t(messages.order)}
        </label>
        <select
          id="equipment-order"
          name="order"
          className="form-select"
          value={query.direction}
          onChange={(e) => set({ direction: e.target.value === 'desc' ? 'desc' : 'asc' })}
        >
          <option value="asc">{t(messages.ascending)}</option>
          <option value="desc">{t(messages.descending)}</option>
        </select>
      </div>
      <div className={field}>
        <label htmlFor="equipment-criticality" className="form-label mb-1">
          {t(messages.criticality)}
        </label>
        <select
          id="equipment-criticality"
          name="criticality"
          className="form-select"
          value={query.criticality.length === 1 ? String(query.criticality[0]) : ''}
          onChange={(e) => set({ criticality: e.target.value ? [Number(e.target.value)] : [] })}
        >
          <option value="">{t(messages.anyCriticality)}</option>
          {CRITICALITY_RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {t(assetMessages.criticalityOption, { rank, name: t(CRITICALITY_NAMES[rank]) })}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="equipment-status" className="form-label mb-1">
          {t(messages.status)}
        </label>
        <select
          id="equipment-status"
          name="status"
          className="form-select"
          value={query.status ?? ''}
          onChange={(e) => set({ status: EQUIPMENT_STATUSES.find((s) => s === e.target.value) ?? null })}
        >
          <option value="">{t(messages.anyStatus)}</option>
          {EQUIPMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_NAMES[s])}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-sm-6 col-lg-6">
        <label htmlFor="equipment-parent" className="form-label mb-1">
          {t(messages.parent)}
        </label>
        <select
          id="equipment-parent"
          name="parent"
          className="form-select"
          value={parentValue(query.parent)}
          onChange={(e) => set({ parent: parentFilterOf(e.target.value) })}
        >
          <ParentOptions items={items} />
        </select>
      </div>
    </div>
  );
}
