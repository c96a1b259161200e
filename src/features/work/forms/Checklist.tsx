// A preventive order's checklist ("Execution"): each step ticked as done, a reading
// step with its value, its allowed range and — out of range — a mark in words and a follow-up
// work request raised in one click. Editable while the work is in progress (ExecutionPanel keeps
// the draft and saves it with the record); read-only elsewhere on the order page.
import { useId, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { AppMessage } from '../../../i18n/defineMessages';
import type { ChecklistItem } from '../../../services/firebase/work';
import { raiseRequested, type WorkRow } from '../workSlice';
import { orderDocLive } from '../orderLive';
import { selectSavedPlant } from '../../plant/plantSlice';
import { WorkNumber } from '../../../components/WorkNumber';
import { checkReading, LIMITS, outOfRange, parseReading } from '../workValidation';
import messages from './messages';
import { followUpNumber, workNumberLabel } from '../../../lib/workNumber';

/** A step as being filled in: the reading as typed. */
export interface StepDraft {
  done: boolean;
  value: string;
}

export const draftOf = (items: ChecklistItem[]): StepDraft[] =>
  items.map((c) => ({ done: c.done, value: c.value === null ? '' : String(c.value) }));

/** Problems of the draft by step index (a reading that is not a number). */
export function checkChecklist(draft: StepDraft[]): Record<number, AppMessage> {
  const found: Record<number, AppMessage> = {};
  draft.forEach((d, i) => {
    const p = checkReading(d.value);
    if (p) found[i] = p;
  });
  return found;
}

/** The order's checklist with the draft's ticks and readings (call once `checkChecklist` finds nothing). */
export const checklistOf = (items: ChecklistItem[], draft: StepDraft[]): ChecklistItem[] =>
  items.map((c, i) => ({ ...c, done: draft[i].done, value: c.reading ? parseReading(draft[i].value) : null }));

type Reading = NonNullable<ChecklistItem['reading']>;

function rangeText(intl: IntlShape, r: Reading): string | null {
  const n = (v: number) => intl.formatNumber(v);
  if (r.min !== null && r.max !== null)
    return intl.formatMessage(messages.rangeBetween, { min: n(r.min), max: n(r.max) });
  if (r.min !== null) return intl.formatMessage(messages.rangeAtLeast, { min: n(r.min) });
  if (r.max !== null) return intl.formatMessage(messages.rangeAtMost, { max: n(r.max) });
  return null;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The follow-up request of an out-of-range reading: raised in one click, once. Its number is
 * deterministic (the order and the step, lib/workNumber.ts followUpNumber), so the step watches
 * that request live and, once it exists (raised here, on another device, or before a reload),
 * links to it instead of offering to raise it again; a second raise elsewhere is the same
 * document, which the rules refuse to overwrite.
 */
function FollowUp({
  order,
  index,
  step,
  value,
}: {
  order: WorkRow;
  index: number;
  step: ChecklistItem;
  value: number;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const plant = useAppSelector(selectSavedPlant);
  const [asked, setAsked] = useState(false);
  const day = order.pm?.due ?? (order.raisedAt ?? new Date().toISOString()).slice(0, 10);
  const number = followUpNumber(order.number, index, day);
  const existing = orderDocLive.useLive(plant ? { plant, number } : null)?.value?.item ?? null;
  const reading = step.reading!;
  const shown = { value: intl.formatNumber(value), unit: reading.unit };
  const raise = () => {
    dispatch(
      raiseRequested({
        // Titles hold 200 characters; a long step is cut, the description keeps it whole.
        title: clip(intl.formatMessage(messages.followUpTitle, { ...shown, step: clip(step.text, 120) }), LIMITS.title),
        description: intl.formatMessage(messages.followUpDescription, {
          ...shown,
          step: step.text,
          number: workNumberLabel(order.number),
          range: rangeText(intl, reading) ?? '',
        }),
        equipmentId: order.equipmentId,
        workType: 'RPM-INSP',
        followUp: { of: { number: order.number, step: index }, number },
      }),
    );
    setAsked(true);
  };
  if (existing)
    return (
      <p className="mb-0 mt-1" role="status">
        {intl.formatMessage(messages.followUpRaised, {
          link: (
            <Link key="l" to={`/app/work/${number}`}>
              <WorkNumber number={number} />
            </Link>
          ),
        })}
      </p>
    );
  return (
    <Button type="button" size="sm" color="warning" className="mt-1" disabled={asked} onClick={raise}>
      {intl.formatMessage(messages.raiseFollowUp)}
    </Button>
  );
}

export interface ChecklistProps {
  order: WorkRow;
  draft: StepDraft[];
  /** Absent: read-only (the order is not in progress, or not this user's to execute). */
  onChange?: (index: number, change: Partial<StepDraft>) => void;
  problems?: Record<number, AppMessage>;
}

export function Checklist({ order, draft, onChange, problems = {} }: ChecklistProps) {
  const intl = useIntl();
  const id = useId();
  const t = intl.formatMessage;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t(messages.checklistTitle)}</legend>
      <ol className="list-unstyled mb-0">
        {order.checklist.map((step, i) => {
          const d = draft[i] ?? { done: step.done, value: '' };
          const r = step.reading;
          const value = parseReading(d.value);
          const out = r !== null && value !== null && outOfRange(r, value);
          const range = r && rangeText(intl, r);
          const ids = {
            check: `${id}-s${i}`,
            value: `${id}-v${i}`,
            range: `${id}-r${i}`,
            out: `${id}-o${i}`,
            problem: `${id}-p${i}`,
          };
          const described = [range && ids.range, out && ids.out, problems[i] && ids.problem].filter(Boolean).join(' ');
          return (
            <li key={i} className={`mb-2 ps-2${out ? ' border-start border-3 border-danger' : ''}`}>
              <div className="form-check">
                <input
                  id={ids.check}
                  type="checkbox"
                  className="form-check-input"
                  checked={d.done}
                  disabled={!onChange}
                  onChange={(ev) => onChange?.(i, { done: ev.target.checked })}
                />
                <label className="form-check-label text-break" htmlFor={ids.check}>
                  {step.text}
                </label>
              </div>
              {r && (
                <div className="ms-4">
                  <label className="form-label small mb-0" htmlFor={ids.value}>
                    {r.unit
                      ? t(messages.readingLabel, { step: step.text, unit: r.unit })
                      : t(messages.readingLabelNoUnit, { step: step.text })}
                  </label>
                  <input
                    id={ids.value}
                    name={`reading-${i}`}
                    inputMode="decimal"
                    className={`form-control form-control-sm${problems[i] || out ? ' is-invalid' : ''}`}
                    style={{ maxWidth: '10rem' }}
                    value={d.value}
                    readOnly={!onChange}
                    onChange={(ev) => onChange?.(i, { value: ev.target.value })}
                    aria-invalid={problems[i] || out ? true : undefined}
                    aria-describedby={described || undefined}
                  />
                  {range && (
                    <div id={ids.range} className="form-text">
                      {t(messages.allowedRange, { range, unit: r.unit })}
                    </div>
                  )}
                  {problems[i] && (
                    <div id={ids.problem} className="invalid-feedback d-block">
                      {t(problems[i])}
                    </div>
                  )}
                  {out && (
                    <div id={ids.out} className="text-danger fw-medium small">
                      <span aria-hidden="true">⚠ </span>
                      {t(messages.outOfRange, { range })}
                    </div>
                  )}
                  {out && <FollowUp order={order} index={i} step={step} value={value} />}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
