import { Button } from 'reactstrap';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { ASSET_LIMITS } from '../../services/firebase/assets';
import messages from './messages';

interface Props {
  id: string;
  label: string;
  submitLabel: string;
  initial?: string;
  onSave: (name: string) => void;
  onCancel?: () => void;
  /** The action is turned off (a plan limit): the reason is the element `describedBy` names. */
  disabled?: boolean;
  describedBy?: string;
}

/** One name for a site or a plant: required, at most 200 characters; what was typed stays on a problem. */
export function NameForm({ id, label, submitLabel, initial = '', onSave, onCancel, disabled, describedBy }: Props) {
  const { intl, field, handleSubmit, reset } = useForm({ name: initial }, (v) =>
    !v.name.trim()
      ? { name: messages.problemNameRequired }
      : v.name.trim().length > ASSET_LIMITS.name
        ? { name: messages.problemNameTooLong }
        : {},
  );
  const onSubmit = handleSubmit((v) => {
    if (disabled) return;
    onSave(v.name.trim());
    reset({ name: initial });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="d-flex flex-wrap align-items-start gap-2">
      <TextField id={id} name="name" label={label} className="mb-0 flex-grow-1" {...field('name')} />
      <div className="d-flex gap-2 torque-form-action align-self-end">
        <Button color="primary" outline type="submit" disabled={disabled} aria-describedby={describedBy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button color="secondary" outline type="button" onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        )}
      </div>
    </form>
  );
}
