// The plans feature's live values on the live-data kit: the plant's plans, their compliance
// rollup and open preventive orders while a page shows them (the forecast needs only the plans),
// a plan's own orders while its page shows them, and the plant's meters (latest reading, where
// the rate counts from) while the forecast shows them. Three small reads whatever the plant's
// history: a year of orders (10,000 in a large plant, ~30 MB) is never downloaded.
import { createSelector } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { delay, race, select, take } from 'redux-saga/effects';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type LiveKit, liveKit, listView } from '../../store/liveKit';
import type { RootState } from '../../store/rootReducer';
import type { LiveDoc, Pending } from '../../services/firebase/live';
import { today } from '../../lib/days';
import { DEFAULT_PM_RULE, lastTwelveMonths, type PmOnTimeRule } from '../../domain/compliance';
import { rateKey, rateOfMeter } from '../../domain/forecast';
import type { KpiSettings } from '../../services/firebase/kpiSettings';
import { selectSavedPlant } from '../plant/plantSlice';
import { paths, type PlantKey } from '../../services/firebase/collections';
import type { MaintenancePlan, MeterState, PmComplianceMonth } from '../../services/firebase/plans';
import type { WorkRequest } from '../../services/firebase/work';
import {
  type LiveList,
  subscribeCompliance,
  subscribeMeters,
  subscribeOpenPmOrders,
  subscribePlanOrders,
  subscribeKpiSettings,
  subscribePlans,
  subscribePlansUsing,
} from './plansService';
import {
  generationFailed,
  generationFinished,
  type GenerationState,
  type LiveItems,
  type PlanRow,
  type PmOrderRow,
  selectGeneration,
} from './plansSlice';

const plantKey = (plant: PlantKey) => paths.plant(plant);

/** A plant's whole plan list (1,000 in a large plant) is drawn at most every 150 ms. */
const PLANS_SETTLE_MS = 150;
/** How long the plan list waits for a generation under way to have found what is due. */
const LISTS_WAIT_MS = 3000;

/** The plans of a plant that use one job plan (the job plan's page lists them). */
export const plansUsingLive = liveKit<{ plant: PlantKey; jobPlanId: string }, LiveList<MaintenancePlan>>({
  name: 'plansUsing',
  keyOf: ({ plant, jobPlanId }) => `${paths.plant(plant)}/${jobPlanId}`,
  subscribe: ({ plant, jobPlanId }, listener) => subscribePlansUsing(plant, jobPlanId, listener),
});

/** The plant's maintenance plans. */
export const plansListLive = liveKit<PlantKey, LiveList<MaintenancePlan>>({
  name: 'plans',
  keyOf: plantKey,
  subscribe: subscribePlans,
  settleMs: PLANS_SETTLE_MS,
  // Generation's small queries first: Firestore answers the listeners of a connection together,
  // so a plant's whole plan list (megabytes on a slow link) would hold them back.
  *before() {
    if (((yield select(selectGeneration)) as GenerationState).status === 'running')
      yield race([take([generationFinished.type, generationFailed.type]), delay(LISTS_WAIT_MS)]);
  },
});

/** Which months of the compliance rollup: from `from` (yyyy-mm), the first of the last twelve. */
export interface ComplianceOf {
  plant: PlantKey;
  from: string;
}

/** The compliance rollup: per month, per plan, on time, late and missed. */
export const complianceLive = liveKit<ComplianceOf, LiveList<PmComplianceMonth>>({
  name: 'compliance',
  keyOf: ({ plant, from }) => `${plantKey(plant)}/${from}`,
  subscribe: ({ plant, from }, listener) => subscribeCompliance(plant, from, listener),
});

/** The plant's preventive orders not done nor dropped (overdue flags, the forecast's waiting plans). */
export const openPmOrdersLive = liveKit<PlantKey, LiveList<WorkRequest>>({
  name: 'openPmOrders',
  keyOf: plantKey,
  subscribe: subscribeOpenPmOrders,
});

/** Which plan's orders: the plant and the plan. */
export interface OrdersOf {
  plant: PlantKey;
  planId: string;
}

