// The meters of one piece of equipment: the last reading of each,
// recording a new one (value, and whether the meter was reset; the time and the reader are
// recorded with it), and the recent readings. A reading lower than the last is refused unless
// marked as a reset; live, offline-first (the plans saga writes it and runs generation after).
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, CardBody, CardHeader, Table } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DateText } from '../../components/DateText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PendingBadge } from '../../components/PendingBadge';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { formatDay, today } from '../../lib/days';
import { useErrorText } from '../../lib/useErrorText';
import { type FormProblems, useForm } from '../../lib/useForm';
import type { Meter } from '../../services/firebase/assets';
import { selectSavedPlant } from '../plant/plantSlice';
import { readingRequested, selectPlans } from '../plans/plansSlice';
import { lastReadingOf, lastReadings, readingHistory } from '../plans/readingsSlice';
import messages from './readings/messages';

const RECENT = 10;

/** A reading as typed: a comma reads as a decimal point; empty or not a number is NaN. */
export const readingValue = (typed: string): number => {
  const t = typed.trim().replace(',', '.');
  return t === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? Number.NaN : Number(t);
};

export function MeterReadings({ eqid, meters }: { eqid: string; meters: readonly Meter[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const plant = useAppSelector(selectSavedPlant);
  const shown = plant ? { plant, eqid } : null;
  const historyLive = readingHistory.useLive(shown);
  const lastLive = lastReadings.useLive(shown);
  // Ready once both have answered (a meter's rate needs the history, not only its last value).
  const status = !shown
    ? undefined
    : historyLive?.status === 'failed' || lastLive?.status === 'failed'
      ? 'failed'
      : historyLive?.status === 'ready' && lastLive?.status === 'ready'
        ? 'ready'
        : 'loading';
  const lastOf = (id: string) => lastReadingOf(lastLive?.value, id);
  const { writeError } = useAppSelector(selectPlans);
  const [recorded, setRecorded] = useState('');

  const meterOf = (id: string) => meters.find((m) => m.id === id);
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 6 });
  const withUnit = (n: number, id: string) => t(messages.value, { value: number(n), unit: meterOf(id)?.unit ?? '' });
  const form = useForm(
    { meterId: meters.length === 1 ? meters[0].id : '', value: '', reset: false },
    ({ meterId, value, reset }) => {
      const v = readingValue(value);
      const last = meterId ? lastOf(meterId) : undefined;
      const found: FormProblems<'meterId' | 'value'> = {};
      if (!meterOf(meterId)) found.meterId = messages.meterMissing;
      if (!Number.isFinite(v)) found.value = messages.notNumber;
      else if (meterOf(meterId) && last && !reset && v < last.value)
        found.value = { ...messages.backwards, values: { last: withUnit(last.value, meterId) } };
      return found;
    },
    { fieldIds: { meterId: 'reading-meter', value: 'reading-value' } },
  );
  const { meterId, reset } = form.values;
  const chosen = meterOf(meterId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setRecorded('');
    form.handleSubmit(({ value }) => {
      const v = readingValue(value);
      dispatch(readingRequested({ eqid, meterId, value: v, reset }));
      setRecorded(t(messages.recorded, { value: withUnit(v, meterId), meter: chosen!.name }));
      form.reset({ meterId, value: '', reset: false });
    })(event);
  };

  const history = historyLive?.value?.items ?? [];
  return (
    <Card tag="section" aria-labelledby="readings-title">
      <CardHeader>
        <h2 id="readings-title" className="h6 mb-0">
          {t(messages.title)}
        </h2>
      </CardHeader>
      <CardBody>
        {status === 'failed' && <p className="text-danger-emphasis">{t(messages.failed)}</p>}
        {status === 'loading' && (
          <p className="text-body-secondary small" role="status">
            {t(messages.loading)}
          </p>
        )}
        <Table size="sm" className="mb-3">
          <thead>
            <tr>
              <th scope="col">{t(messages.colMeter)}</th>
              <th scope="col" className="text-end">
                {t(messages.colLast)}
              </th>
              <th scope="col">{t(messages.colWhen)}</th>
            </tr>
          </thead>
          <tbody>
            {meters.map((m) => {
              const last = lastOf(m.id);
              return (
                <tr key={m.id} data-meter={m.id}>
                  <th scope="row" className="fw-normal">
                    {t(messages.meterName, { name: m.name, unit: m.unit })}
                  </th>
                  <td className="text-end">{last ? withUnit(last.value, m.id) : t(messages.noReading)}</td>
                  <td>{last ? <DateText value={last.readAt} /> : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>

        <form noValidate onSubmit={submit} aria-labelledby="reading-form-title" className="mb-3">
          <h3 id="reading-form-title" className="h6">
            {t(messages.recordTitle)}
          </h3>
          <ErrorAlert text={writeError && t(messages.writeFailed, { error: errorText(writeError) })} />
          <div className="row g-2 align-items-start">
            <div className="col-sm-5">
              <SelectField id="reading-meter" label={t(messages.meter)} {...form.field('meterId')}>
                {meters.length > 1 && <option value="">{t(messages.chooseMeter)}</option>}
                {meters.map((m) => (
                  <option key={m.id} value={m.id}>
                    {t(messages.meterName, { name: m.name, unit: m.unit })}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="col-sm-4">
              <TextField
                id="reading-value"
                label={chosen ? t(messages.readingUnit, { unit: chosen.unit }) : t(messages.reading)}
                inputMode="decimal"
                autoComplete="off"
                {...form.field('value')}
                hint={t(messages.readNow, { date: formatDay(today()) })}
              />
            </div>
          </div>
          <div className="form-check mb-2">
            <input
              id="reading-reset"
              type="checkbox"
              className="form-check-input"
              checked={reset}
              aria-describedby="reading-reset-hint"
              onChange={(e) => form.set('reset', e.target.checked)}
            />
            <label className="form-check-label" htmlFor="reading-reset">
              {t(messages.reset)}
            </label>
            <div id="reading-reset-hint" className="form-text mt-0">
              {t(messages.resetHint)}
            </div>
          </div>
          <Button color="primary" size="sm" type="submit">
            {t(messages.record)}
          </Button>
          <p className="small text-success-emphasis mt-2 mb-0" role="status">
            {recorded}
          </p>
        </form>

        <h3 className="h6">{t(messages.recent)}</h3>
        {history.length === 0 ? (
          <p className="text-body-secondary mb-0">{t(messages.noRecent)}</p>
        ) : (
          <Table size="sm" className="mb-0">
            <thead>
              <tr>
                <th scope="col">{t(messages.colWhen)}</th>
                <th scope="col">{t(messages.colMeter)}</th>
                <th scope="col" className="text-end">
                  {t(messages.colValue)}
                </th>
                <th scope="col">{t(messages.colBy)}</th>
              </tr>
            </thead>
            <tbody>
              {history.slice(0, RECENT).map((r) => (
                <tr key={r.id} data-reading={r.id}>
                  <td>
                    <DateText value={r.readAt} />
                    <PendingBadge pending={r.pending} />
                  </td>
                  <td>{meterOf(r.meterId)?.name ?? r.meterId}</td>
                  <td className="text-end">
                    {withUnit(r.value, r.meterId)}
                    {r.reset && <span className="badge text-bg-secondary ms-1">{t(messages.resetMark)}</span>}
                  </td>
                  <td>{r.byName}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </CardBody>
    </Card>
  );
}
