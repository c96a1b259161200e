// A checklist (a maintenance plan's, a job plan's): ordered steps, each optionally asking for a reading with its unit and
// allowed range. Steps are added, removed and moved with buttons (keyboard: focus stays on the
// moved step's button), each control labelled with its step's number.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { emptyStep, type StepDraft } from './stepDrafts';
import messages from './messages';

interface Props {
  steps: StepDraft[];
  onSteps: (steps: StepDraft[]) => void;
  /** Problem text by field name (`step.{i}.text`, …, and `steps`). */
  problemOf: (field: string) => string | undefined;
}

export const stepFieldId = (i: number, part: string) => `plan-step-${i}-${part}`;

export function StepsEditor({ steps, onSteps, problemOf }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Where the keyboard goes once the steps have been drawn again.
  const focusNext = useRef<string | null>(null);
  const setFocus = (id: string) => {
    focusNext.current = id;
  };
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (i: number, part: Partial<StepDraft>) =>
    onSteps(steps.map((s, j) => (j === i ? { ...s, ...part } : s)));
  const move = (i: number, by: -1 | 1) => {
    const to = i + by;
    if (to < 0 || to >= steps.length) return;
    const next = [...steps];
    [next[i], next[to]] = [next[to], next[i]];
    onSteps(next);
    // Keep the keyboard on the step that moved; at an end, on its other button.
    const edge = (by < 0 && to === 0) || (by > 0 && to === steps.length - 1);
    setFocus(stepFieldId(to, edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'));
  };
  const remove = (i: number) => {
    onSteps(steps.filter((_, j) => j !== i));
    setFocus(steps.length > 1 ? stepFieldId(Math.min(i, steps.length - 2), 'text') : 'plan-add-step');
  };
  const stepsProblem = problemOf('steps');

  return (
    <fieldset className="mb-3" aria-describedby="plan-steps-hint">
      <legend className="form-label fs-6">{t(messages.sectionSteps)}</legend>
      <p id="plan-steps-hint" className="form-text mt-0">
        {t(messages.stepsHint)}
      </p>
      {steps.length === 0 && <p className="text-body-secondary">{t(messages.noStepsYet)}</p>}
      <ol className="list-unstyled mb-2">
        {steps.map((step, i) => {
          const n = { n: i + 1 };
          const textProblem = problemOf(`step.${i}.text`);
          const unitProblem = problemOf(`step.${i}.unit`);
          const rangeProblem = problemOf(`step.${i}.range`);
          const id = (part: string) => stepFieldId(i, part);
          return (
            <li key={step.key} className="border rounded p-2 mb-2" data-step={i + 1}>
              <div className="d-flex flex-wrap gap-2 align-items-start">
                <div className="flex-grow-1" style={{ minWidth: '14rem' }}>
                  <label className="form-label small mb-1" htmlFor={id('text')}>
                    {t(messages.stepText, n)}
                  </label>
                  <input
                    id={id('text')}
                    name={`step.${i}.text`}
                    className={`form-control${textProblem ? ' is-invalid' : ''}`}
                    value={step.text}
                    aria-invalid={textProblem ? true : undefined}
                    aria-describedby={textProblem ? `${id('text')}-problem` : undefined}
                    onChange={(e) => change(i, { text: e.target.value })}
                  />
                  {textProblem && (
                    <div id={`${id('text')}-problem`} className="invalid-feedback">
                      {textProblem}
                    </div>
                  )}
                </div>
                <div className="d-flex gap-1 align-self-end">
                  <Button
                    id={id('up')}
                    type="button"
                    size="sm"
                    color="secondary"
                    outline
                    disabled={i === 0}
                    aria-label={t(messages.stepUp, n)}
                    onClick={() => move(i, -1)}
                  >
                    <span aria-hidden>↑ </span>
                    {t(messages.up)}
                  </Button>
                  <Button
                    id={id('down')}
                    type="button"
                    size="sm"
                    color="secondary"
                    outline
                    disabled={i === steps.length - 1}
                    aria-label={t(messages.stepDown, n)}
                    onClick={() => move(i, 1)}
                  >
                    <span aria-hidden>↓ </span>
                    {t(messages.down)}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    color="danger"
                    outline
                    aria-label={t(messages.stepRemove, n)}
                    onClick={() => remove(i)}
                  >
                    {t(messages.remove)}
                  </Button>
                </div>
              </div>
              <div className="form-check mt-2">
                <input
                  id={id('reading')}
                  type="checkbox"
                  className="form-check-input"
                  checked={step.hasReading}
                  onChange={(e) => change(i, { hasReading: e.target.checked })}
                />
                <label className="form-check-label" htmlFor={id('reading')}>
                  {t(messages.stepHasReading, n)}
                </label>
              </div>
              {step.hasReading && (
                <div
                  className="row g-2 mt-1"
                  role="group"
                  aria-label={t(messages.stepHasReading, n)}
                  aria-describedby={rangeProblem ? `${id('range')}-problem` : undefined}
                >
                  {(
                    [
                      ['unit', messages.stepUnit, step.unit, unitProblem],
                      ['min', messages.stepMin, step.min, rangeProblem],
                      ['max', messages.stepMax, step.max, rangeProblem],
                    ] as const
                  ).map(([part, label, value, problem]) => (
                    <div key={part} className="col-sm-4">
                      <label className="form-label small mb-1" htmlFor={id(part)}>
                        {t(label)}
                      </label>
                      <input
                        id={id(part)}
                        name={part === 'unit' ? `step.${i}.unit` : part === 'min' ? `step.${i}.range` : undefined}
                        className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
                        inputMode={part === 'unit' ? undefined : 'decimal'}
                        value={value}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={
                          part === 'unit'
                            ? unitProblem && `${id('unit')}-problem`
                            : rangeProblem && `${id('range')}-problem`
                        }
                        onChange={(e) => change(i, { [part]: e.target.value })}
                      />
                    </div>
                  ))}
                  {unitProblem && (
                    <div id={`${id('unit')}-problem`} className="invalid-feedback d-block">
                      {unitProblem}
                    </div>
                  )}
                  {rangeProblem && (
                    <div id={`${id('range')}-problem`} className="invalid-feedback d-block">
                      {rangeProblem}
                    </div>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        id="plan-add-step"
        type="button"
        size="sm"
        color="secondary"
        outline
        onClick={() => {
          onSteps([...steps, emptyStep()]);
          setFocus(stepFieldId(steps.length, 'text'));
        }}
      >
        {t(messages.addStep)}
      </Button>
      {stepsProblem && <div className="invalid-feedback d-block">{stepsProblem}</div>}
    </fieldset>
  );
}