/** A plan's latest orders, newest due first. */
export const planOrdersLive = liveKit<OrdersOf, LiveList<WorkRequest>>({
  name: 'planOrders',
  keyOf: ({ plant, planId }) => `${plantKey(plant)}/${planId}`,
  subscribe: ({ plant, planId }, listener) => subscribePlanOrders(plant, planId, listener),
});

/** The plant's meters. */
export const plantMetersLive = liveKit<PlantKey, LiveList<MeterState>>({
  name: 'plantMeters',
  keyOf: plantKey,
  subscribe: subscribeMeters,
});

// --- What the pages read ---------------------------------------------------------------------

/** The first month of the compliance figures the pages show: the last twelve months'. */
export const complianceFrom = () => lastTwelveMonths(today())[0];

/** The entry of `kit` for the saved plant, read by a selector. */
const ofSavedPlant =
  <P, V>(kit: LiveKit<P, V>, paramsOf: (plant: PlantKey) => P) =>
  (state: RootState) => {
    const plant = selectSavedPlant(state);
    return kit.select(state, plant && paramsOf(plant));
  };

/** The saved plant's plans. */
export const selectPlanList = createSelector(
  [ofSavedPlant(plansListLive, (plant) => plant)],
  (entry): LiveItems<PlanRow> => listView(entry),
);
/** The last twelve months of the compliance rollup. */
export const selectCompliance = createSelector(
  [ofSavedPlant(complianceLive, (plant) => ({ plant, from: complianceFrom() }))],
  (entry): LiveItems<Pending<PmComplianceMonth>> => listView(entry),
);
/** The saved plant's preventive orders not done nor dropped. */
export const selectOpenPmOrders = createSelector(
  [ofSavedPlant(openPmOrdersLive, (plant) => plant)],
  (entry): LiveItems<PmOrderRow> => listView(entry),
);

/**
 * Shows the saved plant's plans while the calling page is on screen and, unless `orders: false`
 * (the forecast), their compliance and open orders; the saved plant, null without one.
 */
export function usePlansOpen({ orders = true }: { orders?: boolean } = {}): PlantKey | null {
  const saved = useAppSelector(selectSavedPlant);
  plansListLive.useLive(saved);
  openPmOrdersLive.useLive(orders ? saved : null);
  complianceLive.useLive(orders && saved ? { plant: saved, from: complianceFrom() } : null);
  return saved;
}

/**
 * What the PM forecast is drawn from, live while the calling page is on screen: the saved plant's
 * plans (no orders) and its meters (one small collection), which give each meter plan its rate.
 */
export function usePmForecastInputs() {
  const saved = usePlansOpen({ orders: false });
  const retry = usePlansRetry();
  const plans = useAppSelector(selectPlanList);
  const meters = plantMetersLive.useLive(saved);
  const meterItems = meters?.value?.items;
  const rates = useMemo(
    () => new Map((meterItems ?? []).map((m) => [rateKey(m.equipmentId, m.meterId), rateOfMeter(m)] as const)),
    [meterItems],
  );
  return { saved, plans, retry, meters, rates };
}

/** Listens again to the saved plant's plan lists (after a refusal). */
export function usePlansRetry() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedPlant);
  return useCallback(() => {
    if (!saved) return;
    dispatch(plansListLive.retried(saved));
    dispatch(openPmOrdersLive.retried(saved));
    dispatch(complianceLive.retried({ plant: saved, from: complianceFrom() }));
  }, [dispatch, saved]);
}

/** The company's KPI settings (the PM on-time rule), by company id. */
export const kpiSettingsLive = liveKit<string, LiveDoc<KpiSettings>>({
  name: 'kpiSettings',
  keyOf: (company) => company,
  subscribe: (company, listener) => subscribeKpiSettings(company, listener),
});

/** The company's PM on-time rule while a page listens to it (the default until it is known). */
export function usePmOnTimeRule(company: string | null): { rule: PmOnTimeRule; known: boolean } {
  kpiSettingsLive.useLive(company);
  const entry = useAppSelector((state) => (company ? kpiSettingsLive.select(state, company) : null));
  return { rule: entry?.value?.item?.pmOnTimeRule ?? DEFAULT_PM_RULE, known: entry?.status === 'ready' };
}
