// Everything the dashboard and the report draw, worked out from the state (rollup months, counts,
// capacity) with the pure formulas of ../kpis.ts. Memoised: a snapshot that changes nothing the
// figures use redraws nothing.
import { useMemo } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { weeklyCapacity } from '../../../lib/backlog';
import { dayOf } from '../../../lib/days';
import { selectPlant, selectPlantEquipment } from '../../plant/plantSlice';
import { selectPickable } from '../../plant/registerLive';
import { selectDashboard } from '../dashboardLive';
import { operatingUnits } from '../../../domain/assets';
import { DEFAULT_PM_RULE } from '../../../domain/plans';
import { downtimeFigures, sumDowntime } from '../../../domain/downtime';
import { scheduleCompliance } from '../../../domain/scheduleWeeks';
import {
  backlogOf,
  type CraftHours,
  craftBacklogs,
  delayFamilies,
  equipmentReliability,
  hasData,
  hoursIn,
  monthsBetween,
  pareto,
  type PmMonth,
  pmCompliance,
  sumMonths,
  systemReliability,
  trendMonths,
  trends,
  workKpis,
} from '../../../domain/kpis';

/** Per month, the PM tallies of every plan. */
function pmMonths(
  items: readonly { month: string; plans: Record<string, { onTime: number; late: number; missed: number }> }[],
): PmMonth[] {
  return items.map(({ month, plans }) =>
    Object.values(plans).reduce(
      (sum, t) => ({ month, onTime: sum.onTime + t.onTime, late: sum.late + t.late, missed: sum.missed + t.missed }),
      { month, onTime: 0, late: 0, missed: 0 },
    ),
  );
}

