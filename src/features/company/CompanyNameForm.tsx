import { Button, Card, CardBody } from 'reactstrap';
import { useAppDispatch } from '../../store/hooks';
import { TextField } from '../../components/TextField';
import { useForm } from '../../lib/useForm';
import { renameRequested } from './companySlice';
import messages from './messages';

/** Admins rename the company; everyone sees the new name at once (it is read live). */
export function CompanyNameForm({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const { intl, field, handleSubmit, values } = useForm({ companyName: name }, (v) =>
    !v.companyName.trim()
      ? { companyName: messages.nameRequired }
      : v.companyName.trim().length > 200
        ? { companyName: messages.nameTooLong }
        : {},
  );
  const onSubmit = handleSubmit((v) => dispatch(renameRequested({ name: v.companyName.trim() })));
  return (
    <Card className="mb-4">
      <CardBody>
        <form noValidate onSubmit={onSubmit} className="row g-2 align-items-start">
          <div className="col-md-8">
            <TextField
              id="company-name"
              name="companyName"
              autoComplete="organization"
              maxLength={200}
              className="mb-0"
              label={intl.formatMessage(messages.companyName)}
              {...field('companyName')}
            />
          </div>
          <div className="col-md-4 d-flex align-items-end torque-form-action">
            <Button color="primary" outline type="submit" disabled={values.companyName.trim() === name}>
              {intl.formatMessage(messages.rename)}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
