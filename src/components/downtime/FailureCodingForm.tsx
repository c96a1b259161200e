// Coding a closed failure in the ISO 14224 manner, under the stops list: the equipment class
// (the equipment's own, or chosen when it has none), the failure mode offered for that class
// (what was seen), and, when known, the mechanism (how it failed physically) and the cause
// under the 13 cause categories (why). Coding again later (after the root-cause analysis)
// replaces it; the month's failure figures move with it. Offline-first, problems in words.
import { type FormEvent, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'reactstrap';
import type { Stop } from '../../domain/downtime';
import {
  codingProblems,
  type CodingProblem,
  type FailureLibrary,
  mechanismGroup,
  MECHANISM_GROUPS,
} from '../../domain/failureCodes';
import { FAILURE_CAUSES } from '../../domain/referenceLists';
import { useForm } from '../../lib/useForm';
import { SelectField } from '../SelectField';
import type { FailureNames } from '../failureCodes/useFailureNames';
import { MECHANISM_GROUP_NAMES } from '../failureCodes/messages';
import messages from './messages';

export interface CodingValues {
  equipmentClass: string;
  mode: string;
  mechanism: string;
  cause: string;
}

interface Props {
  stop: Stop;
  library: FailureLibrary;
  names: FailureNames;
  /** The class to start from when the stop is not coded yet (the equipment's). */
  equipmentClass: string | null;
  onSave: (values: CodingValues) => void;
  onCancel: () => void;
}

const PROBLEM_MESSAGES: Record<CodingProblem, (typeof messages)[keyof typeof messages]> = {
  classMissing: messages.codingClassMissing,
  classUnknown: messages.codingClassUnknown,
  modeMissing: messages.codingModeMissing,
  modeUnknown: messages.codingModeUnknown,
  mechanismUnknown: messages.codingMechanismUnknown,
  causeUnknown: messages.codingCauseUnknown,
};

export function FailureCodingForm({ stop, library, names, equipmentClass, onSave, onCancel }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const f = stop.failure;
  const form = useForm<CodingValues>(
    {
      equipmentClass: f?.equipmentClass ?? equipmentClass ?? '',
      mode: f?.mode ?? '',
      mechanism: f?.mechanism ?? '',
      cause: f?.cause ?? '',
    },
    (v) =>
      Object.fromEntries(Object.entries(codingProblems(v, library)).map(([field, p]) => [field, PROBLEM_MESSAGES[p]])),
    { fieldIds: (field) => `${id}-${field}` },
  );
  const modes = library.modes[form.values.equipmentClass] ?? [];
  // Opened by a button in the list: the first choice to make takes the focus.
  const first = form.values.equipmentClass ? 'mode' : 'equipmentClass';
  useEffect(() => document.getElementById(`${id}-${first}`)?.focus(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onSave)(event);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="border rounded p-2 mb-3"
      data-coding={stop.id}
    >
      <h3 id={`${id}-title`} className="h6">
        {t(f ? messages.codingTitleAgain : messages.codingTitle)}
      </h3>
      <p className="small text-body-secondary">{t(messages.codingIntro)}</p>
      <div className="row g-2">
        <div className="col-sm-6">
          <SelectField
            id={`${id}-equipmentClass`}
            name="equipmentClass"
            label={t(messages.codingClass)}
            {...form.field('equipmentClass')}
            onValue={(value) => form.setValues((v) => ({ ...v, equipmentClass: value, mode: '' }))}
          >
            <option value="">{t(messages.codingChooseClass)}</option>
            {library.classes.map((c) => (
              <option key={c.code} value={c.code}>
                {names.className(c.code)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-6">
          <SelectField id={`${id}-mode`} name="mode" label={t(messages.codingMode)} {...form.field('mode')}>
            <option value="">{t(messages.codingChooseMode)}</option>
            {modes.map((m) => (
              <option key={m.code} value={m.code}>
                {`${m.code} – ${names.modeName(form.values.equipmentClass, m.code)}`}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-6">
          <SelectField
            id={`${id}-mechanism`}
            name="mechanism"
            label={t(messages.codingMechanism)}
            hint={t(messages.codingNotKnownHint)}
            {...form.field('mechanism')}
          >
            <option value="">{t(messages.codingNotKnown)}</option>
            {MECHANISM_GROUPS.map((g) => (
              <optgroup key={g} label={`${g} ${t(MECHANISM_GROUP_NAMES[g])}`}>
                {library.mechanisms
                  .filter((m) => mechanismGroup(m.code) === g)
                  .map((m) => (
                    <option key={m.code} value={m.code}>
                      {`${m.code} ${names.mechanismName(m.code)}`}
                    </option>
                  ))}
              </optgroup>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-6">
          <SelectField id={`${id}-cause`} name="cause" label={t(messages.codingCause)} {...form.field('cause')}>
            <option value="">{t(messages.codingNotKnown)}</option>
            {FAILURE_CAUSES.map((cat) => (
              <optgroup key={cat} label={names.categoryName(cat)}>
                {library.causes[cat].map((c) => (
                  <option key={c.code} value={c.code}>
                    {names.causeName(c.code)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button color="primary" type="submit">
          {t(messages.codingSave)}
        </Button>
        <Button color="secondary" outline type="button" onClick={onCancel}>
          {t(messages.codingCancel)}
        </Button>
      </div>
    </form>
  );
}
