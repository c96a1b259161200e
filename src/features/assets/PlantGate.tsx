// The asset pages work in the saved plant: this shows why a page cannot yet (no plant chosen,
// loading, failed) and, for a link that names its plant (a QR label), switches to that plant.
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AsyncSection } from '../../components/AsyncSection';
import { hasErrorMessage } from '../../lib/errorMessages';
import { useErrorText } from '../../lib/useErrorText';
import messages from './messages';
import { useSavedPlantDoc } from './plantLive';
import { plantRetryRequested, plantSelected, selectIsAdmin, selectPlantState } from '../plant/plantSlice';

interface Props {
  /** The plant a link names (?site=&plant=), chosen when it is not the saved one. */
  site?: string | null;
  plant?: string | null;
  children: ReactNode;
}

export function PlantGate({ site, plant, children }: Props) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const state = useAppSelector(selectPlantState);
  const saved = state.savedPlantDetails;
  const uid = user?.companyUID;
  const errorText = useErrorText();
  useSavedPlantDoc();
  // Spec §8: the failure is a generic 'error'; its cause (kept as the message) is said in words when known.
  const cause = state.error?.message ?? '';
  const failedText = [
    intl.formatMessage(messages.plantLoadFailed),
    hasErrorMessage(cause) ? errorText({ code: cause, message: cause }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    if (!uid || !site || !plant || (saved?.site === site && saved.plant === plant)) return;
    dispatch(plantSelected({ uid, company: uid, site, plant }));
  }, [dispatch, uid, site, plant, saved?.site, saved?.plant]);

  if (!saved)
    return (
      <div className="alert alert-info">
        {state.notice === 'plantGone' && <p>{intl.formatMessage(messages.noticePlantGone)}</p>}
        {state.notice === 'otherCompany' && <p>{intl.formatMessage(messages.noticeOtherCompany)}</p>}
        <p className="mb-0">{intl.formatMessage(messages.choosePlantFirst)}</p>
        {isAdmin && (
          <Link to="/app/assets/sites" className="alert-link">
            {intl.formatMessage(messages.pickerManage)}
          </Link>
        )}
      </div>
    );
  return (
    <AsyncSection
      status={state.status === 'ready' ? 'idle' : state.status === 'none' ? 'idle' : state.status}
      error={state.error}
      hasData={!!state.plant}
      failedText={failedText}
      loadingText={intl.formatMessage(messages.pickerLoading)}
      onRetry={() => dispatch(plantRetryRequested())}
    >
      {state.plant && state.plant.corruptItems > 0 && (
        <p className="alert alert-warning">
          {intl.formatMessage(messages.corruptItems, { count: state.plant.corruptItems })}
        </p>
      )}
      {state.plant && children}
    </AsyncSection>
  );
}
