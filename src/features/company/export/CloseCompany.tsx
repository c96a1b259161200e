// The owner's "Close the company" section (under the export, so a last archive is one step
// away): what closing means, the company's name typed to confirm, then one closing write
// (services/firebase/companyClose.ts). Offline or refused, it is said in words and nothing
// changes; once closed, the company record's listener takes the app to the closed view.
import { useIntl } from 'react-intl';
import { ConfirmedAction } from '../../../components/ConfirmedAction';
import { CLOSED_READ_DAYS } from '../../../domain/companyClose';
import { closeCompany } from '../../../services/firebase/companyClose';
import messages from './messages';

export function CloseCompany({ company, companyName, uid }: { company: string; companyName: string; uid: string }) {
  const t = useIntl().formatMessage;
  return (
    <ConfirmedAction
      testId="close-company"
      title={t(messages.closeTitle)}
      intro={t(messages.closeIntro, { company: companyName, days: CLOSED_READ_DAYS })}
      label={t(messages.closeConfirmLabel, { company: companyName })}
      confirms={(typed) => typed.trim() === companyName.trim()}
      invalidText={t(messages.closeMismatch)}
      button={t(messages.closeButton)}
      busyText={t(messages.closing)}
      offlineText={t(messages.closeOffline)}
      failedText={(reason) => t(messages.closeFailed, { reason })}
      run={async () => void (await closeCompany(company, uid))}
    />
  );
}
