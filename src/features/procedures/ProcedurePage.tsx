// /app/procedures/:id — one procedure: its body rendered safely, category, tags, the
// equipment and plans it is linked to, its files (images the body shows), open proposals, and for
// admins edit and archive, for everyone "Propose a change". Live: a colleague's save appears.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { AttachmentsCard } from '../../components/attachments/AttachmentsCard';
import { DateText } from '../../components/DateText';
import { PendingBadge } from '../../components/PendingBadge';
import { DocumentTitle } from '../../components/pageFocus';
import { selectIsAdmin } from '../plant/plantSlice';
import messages from './messages';
import { OpenProposals } from '../../components/library/ProposalParts';
import { CategoryBadge, LinksList, procedureFolder, Tags, useImageResolver, WriteError } from './ProcedureBits';
import { useOpenProcedure } from './proceduresLive';
import { type ProcedureRow, publishRequested } from './proceduresSlice';
import { selectMemberNames, selectUploadAllowance } from '../company/companySlice';

const MarkdownView = lazy(() => import('../../components/markdown/MarkdownView'));

function Body({ procedure, company }: { procedure: ProcedureRow; company: string }) {
  const resolveImage = useImageResolver(procedureFolder(company, procedure.id));
  return (
    <Suspense fallback={null}>
      <MarkdownView source={procedure.body} resolveImage={resolveImage} />
    </Suspense>
  );
}

export default function ProcedurePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const { procedureId = '' } = useParams();
  const open = useOpenProcedure(procedureId);
  const isAdmin = useAppSelector(selectIsAdmin);
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? '');
  const memberNames = useAppSelector(selectMemberNames);
  const allowance = useAppSelector(selectUploadAllowance);
  const p = open.id === procedureId ? open.procedure : null;
  const openProposals = open.proposals.filter((x) => x.status === 'open');
  const title = p?.title ?? t(messages.libraryTitle);

  const archive = (archived: boolean) =>
    p &&
    dispatch(
      publishRequested({
        id: p.id,
        isNew: false,
        content: { title: p.title, category: p.category, tags: p.tags, body: p.body, links: p.links },
        note: t(archived ? messages.archive : messages.unarchive),
        archived,
      }),
    );

  return (
    <div data-procedure-page={procedureId} data-revision={p?.revision ?? ''}>
      <DocumentTitle page={title} />
      <p className="mb-1">
        <Link to="/app/procedures">{t(messages.backToLibrary)}</Link>
      </p>
      <WriteError />
      {!p && open.status === 'ready' && <p className="alert alert-warning">{t(messages.notFound)}</p>}
      <AsyncSection
        status={open.status === 'ready' ? 'idle' : open.status}
        error={open.error}
        hasData={!!p}
        failedTitle={t(messages.loadFailed)}
        loadingText={t(messages.loading)}
        onRetry={open.retry}
      >
        {p && (
          <>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h1 className="h3 mb-0 me-auto">
                {p.title}
                <PendingBadge pending={p.pending} />
              </h1>
              {isAdmin && (
                <Link className="btn btn-primary" to={`/app/procedures/${p.id}/edit`}>
                  {t(messages.edit)}
                </Link>
              )}
              {!p.archived && (
                <Link className="btn btn-outline-primary" to={`/app/procedures/${p.id}/propose`}>
                  {t(messages.propose)}
                </Link>
              )}
              <Link className="btn btn-outline-secondary" to={`/app/procedures/${p.id}/history`}>
                {t(messages.tabHistory)}
              </Link>
              {isAdmin && (
                <Button color="secondary" outline onClick={() => archive(!p.archived)}>
                  {t(p.archived ? messages.unarchive : messages.archive)}
                </Button>
              )}
            </div>
            <p className="d-flex flex-wrap align-items-center gap-2">
              <CategoryBadge category={p.category} />
              <Tags tags={p.tags} />
              <span className="text-body-secondary">
                {t(messages.revisionShort, { revision: p.revision })} ·{' '}
                {t(messages.changedBy, { date: <DateText key="d" value={p.updatedAt} />, name: p.updatedByName })}
              </span>
            </p>
            {p.archived && <p className="alert alert-secondary">{t(messages.archivedNote)}</p>}
            <OpenProposals
              id="procedure-proposals"
              title={t(messages.tabProposals, { count: openProposals.length })}
              proposals={open.proposals}
              linkOf={(proposalId) => `/app/procedures/${p.id}/proposals/${proposalId}`}
            />
            <Card className="mb-3">
              <CardBody>
                <Body procedure={p} company={company} />
              </CardBody>
            </Card>
            <Card className="mb-3" tag="section" aria-labelledby="procedure-links">
              <CardBody>
                <h2 id="procedure-links" className="h5">
                  {t(messages.linksTitle)}
                </h2>
                <LinksList links={p.links} />
              </CardBody>
            </Card>
            <AttachmentsCard
              memberNames={memberNames}
              allowance={allowance}
              plant={{ uid: company, company, site: '', plant: '' }}
              folder={procedureFolder(company, p.id)}
              title={t(messages.files)}
              // Storage's rules let admins add files once the procedure exists on the server.
              waitingToSync={!isAdmin || p.pending}
              waitingText={t(isAdmin ? messages.filesWaiting : messages.filesAdminsOnly)}
            />
          </>
        )}
      </AsyncSection>
    </div>
  );
}
