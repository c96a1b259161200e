// The downtime of one piece of equipment, on its page and on a work order's: whether it runs or
// since when it is stopped and why, recording a stop (now, or one that has already ended) and the
// return to service, and the stops themselves. On the equipment page also its figures over the
// last 365 days (availability, MTTR and MTBF by SMRP, stops) and its downtime by reason as a
// chart. Live and offline-first: a stop recorded here shows at once as waiting to sync; a stop
// the server refuses (another device recorded an overlapping one first) is reported in words.
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, CardHeader } from 'reactstrap';
import {
  closeProblem,
  DOWNTIME_REASONS,
  type DowntimeReason,
  isDowntimeReason,
  type Stop,
  type StopProblem,
  stopProblems,
  stopsInWindow,
  toMinute,
  yearBefore,
} from '../../domain/downtime';
import type { PlantKey } from '../../services/firebase/collections';
import { codeKey } from '../../domain/failureCodes';
import { queueBackInService, queueFailureCoding, queueStop } from '../../services/firebase/downtime';
import { useFailureLibrary } from '../failureCodes/failureCodesLive';
import { useFailureNames } from '../failureCodes/useFailureNames';
import { type CodingValues, FailureCodingForm } from './FailureCodingForm';
import { useAppSelector } from '../../store/hooks';
import { toAppError, type AppError } from '../../lib/errors';
import { useErrorText } from '../../lib/useErrorText';
import { type Problem, useForm } from '../../lib/useForm';
import { useNow } from '../../lib/useNow';
import { formatDate } from '../../lib/date';
import { ErrorAlert } from '../ErrorAlert';
import { HelpLink } from '../HelpLink';
import { PendingBadge } from '../PendingBadge';
import { SelectField, TextAreaField } from '../SelectField';
import { TextField } from '../TextField';
import { equipmentStops, orderStops, runState } from './downtimeLive';
import { DowntimeYear, StopsList, useHours } from './DowntimeParts';
import messages, { REASON_NAMES } from './messages';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input's value (the device's local time, to the minute). */
export function localInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as ISO (whole minutes), or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : toMinute(new Date(ms).toISOString());
}

export interface DowntimeCardProps {
  plant: PlantKey;
  /** The equipment (null: an order without equipment). */
  eqid: string | null;
  /** The equipment as people name it, for the sync centre. */
  equipmentLabel: string;
  /** On a work order: its number, and whether it is a breakdown (the reason then starts as failure). */
  order?: { number: string; breakdown: boolean };
  /** The equipment's class in the failure-code library, when known (a failure's coding starts from it). */
  equipmentClass?: string | null;
}

