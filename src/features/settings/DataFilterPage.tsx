import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, CardBody, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DateInput, dateTextProblem } from '../../components/DateInput';
import commonMessages from '../../components/messages';
import { endOfDay, formatDate, parseDate, startOfDay } from '../../lib/date';
import { type FormProblems, useForm } from '../../lib/useForm';
import { type DataFilter, dataFilterProblems, defaultDataFilter, MAX_DATA_LIMIT, MIN_DATA_LIMIT } from './dataFilter';
import messages from './messages';
import { dataFilterChanged } from './settingsSlice';

interface FormValues {
  from: string;
  to: string;
  limit: string;
}

const toForm = (filter: DataFilter): FormValues => ({
  from: formatDate(filter.fromDate),
  to: formatDate(filter.toDate),
  limit: String(filter.dataLimit),
});

/** What the user typed as a filter: whole days, a whole number; unparsable parts stay invalid. */
function fromForm(values: FormValues) {
  const from = parseDate(values.from);
  const to = parseDate(values.to);
  return {
    fromDate: from ? startOfDay(from).toISOString() : null,
    toDate: to ? endOfDay(to).toISOString() : null,
    dataLimit: /^\s*\d+\s*$/.test(values.limit) ? Number(values.limit) : Number.NaN,
  };
}

/** The form's field each of the filter's problems is about. */
const FIELD_OF = { fromDate: 'from', toDate: 'to', dataLimit: 'limit' } as const;

export default function DataFilterPage() {
  const dispatch = useAppDispatch();
  const filter = useAppSelector((s) => s.settings.dataFilter);
  const [saved, setSaved] = useState(false);
  const form = useForm<FormValues>(
    toForm(filter),
    (v) => {
      const found: FormProblems<keyof FormValues> = {};
      for (const [key, problem] of Object.entries(dataFilterProblems(fromForm(v)))) {
        const field = FIELD_OF[key as keyof typeof FIELD_OF];
        // A date that is not dd.mm.yyyy is named as such, rather than as missing.
        found[field] =
          field !== 'limit' && dateTextProblem(v[field])
            ? { ...commonMessages.dateInvalid, values: { example: '20.11.2026' } }
            : { ...messages[problem], values: { min: MIN_DATA_LIMIT, max: MAX_DATA_LIMIT } };
      }
      return found;
    },
    { fieldIds: { from: 'filter-from', to: 'filter-to', limit: 'filter-limit' } },
  );
  const { intl, values, problems, problem } = form;

  const onValue = (field: keyof FormValues) => (value: string) => {
    form.set(field, value);
    setSaved(false);
  };
  const send = form.handleSubmit((v) => {
    dispatch(dataFilterChanged(fromForm(v) as DataFilter));
    setSaved(true);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSaved(false);
    send(event);
  };

  const onReset = () => {
    const defaults = defaultDataFilter();
    dispatch(dataFilterChanged(defaults));
    form.reset(toForm(defaults));
    setSaved(true);
  };

  const hasProblems = Object.keys(problems).length > 0;

  return (
    <>
      <h1 className="h3">{intl.formatMessage(messages.dataFilterTitle)}</h1>
      <p className="text-body-secondary">{intl.formatMessage(messages.dataFilterIntro)}</p>
      <Card style={{ maxWidth: '36rem' }}>
        <CardBody>
          {hasProblems && (
            <Alert color="danger" role="alert">
              {intl.formatMessage(messages.notSaved)}
            </Alert>
          )}
          <div role="status">
            {saved && (
              <Alert color="success">
                {intl.formatMessage(messages.saved, {
                  from: formatDate(filter.fromDate),
                  to: formatDate(filter.toDate),
                  limit: filter.dataLimit,
                })}
              </Alert>
            )}
          </div>
          <Form noValidate onSubmit={onSubmit}>
            <div className="row g-3">
              <DateInput
                id="filter-from"
                className="col-sm-6"
                label={intl.formatMessage(messages.fromDate)}
                value={values.from}
                problem={problem('from')}
                onValue={onValue('from')}
              />
              <DateInput
                id="filter-to"
                className="col-sm-6"
                label={intl.formatMessage(messages.toDate)}
                value={values.to}
                problem={problem('to')}
                onValue={onValue('to')}
              />
              <FormGroup className="col-sm-6 mb-0">
                <Label for="filter-limit">{intl.formatMessage(messages.dataLimit)}</Label>
                <Input
                  id="filter-limit"
                  type="number"
                  inputMode="numeric"
                  min={MIN_DATA_LIMIT}
                  max={MAX_DATA_LIMIT}
                  step={1}
                  value={values.limit}
                  invalid={Boolean(problems.limit)}
                  aria-describedby="filter-limit-error"
                  onChange={(event) => onValue('limit')(event.target.value)}
                />
                <FormFeedback id="filter-limit-error">{problem('limit')}</FormFeedback>
              </FormGroup>
            </div>
            <div className="d-flex flex-wrap gap-2 mt-4">
              <Button color="primary" type="submit">
                {intl.formatMessage(messages.save)}
              </Button>
              <Button color="secondary" outline type="button" onClick={onReset}>
                {intl.formatMessage(messages.resetDefaults)}
              </Button>
            </div>
          </Form>
        </CardBody>
      </Card>
    </>
  );
}
