// /app/procedures/:id/history — every revision of a procedure: who saved it, when,
// their note, and from whose proposal; and the difference between any two (RevisionDiff).
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { AsyncSection } from '../../components/AsyncSection';
import { DateText } from '../../components/DateText';
import { PendingBadge } from '../../components/PendingBadge';
import { SelectField } from '../../components/SelectField';
import { DocumentTitle } from '../../components/pageFocus';
import messages from './messages';
import {} from './ProcedureBits';
import { useOpenProcedure } from './proceduresLive';
import type { RevisionRow } from './proceduresSlice';

const RevisionDiff = lazy(() => import('../../components/diff/RevisionDiff'));

export default function HistoryPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { procedureId = '' } = useParams();
  const open = useOpenProcedure(procedureId);
  const p = open.id === procedureId ? open.procedure : null;
  const revisions = open.id === procedureId ? open.revisions : [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // By default: the previous revision against the latest.
  const fromN = Number(from) || revisions[1]?.revision || revisions[0]?.revision || 0;
  const toN = Number(to) || revisions[0]?.revision || 0;
  const a = revisions.find((r) => r.revision === fromN);
  const b = revisions.find((r) => r.revision === toN);
  const title = t(messages.revisionsTitle, { title: p?.title ?? '' });
  const option = (r: RevisionRow) => (
    <option key={r.revision} value={r.revision}>
      {t(messages.revisionLabel, { revision: r.revision })}
    </option>
  );
  const text = (r: RevisionRow) =>
    [`# ${r.title}`, r.tags.length ? `(${r.tags.join(', ')})` : '', '', r.body].join('\n');

  return (
    <div data-history-page={procedureId}>
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to={`/app/procedures/${procedureId}`}>{t(messages.backToProcedure)}</Link>
      </p>
      <h1 className="h3">{title}</h1>
      <AsyncSection
        status={open.status === 'ready' ? 'idle' : open.status}
        error={open.error}
        hasData={revisions.length > 0}
        failedTitle={t(messages.loadFailed)}
        loadingText={t(messages.loading)}
      >
        <ol className="list-unstyled" reversed>
          {revisions.map((r) => (
            <li key={r.revision} className="border-bottom py-2" data-revision-entry={r.revision}>
              <strong>
                {t(messages.historyEntry, {
                  revision: r.revision,
                  name: r.savedByName,
                  date: <DateText key="d" value={r.savedAt} />,
                })}
              </strong>
              <PendingBadge pending={r.pending} />
              <div>{r.note || <span className="text-body-secondary">{t(messages.noNote)}</span>}</div>
              {r.proposal && p && (
                <div>
                  <Link to={`/app/procedures/${p.id}/proposals/${r.proposal}`}>
                    {t(messages.fromProposal, { name: r.proposedByName ?? '' })}
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ol>
        {revisions.length > 1 && (
          <Card tag="section" aria-labelledby="history-compare">
            <CardBody>
              <h2 id="history-compare" className="h5">
                {t(messages.compareTitle)}
              </h2>
              <div className="row g-3">
                <div className="col-sm-6">
                  <SelectField
                    id="history-from"
                    label={t(messages.compareFrom)}
                    value={String(fromN)}
                    onValue={setFrom}
                  >
                    {revisions.map(option)}
                  </SelectField>
                </div>
                <div className="col-sm-6">
                  <SelectField id="history-to" label={t(messages.compareTo)} value={String(toN)} onValue={setTo}>
                    {revisions.map(option)}
                  </SelectField>
                </div>
              </div>
              {a && b && (
                <Suspense fallback={null}>
                  <RevisionDiff
                    before={text(a)}
                    after={text(b)}
                    beforeLabel={t(messages.revisionLabel, { revision: a.revision })}
                    afterLabel={t(messages.revisionLabel, { revision: b.revision })}
                  />
                </Suspense>
              )}
            </CardBody>
          </Card>
        )}
      </AsyncSection>
    </div>
  );
}
