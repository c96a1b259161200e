// /app/procedures/new, /:id/edit (admins) and /:id/propose (any member): the form, filled from
// the published revision once it has loaded.
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { DocumentTitle } from '../../components/pageFocus';
import { selectIsAdmin } from '../plant/plantSlice';
import messages from './messages';
import { procedureFolder, useImageResolver, WriteError } from './ProcedureBits';
import { useOpenProcedure } from './proceduresLive';
import { type FormMode, ProcedureForm } from './ProcedureForm';
import { draftOf, EMPTY_PROCEDURE } from './procedureValidation';

function Existing({ id, mode }: { id: string; mode: Exclude<FormMode, 'new'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const open = useOpenProcedure(id);
  const company = useAppSelector((s) => s.auth.currentUser?.companyUID ?? '');
  const resolveImage = useImageResolver(procedureFolder(company, id));
  const p = open.id === id ? open.procedure : null;
  const title = p ? t(mode === 'edit' ? messages.editTitle : messages.proposeTitle, { title: p.title }) : '';
  if (!p && open.status === 'ready') return <p className="alert alert-warning">{t(messages.notFound)}</p>;
  return (
    <AsyncSection
      status={open.status === 'ready' ? 'idle' : open.status}
      error={open.error}
      hasData={!!p}
      failedTitle={t(messages.loadFailed)}
      loadingText={t(messages.loading)}
    >
      {p && (
        <>
          <DocumentTitle page={title} />
          <h1 className="h3">{title}</h1>
          {mode === 'propose' && <p className="text-body-secondary">{t(messages.proposeIntro)}</p>}
          <ProcedureForm
            // A new form when the procedure first loads; later saves do not reset what is typed.
            key={p.id}
            mode={mode}
            id={p.id}
            initial={draftOf(p)}
            initialLinks={p.links}
            revision={p.revision}
            archived={p.archived}
            resolveImage={resolveImage}
          />
        </>
      )}
    </AsyncSection>
  );
}

export default function ProcedureEditPage({ mode }: { mode: FormMode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { procedureId = '' } = useParams();
  const isAdmin = useAppSelector(selectIsAdmin);
  const back = mode === 'new' ? '/app/procedures' : `/app/procedures/${procedureId}`;
  return (
    <div data-procedure-form={mode}>
      <p className="mb-1">
        <Link to={back}>{t(mode === 'new' ? messages.backToLibrary : messages.backToProcedure)}</Link>
      </p>
      <WriteError />
      {mode !== 'propose' && !isAdmin ? (
        <p className="alert alert-info">{t(messages.adminsOnlyPage)}</p>
      ) : mode === 'new' ? (
        <>
          <DocumentTitle page={t(messages.newTitle)} />
          <h1 className="h3">{t(messages.newTitle)}</h1>
          <ProcedureForm
            mode="new"
            id={null}
            initial={EMPTY_PROCEDURE}
            initialLinks={[]}
            revision={0}
            archived={false}
          />
        </>
      ) : (
        <Existing id={procedureId} mode={mode} />
      )}
    </div>
  );
}
