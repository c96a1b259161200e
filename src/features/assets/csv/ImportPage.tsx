// Assets → Import (/app/assets/import): choose a CSV file, read its preview and per-row report,
// and import it in batches with a progress bar. Admins only; nothing is written while any
// problem remains.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, CardBody, Input, Label, Spinner, Table } from 'reactstrap';
import { useFeature } from '../../../store/featureRegistry';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { WriteProgress } from '../../../components/WriteProgress';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useErrorText } from '../../../lib/useErrorText';
import { selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { useFailureLibrary } from '../../../components/failureCodes/failureCodesLive';
import { holdFile } from './chosenFiles';
import { csvFeature } from './csvSaga';
import { importFileChosen, importRequested, importReset, selectCsv } from './csvSlice';
import { CSV_COLUMNS, type CsvPreview, type CsvProblem, previewIsValid } from './equipmentCsv';
import messages from './messages';

const PREVIEW_ROWS = 50;
const REPORT_ROWS = 200;

function ProblemReport({ preview }: { preview: CsvPreview }) {
  const intl = useIntl();
  const problems: CsvProblem[] = [...preview.fileProblems, ...preview.rowProblems];
  if (!problems.length) return null;
  const shown = problems.slice(0, REPORT_ROWS);
  return (
    <section aria-labelledby="csv-report-title" className="mb-3">
      <h2 id="csv-report-title" className="h5">
        {intl.formatMessage(messages.reportTitle)}
      </h2>
      <Table size="sm" responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.columnRow)}</th>
            <th scope="col">{intl.formatMessage(messages.columnColumn)}</th>
            <th scope="col">{intl.formatMessage(messages.columnProblem)}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p, i) => (
            <tr key={i}>
              <td>{p.row ?? intl.formatMessage(messages.wholeFile)}</td>
              <td>{p.column ?? (p.row === null ? '' : intl.formatMessage(messages.wholeRow))}</td>
              <td>{intl.formatMessage(p.message, p.values)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {problems.length > shown.length && (
        <p>{intl.formatMessage(messages.reportMore, { count: problems.length - shown.length })}</p>
      )}
    </section>
  );
}

function PreviewTable({ preview }: { preview: CsvPreview }) {
  const intl = useIntl();
  if (!preview.rows.length) return null;
  const rows = preview.rows.slice(0, PREVIEW_ROWS);
  return (
    <section aria-labelledby="csv-preview-title" className="mb-3">
      <h2 id="csv-preview-title" className="h5">
        {intl.formatMessage(messages.previewTitle)}
      </h2>
      <p className="text-body-secondary">
        {intl.formatMessage(messages.previewFirst, { shown: rows.length, rows: preview.dataRows })}
      </p>
      <Table size="sm" responsive striped>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.columnRow)}</th>
            {CSV_COLUMNS.filter((c) => c !== 'description').map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.row}</td>
              <td>{r.draft.tag}</td>
              <td className="text-break">{r.draft.name.slice(0, 80)}</td>
              <td>{r.draft.criticality}</td>
              <td>{r.draft.parent}</td>
              <td>{r.draft.manufacturer}</td>
              <td>{r.draft.model}</td>
              <td>{r.draft.serial}</td>
              <td>{r.draft.installDate}</td>
              <td>{r.draft.location}</td>
              <td>{r.draft.status}</td>
              <td>{r.meters.map((m) => `${m.name}:${m.unit}`).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function ImportProgressBar() {
  const intl = useIntl();
  const { progress } = useAppSelector(selectCsv);
  const total = progress?.total ?? 0;
  const acknowledged = progress?.acknowledged ?? 0;
  return (
    <WriteProgress label={intl.formatMessage(messages.progressLabel)} acknowledged={acknowledged} total={total}>
      {intl.formatMessage(messages.progressText, { queued: progress?.queued ?? 0, total, acknowledged })}
    </WriteProgress>
  );
}

export default function ImportPage() {
  useFeature(csvFeature);
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const isAdmin = useAppSelector(selectIsAdmin);
  const plant = useAppSelector(selectSavedPlant);
  // The library's classes, the company's own too, for the class column's check (csvSaga reads them).
  useFailureLibrary(plant?.company ?? null);
  const { phase, fileName, preview, imported, error, progress } = useAppSelector(selectCsv);
  const inputId = useId();
  const blockedId = useId();
  const title = <h1 className="h3 mb-3">{intl.formatMessage(messages.importTitle)}</h1>;

  if (!isAdmin)
    return (
      <>
        {title}
        <p>{intl.formatMessage(messages.adminsOnly)}</p>
      </>
    );
  if (!plant)
    return (
      <>
        {title}
        <p>{intl.formatMessage(messages.noPlant)}</p>
      </>
    );

  const valid = preview ? previewIsValid(preview) : false;
  const problemCount = preview ? preview.fileProblems.length + preview.rowProblems.length : 0;
  const busy = phase === 'reading' || phase === 'writing';

  if (phase === 'done')
    return (
      <>
        {title}
        <Alert color="success" role="status">
          {intl.formatMessage(messages.doneText, { rows: imported })}
        </Alert>
        <div className="d-flex gap-2">
          <Link className="btn btn-primary" to="/app/assets/list">
            {intl.formatMessage(messages.backToList)}
          </Link>
          <Button color="secondary" outline onClick={() => dispatch(importReset())}>
            {intl.formatMessage(messages.importAnother)}
          </Button>
        </div>
      </>
    );

  return (
    <>
      {title}
      <p>{intl.formatMessage(messages.importIntro, { columns: CSV_COLUMNS.join(', ') })}</p>
      <Card className="mb-3">
        <CardBody>
          <Label for={inputId}>{intl.formatMessage(messages.fileLabel)}</Label>
          <Input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) dispatch(importFileChosen({ token: holdFile(file), fileName: file.name }));
            }}
          />
        </CardBody>
      </Card>
      {phase === 'reading' && (
        <div role="status" className="mb-3">
          <Spinner size="sm" className="me-2" aria-hidden />
          {intl.formatMessage(messages.reading, { file: fileName })}
        </div>
      )}
      {preview && phase !== 'reading' && (
        <>
          <p role="status">
            {intl.formatMessage(messages.previewCounts, {
              file: fileName,
              rows: preview.dataRows,
              problems: problemCount,
            })}
          </p>
          <ProblemReport preview={preview} />
          <PreviewTable preview={preview} />
          {phase === 'writing' && <ImportProgressBar />}
          {phase === 'failed' && (
            <ErrorAlert
              text={`${intl.formatMessage(messages.failed, { error: errorText(error) ?? '' })} ${intl.formatMessage(
                messages.failedPartly,
                { done: progress?.acknowledged ?? 0 },
              )}`}
            />
          )}
          {!valid && <p id={blockedId}>{intl.formatMessage(messages.importBlocked)}</p>}
          <Button
            color="primary"
            disabled={!valid || phase !== 'previewed'}
            aria-describedby={valid ? undefined : blockedId}
            onClick={() => dispatch(importRequested())}
          >
            {phase === 'writing' && <Spinner size="sm" className="me-2" aria-hidden />}
            {intl.formatMessage(messages.importButton, { rows: preview.dataRows })}
          </Button>
        </>
      )}
    </>
  );
}
