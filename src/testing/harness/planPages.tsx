// The plans pages as their tests need them: a real store with a saved plant of three pieces of
// equipment, the company's members, a signed-in admin or editor, and helpers that deliver plans,
// preventive orders and equipment the way the (separate) plans saga and assets saga do.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UserRole } from '../../lib/currentUser';
import type { Equipment } from '../../services/firebase/assets';
import type { PlantKey } from '../../services/firebase/collections';
import type { Pending } from '../../services/firebase/live';
import type { LastReading, MaintenancePlan } from '../../services/firebase/plans';
import type { RootState } from '../../store/rootReducer';
import { lastReadings } from '../../features/plans/readingsSlice';
import {
  complianceFrom,
  complianceLive,
  openPmOrdersLive,
  planOrdersLive,
  plansListLive,
  kpiSettingsLive,
  plantMetersLive,
  selectPlanList,
} from '../../features/plans/plansLive';
import { replaceLiveSource } from '../../store/liveKit';
import { PLAIN_ORDER_FIELDS, type WorkRequest } from '../../services/firebase/work';
import { PLAN_RAISER } from '../../domain/generation';
import { renderWithProviders, testUser } from '../render';
import { equipmentLive } from '../../features/plant/equipmentLive';
import { initialPlantState, selectSavedPlant } from '../../features/plant/plantSlice';
import { initialAuthState } from '../../features/auth/authSlice';
import { initialCompanyState } from '../../features/company/companySlice';
import { initialSettings } from '../../features/settings/settingsSlice';
import { put, select, takeEvery } from 'redux-saga/effects';
import {
  planActiveRequested,
  planSaved,
  planSaveRequested,
  type ReadingInput,
  readingRequested,
} from '../../features/plans/plansSlice';
import { DEFAULT_PM_RULE, recountMonths } from '../../domain/compliance';

export const KEY = { uid: 'user-1', company: 'user-1', site: 'north', plant: 'pm1' };

// The plans pages' lists are delivered by the test (`deliverPlans`, `deliverOrders`), as the
// plans saga is (below): their listeners hear nothing from Firestore.
const silent = () => () => undefined;
replaceLiveSource(plansListLive, silent);
replaceLiveSource(complianceLive, silent);
replaceLiveSource(openPmOrdersLive, silent);
replaceLiveSource(planOrdersLive, silent);
replaceLiveSource(plantMetersLive, silent);
replaceLiveSource(equipmentLive, silent);
// The company's KPI settings: never set (the default on-time rule), unless a test delivers them.
replaceLiveSource(kpiSettingsLive, (_company, listener) => {
  listener.next({ item: null, fromCache: false, hasPendingWrites: false });
  return () => undefined;
});

/** A list as a listener brings it. */
const live = <T,>(items: T[]) => ({ items, fromCache: false, hasPendingWrites: false, corrupt: [] });

const summary = (id: string, tag: string, name: string) => ({
  id,
  tag,
  name,
  criticality: 7,
  parent: null,
  status: 'inService' as const,
});

export const PLANT = {
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
      summary('dry1', 'PM1-DRY-001', 'Dryer cylinder 1'),
      summary('fan1', 'PM1-HOOD-FAN', 'Hood exhaust fan'),
      summary('pump1', 'P-101', 'Feed pump'),
    ],
  },
};

export const equipment = (id: string, meters: Equipment['meters'] = []): Equipment & { pending: boolean } => {
  const s = PLANT.plant.equipments.find((e) => e.id === id)!;
  return {
    id,
    tag: s.tag,
    name: s.name,
    description: '',
    criticality: 7,
    parent: null,
    manufacturer: '',
    model: '',
    serial: '',
    installDate: null,
    location: '',
    status: 'inService',
    meters,
    equipmentClass: null,
    createdAt: null,
    createdBy: 'user-1',
    updatedAt: null,
    updatedBy: 'user-1',
    pending: false,
  };
};

export const plan = (
  extra: Partial<MaintenancePlan & { pending: boolean }> = {},
): MaintenancePlan & { pending: boolean } => ({
  id: 'plan1',
  title: 'Lubricate the dryer bearings',
  equipmentIds: ['dry1'],
  steps: [{ text: 'Grease the bearings', reading: null }],
  workType: 'PM-INSP',
  estimatedHours: 2,
  craft: 'Mechanical',
  assignees: ['user-2'],
  permits: [],
  signatureRequired: false,
  trigger: 'calendar',
  interval: { every: 30, unit: 'days' },
  meter: null,
  scheduling: 'fixed',
  leadDays: 5,
  startDate: '2026-01-01',
  active: true,
  nextDue: '2026-12-01',
  generateOn: '2026-11-26',
  nextThreshold: null,
  lastOrder: null,
  createdAt: null,
  createdBy: 'user-1',
  updatedAt: null,
  updatedBy: 'user-1',
  pending: false,
  ...extra,
});

