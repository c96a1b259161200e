// Photos and files on a work request ("optional photos", "Add comments and photos"):
// the asset register's attachments card on the request's own Storage folder, which storage.rules
// opens to the company's members once the request exists on the server. A request sent through
// the request portal may hold its sender's photo, uploaded by someone who is not a member: it says
// so.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PlantKey } from '../../../services/firebase/collections';
import { AttachmentsCard } from '../../../components/attachments/AttachmentsCard';
import { workAttachmentsFolder } from '../../../components/attachments/attachmentRules';
import type { WorkRow } from '../workSlice';
import messages from './messages';
import portalMessages from '../portal/messages';
import { useAppSelector } from '../../../store/hooks';
import { selectMemberNames, selectUploadAllowance } from '../../company/companySlice';

export interface WorkPhotosProps {
  plant: PlantKey;
  order: WorkRow;
}

export function WorkPhotos({ plant, order }: WorkPhotosProps) {
  const members = useAppSelector(selectMemberNames);
  const allowance = useAppSelector(selectUploadAllowance);
  const intl = useIntl();
  const requester = order.portal ? order.raisedBy : null;
  const memberNames = useMemo(
    () => (requester ? { ...members, [requester]: intl.formatMessage(portalMessages.uploader) } : members),
    [members, requester, intl],
  );
  return (
    <AttachmentsCard
      memberNames={memberNames}
      allowance={allowance}
      plant={plant}
      folder={workAttachmentsFolder(plant, order.number)}
      title={intl.formatMessage(messages.photosTitle)}
      // Storage's rules check that the request exists on the server: while any change of it waits
      // to sync (perhaps its raising, offline), files wait too.
      waitingToSync={order.pending}
      waitingText={intl.formatMessage(messages.photosWaiting)}
    />
  );
}
