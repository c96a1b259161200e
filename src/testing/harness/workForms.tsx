// The order page as the work forms' tests need it: the work feature running, the order opened
// from the (fake) service, the company's members in the company record, a saved plant.
import type { ReactElement } from 'react';
import { useFeature } from '../../store/featureRegistry';
import { type CurrentUser } from '../../lib/currentUser';
import type { WorkRequest } from '../../services/firebase/work';
import { workOrder } from '../../services/fakeBackend';
import { renderWithProviders, testUser } from '../render';
import { initialPlantState } from '../../features/plant/plantSlice';
import { initialAuthState } from '../../features/auth/authSlice';
import { initialCompanyState } from '../../features/company/companySlice';
import { workFeature } from '../../features/work/workSaga';
import type { WorkRow } from '../../features/work/workSlice';
import { useOpenOrder } from '../../features/work/orderLive';
import { server } from '../../features/work/fakeWorkService';

export const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };
export const NUMBER = 'WR-20261123-4F7K';

/** The order the forms' tests open: a request in planning, raised by Bob, with `extra` over it. */
export const order = (extra: Partial<WorkRequest> = {}): WorkRequest =>
  workOrder(NUMBER, {
    title: 'Pump leaks at the seal',
    equipmentId: 'pump1',
    status: 'inPlanning',
    version: 3,
    raisedBy: 'user-2',
    raisedByName: 'Bob Ruiz',
    raisedAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
    updatedBy: 'user-1',
    ...extra,
  });

const member = (id: string, firstName: string, lastName: string, userType: 'admin' | 'editor') => ({
  id,
  userType,
  email: `${id}@example.com`,
  firstName,
  lastName,
  accountCreated: '2026-01-01T00:00:00.000Z',
});

function OrderPage({ render }: { render: (order: WorkRow) => ReactElement }) {
  useFeature(workFeature);
  const { item } = useOpenOrder(NUMBER);
  return item ? render(item) : null;
}

/** Stores `stored` on the fake server and shows what `render` makes of it, signed in as `user`. */
export function openOrder(stored: WorkRequest, render: (order: WorkRow) => ReactElement, user: CurrentUser = testUser) {
  server.orders[stored.number] = stored;
  return renderWithProviders(<OrderPage render={render} />, {
    route: '/app/work/' + stored.number,
    signedIn: true,
    preloadedState: {
      // The order's equipment is in the plant (raising a follow-up request checks it).
      plant: {
        ...initialPlantState(KEY),
        status: 'ready',
        plant: {
          id: KEY.plant,
          name: 'Paper machine 1',
          archived: false,
          createdAt: null,
          createdBy: 'user-1',
          corruptItems: 0,
          equipments: [
            { id: 'pump1', tag: 'P-101', name: 'Feed pump', criticality: 7, parent: null, status: 'inService' },
          ],
        },
      },
      auth: initialAuthState(user),
      company: {
        ...initialCompanyState,
        record: {
          displayName: 'Ana López',
          companyEmail: 'plant@example.com',
          users: [
            member('user-1', 'Ana', 'López', 'admin'),
            member('user-2', 'Bob', 'Ruiz', 'editor'),
            member('user-3', 'Cleo', 'Diaz', 'editor'),
          ],
        },
      },
    },
  });
}
