// /app/procedures/:id/proposals/:proposalId — a proposed change: the difference from
// the current revision (RevisionDiff), a warning when the procedure changed since the proposal's
// base revision, and the decisions: admins accept (publishing the next revision) or reject with a
// reason; the proposer withdraws. Live: a decision made elsewhere shows at once.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { PendingBadge } from '../../components/PendingBadge';
import { ProposalDecision } from '../../components/library/ProposalDecision';
import { DocumentTitle } from '../../components/pageFocus';
import { selectIsAdmin } from '../plant/plantSlice';
import messages from './messages';
import { ProposalSummary } from '../../components/library/ProposalParts';
import { CategoryBadge, LinksList, Tags, WriteError } from './ProcedureBits';
import { useOpenProcedure } from './proceduresLive';
import { acceptRequested, rejectRequested, withdrawRequested } from './proceduresSlice';

const RevisionDiff = lazy(() => import('../../components/diff/RevisionDiff'));

export default function ProposalPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { procedureId = '', proposalId = '' } = useParams();
  const open = useOpenProcedure(procedureId);
  const isAdmin = useAppSelector(selectIsAdmin);
  const me = useAppSelector((s) => s.auth.currentUser?.uid ?? '');
  const p = open.id === procedureId ? open.procedure : null;
  const x = open.proposals.find((y) => y.id === proposalId) ?? null;
  const title = x ? t(messages.proposalTitle, { name: x.proposedByName }) : t(messages.proposalsTitle);
  const ids = { procedureId, proposalId };

  const otherFields =
    p &&
    x &&
    (p.title !== x.title ||
      p.category !== x.category ||
      p.tags.join('\n') !== x.tags.join('\n') ||
      p.links.join('\n') !== x.links.join('\n'));

  return (
    <div data-proposal-page={proposalId} data-status={x?.status ?? ''}>
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to={`/app/procedures/${procedureId}`}>{t(messages.backToProcedure)}</Link>
      </p>
      <WriteError />
      {!x && open.status === 'ready' && <p className="alert alert-warning">{t(messages.proposalNotFound)}</p>}
      <AsyncSection
        status={open.status === 'ready' ? 'idle' : open.status}
        error={open.error}
        hasData={!!x}
        failedTitle={t(messages.loadFailed)}
        loadingText={t(messages.loading)}
      >
        {x && p && (
          <>
            <h1 className="h3">
              {title}
              <PendingBadge pending={x.pending} />
            </h1>
            <ProposalSummary
              proposal={x}
              current={p.revision}
              staleText={t(messages.staleWarning, { base: x.baseRevision, current: p.revision })}
            />
            <Card className="mb-3" tag="section" aria-labelledby="proposal-diff">
              <CardBody>
                <h2 id="proposal-diff" className="h5">
                  {t(messages.compareWithCurrent)}
                </h2>
                <p className="d-flex flex-wrap gap-2 align-items-center">
                  <strong>{x.title}</strong>
                  <CategoryBadge category={x.category} />
                  <Tags tags={x.tags} />
                </p>
                {otherFields && <p className="text-body-secondary">{t(messages.fieldsChanged)}</p>}
                <Suspense fallback={null}>
                  <RevisionDiff
                    before={p.body}
                    after={x.body}
                    beforeLabel={t(messages.currentRevision, { revision: p.revision })}
                    afterLabel={t(messages.proposed)}
                  />
                </Suspense>
                <h3 className="h6 mt-3">{t(messages.linksTitle)}</h3>
                <LinksList links={x.links} />
              </CardBody>
            </Card>
            <ProposalDecision
              id="proposal"
              proposal={x}
              isAdmin={isAdmin}
              me={me}
              onAccept={(note) => dispatch(acceptRequested({ ...ids, note }))}
              onReject={(reason) => dispatch(rejectRequested({ ...ids, reason }))}
              onWithdraw={() => dispatch(withdrawRequested(ids))}
            />
          </>
        )}
      </AsyncSection>
    </div>
  );
}
