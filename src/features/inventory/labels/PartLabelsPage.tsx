// /app/inventory/labels?ids=a,b,c: a printable sheet of QR labels for chosen parts (part number,
// description, manufacturer's number; the code opens the part's page, and the scanner reads it).
// The parts are read by id, live; ids that are not parts are named and get no label.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { LabelSheets, type LabelContent } from '../../../components/labels/LabelSheets';
import { DocumentTitle } from '../../../components/pageFocus';
import { partUrl } from '../../../lib/labels';
import { useErrorText } from '../../../lib/useErrorText';
import { useAppSelector } from '../../../store/hooks';
import { partsByIdsLive } from '../inventoryLive';
import messages from './messages';

/** The most labels one page makes (the parts list offers its shown page, at most 100). */
export const MOST_LABELS = 240;

export default function PartLabelsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? null);
  const idsParam = params.get('ids') ?? '';
  const { ids, cut } = useMemo(() => {
    const all = [...new Set(idsParam.split(',').map((id) => id.trim()))].filter(Boolean);
    return { ids: all.slice(0, MOST_LABELS), cut: all.length > MOST_LABELS };
  }, [idsParam]);
  const live = partsByIdsLive.useLive(company && ids.length ? { company, ids } : null);
  const found = live?.value?.items;
  const { labels, unknown } = useMemo(() => {
    const byId = new Map((found ?? []).map((p) => [p.id, p]));
    return {
      labels: ids.flatMap((id): LabelContent[] => {
        const part = byId.get(id);
        if (!part) return [];
        const url = partUrl(part.id);
        return [
          {
            id: part.id,
            title: part.number,
            name: part.description,
            note: part.manufacturerNumber ? t(messages.note, { number: part.manufacturerNumber }) : undefined,
            url,
            qrAlt: t(messages.qrAlt, { number: part.number, url }),
          },
        ];
      }),
      unknown: found ? ids.filter((id) => !byId.has(id)) : [],
    };
  }, [found, ids, t]);
  const title = t(messages.title);

  return (
    <>
      <DocumentTitle page={title} />
      <div className="torque-labels-screen-only">
        <h1 className="h3 mb-3">{title}</h1>
        {ids.length === 0 ? (
          <p>{t(messages.nothingChosen)}</p>
        ) : live?.status === 'failed' && live.error ? (
          <Alert color="danger" role="alert">
            {t(messages.failed, { reason: errorText(live.error) })}
          </Alert>
        ) : !found ? (
          <div role="status" className="mb-3">
            <Spinner size="sm" className="me-2" aria-hidden />
            {t(messages.loading)}
          </div>
        ) : (
          <p>{t(messages.intro, { count: labels.length })}</p>
        )}
        {cut && (
          <Alert color="warning" role="alert">
            {t(messages.tooMany, { max: MOST_LABELS })}
          </Alert>
        )}
        {unknown.length > 0 && (
          <Alert color="warning" role="alert">
            {t(messages.unknown, { count: unknown.length, ids: unknown.join(', ') })}
          </Alert>
        )}
        <div className="d-flex gap-2 mb-3">
          <Button color="primary" disabled={labels.length === 0} onClick={() => window.print()}>
            {t(messages.print)}
          </Button>
          <Link className="btn btn-outline-secondary" to="/app/inventory/parts">
            {t(messages.back)}
          </Link>
        </div>
      </div>
      <LabelSheets labels={labels} />
    </>
  );
}
