// The steps of a parts import on its page: the chosen file read and checked
// (domain/partsCsv.ts), its part numbers looked up in the catalogue and the plan made (which rows
// create parts, which change them), then, on request, the plan written with its progress and the
// outcome. Only this page shows an import, so its state is the page's own (as the part form's
// write is), kept in a small state machine; a newer file makes an older one's answers stale.
import { useCallback, useRef, useState } from 'react';
import {
  parsePartsCsvFile,
  type PartsCsvPreview,
  partsCsvNumbers,
  type PartsImportPlan,
  type PartsLimitProblem,
  partsPreviewIsValid,
  planPartsImport,
} from '../../../domain/partsCsv';
import { type AppError, toAppError } from '../../../lib/errors';
import { findPartsByNumber, importParts, type PartsImportProgress } from '../../../services/firebase/partsCsv';

/**
 * idle → reading (the file) → finding (its numbers in the catalogue) → previewed, or findFailed
 * (try again); previewed → writing → done, or failed; a refusal of the plan's new parts by the
 * server's count goes back to previewed with the refusal.
 */
export type PartsImportPhase =
  'idle' | 'reading' | 'finding' | 'findFailed' | 'previewed' | 'writing' | 'done' | 'failed';

export interface PartsImportState {
  phase: PartsImportPhase;
  fileName: string;
  preview: PartsCsvPreview | null;
  /** Null while the file has problems (nothing is looked up or planned for it). */
  plan: PartsImportPlan | null;
  progress: PartsImportProgress | null;
  /** The Free plan's limit, as the server counts the company's parts, refused the plan's new parts. */
  refusal: PartsLimitProblem | null;
  result: { created: number; updated: number } | null;
  /** Why the lookup or the import failed. */
  error: AppError | null;
}

const IDLE: PartsImportState = {
  phase: 'idle',
  fileName: '',
  preview: null,
  plan: null,
  progress: null,
  refusal: null,
  result: null,
  error: null,
};

/** Whether a previewed import may be written: a checked file, no problem in its plan, something to do. */
export const canImport = (s: PartsImportState) =>
  s.phase === 'previewed' &&
  s.plan !== null &&
  s.plan.problems.length === 0 &&
  s.plan.creates.length + s.plan.updates.length > 0 &&
  s.refusal === null;

export function usePartsImport(company: string | null, uid: string | null) {
  const [state, setState] = useState<PartsImportState>(IDLE);
  // Each file (and each reset) is a new run; what an older run hears afterwards is dropped.
  const run = useRef(0);
  /** The run being written, if any. */
  const writing = useRef(-1);
  const update = useCallback((at: number, change: Partial<PartsImportState>) => {
    if (at === run.current) setState((s) => ({ ...s, ...change }));
  }, []);

  const find = useCallback(
    async (at: number, preview: PartsCsvPreview) => {
      if (!company) return;
      update(at, { phase: 'finding', error: null });
      try {
        const found = await findPartsByNumber(company, partsCsvNumbers(preview));
        update(at, { phase: 'previewed', plan: planPartsImport(preview, found) });
      } catch (error) {
        update(at, { phase: 'findFailed', error: toAppError(error) });
      }
    },
    [company, update],
  );

  const choose = useCallback(
    async (file: File) => {
      const at = ++run.current;
      setState({ ...IDLE, phase: 'reading', fileName: file.name });
      let preview: PartsCsvPreview;
      try {
        preview = await parsePartsCsvFile(file);
      } catch (error) {
        // The CSV reader's code could not be loaded: said in words, and the file may be chosen again.
        update(at, { phase: 'idle', error: toAppError(error) });
        return;
      }
      update(at, { preview });
      if (partsPreviewIsValid(preview)) await find(at, preview);
      else update(at, { phase: 'previewed' });
    },
    [find, update],
  );

  const retry = useCallback(() => {
    if (state.phase === 'findFailed' && state.preview) void find(run.current, state.preview);
  }, [find, state]);

  const start = useCallback(async () => {
    // A second press before the page has drawn "writing" is the same import.
    if (!company || !uid || !canImport(state) || !state.plan || writing.current === run.current) return;
    const at = run.current;
    writing.current = at;
    const { plan } = state;
    const total = plan.creates.length + plan.updates.length;
    update(at, { phase: 'writing', progress: { total, queued: 0, acknowledged: 0 }, error: null });
    try {
      const outcome = await importParts(company, uid, plan, (progress) => update(at, { progress }));
      if ('refused' in outcome) update(at, { phase: 'previewed', refusal: outcome.refused, progress: null });
      else
        update(at, {
          phase: 'done',
          result: { created: outcome.created.length, updated: outcome.updated.length },
        });
    } catch (error) {
      update(at, { phase: 'failed', error: toAppError(error) });
    }
  }, [company, uid, state, update]);

  const reset = useCallback(() => {
    run.current += 1;
    setState(IDLE);
  }, []);

  return { state, choose, retry, start, reset };
}
