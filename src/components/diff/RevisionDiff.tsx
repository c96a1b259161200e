// The difference between two revisions of a text: an accessible table of lines, the
// removed ones in <del> and the added ones in <ins>, each also said in words for screen readers
// ("removed:", "added:"), as browsers' readers do not announce del and ins. Long unchanged runs
// fold into a button. No diff viewer library: those inject <style>, which the CSP refuses. The
// comparison (src/lib/textDiff.ts, jsdiff) is downloaded the first time a diff is shown.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiffRow } from '../../lib/textDiff';
import { useLazyModule } from '../../lib/useLazyModule';
import { LazyModuleStatus } from '../LazyModuleStatus';
import messages from './messages';

const loadDiff = () => import('../../lib/textDiff');

interface Props {
  before: string;
  after: string;
  /** How the two revisions are named ("Revision 3 · 12.11.2026, Ana López"). */
  beforeLabel: string;
  afterLabel: string;
}

function LineText({ row }: { row: DiffRow }) {
  if (row.kind === 'unchanged') return <>{row.text}</>;
  const Mark = row.kind === 'removed' ? 'del' : 'ins';
  if (!row.parts) return <Mark className="diff-line-mark">{row.text}</Mark>;
  return (
    <>
      {row.parts.map((part, i) =>
        part.changed ? (
          <Mark key={i} className="diff-word">
            {part.text}
          </Mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Row({ row }: { row: DiffRow }) {
  const intl = useIntl();
  return (
    <tr className={`diff-${row.kind}`}>
      <td className="diff-num">{row.before}</td>
      <td className="diff-num">{row.after}</td>
      <td className="diff-sign">
        {row.kind !== 'unchanged' && (
          <>
            <span aria-hidden="true">{row.kind === 'removed' ? '−' : '+'}</span>
            <span className="visually-hidden">{intl.formatMessage(messages[row.kind])}</span>
          </>
        )}
      </td>
      <td className="diff-text">
        <LineText row={row} />
      </td>
    </tr>
  );
}

export default function RevisionDiff({ before, after, beforeLabel, afterLabel }: Props) {
  const intl = useIntl();
  const { module, error, retry } = useLazyModule('diff', loadDiff);
  const diff = useMemo(() => (module ? module.diffTexts(before, after) : null), [module, before, after]);
  const segments = useMemo(() => (module && diff ? module.foldUnchanged(diff.rows) : []), [module, diff]);
  // Folded runs the user opened, by the index of their first row.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());

  if (!module || !diff) {
    return (
      <LazyModuleStatus
        error={error}
        onRetry={retry}
        loadingText={intl.formatMessage(messages.loading)}
        failedText={intl.formatMessage(messages.loadFailed)}
      />
    );
  }
  const counts = module.countChanges(diff.rows);
  const labels = { before: beforeLabel, after: afterLabel };
  if (counts.added === 0 && counts.removed === 0) {
    return <p className="revision-diff-summary">{intl.formatMessage(messages.noChanges, labels)}</p>;
  }
  const caption = intl.formatMessage(messages.caption, labels);
  return (
    <div className="revision-diff">
      <p className="revision-diff-summary">{intl.formatMessage(messages.summary, counts)}</p>
      {diff.timedOut && (
        <div className="alert alert-info" role="note">
          {intl.formatMessage(messages.timedOut, labels)}
        </div>
      )}
      {/* Focusable so a keyboard can scroll it when a line is wider than the screen (axe: scrollable-region-focusable). */}
      <div className="revision-diff-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="revision-diff-table">
          <caption>{caption}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{intl.formatMessage(messages.lineIn, { label: beforeLabel })}</th>
              <th scope="col">{intl.formatMessage(messages.lineIn, { label: afterLabel })}</th>
              <th scope="col">{intl.formatMessage(messages.change)}</th>
              <th scope="col">{intl.formatMessage(messages.text)}</th>
            </tr>
          </thead>
          <tbody>
            {segments.map((segment) => {
              if (segment.kind === 'rows' || opened.has(segment.start)) {
                return segment.rows.map((row) => <Row key={`${row.before}:${row.after}`} row={row} />);
              }
              return (
                <tr key={`folded-${segment.start}`} className="diff-folded">
                  <td colSpan={4}>
                    <button
                      type="button"
                      className="btn btn-link btn-sm"
                      onClick={() => setOpened((set) => new Set(set).add(segment.start))}
                    >
                      {intl.formatMessage(messages.folded, { count: segment.rows.length })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
