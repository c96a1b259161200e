// "Delete my account" on My profile, for members (the owner closes the company instead): what it
// means, the password again, then the account is gone (services/firebase/account.ts) and the app
// says so on the sign-in page. A wrong password, or no connection, is said in words and nothing
// changes; what was typed stays.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import { type AppError, toAppError } from '../../lib/errors';
import { useErrorText } from '../../lib/useErrorText';
import { deleteMyAccount } from '../../services/firebase/account';
import type { CompanyUserRecord } from '../../services/firebase/collections';
import { useAppDispatch } from '../../store/hooks';
import { accessRevoked } from '../auth/authSlice';
import messages from './messages';

type State = { kind: 'idle' } | { kind: 'deleting' } | { kind: 'offline' } | { kind: 'failed'; error: AppError };

export function DeleteAccount({ company, record }: { company: string; record: CompanyUserRecord | null }) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const remove = async () => {
    setTried(true);
    if (!password || !record) return;
    if (!navigator.onLine) return setState({ kind: 'offline' });
    setState({ kind: 'deleting' });
    try {
      await deleteMyAccount(company, record, password);
      dispatch(accessRevoked('deleted'));
    } catch (error) {
      const appError = toAppError(error);
      setState(
        appError.code === 'unavailable' || appError.code === 'auth/network-request-failed'
          ? { kind: 'offline' }
          : { kind: 'failed', error: appError },
      );
    }
  };

  return (
    <section
      aria-labelledby="delete-account-title"
      className="mt-4 border border-danger rounded p-3"
      style={{ maxWidth: '36rem' }}
    >
      <h2 id="delete-account-title" className="h5 text-danger">
        {t(messages.deleteAccountTitle)}
      </h2>
      <p>{t(messages.deleteAccountIntro)}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void remove();
        }}
      >
        <Label for={passwordId}>{t(messages.deleteAccountPassword)}</Label>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          invalid={tried && !password}
          disabled={state.kind === 'deleting'}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormFeedback>{t(messages.deleteAccountNoPassword)}</FormFeedback>
        <Button type="submit" color="danger" className="mt-2" disabled={state.kind === 'deleting'}>
          {t(messages.deleteAccountButton)}
        </Button>
      </form>
      {state.kind === 'deleting' && (
        <p role="status" className="mt-2">
          {t(messages.deleteAccountDeleting)}
        </p>
      )}
      {state.kind === 'offline' && (
        <p role="alert" className="alert alert-warning mt-2">
          {t(messages.deleteAccountOffline)}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert alert-danger mt-2">
          {t(messages.deleteAccountFailed, { reason: errorText(state.error) ?? '' })}
        </p>
      )}
    </section>
  );
}
