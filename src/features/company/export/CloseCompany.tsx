// The owner's "Close the company" section (under the export, so a last archive is one step
// away): what closing means, the company's name typed to confirm, then one closing write
// (services/firebase/companyClose.ts). Offline or refused, it is said in words and nothing
// changes; once closed, the company record's listener takes the app to the closed view.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import { CLOSED_READ_DAYS } from '../../../domain/companyClose';
import { type AppError, toAppError } from '../../../lib/errors';
import { useErrorText } from '../../../lib/useErrorText';
import { closeCompany } from '../../../services/firebase/companyClose';
import messages from './messages';

type State = { kind: 'idle' } | { kind: 'closing' } | { kind: 'offline' } | { kind: 'failed'; error: AppError };

export function CloseCompany({ company, companyName, uid }: { company: string; companyName: string; uid: string }) {
  const t = useIntl().formatMessage;
  const errorText = useErrorText();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const matches = typed.trim() === companyName.trim();

  const close = async () => {
    setTried(true);
    if (!matches) return;
    if (!navigator.onLine) return setState({ kind: 'offline' });
    setState({ kind: 'closing' });
    try {
      await closeCompany(company, uid);
    } catch (error) {
      const appError = toAppError(error);
      setState(appError.code === 'unavailable' ? { kind: 'offline' } : { kind: 'failed', error: appError });
    }
  };

  return (
    <section aria-labelledby="close-title" className="mt-5 border border-danger rounded p-3" data-close-company="">
      <h2 id="close-title" className="h5 text-danger">
        {t(messages.closeTitle)}
      </h2>
      <p style={{ maxWidth: '48rem' }}>{t(messages.closeIntro, { company: companyName, days: CLOSED_READ_DAYS })}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void close();
        }}
      >
        <Label for={inputId}>{t(messages.closeConfirmLabel, { company: companyName })}</Label>
        <Input
          id={inputId}
          value={typed}
          autoComplete="off"
          invalid={tried && !matches}
          disabled={state.kind === 'closing'}
          onChange={(e) => setTyped(e.target.value)}
          style={{ maxWidth: '24rem' }}
        />
        <FormFeedback>{t(messages.closeMismatch)}</FormFeedback>
        <Button type="submit" color="danger" className="mt-2" disabled={state.kind === 'closing'}>
          {t(messages.closeButton)}
        </Button>
      </form>
      {state.kind === 'closing' && (
        <p role="status" className="mt-2">
          {t(messages.closing)}
        </p>
      )}
      {state.kind === 'offline' && (
        <p role="alert" className="alert alert-warning mt-2">
          {t(messages.closeOffline)}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert alert-danger mt-2">
          {t(messages.closeFailed, { reason: errorText(state.error) ?? '' })}
        </p>
      )}
    </section>
  );
}
