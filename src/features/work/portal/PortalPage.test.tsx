// The request portal's settings page through a real store, over the in-memory backend (the portals
// fake): turned on with the register's list (waiting to sync until the server has it), its link
// and QR code, the switch, a new link only after confirming, the equipment list sent again by
// itself when the register changed and on demand, a refusal in words, and admins only.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { portalEquipmentList, portalUrl } from '../../../domain/portal';
import { UserRole } from '../../../lib/currentUser';
import type { EquipmentSummary } from '../../../services/firebase/assets';
import { backend } from '../../../services/fakeBackend';
import { portals } from '../../../services/firebase/fakePortals';
import type { PlantPortal } from '../../../services/firebase/portals';
import { readyPlant } from '../../../testing/plantState';
import { renderWithProviders, testUser } from '../../../testing/render';
import { initialAuthState } from '../../auth/authSlice';
import PortalPage from './PortalPage';

vi.mock(
  '../../../services/firebase/portals',
  async () => (await import('../../../services/firebase/fakePortals')).fakePortals,
);

const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };
const OLD_KEY = 'OldPortalKey00000001';

const item = (id: string, tag: string, name: string, criticality = 5): EquipmentSummary => ({
  id,
  tag,
  name,
  criticality,
  parent: null,
  status: 'inService',
});
const pump = item('e1', 'P-101', 'Feed pump', 7);
const motor = item('e2', 'M-7', 'Mixer motor', 10);
const listed = ({ id, tag, name, criticality }: EquipmentSummary) => ({ id, tag, name, criticality });

/** A portal stored on the fake server, listing `equipment` (by tag, as the service stores it). */
function storePortal(equipment: EquipmentSummary[], extra: Partial<PlantPortal> = {}): PlantPortal {
  const portal: PlantPortal = {
    key: OLD_KEY,
    company: KEY.uid,
    site: KEY.site,
    plant: KEY.plant,
    plantName: 'Paper machine 1',
    enabled: true,
    equipment: portalEquipmentList(equipment),
    updatedAt: '2026-11-20T08:00:00.000Z',
    updatedBy: 'user-1',
    ...extra,
  };
  portals.byKey[portal.key] = portal;
  return portal;
}

function renderPage(
  register: EquipmentSummary[],
  { role = UserRole.Admin, fromCache = false }: { role?: UserRole; fromCache?: boolean } = {},
) {
  return renderWithProviders(<PortalPage />, {
    route: '/app/work/portal',
    preloadedState: {
      auth: initialAuthState({ ...testUser, role }),
      plant: { ...readyPlant(KEY, 'Paper machine 1', register), fromCache },
    },
  });
}

const writes = (kind: string) => backend.written.filter((w) => w.kind === kind);
const linkBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'The portal’s link' });

beforeEach(() => backend.reset());

