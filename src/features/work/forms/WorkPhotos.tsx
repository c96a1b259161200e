// Photos and files on a work request ("optional photos", "Add comments and photos"):
// the asset register's attachments card on the request's own Storage folder, which storage.rules
// opens to the company's members once the request exists on the server.
import { useIntl } from 'react-intl';
import type { PlantKey } from '../../../services/firebase/collections';
import { AttachmentsCard } from '../../../components/attachments/AttachmentsCard';
import { workAttachmentsFolder } from '../../../components/attachments/attachmentRules';
import type { WorkRow } from '../workSlice';
import messages from './messages';
import { useAppSelector } from '../../../store/hooks';
import { selectMemberNames, selectUploadAllowance } from '../../company/companySlice';

export interface WorkPhotosProps {
  plant: PlantKey;
  order: WorkRow;
}

export function WorkPhotos({ plant, order }: WorkPhotosProps) {
  const memberNames = useAppSelector(selectMemberNames);
  const allowance = useAppSelector(selectUploadAllowance);
  const intl = useIntl();
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
