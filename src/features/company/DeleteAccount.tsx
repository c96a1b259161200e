// "Delete my account" on My profile, for members (the owner closes the company instead): what it
// means, the password again, then the account is gone (services/firebase/account.ts) and the app
// says so on the sign-in page. A wrong password, or no connection, is said in words and nothing
// changes; what was typed stays.
import { useIntl } from 'react-intl';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import { deleteMyAccount } from '../../services/firebase/account';
import type { CompanyUserRecord } from '../../services/firebase/collections';
import { useAppDispatch } from '../../store/hooks';
import { accessRevoked } from '../auth/authSlice';
import messages from './messages';

export function DeleteAccount({ company, record }: { company: string; record: CompanyUserRecord | null }) {
  const t = useIntl().formatMessage;
  const dispatch = useAppDispatch();
  return (
    <ConfirmedAction
      testId="delete-account"
      title={t(messages.deleteAccountTitle)}
      intro={t(messages.deleteAccountIntro)}
      label={t(messages.deleteAccountPassword)}
      type="password"
      autoComplete="current-password"
      confirms={(typed) => typed.length > 0 && record !== null}
      invalidText={t(messages.deleteAccountNoPassword)}
      button={t(messages.deleteAccountButton)}
      busyText={t(messages.deleteAccountDeleting)}
      offlineText={t(messages.deleteAccountOffline)}
      failedText={(reason) => t(messages.deleteAccountFailed, { reason })}
      run={async (password) => {
        await deleteMyAccount(company, record!, password);
        dispatch(accessRevoked('deleted'));
      }}
    />
  );
}
