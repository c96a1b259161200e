// Assets → QR labels (/app/assets/labels?ids=a,b,c, or ?all=1 for the whole plant): a printable
// sheet of labels (tag, name, criticality, a QR code that opens the equipment's page), laid out
// by the shared label sheets. When the plant's request portal is on, each label may carry a
// second, smaller QR code that opens the portal with the item chosen ("Report a fault"), for
// people without an account.
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { LabelSheets, type LabelContent } from '../../../components/labels/LabelSheets';
import { useAppSelector } from '../../../store/hooks';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { CRITICALITY_NAMES, isCriticality } from '../criticality';
import { selectEquipmentById, selectPlantEquipment, selectPlantState } from '../../plant/plantSlice';
import { usePlantPortal } from '../../plant/portalLive';
import { portalUrl } from '../../../domain/portal';
import messages from './messages';
// The address a label's QR code opens: the scanner reads the same (lib/labels.ts).
import { equipmentUrl } from '../../../lib/labels';

/** Which equipment the address asks for: ?all=1 for every item, else ?ids=a,b,c (unknown ids kept apart). */
function useChosen(): { items: EquipmentSummary[]; unknown: string[] } {
  const [params] = useSearchParams();
  const all = useAppSelector(selectPlantEquipment);
  const byId = useAppSelector(selectEquipmentById);
  const idsParam = params.get('ids') ?? '';
  const wantsAll = params.get('all') === '1';
  return useMemo(() => {
    if (wantsAll) return { items: [...all], unknown: [] };
    const ids = [...new Set(idsParam.split(',').map((id) => id.trim()))].filter(Boolean);
    return {
      items: ids.flatMap((id) => byId.get(id) ?? []),
      unknown: ids.filter((id) => !byId.has(id)),
    };
  }, [wantsAll, idsParam, all, byId]);
}

export default function LabelsPage() {
  const intl = useIntl();
  const { status, savedPlantDetails } = useAppSelector(selectPlantState);
  const { items, unknown } = useChosen();
  const site = savedPlantDetails?.site;
  const plant = savedPlantDetails?.plant;
  const { portal } = usePlantPortal();
  const [withPortal, setWithPortal] = useState(false);
  const portalId = useId();
  // Only a portal that takes requests is offered (a label printed for a closed one would mislead).
  const portalKey = portal?.enabled && withPortal ? portal.key : null;
  const labels = useMemo<LabelContent[]>(
    () =>
      items.map((item) => {
        const url = equipmentUrl(item.id, site && plant ? { site, plant } : null);
        const rank = isCriticality(item.criticality) ? item.criticality : null;
        const report = portalKey && portalUrl(window.location.origin, portalKey, item.id);
        return {
          id: item.id,
          title: item.tag,
          name: item.name,
          note: rank
            ? intl.formatMessage(messages.criticality, { rank, name: intl.formatMessage(CRITICALITY_NAMES[rank]) })
            : undefined,
          url,
          qrAlt: intl.formatMessage(messages.qrAlt, { tag: item.tag, url }),
          ...(report
            ? {
                second: {
                  url: report,
                  caption: intl.formatMessage(messages.reportFault),
                  qrAlt: intl.formatMessage(messages.portalQrAlt, { tag: item.tag, url: report }),
                },
              }
            : {}),
        };
      }),
    [items, site, plant, intl, portalKey],
  );
  const title = <h1 className="h3 mb-3">{intl.formatMessage(messages.title)}</h1>;

  if (!savedPlantDetails)
    return (
      <>
        {title}
        <p>{intl.formatMessage(messages.noPlant)}</p>
      </>
    );
  if (status === 'loading')
    return (
      <>
        {title}
        <div role="status" className="mb-3">
          <Spinner size="sm" className="me-2" aria-hidden />
          {intl.formatMessage(messages.loading)}
        </div>
      </>
    );

  return (
    <>
      <div className="torque-labels-screen-only">
        {title}
        <p>{intl.formatMessage(messages.intro, { count: items.length })}</p>
        {unknown.length > 0 && (
          <Alert color="warning" role="alert">
            {intl.formatMessage(messages.unknown, { count: unknown.length, ids: unknown.join(', ') })}
          </Alert>
        )}
        {items.length === 0 && <p>{intl.formatMessage(messages.nothingChosen)}</p>}
        {portal?.enabled && (
          <div className="form-check mb-3">
            <input
              id={portalId}
              className="form-check-input"
              type="checkbox"
              checked={withPortal}
              aria-describedby={`${portalId}-hint`}
              onChange={(e) => setWithPortal(e.target.checked)}
            />
            <label className="form-check-label" htmlFor={portalId}>
              {intl.formatMessage(messages.withPortal)}
            </label>
            <div id={`${portalId}-hint`} className="form-text">
              {intl.formatMessage(messages.withPortalHint)}
            </div>
          </div>
        )}
        <div className="d-flex gap-2 mb-3">
          <Button color="primary" disabled={items.length === 0} onClick={() => window.print()}>
            {intl.formatMessage(messages.print)}
          </Button>
          <Link className="btn btn-outline-secondary" to="/app/assets/list">
            {intl.formatMessage(messages.back)}
          </Link>
        </div>
      </div>
      <LabelSheets labels={labels} />
    </>
  );
}
