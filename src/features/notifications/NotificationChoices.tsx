// The notifications page's two choices: notifications on this computer (the browser's, chosen per
// device) and e-mail (chosen per person, saved with the mail service and shown live).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, FormGroup, Input, Label } from 'reactstrap';
import { AsyncSection } from '../../components/AsyncSection';
import { ADMIN_MAIL_KINDS, type MailKind, MEMBER_MAIL_KINDS } from '../../domain/mail';
import { UserRole } from '../../lib/currentUser';
import { useForm } from '../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type AlertsPermission, alertsChosen, alertsPermission, askForAlerts, chooseAlerts } from './browserAlerts';
import messages from './messages';
import { mailChoicesLive, selectPersonOf } from './notificationsLive';
import { mailChoicesSaveRequested, selectNotificationsState } from './notificationsSlice';

export function BrowserAlertsChoice() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const admin = useAppSelector((s) => s.auth.currentUser?.role === UserRole.Admin);
  const [permission, setPermission] = useState<AlertsPermission>(alertsPermission);
  const [chosen, setChosen] = useState(alertsChosen);
  const on = chosen && permission === 'granted';
  const toggle = async (want: boolean) => {
    if (!want) {
      chooseAlerts(false);
      setChosen(false);
      return;
    }
    const answer = await askForAlerts();
    setPermission(answer);
    chooseAlerts(answer === 'granted');
    setChosen(answer === 'granted');
  };
  return (
    <section aria-labelledby="notices-browser" className="mb-4">
      <h2 id="notices-browser" className="h5">
        {t(messages.browserHeading)}
      </h2>
      <FormGroup check>
        <Input
          id="notices-browser-on"
          type="checkbox"
          checked={on}
          disabled={permission === 'unsupported'}
          aria-describedby="notices-browser-hint"
          onChange={(event) => void toggle(event.target.checked)}
        />
        <Label check for="notices-browser-on">
          {t(messages.browserLabel)}
        </Label>
      </FormGroup>
      <p id="notices-browser-hint" className="small text-body-secondary mb-1">
        {t(admin ? messages.browserHintAdmin : messages.browserHintMember)}
      </p>
      {permission === 'unsupported' && <p className="small mb-0">{t(messages.browserUnsupported)}</p>}
      {permission === 'denied' && (
        <p className="small text-danger-emphasis mb-0" role="status">
          {t(messages.browserDenied)}
        </p>
      )}
    </section>
  );
}

const KIND_LABELS = {
  assigned: messages.emailAssigned,
  urgent: messages.emailUrgent,
  portal: messages.emailPortal,
  digest: messages.emailDigest,
} as const;

function MailForm({ saved, kinds }: { saved: readonly MailKind[]; kinds: readonly MailKind[] }) {
  const dispatch = useAppDispatch();
  const { mailSaved } = useAppSelector(selectNotificationsState);
  const form = useForm<{ kinds: MailKind[] }>({ kinds: [...saved] }, () => ({}));
  const { intl, values, set } = form;
  const t = intl.formatMessage;
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => dispatch(mailChoicesSaveRequested(v.kinds)))}>
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t(messages.emailChoose)}</legend>
        {kinds.map((kind) => (
          <FormGroup check key={kind}>
            <Input
              id={`notices-mail-${kind}`}
              name={kind}
              type="checkbox"
              checked={values.kinds.includes(kind)}
              onChange={(event) =>
                set('kinds', event.target.checked ? [...values.kinds, kind] : values.kinds.filter((k) => k !== kind))
              }
            />
            <Label check for={`notices-mail-${kind}`}>
              {t(KIND_LABELS[kind])}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button type="submit" color="primary">
          {t(messages.emailSave)}
        </Button>
        <span role="status" className="small">
          {mailSaved ? t(messages.emailSaved) : ''}
        </span>
      </div>
    </Form>
  );
}

export function MailChoices() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const person = useAppSelector(selectPersonOf);
  const admin = useAppSelector((s) => s.auth.currentUser?.role === UserRole.Admin);
  const entry = mailChoicesLive.useLive(person);
  const { retry } = mailChoicesLive.useControls(person);
  const saved = entry?.value?.kinds ?? [];
  const kinds = admin ? ADMIN_MAIL_KINDS : MEMBER_MAIL_KINDS;
  return (
    <section aria-labelledby="notices-email" className="mb-4">
      <h2 id="notices-email" className="h5">
        {t(messages.emailHeading)}
      </h2>
      <p className="small text-body-secondary">{t(messages.emailExplain)}</p>
      <AsyncSection
        status={entry?.status === 'failed' ? 'failed' : entry?.value ? 'idle' : 'loading'}
        error={entry?.error}
        failedTitle={t(messages.emailFailed)}
        hasData={Boolean(entry?.value)}
        onRetry={retry}
      >
        {/* Shown live: another device's choice (or this one's, saved) starts the form again. */}
        <MailForm key={saved.join(',')} saved={saved} kinds={kinds} />
      </AsyncSection>
    </section>
  );
}
