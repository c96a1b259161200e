// The request portal's form (/portal/{key}, ?e={equipment id} from an equipment label's QR code):
// what an operator knows about a fault, sent without an account. Problems are listed by field
// and nothing is written; a refusal is put in words and what was typed stays.
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type Portal,
  PORTAL_LIMITS,
  PORTAL_URGENCIES,
  type PortalField,
  type PortalProblem,
  type PortalRequestValues,
  type PortalStatus,
  type PortalUrgency,
  portalRequestProblems,
  portalStatusUrl,
} from '../../domain/portal';
import {
  myRequests,
  preparePhoto,
  readPortal,
  RestError,
  SendError,
  type SendRefusal,
  type Sent,
  sendPortalRequest,
} from '../../services/portal/portalService';
import { EquipmentChooser } from './EquipmentChooser';
import messages from './messages';
import { MyRequests } from './MyRequests';

type Load = 'loading' | 'closed' | 'offline' | 'failed' | Portal;

const EMPTY: PortalRequestValues = { equipmentId: '', title: '', description: '', urgency: '', name: '', contact: '' };
const MAX: Partial<Record<PortalField, number>> = {
  title: PORTAL_LIMITS.title,
  description: PORTAL_LIMITS.description,
  name: PORTAL_LIMITS.name,
  contact: PORTAL_LIMITS.contact,
};

const URGENCY_LABELS = {
  safety: messages.urgencySafety,
  stopped: messages.urgencyStopped,
  canWait: messages.urgencyCanWait,
} as const;