export const pmOrder = (
  planId: string,
  due: string,
  extra: Partial<WorkRequest> = {},
  toleranceDays = 3,
): WorkRequest & { pending: boolean } => ({
  number: `${planId}_${due}`,
  title: 'Lubricate the dryer bearings',
  description: '',
  equipmentId: 'dry1',
  equipmentTag: 'PM1-DRY-001',
  equipmentName: 'Dryer cylinder 1',
  criticality: 7,
  workType: 'PM-INSP',
  rime: 35,
  status: 'readyToSchedule',
  version: 1,
  raisedBy: PLAN_RAISER,
  raisedByName: 'Ana López',
  raisedAt: `${due}T06:00:00.000Z`,
  updatedAt: null,
  updatedBy: 'user-1',
  reason: null,
  plan: { estimatedHours: 2, craft: 'Mechanical', assignees: [], permits: [], materials: [] },
  scheduledFor: null,
  execution: null,
  assignees: [],
  ...PLAIN_ORDER_FIELDS,
  pm: { planId, due, threshold: null, toleranceDays, signatureRequired: false, equipmentIds: ['dry1'] },
  pending: false,
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

export function openPlansPage(
  ui: ReactElement,
  route: string,
  role: 'admin' | 'editor' = 'admin',
  locale: 'en' | 'es' = 'en',
) {
  const user = { ...testUser, role: role === 'admin' ? UserRole.Admin : UserRole.Editor };
  const result = renderWithProviders(ui, {
    route,
    signedIn: true,
    preloadedState: {
      settings: initialSettings({ locale }),
      plant: PLANT,
      auth: initialAuthState(user),
      company: {
        ...initialCompanyState,
        record: {
          displayName: 'Ana López',
          companyEmail: 'plant@example.com',
          users: [member('user-1', 'Ana', 'López', 'admin'), member('user-2', 'Bob', 'Ruiz', 'editor')],
        },
      },
    },
  });
  const { store } = result;
  return {
    ...result,
    /** The plans listener delivers these plans. */
    deliverPlans: (items: (MaintenancePlan & { pending: boolean })[], fromCache = false) =>
      act(() => {
        store.dispatch(plansListLive.received(KEY, { ...live(items), fromCache }));
      }),
    /**
     * The preventive-order listeners deliver these orders: the open ones to the plans list, each
     * plan's own to its page, and the done and dropped ones through the rollup (as recounted).
     */
    deliverOrders: (items: (WorkRequest & { pending: boolean })[]) =>
      act(() => {
        const open = items.filter((o) => !o.completedAt && !['cancelled', 'rejected'].includes(o.status));
        const months = [...new Set(items.flatMap((o) => (o.pm ? [o.pm.due.slice(0, 7)] : [])))];
        const rollup = [...recountMonths(items, months)].map(([month, plans]) => ({
          month,
          plans,
          rule: DEFAULT_PM_RULE,
          pending: false,
        }));
        store.dispatch(complianceLive.received({ plant: KEY, from: complianceFrom() }, live(rollup)));
        store.dispatch(openPmOrdersLive.received(KEY, live(open)));
        // Each plan page on screen gets its own orders.
        const plant = selectSavedPlant(store.getState());
        const listed = selectPlanList(store.getState()).items.map((p) => p.id);
        const planIds = new Set([...listed, ...items.flatMap((o) => o.pm?.planId ?? [])]);
        for (const planId of planIds) {
          if (!plant) break;
          const shown = { plant, planId };
          if (!planOrdersLive.select(store.getState(), shown)) continue;
          const own = items.filter((o) => o.pm?.planId === planId);
          store.dispatch(planOrdersLive.received(shown, live(own)));
        }
      }),
    /** The open equipment's listener delivers its document. */
    deliverEquipment: (item: Equipment & { pending: boolean }) =>
      act(() => {
        store.dispatch(
          equipmentLive.received({ plant: KEY, eqid: item.id }, { item, fromCache: false, hasPendingWrites: false }),
        );
      }),
  };
}

/**
 * A stand-in for the plans saga (written separately): plan writes go to this in-memory server and
 * come back through the plans listener, pending, as they would offline-first.
 */
export const server = {
  plans: new Map<string, MaintenancePlan & { pending: boolean }>(),
  readings: [] as ReadingInput[],
  saves: 0,
  reset() {
    this.plans.clear();
    this.readings = [];
    this.saves = 0;
  },
};

function* fakePlansSaga() {
  const deliver = () => put(plansListLive.received(KEY, live([...server.plans.values()])));
  yield takeEvery(planSaveRequested.type, function* ({ payload }: ReturnType<typeof planSaveRequested>) {
    server.saves += 1;
    const id = payload.id ?? `new${server.saves}`;
    const before = server.plans.get(id);
    server.plans.set(id, { ...(before ?? plan()), ...payload.input, id, pending: true });
    yield deliver();
    yield put(planSaved(id));
  });
  yield takeEvery(planActiveRequested.type, function* ({ payload }: ReturnType<typeof planActiveRequested>) {
    const before = server.plans.get(payload.id);
    if (!before) return;
    server.plans.set(payload.id, { ...before, active: payload.active, pending: true });
    yield deliver();
  });
  yield takeEvery(readingRequested.type, function* ({ payload }: ReturnType<typeof readingRequested>) {
    server.readings.push(payload);
    // The meter's last reading on screen moves at once, waiting to sync.
    const plant = (yield select(selectSavedPlant)) as PlantKey;
    const shown = { plant, eqid: payload.eqid };
    const before = (yield select(
      (s: RootState) => lastReadings.select(s, shown)?.value?.items ?? [],
    )) as Pending<LastReading>[];
    const reading = { meterId: payload.meterId, value: payload.value, readingId: 'r-new', readAt: null, by: 'user-1' };
    const items = [...before.filter((r) => r.meterId !== payload.meterId), { ...reading, pending: true }];
    yield put(lastReadings.received(shown, { items, fromCache: false, hasPendingWrites: true, corrupt: [] }));
  });
}

export const fakePlansFeature = { key: 'plans-test', saga: fakePlansSaga };
