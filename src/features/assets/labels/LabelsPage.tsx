// Assets → QR labels (/app/assets/labels?ids=a,b,c, or ?all=1 for the whole plant): a printable
// sheet of labels (tag, name, criticality, a QR code that opens the equipment's page). The QR
// library loads only here; the print style sheet hides the app's chrome and lays the labels
// out 3 × 8 on A4.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { useAppSelector } from '../../../store/hooks';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { CRITICALITY_NAMES, isCriticality } from '../criticality';
import { selectEquipmentById, selectPlantEquipment, selectPlantState } from '../../plant/plantSlice';
import messages from './messages';
import './labels.css';
// The address a label's QR code opens: the scanner reads the same (lib/equipmentLabel.ts).
import { equipmentUrl } from '../../../lib/equipmentLabel';

export const LABELS_PER_SHEET = 24;

/** QR images for the addresses (SVG data URLs: sharp in print, no canvas needed), made by the `qrcode` library once it has loaded. */
function useQrCodes(urls: readonly string[]): { codes: ReadonlyMap<string, string>; failed: boolean } {
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(new Map());
  const [failed, setFailed] = useState(false);
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split('\n') : [];
    import('qrcode')
      .then(async ({ default: QRCode }) => {
        const made = await Promise.all(
          wanted.map(async (url) => {
            const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
            return [url, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`] as const;
          }),
        );
        if (live) setCodes(new Map(made));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [key]);
  return { codes, failed };
}

function Label({ item, url, qr }: { item: EquipmentSummary; url: string; qr: string | undefined }) {
  const intl = useIntl();
  const rank = isCriticality(item.criticality) ? item.criticality : null;
  return (
    <article className="torque-label" aria-label={item.tag}>
      <div className="torque-label-text">
        <div className="torque-label-tag">{item.tag}</div>
        <div className="torque-label-name">{item.name}</div>
        {rank && (
          <div className="torque-label-rank">
            {intl.formatMessage(messages.criticality, {
              rank,
              name: intl.formatMessage(CRITICALITY_NAMES[rank]),
            })}
          </div>
        )}
      </div>
      {qr ? (
        <img className="torque-label-qr" src={qr} alt={intl.formatMessage(messages.qrAlt, { tag: item.tag, url })} />
      ) : (
        <span className="torque-label-qr d-flex align-items-center justify-content-center">
          <Spinner size="sm" aria-label={intl.formatMessage(messages.qrPending)} />
        </span>
      )}
    </article>
  );
}

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
  const urls = useMemo(
    () => items.map((i) => equipmentUrl(i.id, site && plant ? { site, plant } : null)),
    [items, site, plant],
  );
  const { codes, failed } = useQrCodes(urls);
  const sheets: EquipmentSummary[][] = [];
  for (let i = 0; i < items.length; i += LABELS_PER_SHEET) sheets.push(items.slice(i, i + LABELS_PER_SHEET));
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
        {failed && (
          <Alert color="danger" role="alert">
            {intl.formatMessage(messages.qrFailed)}
          </Alert>
        )}
        {items.length === 0 && <p>{intl.formatMessage(messages.nothingChosen)}</p>}
        <div className="d-flex gap-2 mb-3">
          <Button color="primary" disabled={items.length === 0} onClick={() => window.print()}>
            {intl.formatMessage(messages.print)}
          </Button>
          <Link className="btn btn-outline-secondary" to="/app/assets/list">
            {intl.formatMessage(messages.back)}
          </Link>
        </div>
      </div>
      {sheets.map((sheet, i) => (
        <section
          key={i}
          className="torque-labels-sheet"
          aria-label={intl.formatMessage(messages.sheet, { page: i + 1, pages: sheets.length })}
        >
          {sheet.map((item, j) => {
            const url = urls[i * LABELS_PER_SHEET + j];
            return <Label key={item.id} item={item} url={url} qr={codes.get(url)} />;
          })}
        </section>
      ))}
    </>
  );
}