export function RequestPage({ portalKey, equipmentId }: { portalKey: string; equipmentId: string | null }) {
  const intl = useIntl();
  const id = useId();
  const [load, setLoad] = useState<Load>('loading');
  const [values, setValues] = useState<PortalRequestValues>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<PortalField, PortalProblem>>>({});
  const [photo, setPhoto] = useState<{ blob: Blob; name: string; url: string } | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [step, setStep] = useState<'idle' | 'sending' | 'photo'>('idle');
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [mine, setMine] = useState<PortalStatus[]>([]);
  const [copied, setCopied] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);

  // Reads the portal (again, on "Try again": the page shows it loading first).
  const read = useCallback(() => {
    readPortal(portalKey).then(
      (portal) => {
        setLoad(portal);
        if (portal !== 'closed' && equipmentId && portal.equipment.some((e) => e.id === equipmentId))
          setValues((v) => (v.equipmentId ? v : { ...v, equipmentId }));
        if (portal !== 'closed') myRequests().then(setMine, () => setMine([]));
      },
      (error: unknown) => setLoad(error instanceof RestError && error.failure === 'offline' ? 'offline' : 'failed'),
    );
  }, [portalKey, equipmentId]);

  useEffect(read, [read]);
  const retry = () => {
    setLoad('loading');
    read();
  };
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  if (load === 'loading')
    return (
      <p role="status" className="text-body-secondary">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  if (load === 'closed')
    return (
      <section aria-labelledby={`${id}-closed`}>
        <h1 id={`${id}-closed`} className="h3">
          {intl.formatMessage(messages.closedTitle)}
        </h1>
        <p>{intl.formatMessage(messages.closedBody)}</p>
      </section>
    );
  if (load === 'offline' || load === 'failed')
    return (
      <div className="alert alert-warning" role="alert">
        {load === 'offline' && <h1 className="h5">{intl.formatMessage(messages.offlineTitle)}</h1>}
        <p>{intl.formatMessage(load === 'offline' ? messages.offlineBody : messages.failedBody)}</p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    );
  const portal = load;

  const set = (field: PortalField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  };

  const problemText = (field: PortalField): string | null => {
    const p = problems[field];
    if (!p) return null;
    if (p === 'required')
      return intl.formatMessage(
        field === 'equipmentId'
          ? messages.problemEquipmentRequired
          : field === 'urgency'
            ? messages.problemUrgencyRequired
            : messages.problemRequired,
      );
    if (p === 'tooLong') return intl.formatMessage(messages.problemTooLong, { max: MAX[field] });
    if (p === 'notInList') return intl.formatMessage(messages.problemNotInList);
    return intl.formatMessage(messages.problemMarkup);
  };

  const choosePhoto = async (file: File | undefined) => {
    setPhotoProblem(null);
    if (!file) return;
    const ready = await preparePhoto(file, PORTAL_LIMITS.photoBytes);
    if (!ready) {
      setPhotoProblem(
        intl.formatMessage(file.type.startsWith('image/') ? messages.photoTooLarge : messages.photoUnreadable),
      );
      if (photoInput.current) photoInput.current.value = '';
      return;
    }
    setPhoto({ ...ready, url: URL.createObjectURL(ready.blob) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = portalRequestProblems(values, new Set(portal.equipment.map((e) => e.id)));
    setProblems(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setStep('sending');
    try {
      const result = await sendPortalRequest(
        portal,
        { ...values, urgency: values.urgency as PortalUrgency },
        photo && { blob: photo.blob, name: photo.name },
        setStep,
      );
      setSent(result);
      setCopied(false);
      myRequests().then(setMine, () => {});
    } catch (error) {
      setRefusal(error instanceof SendError ? error.refusal : { kind: 'server' });
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setStep('idle');
    }
  };

  const another = () => {
    // The equipment (the one the sender stands at, or chose), their name and contact stay.
    setValues((v) => ({ ...EMPTY, equipmentId: v.equipmentId, name: v.name, contact: v.contact }));
    setPhoto(null);
    setSent(null);
  };

  if (sent) {
    const link = portalStatusUrl(window.location.origin, sent.statusKey);
    return (
      <>
        <section className="card border-success mb-4" aria-labelledby={`${id}-sent`}>
          <div className="card-body">
            <h1 id={`${id}-sent`} className="h4 text-success" tabIndex={-1} data-portal-sent={sent.number}>
              {intl.formatMessage(messages.sentTitle, { number: sent.number })}
            </h1>
            <p>{intl.formatMessage(messages.sentBody)}</p>
            <p className="text-break">
              <a href={link} data-portal-status-link>
                {link}
              </a>
            </p>
            {sent.photoFailed && (
              <p className="alert alert-warning" role="alert">
                {intl.formatMessage(messages.sentPhotoFailed)}
              </p>
            )}
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() =>
                  navigator.clipboard?.writeText(link).then(
                    () => setCopied(true),
                    () => setCopied(false),
                  )
                }
              >
                {intl.formatMessage(messages.sentCopy)}
              </button>
              <a className="btn btn-outline-primary" href={link}>
                {intl.formatMessage(messages.sentOpen)}
              </a>
              <button type="button" className="btn btn-primary" onClick={another}>
                {intl.formatMessage(messages.sentAnother)}
              </button>
            </div>
            <p role="status" className="small text-success mt-2 mb-0">
              {copied ? intl.formatMessage(messages.sentCopied) : ''}
            </p>
          </div>
        </section>
        <MyRequests requests={mine} />
      </>
    );
  }

  const busy = step !== 'idle';
  const hasProblems = Object.keys(problems).length > 0;
  const field = (name: 'title' | 'name' | 'contact', label: string, hint: string | null, autoComplete: string) => {
    const problem = problemText(name);
    return (
      <div className="mb-3">
        <label htmlFor={`${id}-${name}`} className="form-label fw-semibold">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className={`form-control form-control-lg${problem ? ' is-invalid' : ''}`}
          value={values[name]}
          autoComplete={autoComplete}
          maxLength={(MAX[name] ?? 200) + 50}
          aria-invalid={problem ? true : undefined}
          aria-describedby={
            [hint && `${id}-${name}-hint`, problem && `${id}-${name}-problem`].filter(Boolean).join(' ') || undefined
          }
          onChange={(e) => set(name, e.target.value)}
        />
        {hint && (
          <div id={`${id}-${name}-hint`} className="form-text">
            {hint}
          </div>
        )}
        {problem && (
          <div id={`${id}-${name}-problem`} className="invalid-feedback">
            {problem}
          </div>
        )}
      </div>
    );
  };
  const descriptionProblem = problemText('description');
  const urgencyProblem = problemText('urgency');

  return (
    <>
      <h1 className="h3">{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro, { plant: portal.plantName })}</p>
      <div ref={summary} tabIndex={-1} aria-live="assertive">
        {hasProblems && (
          <div className="alert alert-danger" role="alert">
            {intl.formatMessage(messages.problemSummary)}
          </div>
        )}
        {refusal && (
          <div className="alert alert-danger" role="alert" data-portal-refusal={refusal.kind}>
            {refusal.kind === 'wait'
              ? intl.formatMessage(messages.refusedWait, { seconds: refusal.seconds })
              : intl.formatMessage(
                  {
                    full: messages.refusedFull,
                    closed: messages.refusedClosed,
                    refused: messages.refusedRefused,
                    offline: messages.refusedOffline,
                    server: messages.refusedServer,
                  }[refusal.kind],
                )}
          </div>
        )}
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <EquipmentChooser
          equipment={portal.equipment}
          value={values.equipmentId}
          onChange={(eq) => set('equipmentId', eq)}
          problem={problemText('equipmentId')}
        />
        {field('title', intl.formatMessage(messages.fieldTitle), intl.formatMessage(messages.fieldTitleHint), 'off')}
        <div className="mb-3">
          <label htmlFor={`${id}-description`} className="form-label fw-semibold">
            {intl.formatMessage(messages.fieldDescription)}
          </label>
          <textarea
            id={`${id}-description`}
            className={`form-control${descriptionProblem ? ' is-invalid' : ''}`}
            rows={3}
            value={values.description}
            aria-invalid={descriptionProblem ? true : undefined}
            aria-describedby={descriptionProblem ? `${id}-description-problem` : undefined}
            onChange={(e) => set('description', e.target.value)}
          />
          {descriptionProblem && (
            <div id={`${id}-description-problem`} className="invalid-feedback">
              {descriptionProblem}
            </div>
          )}
        </div>
        <fieldset className="mb-3" aria-describedby={urgencyProblem ? `${id}-urgency-problem` : undefined}>
          <legend className="form-label fs-6 fw-semibold">{intl.formatMessage(messages.fieldUrgency)}</legend>
          {PORTAL_URGENCIES.map((u) => (
            <div key={u} className={`form-check border rounded p-2 ps-5 mb-2${u === 'safety' ? ' border-danger' : ''}`}>
              <input
                id={`${id}-urgency-${u}`}
                className={`form-check-input${urgencyProblem ? ' is-invalid' : ''}`}
                type="radio"
                name={`${id}-urgency`}
                value={u}
                checked={values.urgency === u}
                onChange={() => set('urgency', u)}
              />
              <label htmlFor={`${id}-urgency-${u}`} className="form-check-label w-100">
                {intl.formatMessage(URGENCY_LABELS[u])}
              </label>
            </div>
          ))}
          {urgencyProblem && (
            <div id={`${id}-urgency-problem`} className="invalid-feedback d-block">
              {urgencyProblem}
            </div>
          )}
        </fieldset>
        <div className="mb-3">
          <label htmlFor={`${id}-photo`} className="form-label fw-semibold">
            {intl.formatMessage(messages.fieldPhoto)}
          </label>
          <input
            ref={photoInput}
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            capture="environment"
            className={`form-control${photoProblem ? ' is-invalid' : ''}`}
            aria-describedby={`${id}-photo-hint${photoProblem ? ` ${id}-photo-problem` : ''}`}
            onChange={(e) => void choosePhoto(e.target.files?.[0])}
          />
          <div id={`${id}-photo-hint`} className="form-text">
            {intl.formatMessage(messages.photoHint)}
          </div>
          {photoProblem && (
            <div id={`${id}-photo-problem`} className="invalid-feedback">
              {photoProblem}
            </div>
          )}
          {photo && (
            <div className="d-flex align-items-center gap-3 mt-2">
              <img
                src={photo.url}
                alt={intl.formatMessage(messages.photoPreview)}
                className="rounded border"
                style={{ maxWidth: '6rem', maxHeight: '6rem', objectFit: 'cover' }}
              />
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => {
                  setPhoto(null);
                  if (photoInput.current) photoInput.current.value = '';
                }}
              >
                {intl.formatMessage(messages.photoRemove)}
              </button>
            </div>
          )}
        </div>
        {field('name', intl.formatMessage(messages.fieldName), null, 'name')}
        {field(
          'contact',
          intl.formatMessage(messages.fieldContact),
          intl.formatMessage(messages.fieldContactHint),
          'tel',
        )}
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {intl.formatMessage(
            step === 'photo' ? messages.sendingPhoto : step === 'sending' ? messages.sending : messages.send,
          )}
        </button>
        <p role="status" className="visually-hidden">
          {busy ? intl.formatMessage(step === 'photo' ? messages.sendingPhoto : messages.sending) : ''}
        </p>
      </form>
      <MyRequests requests={mine} />
    </>
  );
}
