// The form hook in a small form: fields of any type, problems in words (with the values they
// name), the first field in question focused (by name, or by id), nothing sent with problems and
// what was typed kept, and a double press sending once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../components/TextField';
import { defineMessages } from '../i18n/defineMessages';
import { type FormProblems, useForm } from './useForm';

const messages = defineMessages({
  nameMissing: { id: 'test.nameMissing', defaultMessage: 'Give a name.' },
  tooMany: { id: 'test.tooMany', defaultMessage: 'At most {max} units.' },
  urgentOnly: { id: 'test.urgentOnly', defaultMessage: 'Only urgent work is sent at once.' },
});

type Values = { name: string; units: string; urgent: boolean };

function Form({ send, sendNow }: { send: (values: Values) => void; sendNow: (values: Values) => void }) {
  const form = useForm<Values>(
    { name: '', units: '1', urgent: false },
    (v) => {
      const found: FormProblems<'name' | 'units'> = {};
      if (!v.name.trim()) found.name = messages.nameMissing;
      if (Number(v.units) > (v.urgent ? 5 : 3))
        found.units = { ...messages.tooMany, values: { max: v.urgent ? '5' : '3' } };
      return found;
    },
    { fieldIds: { units: 'units' } },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      <TextField id="name" name="name" label="Name" {...form.field('name')} />
      <TextField id="units" label="Units" {...form.field('units')} />
      <label>
        <input type="checkbox" checked={form.values.urgent} onChange={(e) => form.set('urgent', e.target.checked)} />
        Urgent
      </label>
      <button type="submit">Send</button>
      {/* A second way to send, with a check of its own. */}
      <button
        type="button"
        onClick={form.handleSubmit(sendNow, {
          way: 'now',
          check: (v) => (v.urgent ? {} : { urgent: messages.urgentOnly }),
        })}
      >
        Send now
      </button>
      <p>{form.problem('urgent')}</p>
    </form>
  );
}

function setUp() {
  const send = vi.fn<(values: Values) => void>();
  const sendNow = vi.fn<(values: Values) => void>();
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <Form send={send} sendNow={sendNow} />
    </IntlProvider>,
  );
  return { send, sendNow, user: userEvent.setup() };
}

describe('useForm', () => {
  it('sends nothing with problems, says them in words, focuses the first, and keeps what was typed', async () => {
    const { send, user } = setUp();
    await user.clear(screen.getByLabelText('Units'));
    await user.type(screen.getByLabelText('Units'), '4');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Give a name.');
    expect(screen.getByLabelText('Units')).toHaveAccessibleDescription('At most 3 units.');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    // By id when the field has no name.
    await user.type(screen.getByLabelText('Name'), 'Pump');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Units')).toHaveFocus();
    expect(screen.getByLabelText('Units')).toHaveValue('4');
    expect(send).not.toHaveBeenCalled();
  });

  it('takes fields of any type: a tick changes what is allowed and is sent as a boolean', async () => {
    const { send, user } = setUp();
    await user.type(screen.getByLabelText('Name'), 'Pump');
    await user.clear(screen.getByLabelText('Units'));
    await user.type(screen.getByLabelText('Units'), '4');
    await user.click(screen.getByLabelText('Urgent'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ name: 'Pump', units: '4', urgent: true });
  });

  it('sends a double press once; the same values again later, or other values at once, are sent', async () => {
    const { send, user } = setUp();
    await user.type(screen.getByLabelText('Name'), 'Pump');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Name'), 's');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ name: 'Pumps', units: '1', urgent: false });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1500);
      screen.getByRole('button', { name: 'Send' }).click();
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second way to send checks its own rules, and right after the first is not taken for a double press', async () => {
    const { send, sendNow, user } = setUp();
    await user.type(screen.getByLabelText('Name'), 'Pump');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(sendNow).not.toHaveBeenCalled();
    expect(screen.getByText('Only urgent work is sent at once.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pump');
    await user.click(screen.getByLabelText('Urgent'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(sendNow).toHaveBeenCalledWith({ name: 'Pump', units: '1', urgent: true });
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(sendNow).toHaveBeenCalledTimes(1);
  });
});
