// Shared by the contracts component tests: a signed-in user working in plant pm1 of site s1 with
// two pumps, the contracts routes as the app mounts them, and contracts relative to today.
import { Route, Routes } from 'react-router-dom';
import { addDays, today } from '../../lib/days';
import { UserRole } from '../../lib/currentUser';
import type { ServiceContract } from '../../services/firebase/contracts';
import { renderWithProviders, testUser } from '../render';
import { initialAuthState } from '../../features/auth/authSlice';
import { initialPlantState } from '../../features/plant/plantSlice';
import ContractsRoutes from '../../features/contracts/ContractsRoutes';

export const KEY = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'pm1' };

export const plantState = () => ({
  ...initialPlantState(KEY),
  status: 'ready' as const,
  plant: {
    id: 'pm1',
    name: 'Paper machine 1',
    archived: false,
    createdAt: null,
    createdBy: 'user-1',
    corruptItems: 0,
    equipments: [
      { id: 'p1', tag: 'P-101', name: 'Feed pump', criticality: 7, parent: null, status: 'inService' as const },
      { id: 'p2', tag: 'P-102', name: 'Spare pump', criticality: 5, parent: null, status: 'inService' as const },
    ],
  },
});

/** A contract ending `endsIn` days from today (a year long), covering pump P-101. */
export function contractEnding(id: string, endsIn: number, more: Partial<ServiceContract> = {}): ServiceContract {
  const endDate = addDays(today(), endsIn);
  const startDate = addDays(endDate, -364);
  return {
    id,
    site: 's1',
    vendor: `Vendor ${id}`,
    contact: '',
    contractNumber: `N-${id}`,
    category: 'fireSafety',
    equipment: ['pm1/p1', 'pm9/x1'],
    startDate,
    endDate,
    value: 12500.5,
    currency: 'EUR',
    visitsPerYear: 2,
    visits: [
      { date: startDate, plant: 'pm1', order: 'WR-20260101-AAAA' },
      { date: addDays(startDate, 182), plant: null, order: null },
    ],
    notes: '',
    renewedFrom: null,
    renewedBy: null,
    createdAt: null,
    createdBy: 'user-1',
    updatedAt: null,
    updatedBy: 'user-1',
    ...more,
  };
}

export function renderContracts(route: string, role: UserRole = UserRole.Admin) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/contracts/*" element={<ContractsRoutes />} />
      <Route path="/app/work/:number" element={<p>Work order page</p>} />
    </Routes>,
    {
      route,
      signedIn: true,
      preloadedState: { plant: plantState(), auth: initialAuthState({ ...testUser, role }) },
    },
  );
}
