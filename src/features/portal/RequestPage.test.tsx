// The portal's form as a visitor meets it: the equipment named by a QR code, every problem in
// words before anything is sent, a refusal (a minute not yet passed) in words with what was typed
// kept, and the status link once sent. The Firebase side is replaced by a stand-in that keeps
// what was sent.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Portal, PortalRequestValues } from '../../domain/portal';
import en from '../../i18n/en.json';
import { RequestPage } from './RequestPage';

const sent: PortalRequestValues[] = [];
let refuse: null | { kind: 'wait'; seconds: number } = null;

const PORTAL: Portal = {
  key: 'PortalKeyAlicePress1',
  company: 'alice',
  site: 'north',
  plant: 'press',
  plantName: 'Press shop',
  enabled: true,
  equipment: [
    { id: 'pump1', tag: 'P-101', name: 'Feed pump', criticality: 7 },
    { id: 'fan1', tag: 'F-201', name: 'Exhaust fan', criticality: 4 },
  ],
};

vi.mock('../../services/portal/portalService', () => {
  class SendError extends Error {
    constructor(readonly refusal: unknown) {
      super('refused');
    }
  }
  class RestError extends Error {}
  return {
    SendError,
    RestError,
    readPortal: (key: string) => Promise.resolve(key === PORTAL.key ? PORTAL : 'closed'),
    myRequests: () => Promise.resolve([]),
    preparePhoto: (file: File) => Promise.resolve({ blob: file, name: file.name }),
    sendPortalRequest: (_portal: Portal, values: PortalRequestValues) => {
      if (refuse) return Promise.reject(new SendError(refuse));
      sent.push(values);
      return Promise.resolve({ number: 'WR-20261128-AB12', statusKey: 'StatusKeyOfVisitor01', photoFailed: false });
    },
  };
});

const wrap = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);

beforeEach(() => {
  sent.length = 0;
  refuse = null;
});

describe('the portal form', () => {
  it('lists every problem and sends nothing until the form is complete', async () => {
    const user = userEvent.setup();
    render(<RequestPage portalKey={PORTAL.key} equipmentId={null} />, { wrapper: wrap });
    await user.click(await screen.findByRole('button', { name: 'Send the request' }));
    expect(screen.getByText('The request was not sent. Check the fields marked below.')).toBeInTheDocument();
    expect(screen.getByText('Choose the equipment.')).toBeInTheDocument();
    expect(screen.getByText('Choose how urgent it looks.')).toBeInTheDocument();
    expect(screen.getAllByText('Fill this in.')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    // The equipment found by a word of its name.
    await user.type(screen.getByLabelText('Find the equipment by its tag or name'), 'fan');
    expect(screen.queryByText('Feed pump')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'F-201 · Exhaust fan' }));
    await user.type(screen.getByLabelText('What is wrong?'), 'Loud rattle <b>now</b>');
    await user.click(screen.getByRole('radio', { name: 'It can wait: production goes on' }));
    await user.type(screen.getByLabelText('Your name'), 'Pat');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByText(/Remove the HTML tags/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('What is wrong?'));
    await user.type(screen.getByLabelText('What is wrong?'), 'Loud rattle');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { name: 'Request WR-20261128-AB12 sent' })).toBeInTheDocument();
    expect(sent).toEqual([
      { equipmentId: 'fan1', title: 'Loud rattle', description: '', urgency: 'canWait', name: 'Pat', contact: '' },
    ]);
    expect(screen.getByRole('link', { name: /\/portal\/status\/StatusKeyOfVisitor01$/ })).toBeInTheDocument();
  });

  it('a refusal is said in words and what was typed stays', async () => {
    refuse = { kind: 'wait', seconds: 42 };
    const user = userEvent.setup();
    render(<RequestPage portalKey={PORTAL.key} equipmentId="pump1" />, { wrapper: wrap });
    // The QR code named the pump.
    expect(await screen.findByText('Feed pump', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByLabelText('What is wrong?'), 'Seal drips');
    await user.click(screen.getByRole('radio', { name: 'Safety: someone could get hurt' }));
    await user.type(screen.getByLabelText('Your name'), 'Pat');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByText(/one request a minute can be sent from this phone. Try again in 42 seconds/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('What is wrong?')).toHaveValue('Seal drips');
    expect(screen.getByLabelText('Your name')).toHaveValue('Pat');
  });

  it('a link whose portal is closed says so', async () => {
    render(<RequestPage portalKey="NoSuchPortalKey00001" equipmentId={null} />, { wrapper: wrap });
    expect(await screen.findByRole('heading', { name: 'This link is not in use' })).toBeInTheDocument();
  });
});
