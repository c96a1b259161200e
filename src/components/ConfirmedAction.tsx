// An action for good that needs the server and a typed confirmation (closing the company, deleting
// one's account): what it means, one field to confirm (the company's name, a password), a danger
// button, then in words: under way, no connection (nothing changed), or refused with the reason.
// What was typed stays on an error.
import { type ReactNode, useId, useState } from 'react';
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import { type AppError, toAppError } from '../lib/errors';
import { useErrorText } from '../lib/useErrorText';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'offline' } | { kind: 'failed'; error: AppError };

/** Errors that mean the server could not be reached. */
const OFFLINE = new Set(['unavailable', 'auth/network-request-failed']);

export interface ConfirmedActionProps {
  title: string;
  intro: ReactNode;
  label: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  /** Whether what was typed confirms the action. */
  confirms: (typed: string) => boolean;
  invalidText: string;
  button: string;
  busyText: string;
  offlineText: string;
  failedText: (reason: string) => string;
  /** The action itself; it rejects on a refusal. */
  run: (typed: string) => Promise<void>;
  testId?: string;
}

export function ConfirmedAction(props: ConfirmedActionProps) {
  const errorText = useErrorText();
  const titleId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const ok = props.confirms(typed);

  const act = async () => {
    setTried(true);
    if (!ok) return;
    if (!navigator.onLine) return setState({ kind: 'offline' });
    setState({ kind: 'busy' });
    try {
      await props.run(typed);
      setState({ kind: 'idle' });
    } catch (error) {
      const appError = toAppError(error);
      setState(OFFLINE.has(appError.code) ? { kind: 'offline' } : { kind: 'failed', error: appError });
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 border border-danger rounded p-3"
      style={{ maxWidth: '48rem' }}
      data-confirmed-action={props.testId}
    >
      <h2 id={titleId} className="h5 text-danger">
        {props.title}
      </h2>
      <p>{props.intro}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void act();
        }}
      >
        <Label for={inputId}>{props.label}</Label>
        <Input
          id={inputId}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          value={typed}
          invalid={tried && !ok}
          disabled={state.kind === 'busy'}
          onChange={(e) => setTyped(e.target.value)}
          style={{ maxWidth: '24rem' }}
        />
        <FormFeedback>{props.invalidText}</FormFeedback>
        <Button type="submit" color="danger" className="mt-2" disabled={state.kind === 'busy'}>
          {props.button}
        </Button>
      </form>
      {state.kind === 'busy' && (
        <p role="status" className="mt-2">
          {props.busyText}
        </p>
      )}
      {state.kind === 'offline' && (
        <p role="alert" className="alert alert-warning mt-2">
          {props.offlineText}
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="alert alert-danger mt-2">
          {props.failedText(errorText(state.error) ?? '')}
        </p>
      )}
    </section>
  );
}
