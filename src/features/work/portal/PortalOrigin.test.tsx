// A request sent through the request portal, on the staff's pages (real store, the work saga over
// the in-memory backend, Storage's fake): its badge on the queue and the order's page, the card with
// who sent it, how to reach them and how urgent they said it is, and their photo named as theirs
// although they are not a member.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../components/attachments/attachmentsService';
import { resetStorage } from '../../../components/attachments/fakeAttachmentsService';
import type { PortalOrigin } from '../../../domain/portal';
import { workOrder } from '../../../services/fakeBackend';
import { useFeature } from '../../../store/featureRegistry';
import { KEY } from '../../../testing/harness/workForms';
import { renderWithProviders } from '../../../testing/render';
import { initialPlantState } from '../../plant/plantSlice';
import { server } from '../fakeWorkService';
import OrderPage from '../pages/OrderPage';
import QueuePage from '../pages/QueuePage';
import { workFeature } from '../workSaga';

vi.mock('../workService', async () => (await import('../fakeWorkService')).fakeWorkService);
vi.mock(
  '../../../components/attachments/attachmentsService',
  async () => (await import('../../../components/attachments/fakeAttachmentsService')).fakeAttachmentsService,
);

const NUMBER = 'WR-20261123-P0RT';
const SENDER = 'anonymous-sender';

const origin = (extra: Partial<PortalOrigin> = {}): PortalOrigin => ({
  key: 'Kp0rtalKey0000000001',
  status: 'St4tusKey00000000001',
  name: 'Luis (night shift)',
  contact: 'luis@example.com',
  urgency: 'stopped',
  photo: 'mkq1x2-leak.jpg',
  ...extra,
});

const fromPortal = (extra: Partial<PortalOrigin> = {}) =>
  workOrder(NUMBER, {
    title: 'Pump leaking under the base',
    raisedBy: SENDER,
    raisedByName: 'Luis (night shift)',
    portal: origin(extra),
  });

function Page() {
  useFeature(workFeature);
  return (
    <Routes>
      <Route path="/app/work/queues" element={<QueuePage />} />
      <Route path="/app/work/:number" element={<OrderPage />} />
    </Routes>
  );
}

const open = (route: string) =>
  renderWithProviders(<Page />, { signedIn: true, preloadedState: { plant: initialPlantState(KEY) }, route });

const card = () => screen.findByRole('region', { name: 'Reported through the request portal' });
const row = (card: HTMLElement, term: string) => within(card).getByText(term).nextElementSibling as HTMLElement;

beforeEach(() => {
  server.reset();
  resetStorage();
});

describe('a request sent through the request portal', () => {
  it('is marked on the queue; other requests are not', async () => {
    server.putOrders(fromPortal(), workOrder('WR-20261123-PLAN', { title: 'Raised by a member' }));
    open('/app/work/queues?queue=all');
    const portalRow = (await screen.findByRole('link', { name: NUMBER })).closest('tr')!;
    expect(within(portalRow).getByText('From the portal')).toBeVisible();
    const memberRow = screen.getByRole('link', { name: 'WR-20261123-PLAN' }).closest('tr')!;
    expect(within(memberRow).queryByText('From the portal')).not.toBeInTheDocument();
  });

  it('shows on its page who sent it, how to reach them and the urgency they chose, in words', async () => {
    server.putOrders(fromPortal());
    const view = open(`/app/work/${NUMBER}`);
    const shown = await card();
    expect(within(screen.getByRole('heading', { level: 1 }).parentElement!).getByText('From the portal')).toBeVisible();
    expect(row(shown, 'Name')).toHaveTextContent('Luis (night shift)');
    expect(within(row(shown, 'Contact')).getByRole('link', { name: 'luis@example.com' })).toHaveAttribute(
      'href',
      'mailto:luis@example.com',
    );
    expect(row(shown, 'Urgency')).toHaveTextContent('Production has stopped');
    view.unmount();

    server.putOrders(fromPortal({ contact: '+34 612 34 56 78', urgency: 'safety' }));
    const phoned = open(`/app/work/${NUMBER}`);
    let again = await card();
    expect(within(row(again, 'Contact')).getByRole('link', { name: '+34 612 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+34612345678',
    );
    expect(row(again, 'Urgency')).toHaveTextContent('A danger to people (safety)');
    phoned.unmount();

    // Anything else stays the text it is; nothing given says so.
    server.putOrders(fromPortal({ contact: 'Shift B, ask at the gate', urgency: 'canWait' }));
    const texted = open(`/app/work/${NUMBER}`);
    again = await card();
    expect(row(again, 'Contact')).toHaveTextContent('Shift B, ask at the gate');
    expect(within(row(again, 'Contact')).queryByRole('link')).not.toBeInTheDocument();
    expect(row(again, 'Urgency')).toHaveTextContent('It can wait');
    texted.unmount();

    server.putOrders(fromPortal({ contact: '' }));
    open(`/app/work/${NUMBER}`);
    expect(row(await card(), 'Contact')).toHaveTextContent('None given');
  });

  it('names its sender’s photo as the requester’s, though they are not a member', async () => {
    const folder = `users/user-1/companies/user-1/sites/north/plants/pm1/workRequests/${NUMBER}/attachments`;
    const photo: Attachment = {
      path: `${folder}/mkq1x2-leak.jpg`,
      name: 'mkq1x2-leak.jpg',
      size: 180_000,
      contentType: 'image/jpeg',
      uploadedBy: SENDER,
      originalName: 'leak.jpg',
      timeCreated: '2026-11-23T08:01:00.000Z',
    };
    resetStorage([photo]);
    server.putOrders(fromPortal());
    open(`/app/work/${NUMBER}`);
    expect((await screen.findByText('leak.jpg')).closest('li')).toHaveTextContent('Requester (portal), ');
  });

  it('has no card on any other order', async () => {
    server.putOrders(workOrder(NUMBER));
    open(`/app/work/${NUMBER}`);
    expect(await screen.findByRole('heading', { name: /Order WR-20261123-P0RT/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Reported through the request portal' })).not.toBeInTheDocument();
    expect(screen.queryByText('From the portal')).not.toBeInTheDocument();
  });
});