/** The figures of the months `months` (the period, or the report's month), with trends to `trendTo`. */
export function useDashboardFigures(months: readonly string[], trendTo: string) {
  // The whole state: every part of it is a figure's input.
  const dashboard = useAppSelector(selectDashboard);
  const equipment = useAppSelector(selectPlantEquipment);
  const plant = useAppSelector(selectPlant);
  const pickable = useAppSelector(selectPickable);
  return useMemo(() => {
    // A site's or the company's plants: their equipment counts from the register, tags of the open plant only.
    const plantsInScope = pickable.flatMap((s) => s.plants).filter((p) => dashboard.plants.includes(p.id));
    const single = dashboard.plants.length <= 1;
    // The units whose operating time MTBF counts (in service, no children), in every plant in scope.
    const units = single ? operatingUnits(equipment).length : plantsInScope.reduce((n, p) => n + p.operatingUnits, 0);
    const plantOfEquipment = new Map(
      Object.entries(dashboard.stats.byPlant).flatMap(([plantId, months]) =>
        months.flatMap((m) => Object.keys(m.equipment).map((eqid) => [eqid, plantId] as const)),
      ),
    );
    const plantName = new Map(plantsInScope.map((p) => [p.id, p.name]));
    const pmAll = pmMonths(dashboard.pm.items);
    // The on-time rules the period's months were counted by (one, unless the company changed it).
    const pmRules = [...new Set(dashboard.pm.items.filter((m) => months.includes(m.month)).map((m) => m.rule))];
    const wanted = new Set(months);
    const counts = sumMonths(dashboard.stats.items, months);
    const now = dashboard.counts.value;
    // The period's hours that have passed (not the days still to come).
    const calendarHours = hoursIn(months);
    const pm = pmCompliance(
      pmAll.filter((m) => wanted.has(m.month)),
      now?.overduePm ?? 0,
    );
    const capacity = Object.values(dashboard.capacity).reduce((sum, c) => sum + weeklyCapacity(c), 0);
    // Each craft's weekly hours over the plants in scope (a craft of several plants is one craft).
    const craftCapacity: Record<string, number> = {};
    for (const plantCapacity of Object.values(dashboard.capacity))
      for (const [craft, hours] of Object.entries(plantCapacity))
        if (Number.isFinite(hours) && hours > 0) craftCapacity[craft] = (craftCapacity[craft] ?? 0) + hours;
    const counted = Object.values(now?.crafts ?? {}).reduce<CraftHours>(
      (sum, c) => ({ ready: sum.ready + c.ready, planning: sum.planning + c.planning }),
      { ready: 0, planning: 0 },
    );
    const tagOf = new Map(equipment.map((e) => [e.id, e.tag]));
    // Recorded stops of the period: availability over the units' time, MTTR from stop to service.
    const stops = sumDowntime(dashboard.downtime.items, months);
    // Each month's hours stopped (MTBF's operating time), for the months that recorded stops.
    const stoppedByMonth: Record<string, number> = {};
    for (const m of dashboard.downtime.items)
      if (m.stops > 0) stoppedByMonth[m.month] = (stoppedByMonth[m.month] ?? 0) + m.seconds / 3600;
    return {
      plantName: plant?.name ?? '',
      counts,
      pm,
      // The rules in force: the default until a month was counted.
      pmRules: pmRules.length ? pmRules : [DEFAULT_PM_RULE],
      work: workKpis(counts, calendarHours, units, stops.stops > 0 ? stops.seconds / 3600 : undefined),
      units,
      backlog: now
        ? backlogOf(now.backlogHours, now.backlogOrders, now.backlogUnestimated, capacity, now.readyHours)
        : null,
      // Per craft; what no craft with capacity holds is one "other crafts" row.
      crafts: now
        ? craftBacklogs(now.crafts, craftCapacity, {
            ready: now.readyHours - counted.ready,
            planning: now.backlogHours - now.readyHours - counted.planning,
          })
        : [],
      // Against each ended week's frozen schedule (server counts: null until counted).
      schedule: now ? { ...scheduleCompliance(now.weeks), unfrozen: new Set(now.unfrozenWeeks).size } : null,
      stops,
      downtime: downtimeFigures(stops, calendarHours * units),
      downtimeReasons: pareto(Object.fromEntries(Object.entries(stops.reasons).map(([r, s]) => [r, s / 3600]))),
      causes: pareto(counts.causes),
      delays: pareto(delayFamilies(counts.delays)),
      equipment: equipmentReliability(counts.equipment, calendarHours, 10, stops.equipment).map((e) => ({
        ...e,
        tag: tagOf.get(e.eqid) ?? `${plantName.get(plantOfEquipment.get(e.eqid) ?? '') ?? ''} · ${e.eqid.slice(0, 6)}`,
      })),
      systems: systemReliability(
        counts.equipment,
        new Map(equipment.map((e) => [e.id, e.parent])),
        calendarHours,
        10,
        stops.equipment,
      ).map((e) => ({ ...e, tag: tagOf.get(e.eqid) ?? e.eqid.slice(0, 6) })),
      trends: trends(trendMonths(trendTo), dashboard.stats.items, pmAll, units, stoppedByMonth),
      // MTTR by SMRP 3.5.2 per month, from the downtime rollup.
      mttrTrend: trendMonths(trendTo).map(
        (month) => downtimeFigures(sumDowntime(dashboard.downtime.items, [month]), 0).mttr,
      ),
      scopePlants: plantsInScope.length || 1,
      empty: !hasData(counts, pm),
    };
  }, [dashboard, equipment, plant, pickable, months, trendTo]);
}

/** The data filter's period as days and its whole months. */
export function usePeriod() {
  const filter = useAppSelector((s) => s.settings.dataFilter);
  return useMemo(() => {
    const from = dayOf(new Date(filter.fromDate));
    const to = dayOf(new Date(filter.toDate));
    return { from, to, months: monthsBetween(from, to) };
  }, [filter.fromDate, filter.toDate]);
}

export type DashboardFigures = ReturnType<typeof useDashboardFigures>;
