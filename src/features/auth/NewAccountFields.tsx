import { useIntl } from 'react-intl';
import { TextField } from '../../components/TextField';
import authMessages from './messages';

type Field = (name: 'name' | 'email' | 'password') => {
  value: string;
  onValue: (value: string) => void;
  problem?: string;
};

/** Full name, e-mail and a new password: the account part of registering and of joining. */
export function NewAccountFields({ idPrefix, field }: { idPrefix: string; field: Field }) {
  const intl = useIntl();
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        autoComplete="name"
        maxLength={200}
        label={intl.formatMessage(authMessages.fullName)}
        {...field('name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={intl.formatMessage(authMessages.email)}
        {...field('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        label={intl.formatMessage(authMessages.password)}
        {...field('password')}
      />
    </>
  );
}
