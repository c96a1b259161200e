// The work order a contract visit makes (an admin's planned create):
// planned work for the vendor on the visit's day, so contractor work shows in the schedule. Pure:
// the service adds the time stamps, the tests check the fields.
import { workKeywords } from '../lib/workNumber';
import type { EquipmentSummary } from './assets';
import type { ServiceContract } from './contracts';
import { rime } from './rime';
import type { Author } from './author';

/** Contract visits are inspections (PM-INSP), done by the vendor. */
export const VISIT_WORK_TYPE = 'PM-INSP' as const;
export const VISIT_CRAFT = 'Contractor';

/** What an admin chooses for a visit's order. */
export interface VisitOrderChoice {
  contractId: string;
  /** The visit's index in the contract's `visits`. */
  visit: number;
  equipmentId: string;
  estimatedHours: number;
  /** Title and description, in the admin's language (the page words them). */
  title: string;
  description: string;
}

export type { Author } from './author';

/** The order's fields but its time stamps (raisedAt, updatedAt). */
export function visitOrderFields(
  number: string,
  contract: Pick<ServiceContract, 'id' | 'site' | 'vendor' | 'visits'>,
  choice: VisitOrderChoice,
  equipment: EquipmentSummary,
  by: Author,
) {
  const visit = contract.visits[choice.visit];
  const title = choice.title.trim().slice(0, 200);
  return {
    number,
    title,
    // The title's search words.
    keywords: workKeywords(title, number),
    description: choice.description.trim().slice(0, 5000),
    equipmentId: equipment.id,
    equipmentTag: equipment.tag,
    equipmentName: equipment.name,
    criticality: equipment.criticality,
    workType: VISIT_WORK_TYPE,
    rime: rime(equipment.criticality, VISIT_WORK_TYPE),
    status: 'weeklySchedule',
    version: 1,
    raisedBy: by.uid,
    raisedByName: by.name,
    updatedBy: by.uid,
    reason: null,
    plan: { estimatedHours: choice.estimatedHours, craft: VISIT_CRAFT, assignees: [], permits: [], materials: [] },
    scheduledFor: visit.date,
    execution: null,
    assignees: [],
    pm: null,
    checklist: [],
    signature: null,
    completedAt: null,
    contract: { site: contract.site, id: contract.id, vendor: contract.vendor.slice(0, 200), visit: visit.date },
  };
}
