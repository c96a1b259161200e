// /app/inventory/parts/import: an admin imports parts from a CSV file. Choose a file → a preview
// that checks every row with the part form's rules and lists every problem as "Row N, column:
// what is wrong", saying how many parts will be created and how many changed → the import, with a
// progress bar, refused in words before anything is written when the Free plan has no room for
// the new parts. Nothing is written while any problem remains. Its own chunk (InventoryRoutes).
import { memo, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, CardBody, Input, Label, Spinner, Table } from 'reactstrap';
import { WriteProgress } from '../../../components/WriteProgress';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DocumentTitle } from '../../../components/pageFocus';
import { limitRefusal, PRICES_PAGE } from '../../../components/plan/PlanLimitNotice';
import { PART_UNITS } from '../../../domain/inventory';
import {
  MAX_PARTS_CSV_BYTES,
  PARTS_CSV_COLUMNS,
  type PartsCsvPreview,
  type PartsCsvProblem,
  type PartsImportPlan,
  type PartsLimitProblem,
  partsLimitProblem,
  type PartsRowAction,
} from '../../../domain/partsCsv';
import { useErrorText } from '../../../lib/useErrorText';
import type { PartsImportProgress } from '../../../services/firebase/partsCsv';
import { useAppSelector } from '../../../store/hooks';
import { selectLimit } from '../../company/companySlice';
import { selectIsAdmin } from '../../plant/plantSlice';
import messages from './messages';
import { problemLine } from './problemText';
import { canImport, type PartsImportState, usePartsImport } from './usePartsImport';

const PREVIEW_ROWS = 50;
const REPORT_ROWS = 200;
const LIST = '/app/inventory/parts';

const ACTION_TEXT: Record<PartsRowAction, (typeof messages)[keyof typeof messages]> = {
  create: messages.actionCreate,
  update: messages.actionUpdate,
  unchanged: messages.actionUnchanged,
};

/** Every problem of the file and of its plan, the whole file's first, each on its own line. */
const ProblemReport = memo(function ProblemReport({ problems }: { problems: PartsCsvProblem[] }) {
  const intl = useIntl();
  if (!problems.length) return null;
  const shown = problems.slice(0, REPORT_ROWS);
  return (
    <section aria-labelledby="parts-csv-report" className="mb-3">
      <h2 id="parts-csv-report" className="h5">
        {intl.formatMessage(messages.reportTitle)}
      </h2>
      <p role="alert" className="text-danger">
        {intl.formatMessage(messages.reportSummary, { count: problems.length })}
      </p>
      <ul data-parts-csv-problems>
        {shown.map((p, i) => (
          <li key={i}>{problemLine(intl, p)}</li>
        ))}
      </ul>
      {problems.length > shown.length && (
        <p>{intl.formatMessage(messages.reportMore, { count: problems.length - shown.length })}</p>
      )}
    </section>
  );
});

