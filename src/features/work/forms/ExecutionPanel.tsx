// Executing a work order ("Execute"): start the work from the daily schedule; while in
// progress record actual hours, the action taken, the failure cause (required for breakdowns and
// repairs) and delays with their codes 1A–7D; tick a preventive order's checklist and enter its
// readings, sign where the plan asks for it; add comments (history notes); mark the
// work complete. Editors act only on orders assigned to them (firestore.rules refuses the rest);
// admins always. Every problem is shown in words and nothing is sent.
import { useId, useState } from 'react';
import { Button, Card, CardBody } from 'reactstrap';
import { type FormProblems, useForm } from '../../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AppMessage } from '../../../i18n/defineMessages';
import { UserRole } from '../../../lib/currentUser';
import type { Delay, WorkExecution } from '../../../services/firebase/work';
import { ACTION_NAMES } from '../messages';
import { FAILURE_CAUSE_NAMES } from '../../../components/failureCodes/messages';
import { ACTIONS, type ActionCode, FAILURE_CAUSES, type FailureCauseCode } from '../../../domain/referenceLists';
import { canMove, needsFailureCause, PARTS_DELAY_FAMILY, requirementsOf } from '../../../domain/statusMachine';
import { startedExecution, type WorkChanges } from '../../../domain/work';
import { moveRequested, updateRequested, type WorkRow } from '../workSlice';
import { checkExecution, checkSignature, type ExecutionField, LIMITS } from '../workValidation';
import { Checklist, checkChecklist, checklistOf, draftOf, type StepDraft } from './Checklist';
import { type DelayDraft, DelaysFieldset } from './DelaysFieldset';
import messages from './messages';
import { PROCEDURE_MESSAGES as procedureMessages } from './messages';
import { StartGate, useOrderProcedures } from './ProcedureGate';
import { TimePanel } from './TimePanel';
import { useOrderTime } from '../orderLive';
import { parseHours } from './PlanForm';

export interface ExecutionPanelProps {
  order: WorkRow;
}

/** What the execution form holds (named like its inputs, so the first problem is focused). */
type Values = {
  actualHours: string;
  action: string;
  failureCause: string;
  delays: DelayDraft[];
  steps: StepDraft[];
  note: string;
  signature: string;
};
type Field = ExecutionField | 'note' | 'signature' | 'hold' | 'gate';
/** A checklist reading's problem is named like its input. */
type ProblemKey = Field | `reading-${number}`;

const READING = /^reading-(\d+)$/;

