// A plant summary of any size for the tests (the bench seeds its own through scripts/plantData.ts):
// areas at the top level, each with machines, each with components, like a paper mill's register.
import { EQUIPMENT_STATUSES, type EquipmentSummary } from '../../../services/firebase/assets';

const AREAS = ['WET', 'PRS', 'DRY', 'CAL', 'REEL', 'STK', 'UTL', 'WWT'];
const MACHINES = ['Dryer cylinder', 'Felt roll', 'Vacuum pump', 'Stock pump', 'Refiner', 'Agitator', 'Fan'];
const PARTS = ['Drive motor', 'Gearbox', 'Bearing DS', 'Bearing FS', 'Coupling'];

export function syntheticPlant(count: number): EquipmentSummary[] {
  const items: EquipmentSummary[] = [];
  const push = (tag: string, name: string, parent: string | null) => {
    const n = items.length;
    items.push({
      id: `eq${String(n).padStart(5, '0')}`,
      tag,
      name,
      criticality: 10 - (n % 10),
      parent,
      status: EQUIPMENT_STATUSES[n % 7 === 0 ? 2 : n % 5 === 0 ? 1 : 0],
    });
    return items[n].id;
  };
  const areaIds = AREAS.map((a) => push(`PM1-${a}`, `Paper machine 1 ${a.toLowerCase()} section`, null));
  for (let m = 0; items.length < count; m++) {
    const area = m % AREAS.length;
    const tag = `PM1-${AREAS[area]}-${String(m + 1).padStart(3, '0')}`;
    const machine = push(tag, `${MACHINES[m % MACHINES.length]} ${m + 1}`, areaIds[area]);
    for (let p = 0; p < PARTS.length && items.length < count; p++) push(`${tag}-${p + 1}`, PARTS[p], machine);
  }
  return items.slice(0, count);
}
