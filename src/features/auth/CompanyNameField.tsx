import { useIntl } from 'react-intl';
import { TextField } from '../../components/TextField';
import authMessages from './messages';

/** The company's name, asked when registering or founding a company from the set-up page. */
export function CompanyNameField({
  id,
  field,
}: {
  id: string;
  field: { value: string; onValue: (value: string) => void; problem?: string };
}) {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      name="companyName"
      autoComplete="organization"
      maxLength={200}
      label={intl.formatMessage(authMessages.companyName)}
      hint={intl.formatMessage(authMessages.companyNameHint)}
      {...field}
    />
  );
}
