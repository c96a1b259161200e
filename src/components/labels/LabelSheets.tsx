// Printable sheets of QR labels (A4, 24 to a sheet: labels.css), for any kind of thing that has a
// page: each label shows its title, a name and a small note, and a QR code of its page's address
// (and, when asked, a second smaller one with a caption: the plant's request portal for the item).
// The QR library loads only when a sheet is shown; the print style sheet hides the app's chrome
// (and anything marked `torque-labels-screen-only`) and prints only the sheets.
import { useIntl } from 'react-intl';
import { Alert, Spinner } from 'reactstrap';
import messages from './messages';
import { useQrCodes } from './useQrCodes';
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
  /** A second, smaller QR code with its caption (e.g. the plant's request portal for this item). */
  second?: { url: string; caption: string; qrAlt: string };
}

function Label({ label, codes }: { label: LabelContent; codes: ReadonlyMap<string, string> }) {
  const intl = useIntl();
  const qr = codes.get(label.url);
  const second = label.second;
  const secondQr = second && codes.get(second.url);
  return (
    <article className={`torque-label${second ? ' torque-label--second' : ''}`} aria-label={label.title}>
      <div className="torque-label-text">
        <div className="torque-label-tag">{label.title}</div>
        <div className="torque-label-name">{label.name}</div>
        {label.note && <div className="torque-label-rank">{label.note}</div>}
        {second && (
          <div className="torque-label-second">
            {secondQr ? (
              <img className="torque-label-second-qr" src={secondQr} alt={second.qrAlt} />
            ) : (
              <span className="torque-label-second-qr" />
            )}
            <span className="torque-label-second-caption">{second.caption}</span>
          </div>
        )}
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
  const { codes, failed } = useQrCodes(labels.flatMap((l) => (l.second ? [l.url, l.second.url] : [l.url])));
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
            <Label key={label.id} label={label} codes={codes} />
          ))}
        </section>
      ))}
    </>
  );
}