export function DowntimeCard({ plant, eqid, equipmentLabel, order, equipmentClass = null }: DowntimeCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const user = useAppSelector((s) => s.auth.currentUser);
  const shown = eqid ? { plant, eqid } : null;
  const stateLive = runState.useLive(shown);
  const stopsLive = equipmentStops.useLive(order ? null : shown);
  const orderLive = orderStops.useLive(order ? { plant, order: order.number } : null);
  const stateControls = runState.useControls(shown);
  const listLive = order ? orderLive : stopsLive;
  const state = stateLive?.value?.item ?? null;
  const [writeError, setWriteError] = useState<AppError | null>(null);
  const [done, setDone] = useState('');
  const now = useNow();

  const hours = useHours();
  const whenText = (iso: string) =>
    `${formatDate(iso)} ${intl.formatTime(new Date(iso), { hour: '2-digit', minute: '2-digit' })}`;
  /** A problem in words: the last stop's end for an overlap, otherwise the stop's start. */
  const problemOf = (p: StopProblem, stoppedAt: string | null | undefined): Problem => ({
    ...messages[p],
    values: {
      time:
        p === 'beforeLastStop' && state?.lastBackAt ? whenText(state.lastBackAt) : stoppedAt ? whenText(stoppedAt) : '',
    },
  });

  const writer = user ? { uid: user.uid, name: user.title } : null;
  const label = {
    record: order ? `${order.number} · ${equipmentLabel}` : equipmentLabel,
    link: order ? `/app/work/${order.number}` : `/app/assets/equipment/${eqid}`,
  };
  const queued = async (write: () => Promise<{ acknowledged: Promise<void> }>, message: string) => {
    setWriteError(null);
    try {
      const { acknowledged } = await write();
      setDone(message);
      acknowledged.catch((error: unknown) => setWriteError(toAppError(error)));
    } catch (error) {
      setWriteError(toAppError(error));
    }
  };

  // Recording a stop: when it stopped (now by default), whether it runs again and since when. A
  // time left as shown counts as the moment of sending (the page may have been open a while).
  const [shownAt, setShownAt] = useState(() => localInput(now));
  const timeOf = (value: string, shown: string) =>
    value === shown ? toMinute(new Date().toISOString()) : fromLocalInput(value);
  /** The stop form as it starts: now, still stopped, a breakdown's failure reason. */
  const blankStop = (at: string) => ({
    stoppedAt: at,
    still: true,
    backAt: at,
    reason: order?.breakdown ? 'failure' : '',
    note: '',
  });
  const form = useForm(
    blankStop(shownAt),
    (v) => {
      const found = stopProblems(
        {
          stoppedAt: timeOf(v.stoppedAt, shownAt),
          backAt: v.still ? null : (timeOf(v.backAt, shownAt) ?? 'x'),
          reason: v.reason,
          note: v.note,
        },
        state ? { stop: state.stop, lastBackAt: state.lastBackAt } : null,
        new Date().toISOString(),
      );
      const stopped = timeOf(v.stoppedAt, shownAt);
      return Object.fromEntries(Object.entries(found).map(([field, p]) => [field, problemOf(p, stopped)]));
    },
    { fieldIds: { stoppedAt: 'stop-at', backAt: 'stop-back', reason: 'stop-reason', note: 'stop-note' } },
  );
  const submitStop = (event: FormEvent<HTMLFormElement>) => {
    setDone('');
    form.handleSubmit((v) => {
      if (!eqid || !writer || !isDowntimeReason(v.reason)) return;
      const stoppedAt = timeOf(v.stoppedAt, shownAt)!;
      const backAt = v.still ? null : timeOf(v.backAt, shownAt);
      void queued(
        () =>
          queueStop(
            plant,
            {
              equipmentId: eqid,
              stoppedAt,
              backAt,
              reason: v.reason as DowntimeReason,
              order: order?.number ?? null,
              note: v.note.trim(),
            },
            state?.lastBackAt ?? null,
            writer,
            label,
          ),
        t(messages.recorded),
      );
      const at = localInput(new Date().toISOString());
      setShownAt(at);
      setBackAt(at);
      form.reset(blankStop(at));
    })(event);
  };

  // Back in service: when (now by default; the same shown time as the stop form's).
  const [backAt, setBackAt] = useState(shownAt);
  const [backProblem, setBackProblem] = useState<string | undefined>();
  const openStop: Pick<Stop, 'id' | 'equipmentId' | 'stoppedAt' | 'reason'> | null =
    state?.stop && state.stoppedAt && state.reason
      ? { id: state.stop, equipmentId: state.equipmentId, stoppedAt: state.stoppedAt, reason: state.reason }
      : null;
  const submitBack = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone('');
    if (!openStop || !writer) return;
    const at = timeOf(backAt, shownAt);
    const problem = closeProblem({ stoppedAt: openStop.stoppedAt, backAt: null }, at, new Date().toISOString());
    const words = problem ? problemOf(problem, openStop.stoppedAt) : null;
    setBackProblem(words ? t(words, words.values) : undefined);
    if (problem) {
      document.getElementById('stop-back-now')?.focus();
      return;
    }
    void queued(() => queueBackInService(plant, openStop, at!, writer, label), t(messages.backRecorded));
    const next = localInput(new Date().toISOString());
    setShownAt(next);
    setBackAt(next);
    form.reset(blankStop(next));
  };

  const title = order ? t(messages.orderTitle) : t(messages.title);
  const status = stateLive?.status === 'failed' || listLive?.status === 'failed' ? 'failed' : stateLive?.status;
  const stops = listLive?.value?.items ?? [];
  const figures = !order && stopsLive?.value ? stopsInWindow(stopsLive.value.items, yearBefore(now), now) : null;

  // Failure coding: a closed failure's codes in the list, and the form for the one being coded.
  const { library } = useFailureLibrary(plant.company);
  const names = useFailureNames(library);
  const [codingId, setCodingId] = useState<string | null>(null);
  const coding = stops.find((s) => s.id === codingId && s.reason === 'failure' && s.backAt) ?? null;
  const startClass =
    equipmentClass ??
    [...stops].sort((a, b) => b.stoppedAt.localeCompare(a.stoppedAt)).find((s) => s.failure)?.failure?.equipmentClass ??
    null;
  const codingCell = (s: Stop & { pending: boolean }) => {
    if (s.reason !== 'failure' || !s.backAt) return null;
    const f = s.failure;
    return (
      <>
        {f ? (
          <span data-coded={codeKey(f)}>
            <bdi>{`${f.mode} – ${names.modeName(f.equipmentClass, f.mode)}`}</bdi>
            <span className="d-block small text-body-secondary">
              {[
                names.className(f.equipmentClass),
                f.mechanism && `${f.mechanism} ${names.mechanismName(f.mechanism)}`,
                f.cause && names.causeName(f.cause),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        ) : (
          <em className="text-warning-emphasis">{t(messages.notCoded)}</em>
        )}{' '}
        <Button
          size="sm"
          color="link"
          className="p-0 align-baseline"
          aria-label={t(f ? messages.recodeButtonLabel : messages.codeButtonLabel, { time: whenText(s.stoppedAt) })}
          aria-expanded={codingId === s.id}
          onClick={() => setCodingId(codingId === s.id ? null : s.id)}
        >
          {t(f ? messages.recodeButton : messages.codeButton)}
        </Button>
      </>
    );
  };
  const saveCoding = (v: CodingValues) => {
    if (!coding || !writer) return;
    const stop = coding;
    setCodingId(null);
    void queued(
      () =>
        queueFailureCoding(
          plant,
          stop,
          { equipmentClass: v.equipmentClass, mode: v.mode, mechanism: v.mechanism || null, cause: v.cause || null },
          writer.uid,
          label,
        ),
      t(messages.coded),
    );
  };

  return (
    <Card tag="section" aria-labelledby="downtime-title" data-downtime={eqid ?? ''}>
      <CardHeader className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="downtime-title" className="h6 mb-0">
          {title}
        </h2>
        <HelpLink topic="downtime" className="ms-auto" />
      </CardHeader>
      <CardBody>
        {!eqid ? (
          <p className="text-body-secondary mb-0">{t(messages.noEquipment)}</p>
        ) : (
          <>
            {status === 'failed' && (
              <p className="text-danger-emphasis">
                {t(messages.failed, { reason: errorText(stateLive?.error ?? listLive?.error ?? null) })}{' '}
                <Button size="sm" color="link" onClick={() => stateControls.retry()}>
                  {t(messages.retry)}
                </Button>
              </p>
            )}
            {status === 'loading' && (
              <p className="text-body-secondary small" role="status">
                {t(messages.loading)}
              </p>
            )}
            {status === 'ready' && (
              <p
                data-run-state={openStop ? 'stopped' : 'running'}
                className={openStop ? 'fw-semibold text-danger-emphasis' : ''}
              >
                {openStop
                  ? t(messages.stoppedSince, {
                      time: whenText(openStop.stoppedAt),
                      reason: t(REASON_NAMES[openStop.reason]),
                      hours: hours(Math.max(0, Date.parse(now) - Date.parse(openStop.stoppedAt)) / 3_600_000),
                    })
                  : t(messages.running)}
                <PendingBadge pending={stateLive?.value?.item?.pending ?? false} />
                {!openStop && state?.lastBackAt && (
                  <span className="text-body-secondary ms-1">
                    {t(messages.lastBack, { time: whenText(state.lastBackAt) })}
                  </span>
                )}
              </p>
            )}
            <ErrorAlert text={writeError && t(messages.writeFailed, { error: errorText(writeError) })} />
            <p className="small text-success-emphasis mb-2" role="status">
              {done}
            </p>

            {status === 'ready' && openStop && (
              <form noValidate onSubmit={submitBack} aria-labelledby="stop-back-title" className="mb-3">
                <h3 id="stop-back-title" className="h6">
                  {t(messages.backTitle)}
                </h3>
                <div className="row g-2 align-items-end">
                  <div className="col-sm-6">
                    <TextField
                      id="stop-back-now"
                      type="datetime-local"
                      label={t(messages.backAt)}
                      value={backAt}
                      onValue={setBackAt}
                      problem={backProblem}
                      hint={t(messages.timeHint)}
                    />
                  </div>
                  <div className="col-sm-6 mb-3">
                    <Button color="success" type="submit">
                      {t(messages.backButton)}
                    </Button>
                  </div>
                </div>
              </form>
            )}

            {status === 'ready' && !openStop && (
              <form noValidate onSubmit={submitStop} aria-labelledby="stop-form-title" className="mb-3">
                <h3 id="stop-form-title" className="h6">
                  {t(messages.recordTitle)}
                </h3>
                <div className="row g-2">
                  <div className="col-sm-6">
                    <TextField
                      id="stop-at"
                      name="stoppedAt"
                      type="datetime-local"
                      label={t(messages.stoppedAt)}
                      {...form.field('stoppedAt')}
                      hint={t(messages.timeHint)}
                    />
                  </div>
                  <div className="col-sm-6">
                    <SelectField id="stop-reason" name="reason" label={t(messages.reason)} {...form.field('reason')}>
                      <option value="">{t(messages.chooseReason)}</option>
                      {DOWNTIME_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {t(REASON_NAMES[r])}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                </div>
                <div className="form-check mb-2">
                  <input
                    id="stop-still"
                    type="checkbox"
                    className="form-check-input"
                    checked={form.values.still}
                    aria-describedby="stop-still-hint"
                    onChange={(e) => form.set('still', e.target.checked)}
                  />
                  <label className="form-check-label" htmlFor="stop-still">
                    {t(messages.stillStopped)}
                  </label>
                  <div id="stop-still-hint" className="form-text mt-0">
                    {t(messages.stillStoppedHint)}
                  </div>
                </div>
                {!form.values.still && (
                  <TextField
                    id="stop-back"
                    name="backAt"
                    type="datetime-local"
                    label={t(messages.backAt)}
                    {...form.field('backAt')}
                  />
                )}
                <TextAreaField id="stop-note" name="note" label={t(messages.note)} rows={2} {...form.field('note')} />
                <Button color="danger" type="submit">
                  {form.values.still ? t(messages.stopNow) : t(messages.record)}
                </Button>
              </form>
            )}

            {figures && <DowntimeYear figures={figures} />}

            {coding && (
              <FailureCodingForm
                key={coding.id}
                stop={coding}
                library={library}
                names={names}
                equipmentClass={startClass}
                onSave={saveCoding}
                onCancel={() => setCodingId(null)}
              />
            )}
            <StopsList stops={stops} onOrder={Boolean(order)} codingCell={codingCell} />
          </>
        )}
      </CardBody>
    </Card>
  );
}