export function ExecutionPanel({ order }: ExecutionPanelProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.currentUser);
  const isAdmin = user?.role === UserRole.Admin;
  const mayAct = isAdmin || (!!user && order.assignees.includes(user.uid));
  const e = order.execution;
  const signs = requirementsOf('workComplete', order).includes('signature');
  // The required procedures this user has not acknowledged (or revised since) hold the start and
  // the recording of work: each person who works on the order reads them for themself.
  const { known, needs } = useOrderProcedures(order);
  const timeLogged = useOrderTime(order.number).items.length > 0;

  const executionOf = (v: Values): WorkExecution => ({
    // Empty hours while the work is under way are 0 (nothing recorded yet); when completing, refused.
    // Once time is logged, the actual hours are its sum (the entries move them); else as typed.
    actualHours: timeLogged ? (e?.actualHours ?? 0) : v.actualHours.trim() === '' ? 0 : parseHours(v.actualHours),
    action: (v.action || null) as ActionCode | null,
    failureCause: (v.failureCause || null) as FailureCauseCode | null,
    delays: v.delays.map((d): Delay => ({ code: d.code, hours: parseHours(d.hours), note: d.note.trim() })),
    startedAt: e?.startedAt ?? null,
  });
  /** The readings first (they come first on the page), then the record; completing checks more. */
  const problemsOf = (v: Values, complete: boolean): FormProblems<ProblemKey> => {
    const found: FormProblems<ProblemKey> = {};
    for (const [i, problem] of Object.entries(checkChecklist(v.steps))) found[`reading-${Number(i)}`] = problem;
    Object.assign(found, checkExecution(executionOf(v), order.workType, complete));
    if (complete && v.note.trim().length > LIMITS.note) found.note = messages.noteTooLong;
    const signatureProblem = complete && signs ? checkSignature(v.signature) : undefined;
    if (signatureProblem) found.signature = signatureProblem;
    if (needs.length > 0) found.gate = procedureMessages.recordRefused;
    return found;
  };
  const form = useForm<Values, ProblemKey>(
    {
      actualHours: e && e.actualHours > 0 ? String(e.actualHours) : '',
      action: e?.action ?? '',
      // A contractor's visit: the work is a third party's unless said otherwise.
      failureCause: e?.failureCause ?? (order.contract ? '3RDPARTY' : ''),
      delays: e?.delays.map((d) => ({ code: d.code, hours: String(d.hours), note: d.note })) ?? [],
      steps: draftOf(order.checklist),
      note: '',
      signature: '',
    },
    (v) => problemsOf(v, false),
  );
  const { intl, values, set, problems } = form;
  const comments = useForm({ comment: '' }, ({ comment }) => {
    const text = comment.trim();
    return !text
      ? { comment: messages.commentRequired }
      : text.length > LIMITS.note
        ? { comment: messages.noteTooLong }
        : {};
  });
  const [startRefused, setStartRefused] = useState(false);

  const moveContext = {
    workType: order.workType,
    raisedByMe: !!user && order.raisedBy === user.uid,
    started: Boolean(e?.startedAt),
  };
  const role = isAdmin ? 'admin' : 'editor';
  // The emergency path: whoever raised a breakdown or safety request (or an admin) starts it now.
  const emergency = order.status === 'new' && canMove('new', 'inProgress', role, moveContext);
  // Work on hold for parts after it started: whoever executes it resumes it.
  const resumable =
    order.status === 'awaitingMaterials' && mayAct && canMove('awaitingMaterials', 'inProgress', role, moveContext);
  if (order.status !== 'dailySchedule' && order.status !== 'inProgress' && !emergency && !resumable) return null;
  const causeRequired = needsFailureCause(order.workType);
  const hasChecklist = order.checklist.length > 0;
  // The rules let editors change an order without moving it only while the work is in progress.
  const mayComment = isAdmin || order.status === 'inProgress';
  const stepProblems = Object.fromEntries(
    Object.entries(problems).flatMap(([key, problem]) => {
      const step = READING.exec(key);
      return step && problem ? [[Number(step[1]), problem]] : [];
    }),
  ) as Record<number, AppMessage>;

  const changesOf = (v: Values, complete: boolean): WorkChanges => ({
    execution: executionOf(v),
    ...(hasChecklist ? { checklist: checklistOf(order.checklist, v.steps) } : {}),
    ...(complete && signs ? { signature: { name: v.signature.trim() } } : {}),
  });
  const save = form.handleSubmit((v) =>
    dispatch(updateRequested({ number: order.number, changes: changesOf(v, false), note: '' })),
  );
  const complete = form.handleSubmit(
    (v) =>
      dispatch(
        moveRequested({ number: order.number, to: 'workComplete', changes: changesOf(v, true), note: v.note.trim() }),
      ),
    { way: 'complete', check: (v) => problemsOf(v, true) },
  );
  const sendComment = comments.handleSubmit(({ comment }) => {
    dispatch(updateRequested({ number: order.number, changes: {}, note: comment.trim() }));
    comments.reset();
  });

  const start = () => {
    setStartRefused(needs.length > 0);
    if (needs.length > 0) return;
    const execution = startedExecution();
    dispatch(
      moveRequested(
        emergency && user
          ? {
              number: order.number,
              to: 'inProgress',
              // The one who starts it does it; planning (estimate, craft, crew) is recorded afterwards.
              changes: { execution, assignees: [...new Set([...order.assignees, user.uid])] },
              note: intl.formatMessage(messages.emergencyNote),
            }
          : { number: order.number, to: 'inProgress', changes: { execution }, note: '' },
      ),
    );
  };
  const resume = () =>
    dispatch(
      moveRequested({
        number: order.number,
        to: 'inProgress',
        changes: {},
        note: intl.formatMessage(messages.resumeNote),
      }),
    );
  // On hold for parts: what was recorded so far, with a parts delay (4A–4E) added to say why.
  const hold = form.handleSubmit(
    (v) =>
      dispatch(
        moveRequested({
          number: order.number,
          to: 'awaitingMaterials',
          changes: changesOf(v, false),
          note: intl.formatMessage(messages.holdNote),
        }),
      ),
    {
      way: 'hold',
      check: (v) => {
        const found = problemsOf(v, false);
        const before = e?.delays.length ?? 0;
        const parts = v.delays.length > before && v.delays.some((d) => d.code.startsWith(PARTS_DELAY_FAMILY));
        return parts ? found : { ...found, hold: messages.holdNeedsDelay };
      },
    },
  );

  const describedBy = (field: Field) => (problems[field] ? `${id}-${field}-problem` : undefined);
  const problemText = (field: Field) =>
    problems[field] ? (
      <div id={`${id}-${field}-problem`} className="invalid-feedback d-block">
        {form.problem(field)}
      </div>
    ) : null;
  const invalid = (field: Field) => (problems[field] ? ' is-invalid' : '');

  return (
    <Card tag="section" aria-labelledby={`${id}-title`}>
      <CardBody>
        <h2 className="h5" id={`${id}-title`}>
          {intl.formatMessage(messages.executionTitle)}
        </h2>
        {order.contract && (
          <p className="fw-medium">{intl.formatMessage(messages.contractorVisit, { vendor: order.contract.vendor })}</p>
        )}
        {!mayAct && !emergency && <p className="alert alert-info">{intl.formatMessage(messages.notAssigned)}</p>}

        {emergency && (
          <div className="mb-3" data-emergency-start>
            <p className="text-body-secondary">{intl.formatMessage(messages.emergencyHint)}</p>
            <Button color="danger" onClick={start}>
              {intl.formatMessage(messages.emergencyStart)}
            </Button>
          </div>
        )}

        {resumable && (
          <div className="mb-3">
            <p className="text-body-secondary">{intl.formatMessage(messages.resumeHint)}</p>
            <Button color="primary" onClick={resume}>
              {intl.formatMessage(messages.resume)}
            </Button>
          </div>
        )}

        {mayAct && order.status === 'dailySchedule' && (
          <div className="mb-3">
            <p className="text-body-secondary">{intl.formatMessage(messages.startHint)}</p>
            <StartGate order={order} needs={needs} known={known} id={`${id}-gate`} />
            <Button color="primary" onClick={start} aria-describedby={needs.length ? `${id}-gate` : undefined}>
              {intl.formatMessage(messages.start)}
            </Button>
            {startRefused && needs.length > 0 && (
              <p className="text-danger mt-2 mb-0" role="alert">
                {intl.formatMessage(procedureMessages.startRefused)}
              </p>
            )}
          </div>
        )}

        {mayAct && order.status === 'inProgress' && (
          <StartGate order={order} needs={needs} known={known} id={`${id}-gate`} />
        )}
        {order.status === 'inProgress' && <TimePanel order={order} mayLog={mayAct && needs.length === 0} />}
        {mayAct && order.status === 'inProgress' && (
          <form noValidate onSubmit={save} className="mb-4">
            {problems.gate && <div role="alert">{problemText('gate')}</div>}
            <div className="row g-3">
              <div className="col-sm-4">
                <label htmlFor={`${id}-hours`} className="form-label">
                  {intl.formatMessage(messages.actualHours)}
                </label>
                <input
                  id={`${id}-hours`}
                  name="actualHours"
                  inputMode="decimal"
                  className={`form-control${invalid('actualHours')}`}
                  value={timeLogged ? String(e?.actualHours ?? 0) : values.actualHours}
                  onChange={(ev) => set('actualHours', ev.target.value)}
                  readOnly={timeLogged}
                  aria-invalid={problems.actualHours ? true : undefined}
                  aria-describedby={timeLogged ? `${id}-hours-logged` : describedBy('actualHours')}
                />
                {timeLogged && (
                  <div id={`${id}-hours-logged`} className="form-text">
                    {intl.formatMessage(messages.hoursFromTime)}
                  </div>
                )}
                {problemText('actualHours')}
              </div>
              <div className="col-sm-4">
                <label htmlFor={`${id}-action`} className="form-label">
                  {intl.formatMessage(messages.action)}
                </label>
                <select
                  id={`${id}-action`}
                  name="action"
                  className={`form-select${invalid('action')}`}
                  value={values.action}
                  onChange={(ev) => set('action', ev.target.value)}
                  aria-invalid={problems.action ? true : undefined}
                  aria-describedby={describedBy('action')}
                >
                  <option value="">{intl.formatMessage(messages.notChosen)}</option>
                  {ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {intl.formatMessage(ACTION_NAMES[a])}
                    </option>
                  ))}
                </select>
                {problemText('action')}
              </div>
              <div className="col-sm-4">
                <label htmlFor={`${id}-cause`} className="form-label">
                  {intl.formatMessage(causeRequired ? messages.failureCauseRequired : messages.failureCause)}
                </label>
                <select
                  id={`${id}-cause`}
                  name="failureCause"
                  className={`form-select${invalid('failureCause')}`}
                  value={values.failureCause}
                  onChange={(ev) => set('failureCause', ev.target.value)}
                  aria-required={causeRequired || undefined}
                  aria-invalid={problems.failureCause ? true : undefined}
                  aria-describedby={describedBy('failureCause')}
                >
                  <option value="">{intl.formatMessage(messages.notChosen)}</option>
                  {FAILURE_CAUSES.map((c) => (
                    <option key={c} value={c}>
                      {intl.formatMessage(messages.codeName, {
                        code: c,
                        name: intl.formatMessage(FAILURE_CAUSE_NAMES[c]),
                      })}
                    </option>
                  ))}
                </select>
                {problemText('failureCause')}
              </div>
            </div>

            <DelaysFieldset
              delays={values.delays}
              onDelays={(delays) => set('delays', delays)}
              invalid={!!problems.delays}
              describedBy={describedBy('delays')}
              problem={problemText('delays')}
            />

            {hasChecklist && (
              <Checklist
                order={order}
                draft={values.steps}
                problems={stepProblems}
                onChange={(i, change) =>
                  set(
                    'steps',
                    values.steps.map((x, j) => (j === i ? { ...x, ...change } : x)),
                  )
                }
              />
            )}

            <div className="mb-3">
              <label htmlFor={`${id}-note`} className="form-label">
                {intl.formatMessage(messages.completionNote)}
              </label>
              <textarea
                id={`${id}-note`}
                name="note"
                rows={2}
                className={`form-control${invalid('note')}`}
                value={values.note}
                onChange={(ev) => set('note', ev.target.value)}
                aria-invalid={problems.note ? true : undefined}
                aria-describedby={describedBy('note')}
              />
              {problemText('note')}
            </div>

            {signs && (
              <div className="mb-3">
                <label htmlFor={`${id}-signature`} className="form-label">
                  {intl.formatMessage(messages.signature)}
                </label>
                <input
                  id={`${id}-signature`}
                  name="signature"
                  autoComplete="name"
                  className={`form-control${invalid('signature')}`}
                  value={values.signature}
                  onChange={(ev) => set('signature', ev.target.value)}
                  aria-required
                  aria-invalid={problems.signature ? true : undefined}
                  aria-describedby={problems.signature ? describedBy('signature') : `${id}-signature-hint`}
                />
                {problems.signature ? (
                  problemText('signature')
                ) : (
                  <div id={`${id}-signature-hint`} className="form-text">
                    {intl.formatMessage(messages.signatureHint)}
                  </div>
                )}
              </div>
            )}

            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" color="primary" outline>
                {intl.formatMessage(messages.save)}
              </Button>
              <Button type="button" color="success" data-move="workComplete" onClick={complete}>
                {intl.formatMessage(messages.complete)}
              </Button>
              <Button
                type="button"
                color="secondary"
                outline
                data-move="awaitingMaterials"
                onClick={hold}
                aria-describedby={problems.hold ? describedBy('hold') : `${id}-hold-hint`}
              >
                {intl.formatMessage(messages.hold)}
              </Button>
            </div>
            {problems.hold ? (
              <div role="alert">{problemText('hold')}</div>
            ) : (
              <div id={`${id}-hold-hint`} className="form-text">
                {intl.formatMessage(messages.holdHint)}
              </div>
            )}
          </form>
        )}

        {mayComment && (
          <form noValidate onSubmit={sendComment}>
            <label htmlFor={`${id}-comment`} className="form-label">
              {intl.formatMessage(messages.comment)}
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={2}
              className={`form-control${comments.problems.comment ? ' is-invalid' : ''}`}
              value={comments.values.comment}
              onChange={(ev) => comments.set('comment', ev.target.value)}
              aria-invalid={comments.problems.comment ? true : undefined}
              aria-describedby={`${id}-comment-${comments.problems.comment ? 'problem' : 'hint'}`}
            />
            {comments.problems.comment ? (
              <div id={`${id}-comment-problem`} className="invalid-feedback d-block">
                {comments.problem('comment')}
              </div>
            ) : (
              <div id={`${id}-comment-hint`} className="form-text">
                {intl.formatMessage(messages.commentHint)}
              </div>
            )}
            <Button type="submit" color="secondary" className="mt-2">
              {intl.formatMessage(messages.addComment)}
            </Button>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
