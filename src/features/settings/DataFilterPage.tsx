import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, CardBody, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DateInput, dateTextProblem } from '../../components/DateInput';
import commonMessages from '../../components/messages';
import { endOfDay, formatDate, parseDate, startOfDay } from '../../lib/date';
import {
  type DataFilter,
  dataFilterProblems,
  type DataFilterProblem,
  defaultDataFilter,
  MAX_DATA_LIMIT,
  MIN_DATA_LIMIT,
} from './dataFilter';
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

export default function DataFilterPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const filter = useAppSelector((s) => s.settings.dataFilter);
  const [values, setValues] = useState<FormValues>(() => toForm(filter));
  const [problems, setProblems] = useState<Partial<Record<keyof DataFilter, DataFilterProblem>>>({});
  const [saved, setSaved] = useState(false);

  const problemText = (problem: DataFilterProblem | undefined) =>
    problem && intl.formatMessage(messages[problem], { min: MIN_DATA_LIMIT, max: MAX_DATA_LIMIT });
  /** A date that is not dd.mm.yyyy is named as such, rather than as missing. */
  const dateProblemText = (text: string, problem: DataFilterProblem | undefined) =>
    problem && dateTextProblem(text)
      ? intl.formatMessage(commonMessages.dateInvalid, { example: '20.11.2026' })
      : problemText(problem);

  const onValue = (field: keyof FormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSaved(false);
  };
  const onChange = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    onValue(field)(event.target.value);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = fromForm(values);
    const found = dataFilterProblems(candidate);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setSaved(false);
      return;
    }
    dispatch(dataFilterChanged(candidate as DataFilter));
    setSaved(true);
  };

  const onReset = () => {
    const defaults = defaultDataFilter();
    dispatch(dataFilterChanged(defaults));
    setValues(toForm(defaults));
    setProblems({});
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
                problem={dateProblemText(values.from, problems.fromDate)}
                onValue={onValue('from')}
              />
              <DateInput
                id="filter-to"
                className="col-sm-6"
                label={intl.formatMessage(messages.toDate)}
                value={values.to}
                problem={dateProblemText(values.to, problems.toDate)}
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
                  invalid={Boolean(problems.dataLimit)}
                  aria-describedby="filter-limit-error"
                  onChange={onChange('limit')}
                />
                <FormFeedback id="filter-limit-error">{problemText(problems.dataLimit)}</FormFeedback>
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
