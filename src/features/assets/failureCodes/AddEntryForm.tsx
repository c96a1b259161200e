// One of the failure-code library page's "add" forms: a class, a failure mode of the class on
// show, or a cause under a category — a code and a name, checked against the library
// (extensionProblem) with every problem in words and nothing sent while one remains.
import { useId } from 'react';
import { Button } from 'reactstrap';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { FailureNames } from '../../../components/failureCodes/useFailureNames';
import { type ExtensionProblem, extensionProblem, type FailureLibraryExtensions } from '../../../domain/failureCodes';
import { FAILURE_CAUSES, type FailureCauseCode } from '../../../domain/referenceLists';
import { useForm } from '../../../lib/useForm';
import messages from './messages';

interface Entry {
  code: string;
  name: string;
  category?: FailureCauseCode;
}

const PROBLEMS: Record<ExtensionProblem, (typeof messages)[keyof typeof messages]> = {
  codeInvalid: messages.codeInvalid,
  codeTaken: messages.codeTaken,
  nameMissing: messages.nameMissing,
  nameTooLong: messages.nameTooLong,
  classUnknown: messages.categoryMissing,
  full: messages.full,
};
const CODE_HINTS = { class: messages.classCodeHint, mode: messages.modeCodeHint, cause: messages.causeCodeHint };

export function AddEntryForm({
  kind,
  title,
  extensions,
  equipmentClass,
  names,
  onAdd,
}: {
  kind: 'class' | 'mode' | 'cause';
  title: string;
  extensions: FailureLibraryExtensions;
  equipmentClass?: string;
  /** The library's names (the page's). */
  names: FailureNames;
  onAdd: (entry: Entry) => void;
}) {
  const id = useId();
  const blank = { code: '', name: '', category: '' };
  const form = useForm(
    blank,
    (v) => {
      const problem = extensionProblem(
        kind,
        { code: v.code.trim(), name: v.name, equipmentClass, category: (v.category || undefined) as FailureCauseCode },
        extensions,
      );
      if (!problem) return {};
      const field =
        problem === 'nameMissing' || problem === 'nameTooLong'
          ? 'name'
          : problem === 'classUnknown'
            ? 'category'
            : 'code';
      return { [field]: PROBLEMS[problem] };
    },
    { fieldIds: (field) => `${id}-${field}` },
  );
  const t = form.intl.formatMessage;
  const submit = form.handleSubmit((v) => {
    onAdd({ code: v.code.trim(), name: v.name.trim(), category: (v.category || undefined) as FailureCauseCode });
    form.reset(blank);
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="border rounded p-2" data-add={kind}>
      <h3 id={`${id}-title`} className="h6">
        {title}
      </h3>
      {kind === 'cause' && (
        <SelectField id={`${id}-category`} name="category" label={t(messages.category)} {...form.field('category')}>
          <option value="">{t(messages.chooseCategory)}</option>
          {FAILURE_CAUSES.map((c) => (
            <option key={c} value={c}>
              {`${names.categoryName(c)} (${c})`}
            </option>
          ))}
        </SelectField>
      )}
      <div className="row g-2">
        <div className="col-sm-5">
          <TextField
            id={`${id}-code`}
            name="code"
            label={t(messages.code)}
            autoComplete="off"
            hint={t(CODE_HINTS[kind])}
            {...form.field('code')}
          />
        </div>
        <div className="col-sm-7">
          <TextField id={`${id}-name`} name="name" label={t(messages.name)} {...form.field('name')} />
        </div>
      </div>
      <Button color="primary" size="sm" type="submit">
        {t(messages.add)}
      </Button>
    </form>
  );
}
