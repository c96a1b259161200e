// "Export CSV" on the parts list: downloads parts-<yyyy-mm-dd>.csv of the whole catalogue (read
// from the server in pages by number, not only the page on screen), busy while it works with the
// count read so far; a failure is said in words beside it.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Spinner } from 'reactstrap';
import { partsCsvFileName, partsToCsv } from '../../../domain/partsCsv';
import { downloadText } from '../../../lib/download';
import { type AppError, toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import { readAllParts } from '../../../services/firebase/partsCsv';
import messages from './messages';

export function ExportPartsButton({ company }: { company: string | null }) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  /** Parts read so far; null when no export is under way. */
  const [read, setRead] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  // A second press before the page has drawn the busy button is the same export.
  const running = useRef(false);
  const busy = read !== null;

  const exportCsv = async () => {
    if (!company || running.current) return;
    running.current = true;
    setRead(0);
    setError(null);
    try {
      const parts = await readAllParts(company, setRead);
      downloadText(partsCsvFileName(), await partsToCsv(parts));
    } catch (e) {
      setError(toAppError(e));
    } finally {
      running.current = false;
      setRead(null);
    }
  };

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <Button
        color="secondary"
        outline
        disabled={!company || busy}
        aria-busy={busy}
        onClick={() => void exportCsv()}
        data-parts-export={busy ? 'busy' : 'idle'}
      >
        {busy && <Spinner size="sm" className="me-2" aria-hidden />}
        {busy ? t(messages.exportBusy, { count: read }) : t(messages.exportButton)}
      </Button>
      {error && (
        <span role="alert" className="text-danger small">
          {t(messages.exportFailed, { reason: errorText(error) })}
        </span>
      )}
    </span>
  );
}