describe('the request portal’s settings', () => {
  it('turns the portal on with the register’s list, and shows its link and QR code, waiting to sync until the server has it', async () => {
    const user = userEvent.setup();
    backend.hold = true;
    renderPage([pump, motor]);
    expect(screen.getByText(/The request portal is a web page where people without an account/)).toBeVisible();
    expect(await screen.findByText('This plant has no request portal yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Turn on the request portal' }));
    const [opened] = writes('portalOpen');
    const { key } = opened.payload as { key: string };
    const stored = portals.byKey[key];
    // The register's list, by tag, with what a request needs of each item and nothing more.
    expect(stored).toMatchObject({
      enabled: true,
      plantName: 'Paper machine 1',
      equipment: [listed(motor), listed(pump)],
    });
    const state = await screen.findByRole('heading', { name: /On: anyone with the link can report a fault/ });
    expect(state.parentElement).toHaveTextContent('waiting to sync');
    expect(linkBox()).toHaveValue(portalUrl(window.location.origin, key));
    expect(screen.getByRole('switch', { name: 'Take requests through the portal' })).toBeChecked();
    const qr = await screen.findByRole('img', {
      name: `QR code of the request portal: opens ${portalUrl(window.location.origin, key)}`,
    });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByRole('link', { name: 'Download the QR code' })).toHaveAttribute('download');
    expect(screen.getByText(/2 pieces of equipment are on the portal’s list/)).toHaveTextContent(
      'It is the register’s list as it is now.',
    );

    act(() => backend.settle());
    await vi.waitFor(() => expect(state.parentElement).not.toHaveTextContent('waiting to sync'));
    // Made once, and nothing else written (its list is the register's).
    expect(backend.written.map((w) => w.kind)).toEqual(['portalOpen']);
  });

  it('sends the register’s list by itself, once, when the register changed since, and again on demand', async () => {
    const user = userEvent.setup();
    storePortal([pump], { plantName: 'PM1' });
    renderPage([pump, motor]);
    expect(
      await screen.findByText('The portal’s equipment list was brought up to date with the register.'),
    ).toBeVisible();
    expect(writes('portalEquipment')).toHaveLength(1);
    expect(portals.byKey[OLD_KEY]).toMatchObject({
      plantName: 'Paper machine 1',
      equipment: [listed(motor), listed(pump)],
    });
    expect(await screen.findByText(/2 pieces of equipment are on the portal’s list/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send the register’s current list' }));
    expect(writes('portalEquipment')).toHaveLength(2);
    expect(await screen.findByText('The register’s list is sent to the portal.')).toBeVisible();
  });

  it('leaves a portal that matches the register alone, and does not trust a register read from the cache', async () => {
    storePortal([pump, motor]);
    const view = renderPage([pump, motor]);
    expect(await screen.findByText(/It is the register’s list as it is now/)).toBeVisible();
    view.unmount();

    storePortal([pump]);
    renderPage([pump, motor], { fromCache: true });
    expect(await screen.findByText(/The register has changed since: this plant now has 2 pieces/)).toBeVisible();
    expect(screen.getByText(/1 piece of equipment is on the portal’s list/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes('portalEquipment')).toEqual([]);
  });

  it('switches the portal off and on again, keeping its link', async () => {
    const user = userEvent.setup();
    storePortal([pump]);
    renderPage([pump]);
    const toggle = await screen.findByRole('switch', { name: 'Take requests through the portal' });
    await user.click(toggle);
    expect(portals.byKey[OLD_KEY].enabled).toBe(false);
    expect(await screen.findByRole('heading', { name: /Off: the link says the portal is closed/ })).toBeVisible();
    expect(screen.getByText('The portal is off: it takes no requests.')).toBeVisible();
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(portals.byKey[OLD_KEY].enabled).toBe(true);
    expect(await screen.findByText('The portal takes requests again.')).toBeVisible();
    expect(linkBox()).toHaveValue(portalUrl(window.location.origin, OLD_KEY));
  });

  it('makes a new link only once confirmed: the old key’s portal is gone, the new one has its content', async () => {
    const user = userEvent.setup();
    storePortal([pump]);
    renderPage([pump]);
    await user.click(await screen.findByRole('button', { name: 'Make a new link' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new link?' });
    expect(dialog).toHaveTextContent('The old link stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes('portalNewKey')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make a new link?' })).getByRole('button', { name: 'Make a new link' }),
    );
    const { key } = writes('portalNewKey')[0].payload as { key: string };
    expect(key).not.toBe(OLD_KEY);
    expect(Object.keys(portals.byKey)).toEqual([key]);
    expect(portals.byKey[key]).toMatchObject({ enabled: true, equipment: [listed(pump)], plant: KEY.plant });
    await vi.waitFor(() => expect(linkBox()).toHaveValue(portalUrl(window.location.origin, key)));
    // The link box and the status line are drawn from two answers: wait for the line too.
    expect(await screen.findByText('The portal has a new link. The old one no longer works.')).toBeVisible();
  });

  it('says a refused change in words, and shows the portal as the server has it again', async () => {
    const user = userEvent.setup();
    storePortal([pump]);
    backend.refuse = 'permission-denied';
    renderPage([pump]);
    await user.click(await screen.findByRole('switch', { name: 'Take requests through the portal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The change was not saved: /);
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Take requests through the portal' })).toBeChecked(),
    );
    expect(portals.byKey[OLD_KEY].enabled).toBe(true);
  });

  it('is for admins: an editor reads what the portal is and that admins set it up', () => {
    storePortal([pump]);
    renderPage([pump], { role: UserRole.Editor });
    expect(screen.getByText('Only the company’s admins can set up the request portal.')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
