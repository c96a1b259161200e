// Printable sheets of QR labels (A4, 24 to a sheet: labels.css), for any kind of thing that has a
// page: each label shows its title, a name and a small note, and a QR code of its page's address.
// The QR library loads only when a sheet is shown; the print style sheet hides the app's chrome
// (and anything marked `torque-labels-screen-only`) and prints only the sheets.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Spinner } from 'reactstrap';
import messages from './messages';
import './labels.css';

export const LABELS_PER_SHEET = 24;

/** One label: what it shows and the address its QR code opens. */
export interface LabelContent {
  id: string;
  /** The big first line (a tag, a part number). */
  title: string;
  name: string;
  note?: string;
  url: string;
  /** The QR image's text alternative. */
  qrAlt: string;
}

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

function Label({ label, qr }: { label: LabelContent; qr: string | undefined }) {
  const intl = useIntl();
  return (
    <article className="torque-label" aria-label={label.title}>
      <div className="torque-label-text">
        <div className="torque-label-tag">{label.title}</div>
        <div className="torque-label-name">{label.name}</div>
        {label.note && <div className="torque-label-rank">{label.note}</div>}
      </div>
      {qr ? (
        <img className="torque-label-qr" src={qr} alt={label.qrAlt} />
      ) : (
        <span className="torque-label-qr d-flex align-items-center justify-content-center">
          <Spinner size="sm" aria-label={intl.formatMessage(messages.qrPending)} />
        </span>
      )}
    </article>
  );
}

/** The sheets, and a warning (shown on screen only) when the QR codes could not be made. */
export function LabelSheets({ labels }: { labels: readonly LabelContent[] }) {
  const intl = useIntl();
  const { codes, failed } = useQrCodes(labels.map((l) => l.url));
  const sheets: LabelContent[][] = [];
  for (let i = 0; i < labels.length; i += LABELS_PER_SHEET) sheets.push(labels.slice(i, i + LABELS_PER_SHEET));
  return (
    <>
      {failed && (
        <Alert color="danger" role="alert" className="torque-labels-screen-only">
          {intl.formatMessage(messages.qrFailed)}
        </Alert>
      )}
      {sheets.map((sheet, i) => (
        <section
          key={i}
          className="torque-labels-sheet"
          aria-label={intl.formatMessage(messages.sheet, { page: i + 1, pages: sheets.length })}
        >
          {sheet.map((label) => (
            <Label key={label.id} label={label} qr={codes.get(label.url)} />
          ))}
        </section>
      ))}
    </>
  );
}
