// The delays of a work order's execution record (codes 1A–7D with hours and a note; at most 5,
// each code once), part of ExecutionPanel's form: the panel keeps the list and checks it.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { DELAY_GROUP_NAMES, delayCodeName } from '../messages';
import { DELAY_CODES, DELAY_GROUPS, type DelayGroup, delayGroupOf } from '../../../domain/referenceLists';
import { LIMITS } from '../workValidation';
import messages from './messages';

export interface DelayDraft {
  code: string;
  hours: string;
  note: string;
}

const GROUPS = Object.keys(DELAY_GROUPS).map(Number) as DelayGroup[];

/** A new line starts with the first code not on the order yet (each code once). */
const firstUnused = (list: DelayDraft[]) => DELAY_CODES.find((c) => !list.some((d) => d.code === c)) ?? DELAY_CODES[0];

export interface DelaysFieldsetProps {
  delays: DelayDraft[];
  onDelays: (delays: DelayDraft[]) => void;
  invalid: boolean;
  describedBy: string | undefined;
  problem: ReactNode;
}

export function DelaysFieldset({ delays, onDelays, invalid, describedBy, problem }: DelaysFieldsetProps) {
  const intl = useIntl();
  const marked = invalid ? ' is-invalid' : '';
  return (
    <fieldset className="my-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6">{intl.formatMessage(messages.delays)}</legend>
      {delays.length === 0 && <p className="text-body-secondary">{intl.formatMessage(messages.noDelays)}</p>}
      {delays.map((d, i) => {
        const n = { n: i + 1 };
        const set = (change: Partial<DelayDraft>) =>
          onDelays(delays.map((x, j) => (j === i ? { ...x, ...change } : x)));
        const id = (part: string) => `delay-${i}-${part}`;
        return (
          <div className="row g-2 align-items-end mb-2" key={i}>
            <div className="col-12 col-sm-6 col-lg-5">
              <label className="form-label small mb-1" htmlFor={id('code')}>
                {intl.formatMessage(messages.delayCodeLabel)}
              </label>
              <select
                id={id('code')}
                className={`form-select${marked}`}
                name={i === 0 ? 'delays' : undefined}
                aria-label={intl.formatMessage(messages.delayCode, n)}
                value={d.code}
                onChange={(ev) => set({ code: ev.target.value })}
              >
                {GROUPS.map((g) => (
                  <optgroup
                    key={g}
                    label={intl.formatMessage(messages.codeName, {
                      code: g,
                      name: intl.formatMessage(DELAY_GROUP_NAMES[g]),
                    })}
                  >
                    {DELAY_CODES.filter((c) => delayGroupOf(c) === g).map((c) => (
                      <option key={c} value={c}>
                        {intl.formatMessage(messages.codeName, {
                          code: c,
                          name: intl.formatMessage(delayCodeName(c)!),
                        })}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <div className="col-4 col-sm-2">
              <label className="form-label small mb-1" htmlFor={id('hours')}>
                {intl.formatMessage(messages.delayHoursLabel)}
              </label>
              <input
                id={id('hours')}
                className={`form-control${marked}`}
                inputMode="decimal"
                aria-label={intl.formatMessage(messages.delayHours, n)}
                value={d.hours}
                onChange={(ev) => set({ hours: ev.target.value })}
              />
            </div>
            <div className="col-8 col-sm-4 col-lg-5">
              <label className="form-label small mb-1" htmlFor={id('note')}>
                {intl.formatMessage(messages.delayNoteLabel)}
              </label>
              <input
                id={id('note')}
                className={`form-control${marked}`}
                aria-label={intl.formatMessage(messages.delayNote, n)}
                value={d.note}
                onChange={(ev) => set({ note: ev.target.value })}
              />
            </div>
            <div className="col-12">
              <Button
                type="button"
                color="link"
                className="text-danger p-0"
                onClick={() => onDelays(delays.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(messages.removeDelay, n)}
              </Button>
            </div>
          </div>
        );
      })}
      {delays.length < LIMITS.delays ? (
        <Button
          type="button"
          color="secondary"
          outline
          size="sm"
          onClick={() => onDelays([...delays, { code: firstUnused(delays), hours: '', note: '' }])}
        >
          {intl.formatMessage(messages.addDelay)}
        </Button>
      ) : (
        <p className="small text-body-secondary mb-0">
          {intl.formatMessage(messages.delaysFull, { n: LIMITS.delays })}
        </p>
      )}
      {problem}
    </fieldset>
  );
}
