// The contract's planned visits in the editor: planned from the visits per year and the term
// whenever those change (visits already ordered are kept), each date adjustable.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import { DateInput } from '../../components/DateInput';
import { formatDay } from '../../lib/days';
import { planVisits } from '../../domain/contractDates';
import { dayFromText, type VisitDraft, visitsOutsideTerm } from './contractValidation';
import messages from './messages';

interface Props {
  startDate: string;
  endDate: string;
  visitsPerYear: string;
  visits: VisitDraft[];
  onVisits: (visits: VisitDraft[]) => void;
  problem?: string;
}

/** The planned visits for these fields as typed, or null while they do not make a term. */
function planned(startText: string, endText: string, perYearText: string): string[] | null {
  const start = dayFromText(startText);
  const end = dayFromText(endText);
  const perYear = /^\d{1,2}$/.test(perYearText.trim()) ? Number(perYearText) : NaN;
  if (!start || !end || end < start || !(perYear >= 0 && perYear <= 52)) return null;
  return planVisits(start, end, perYear);
}

/** The plan's dates in place of the visits not yet ordered. */
export function replan(visits: readonly VisitDraft[], dates: readonly string[]): VisitDraft[] {
  const next = dates.map((date, i) =>
    visits[i]?.order ? visits[i] : { date: formatDay(date), plant: null, order: null },
  );
  return [...next, ...visits.slice(dates.length).filter((v) => v.order)];
}

export function VisitsField({ startDate, endDate, visitsPerYear, visits, onVisits, problem }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const basis = `${startDate}|${endDate}|${visitsPerYear}`;
  const last = useRef(basis);
  const outside = problem
    ? new Set(visitsOutsideTerm(visits, dayFromText(startDate), dayFromText(endDate)))
    : new Set<number>();

  useEffect(() => {
    if (last.current === basis) return;
    const dates = planned(startDate, endDate, visitsPerYear);
    if (!dates) return; // wait until the fields make a term
    last.current = basis;
    onVisits(replan(visits, dates));
  }, [basis, startDate, endDate, visitsPerYear, visits, onVisits]);

  const dates = planned(startDate, endDate, visitsPerYear);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t(messages.visitsTitle)}</legend>
      <p className="form-text mt-0">{t(messages.visitsHint)}</p>
      {visits.length === 0 ? (
        <p className="text-body-secondary">{t(messages.visitsNone)}</p>
      ) : (
        <div className="row g-2 mb-2">
          {visits.map((v, i) => (
            <div className="col-sm-6 col-lg-3" key={i}>
              {v.order ? (
                <p className="mb-0">
                  <span className="form-label d-block">{t(messages.visitDate, { n: i + 1 })}</span>
                  {v.date} · {t(messages.visitOrder, { number: v.order })}
                </p>
              ) : (
                <DateInput
                  id={`contract-visit-${i}`}
                  label={t(messages.visitDate, { n: i + 1 })}
                  value={v.date}
                  onValue={(date) => onVisits(visits.map((x, j) => (j === i ? { ...x, date } : x)))}
                  problem={outside.has(i) ? problem : undefined}
                />
              )}
            </div>
          ))}
        </div>
      )}
      {problem && outside.size === 0 && <div className="invalid-feedback d-block">{problem}</div>}
      <Button
        type="button"
        size="sm"
        color="secondary"
        outline
        disabled={!dates}
        onClick={() => dates && onVisits(replan(visits, dates))}
      >
        {t(messages.visitsReplan)}
      </Button>
    </fieldset>
  );
}
