// /app/work/shutdowns/new and /app/work/shutdowns/:id/edit: the shutdown form, for admins.
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { useFeature } from '../../../store/featureRegistry';
import { DocumentTitle } from '../../../components/pageFocus';
import { selectIsAdmin, selectSavedPlant } from '../../plant/plantSlice';
import { draftOf, EMPTY_SHUTDOWN, ShutdownForm } from './ShutdownForm';
import { WithShutdown } from './ShutdownBits';
import { shutdownsFeature } from './shutdownsSaga';
import { useShutdowns } from './shutdownsLive';
import messages from './messages';

function EditShutdown({ id }: { id: string }) {
  return (
    <WithShutdown id={id}>
      {/* Keyed by id only: a colleague's save while this form is open must not wipe what was typed. */}
      {(shutdown) => <ShutdownForm key={id} id={id} initial={draftOf(shutdown)} orders={shutdown.orders} />}
    </WithShutdown>
  );
}

export default function ShutdownEditPage({ isNew }: { isNew: boolean }) {
  useFeature(shutdownsFeature);
  useShutdowns();
  const intl = useIntl();
  const { shutdownId = '' } = useParams();
  const isAdmin = useAppSelector(selectIsAdmin);
  const saved = useAppSelector(selectSavedPlant);
  const title = intl.formatMessage(isNew ? messages.newTitle : messages.editTitle);
  return (
    <>
      <DocumentTitle page={title} />
      <h1 className="h3">{title}</h1>
      {!isAdmin ? (
        <p className="alert alert-info">{intl.formatMessage(messages.adminsOnly)}</p>
      ) : !saved ? (
        <p className="alert alert-info">{intl.formatMessage(messages.choosePlant)}</p>
      ) : isNew ? (
        <ShutdownForm id={null} initial={EMPTY_SHUTDOWN} orders={[]} />
      ) : (
        <EditShutdown id={shutdownId} />
      )}
    </>
  );
}