/** The first rows as read, with what each will do once the catalogue has been searched. */
const PreviewTable = memo(function PreviewTable({
  preview,
  plan,
}: {
  preview: PartsCsvPreview;
  plan: PartsImportPlan | null;
}) {
  const intl = useIntl();
  if (!preview.rows.length) return null;
  const rows = preview.rows.slice(0, PREVIEW_ROWS);
  const actions = plan?.actions.length ? plan.actions : null;
  return (
    <section aria-labelledby="parts-csv-preview" className="mb-3">
      <h2 id="parts-csv-preview" className="h5">
        {intl.formatMessage(messages.previewTitle)}
      </h2>
      <p className="text-body-secondary">
        {intl.formatMessage(messages.previewFirst, { shown: rows.length, rows: preview.dataRows })}
      </p>
      <Table size="sm" responsive striped>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.colRow)}</th>
            {(['number', 'description', 'unit', 'unitCost'] as const).map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            {actions && <th scope="col">{intl.formatMessage(messages.colAction)}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.row}>
              <td>{r.row}</td>
              <td>
                <bdi>{r.draft.number}</bdi>
              </td>
              <td className="text-break">{r.draft.description.slice(0, 80)}</td>
              <td>{r.draft.unit}</td>
              <td>{r.draft.unitCost}</td>
              {actions && <td>{intl.formatMessage(ACTION_TEXT[actions[i]])}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
});

function ImportProgress({ progress }: { progress: PartsImportProgress }) {
  const intl = useIntl();
  const { total, queued, acknowledged } = progress;
  return (
    <WriteProgress label={intl.formatMessage(messages.progressLabel)} acknowledged={acknowledged} total={total}>
      {intl.formatMessage(messages.progressText, { queued, total, acknowledged })}
      {total > 0 && queued === total && acknowledged < total && <> {intl.formatMessage(messages.progressWaiting)}</>}
    </WriteProgress>
  );
}

/** The Free plan has no room for the file's new parts: said with the numbers and where the plans are. */
function LimitNotice({ id, problem }: { id: string; problem: PartsLimitProblem }) {
  const intl = useIntl();
  return (
    <div id={id} className="alert alert-warning" role="alert" data-plan-limit="parts">
      {intl.formatMessage(messages.limitRefused, { ...problem })}{' '}
      <Link to={PRICES_PAGE}>{intl.formatMessage(messages.seePlans)}</Link>
    </div>
  );
}

function Done({ state, onAnother }: { state: PartsImportState; onAnother: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Alert color="success" role="status">
        {intl.formatMessage(messages.doneText, {
          created: state.result?.created ?? 0,
          updated: state.result?.updated ?? 0,
        })}
      </Alert>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={LIST}>
          {intl.formatMessage(messages.backToList)}
        </Link>
        <Button color="secondary" outline onClick={onAnother}>
          {intl.formatMessage(messages.importAnother)}
        </Button>
      </div>
    </>
  );
}

/** The file's problems and its plan's, as one list that keeps its identity while they do. */
function useProblems(preview: PartsCsvPreview | null, plan: PartsImportPlan | null): PartsCsvProblem[] {
  return useMemo(() => [...(preview?.problems ?? []), ...(plan?.problems ?? [])], [preview, plan]);
}

export default function PartsImportPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const limit = useAppSelector((s) => selectLimit(s, 'parts'));
  const company = user?.companyUID ?? null;
  const { state, choose, retry, start, reset } = usePartsImport(company, user?.uid ?? null);
  const problems = useProblems(state.preview, state.plan);
  const inputId = useId();
  const reasonId = useId();
  const title = t(messages.title);
  const heading = (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3 mb-3">{title}</h1>
    </>
  );
  if (!isAdmin || !company)
    return (
      <>
        {heading}
        <p className="alert alert-warning">{t(messages.adminsOnly)}</p>
      </>
    );
  if (state.phase === 'done')
    return (
      <>
        {heading}
        <Done state={state} onAnother={reset} />
      </>
    );

  const { phase, preview, plan } = state;
  // The company's count as this page knows it; the import reads the server's again before writing.
  const overLimit =
    state.refusal ??
    (plan && limit ? partsLimitProblem(limit.level === 'unlimited', limit.used, plan.creates.length) : null);
  const writable = canImport(state) && !overLimit;
  const busy = phase === 'reading' || phase === 'finding' || phase === 'writing';
  const changes = plan ? plan.creates.length + plan.updates.length : 0;
  const reason = problems.length
    ? t(messages.importBlocked)
    : plan && changes === 0 && plan.actions.length
      ? t(messages.nothingToDo)
      : null;
  // A refused write said as the plan's limit when that is what it most likely was.
  const refusedByLimit = phase === 'failed' && state.error ? limitRefusal(intl, state.error, [limit]) : null;
  const failure = refusedByLimit ?? errorText(state.error);
  return (
    <>
      {heading}
      <p>{t(messages.intro, { columns: PARTS_CSV_COLUMNS.join(', ') })}</p>
      <p>{t(messages.introMatch)}</p>
      <p className="text-body-secondary">{t(messages.introValues, { units: PART_UNITS.join(', ') })}</p>
      <Card className="mb-3">
        <CardBody>
          <Label for={inputId}>{t(messages.fileLabel, { max: MAX_PARTS_CSV_BYTES / 1024 / 1024 })}</Label>
          <Input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void choose(file);
            }}
          />
        </CardBody>
      </Card>
      {phase === 'idle' && <ErrorAlert text={failure} />}
      {(phase === 'reading' || phase === 'finding') && (
        <div role="status" className="mb-3">
          <Spinner size="sm" className="me-2" aria-hidden />
          {phase === 'reading' ? t(messages.reading, { file: state.fileName }) : t(messages.finding)}
        </div>
      )}
      {phase === 'findFailed' && (
        <div className="mb-3">
          <ErrorAlert text={t(messages.findFailed, { reason: failure ?? '' })} />
          <Button color="secondary" outline onClick={retry}>
            {t(messages.retry)}
          </Button>
        </div>
      )}
      {preview && phase !== 'reading' && (
        <>
          <p role="status">
            {t(messages.previewCounts, { file: state.fileName, rows: preview.dataRows, problems: problems.length })}
          </p>
          <ProblemReport problems={problems} />
          {plan && !plan.problems.length && plan.actions.length > 0 && (
            <p data-parts-csv-plan>
              {t(messages.planCounts, { creates: plan.creates.length, updates: plan.updates.length })}
              {plan.unchanged > 0 && <> {t(messages.planUnchanged, { count: plan.unchanged })}</>}
            </p>
          )}
          {overLimit && <LimitNotice id={`${reasonId}-limit`} problem={overLimit} />}
          <PreviewTable preview={preview} plan={plan} />
          {state.progress && (phase === 'writing' || phase === 'failed') && (
            <ImportProgress progress={state.progress} />
          )}
          {phase === 'failed' && (
            <ErrorAlert
              text={`${t(messages.failed, { reason: failure ?? '' })} ${t(messages.failedPartly, {
                done: state.progress?.acknowledged ?? 0,
              })}`}
            />
          )}
          {reason && <p id={reasonId}>{reason}</p>}
          {(phase === 'previewed' || phase === 'writing') && (
            <Button
              color="primary"
              disabled={!writable}
              aria-describedby={writable ? undefined : overLimit ? `${reasonId}-limit` : reason ? reasonId : undefined}
              onClick={() => void start()}
            >
              {phase === 'writing' && <Spinner size="sm" className="me-2" aria-hidden />}
              {t(messages.importButton, { rows: plan ? changes : preview.dataRows })}
            </Button>
          )}
          {phase === 'failed' && (
            <Button color="secondary" outline onClick={reset}>
              {t(messages.importAnother)}
            </Button>
          )}
        </>
      )}
    </>
  );
}
