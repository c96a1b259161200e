// The request portal: how people without an account (operators, cleaners, contractors) report a
// fault through a plant's portal link, and what they see of it afterwards. Pure: the portal page,
// the staff's services, the rules tests and the seed all import it; firestore.rules checks the
// same shapes and limits.
import type { WorkTypeCode } from './referenceLists';
import type { WorkStatus } from './statusMachine';

/** How urgent the fault looks to the person who saw it, and the work type it is raised as. */
export const PORTAL_URGENCIES = ['safety', 'stopped', 'canWait'] as const;
export type PortalUrgency = (typeof PORTAL_URGENCIES)[number];

/**
 * The work type (and so the RIME weight) of each urgency: a safety hazard is Safety (SI, the
 * highest weight), a stopped line a Breakdown (BRP), anything else a Repair (RPM-INSP).
 */
export const URGENCY_WORK_TYPE: Record<PortalUrgency, WorkTypeCode> = {
  safety: 'SI',
  stopped: 'BRP',
  canWait: 'RPM-INSP',
};

/** Sizes the rules hold a portal request to (firestore.rules portalWork). */
export const PORTAL_LIMITS = {
  title: 200,
  description: 2000,
  name: 100,
  contact: 120,
  /** A photo as sent, after the page has scaled it down (storage.rules). */
  photoBytes: 5 * 1024 * 1024,
  /** The equipment the portal lists (its equipment list is one document). */
  equipment: 5000,
} as const;

/** The throttle per browser (anonymous user): one request a minute, 20 in any 24 hours. */
export const PORTAL_THROTTLE = { gapSeconds: 60, perDay: 20 } as const;

/** Portal keys and status keys: 20 random characters of [A-Za-z0-9] (lib/ids.ts newId). */
export const PORTAL_KEY = /^[A-Za-z0-9]{20}$/;

/**
 * An item of the portal's equipment list: what the portal page shows, and the criticality a
 * request must carry (the rules compare tag, name and criticality with the register's).
 */
export interface PortalEquipment {
  id: string;
  tag: string;
  name: string;
  criticality: number;
}

/** `portals/{key}`: a plant's portal, readable by anyone holding the key while it is enabled. */
export interface Portal {
  key: string;
  company: string;
  site: string;
  plant: string;
  plantName: string;
  enabled: boolean;
  equipment: PortalEquipment[];
  /** The admins who chose e-mail of portal requests (uids): the visitor's page writes them theirs. */
  alert?: string[];
}

/** What the requester sees of their request: its stage in plain words, never the order itself. */
export const PORTAL_STAGES = ['received', 'accepted', 'scheduled', 'inProgress', 'done', 'declined'] as const;
export type PortalStage = (typeof PORTAL_STAGES)[number];

/** The requester's stage of an order's status (firestore.rules portalStages: the same table). */
export function portalStage(status: WorkStatus): PortalStage {
  switch (status) {
    case 'new':
    case 'awaitingReview':
      return 'received';
    case 'inPlanning':
    case 'reliabilityReview':
    case 'awaitingMaterials':
    case 'readyToSchedule':
      return 'accepted';
    case 'weeklySchedule':
    case 'dailySchedule':
      return 'scheduled';
    case 'inProgress':
      return 'inProgress';
    case 'workComplete':
    case 'complete':
    case 'closed':
      return 'done';
    case 'rejected':
    case 'cancelled':
      return 'declined';
  }
}

/** `portalStatus/{statusKey}`: the requester's view, kept in step with the order by staff. */
export interface PortalStatus {
  key: string;
  /** The anonymous uid that sent it. */
  by: string;
  number: string;
  title: string;
  equipmentName: string;
  stage: PortalStage;
  /** ISO time it was sent, and of the last change of stage. */
  createdAt: string | null;
  updatedAt: string | null;
}

/** What an order keeps of the portal it came from (`portal` on the work request). */
export interface PortalOrigin {
  key: string;
  /** The status document's key (the requester's status link). */
  status: string;
  name: string;
  contact: string;
  urgency: PortalUrgency;
  /** The photo's stored name in the order's attachments, or null. */
  photo: string | null;
}

/** What a person types into the portal form. */
export interface PortalRequestValues {
  equipmentId: string;
  title: string;
  description: string;
  urgency: PortalUrgency | '';
  name: string;
  contact: string;
}

export type PortalField = keyof PortalRequestValues;
export type PortalProblem = 'required' | 'tooLong' | 'notInList' | 'markup';

/** Text holding a markup tag (`<script`, `<img`, `</`, `<!`): refused (firestore.rules noMarkup). */
export const hasMarkup = (value: string) => /<[A-Za-z/!?]/.test(value);

/** The form's problems by field (empty: it may be sent). */
export function portalRequestProblems(
  values: PortalRequestValues,
  equipmentIds: ReadonlySet<string>,
): Partial<Record<PortalField, PortalProblem>> {
  const problems: Partial<Record<PortalField, PortalProblem>> = {};
  const text = (field: 'title' | 'description' | 'name' | 'contact', max: number, required: boolean) => {
    const v = values[field].trim();
    if (required && !v) problems[field] = 'required';
    else if (v.length > max) problems[field] = 'tooLong';
    else if (hasMarkup(v)) problems[field] = 'markup';
  };
  if (!values.equipmentId) problems.equipmentId = 'required';
  else if (!equipmentIds.has(values.equipmentId)) problems.equipmentId = 'notInList';
  text('title', PORTAL_LIMITS.title, true);
  text('description', PORTAL_LIMITS.description, false);
  if (!values.urgency) problems.urgency = 'required';
  text('name', PORTAL_LIMITS.name, true);
  text('contact', PORTAL_LIMITS.contact, false);
  return problems;
}

/**
 * The throttle document after one more request at `now` (ms), from what it was (null: none yet),
 * or 'wait' with the seconds left when the last request was under a minute ago, or 'full' when 20
 * were sent in the 24 hours since the window opened.
 */
export function nextThrottle(
  was: { last: number; windowStart: number; count: number } | null,
  now: number,
): { windowStart: number; count: number } | { wait: number } | 'full' {
  if (!was) return { windowStart: now, count: 1 };
  const gap = PORTAL_THROTTLE.gapSeconds * 1000;
  if (now - was.last < gap) return { wait: Math.ceil((was.last + gap - now) / 1000) };
  if (now - was.windowStart >= 24 * 3600 * 1000) return { windowStart: now, count: 1 };
  if (was.count >= PORTAL_THROTTLE.perDay) return 'full';
  return { windowStart: was.windowStart, count: was.count + 1 };
}

/** The portal's address for a plant, and for one equipment item (the label's second QR code). */
export function portalUrl(origin: string, key: string, equipmentId?: string): string {
  const url = `${origin}/portal/${encodeURIComponent(key)}`;
  return equipmentId ? `${url}?e=${encodeURIComponent(equipmentId)}` : url;
}

/** The requester's status link. */
export function portalStatusUrl(origin: string, statusKey: string): string {
  return `${origin}/portal/status/${encodeURIComponent(statusKey)}`;
}

/** The portal's equipment list from the plant's register summary: sorted by tag, capped. */
export function portalEquipmentList(items: readonly PortalEquipment[]): PortalEquipment[] {
  return items
    .map(({ id, tag, name, criticality }) => ({ id, tag, name, criticality }))
    .sort((a, b) => a.tag.localeCompare(b.tag))
    .slice(0, PORTAL_LIMITS.equipment);
}
