// Company › Export data (admins): the whole company as one zip (buildArchive.ts), with progress
// all along (records read and lists done, files added, packing), a Stop button, the archive
// downloaded when ready (and again on request), and the audit list of the exports made, live.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Progress, Table } from 'reactstrap';
import { AsyncSection } from '../../../components/AsyncSection';
import { useFileSize } from '../../../components/attachments/useFileSize';
import { DocumentTitle } from '../../../components/pageFocus';
import { PendingBadge } from '../../../components/PendingBadge';
import { archiveFileName, type ArchiveManifest } from '../../../domain/companyArchive';
import { downloadUrl } from '../../../lib/download';
import { type AppError, toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import { queueExportRecord } from '../../../services/firebase/companyArchive';
import { useAppSelector } from '../../../store/hooks';
import { selectIsAdmin } from '../../plant/plantSlice';
import { exportsLive } from '../companyLive';
import { selectCompanyName } from '../companySlice';
import { type ArchivePhase, buildArchive } from './buildArchive';
import { CloseCompany } from './CloseCompany';
import messages from './messages';

type State =
  | { kind: 'idle' }
  | { kind: 'running'; phase: ArchivePhase | null }
  | { kind: 'ready'; url: string; file: string; manifest: ArchiveManifest; size: number }
  | { kind: 'stopped' }
  | { kind: 'offline' }
  | { kind: 'failed'; error: AppError };

function PhaseBar({ phase }: { phase: ArchivePhase | null }) {
  const t = useIntl().formatMessage;
  const labelId = useId();
  const nameId = useId();
  let value = 0;
  let text = t(messages.reading, { documents: 0, done: 0, known: 0 });
  if (phase?.step === 'reading') {
    value = phase.known ? (phase.done / phase.known) * 80 : 0;
    text = t(messages.reading, { documents: phase.documents, done: phase.done, known: phase.known });
  } else if (phase?.step === 'files') {
    value = 80 + (phase.total ? (phase.done / phase.total) * 15 : 15);
    text = t(messages.files, { done: phase.done, total: phase.total });
  } else if (phase?.step === 'packing') {
    value = 97;
    text = t(messages.packing);
  }
  return (
    <div className="my-3" data-export-phase={phase?.step ?? 'reading'}>
      <span id={nameId} className="visually-hidden">
        {t(messages.progressName)}
      </span>
      <Progress value={Math.round(value)} barAriaLabelledBy={nameId} barAriaValueText={text} animated />
      <p id={labelId} className="small mt-1" role="status">
        {text}
      </p>
    </div>
  );
}

function History({ company }: { company: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const live = exportsLive.useLive(company);
  const { retry } = exportsLive.useControls(company);
  const items = live?.value?.items ?? [];
  return (
    <section aria-labelledby="exports-title" className="mt-4">
      <h2 id="exports-title" className="h5">
        {t(messages.historyTitle)}
      </h2>
      <AsyncSection
        status={live?.status === 'ready' ? 'idle' : live?.status === 'failed' ? 'failed' : 'loading'}
        error={live?.error}
        hasData={live?.status === 'ready' || items.length > 0}
        loadingText={t(messages.historyLoading)}
        onRetry={retry}
      >
        {items.length === 0 ? (
          <p className="text-body-secondary">{t(messages.historyNone)}</p>
        ) : (
          <div className="table-responsive">
            <Table className="align-middle" size="sm">
              <thead>
                <tr>
                  <th scope="col">{t(messages.historyWhen)}</th>
                  <th scope="col">{t(messages.historyBy)}</th>
                  <th scope="col" className="text-end">
                    {t(messages.historyDocuments)}
                  </th>
                  <th scope="col" className="text-end">
                    {t(messages.historyFiles)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((e) => (
                  <tr key={e.id} data-export={e.id}>
                    <td>
                      {e.at ? intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' }) : '…'}
                      <PendingBadge pending={e.pending} />
                    </td>
                    <td>{e.byName}</td>
                    <td className="text-end">{intl.formatNumber(e.documents)}</td>
                    <td className="text-end">{intl.formatNumber(e.files)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </AsyncSection>
    </section>
  );
}

/** `closed`: the owner's last export of a closed company (nothing can be recorded in it any more). */
export default function ExportPage({ closed = false }: { closed?: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const size = useFileSize();
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const companyName = useAppSelector(selectCompanyName);
  const [withFiles, setWithFiles] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const stop = useRef<AbortController | null>(null);
  const filesId = useId();

  // Leaving the page stops an export under way and lets the archive go.
  useEffect(() => () => stop.current?.abort(), []);
  const readyUrl = state.kind === 'ready' ? state.url : null;
  useEffect(() => () => (readyUrl ? URL.revokeObjectURL(readyUrl) : undefined), [readyUrl]);

  if (!user) return null;
  const company = user.companyUID;

  const start = async () => {
    if (!navigator.onLine) {
      setState({ kind: 'offline' });
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setState({ kind: 'running', phase: null });
    try {
      const { blob, manifest } = await buildArchive({
        company,
        companyName: companyName || company,
        madeBy: { uid: user.uid, name: user.title },
        withFiles,
        signal: controller.signal,
        onPhase: (phase) => setState((s) => (s.kind === 'running' ? { kind: 'running', phase } : s)),
      });
      const file = archiveFileName(companyName || company);
      const url = URL.createObjectURL(blob);
      const documents = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
      setState({ kind: 'ready', url, file, manifest, size: blob.size });
      downloadUrl(url, file);
      if (!closed)
        void queueExportRecord(company, { uid: user.uid, name: user.title }, { documents, files: manifest.files });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'stopped' });
      else {
        const appError = toAppError(error);
        setState(appError.code === 'unavailable' ? { kind: 'offline' } : { kind: 'failed', error: appError });
      }
    } finally {
      stop.current = null;
    }
  };

  const running = state.kind === 'running';
  return (
    <div data-export-page="">
      {!closed && <DocumentTitle page={t(messages.title)} />}
      {closed ? <h2 className="h4">{t(messages.title)}</h2> : <h1 className="h3">{t(messages.title)}</h1>}
      {!isAdmin ? (
        <p role="status">{t(messages.adminsOnly)}</p>
      ) : (
        <>
          <p className="text-body-secondary" style={{ maxWidth: '48rem' }}>
            {t(messages.intro, { company: companyName || company })}
          </p>
          <div className="form-check mb-1">
            <input
              id={filesId}
              type="checkbox"
              className="form-check-input"
              checked={withFiles}
              disabled={running}
              aria-describedby={`${filesId}-hint`}
              onChange={(e) => setWithFiles(e.target.checked)}
            />
            <label className="form-check-label" htmlFor={filesId}>
              {t(messages.withFiles)}
            </label>
          </div>
          <p id={`${filesId}-hint`} className="small text-body-secondary">
            {t(messages.withFilesHint)}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button color="primary" disabled={running} onClick={() => void start()}>
              {t(messages.start)}
            </Button>
            {running && (
              <Button color="secondary" outline onClick={() => stop.current?.abort()}>
                {t(messages.stop)}
              </Button>
            )}
          </div>
          {running && <PhaseBar phase={state.phase} />}
          {state.kind === 'ready' && (
            <div className="alert alert-success my-3" role="status" data-export-ready={state.file}>
              <p className="mb-1">
                {t(messages.ready, {
                  documents: Object.values(state.manifest.counts).reduce((a, b) => a + b, 0),
                  files: state.manifest.files,
                  size: size(state.size),
                })}
              </p>
              <a href={state.url} download={state.file}>
                {t(messages.downloadAgain, { file: state.file })}
              </a>
            </div>
          )}
          {state.kind === 'stopped' && (
            <p className="alert alert-secondary my-3" role="status">
              {t(messages.stopped)}
            </p>
          )}
          {state.kind === 'offline' && (
            <p className="alert alert-warning my-3" role="alert">
              {t(messages.offline)}
            </p>
          )}
          {state.kind === 'failed' && (
            <p className="alert alert-danger my-3" role="alert">
              {t(messages.failed, { reason: errorText(state.error) ?? '' })}
            </p>
          )}
          <History company={company} />
          {!closed && user.uid === company && (
            <CloseCompany company={company} companyName={companyName || company} uid={user.uid} />
          )}
        </>
      )}
    </div>
  );
}
