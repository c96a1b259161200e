// A plant's request portal (domain/portal.ts): `portals/{key}`, the document whose key is the
// portal's link, holding what the portal page shows (the plant's name and an equipment list) and
// its switch. One per plant; the company's admins open it, switch it off and on, give it a new key
// (the old link stops working at once) and send it the register's equipment list; members read
// them (firestore.rules "The rules: the request portal"). Offline-first, like every write.
import type * as FirestoreSdk from 'firebase/firestore';
import { PORTAL_KEY, PORTAL_LIMITS, type Portal, type PortalEquipment, portalEquipmentList } from '../../domain/portal';
import type { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paths, type PlantKey } from './collections';
import { mailRecipientsOf } from './mail';
import { converter } from './converter';
import { type Listener, type LiveDoc, type LiveList, type Pending, subscribe } from './live';
import { type FieldReader } from './schema';
import { type QueuedWrite, queueBatch } from './writes';

export type { Portal, PortalEquipment };

type Sdk = typeof FirestoreSdk;

/** A portal as stored: its content, and who last saved it when (null: the server's time is on its way). */
export interface PlantPortal extends Portal {
  updatedAt: string | null;
  updatedBy: string;
}

/** The plant's portal, live (`item` null: the plant has none), and the company's portals that could not be read. */
export type LivePortal = LiveDoc<PlantPortal> & { corrupt: AppError[] };

export function parsePortal(key: string, r: FieldReader): PlantPortal {
  const equipment = r.list('equipment', (e) => ({
    id: e.string('id', { max: 128 }),
    tag: e.string('tag', { max: 40 }),
    name: e.string('name', { max: 200 }),
    criticality: e.integer('criticality', 1, 10),
  }));
  if (equipment.length > PORTAL_LIMITS.equipment) r.fail('equipment', `has more than ${PORTAL_LIMITS.equipment} items`);
  return {
    key,
    company: r.string('company', { max: 128 }),
    site: r.string('site', { max: 128 }),
    plant: r.string('plant', { max: 128 }),
    plantName: r.string('plantName', { max: 200 }),
    enabled: r.boolean('enabled'),
    equipment,
    alert: r.textList('alert', 128),
    updatedAt: r.timestamp('updatedAt', { optional: true }),
    updatedBy: r.string('updatedBy', { max: 128 }),
  };
}

const portalConverter = converter((r, s) => parsePortal(s.id, r));

/**
 * The plant's portal among the company's (should two admins have opened one at once: the one
 * that is on, else the latest saved).
 */
export function plantPortalOf(
  items: readonly Pending<PlantPortal>[],
  k: Pick<PlantKey, 'site' | 'plant'>,
): Pending<PlantPortal> | null {
  const mine = items.filter((p) => p.site === k.site && p.plant === k.plant && PORTAL_KEY.test(p.key));
  const rank = (p: PlantPortal) => `${p.enabled ? 1 : 0}${p.updatedAt ?? '9999'}`;
  return [...mine].sort((a, b) => rank(b).localeCompare(rank(a)))[0] ?? null;
}

/**
 * The plant's portal, live: the company's portals are listed (the rules let members list them by
 * company) and this plant's is picked here.
 */
export function subscribePlantPortal(k: PlantKey, listener: Listener<LivePortal>): () => void {
  return subscribe(
    (sdk, db) =>
      sdk.query(sdk.collection(db, paths.portals()).withConverter(portalConverter), sdk.where('company', '==', k.uid)),
    {
      next: (list: LiveList<PlantPortal>) =>
        listener.next({
          item: plantPortalOf(list.items, k),
          fromCache: list.fromCache,
          hasPendingWrites: list.hasPendingWrites,
          corrupt: list.corrupt,
        }),
      error: listener.error,
    },
  );
}

/** How the sync centre lists a portal's write. */
const labelOf = (plantName: string) => ({ what: 'portal' as const, record: plantName, link: '/app/work/portal' });

/** The stored fields of a portal (every write writes them all: firestore.rules portalFields). */
function fieldsOf(
  sdk: Sdk,
  content: Omit<Portal, 'key' | 'equipment'> & { equipment: readonly PortalEquipment[] },
  uid: string,
) {
  return {
    company: content.company,
    site: content.site,
    plant: content.plant,
    plantName: content.plantName,
    enabled: content.enabled,
    equipment: portalEquipmentList(content.equipment),
    // The admins who chose e-mail of portal requests (services/firebase/mail.ts keeps it).
    alert: [...(content.alert ?? [])],
    updatedAt: sdk.serverTimestamp(),
    updatedBy: uid,
  };
}

/** Opens the plant's portal: a new key, switched on, with the register's equipment list. */
export async function queueOpenPortal(
  k: PlantKey,
  plantName: string,
  equipment: readonly PortalEquipment[],
  uid: string,
): Promise<QueuedWrite & { key: string }> {
  const key = newId();
  // The admins who already chose e-mail of portal requests are told of this portal's too.
  const alert = await mailRecipientsOf(k.uid, 'portal');
  const queued = await queueBatch(
    (batch, sdk, db) =>
      batch.set(
        sdk.doc(db, paths.portal(key)),
        fieldsOf(
          sdk,
          { company: k.uid, site: k.site, plant: k.plant, plantName, enabled: true, equipment, alert },
          uid,
        ),
      ),
    labelOf(plantName),
  );
  return { ...queued, key };
}

/** Switches the portal off (its link stops taking requests, and keeps its key) or on again. */
export function queuePortalEnabled(portal: PlantPortal, enabled: boolean, uid: string): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.update(sdk.doc(db, paths.portal(portal.key)), {
        enabled,
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      }),
    labelOf(portal.plantName),
  );
}

/** A new link: the portal under a new key, and the old key's document removed, in one batch. */
export async function queueNewPortalKey(portal: PlantPortal, uid: string): Promise<QueuedWrite & { key: string }> {
  const key = newId();
  const queued = await queueBatch((batch, sdk, db) => {
    batch.set(sdk.doc(db, paths.portal(key)), fieldsOf(sdk, portal, uid));
    batch.delete(sdk.doc(db, paths.portal(portal.key)));
  }, labelOf(portal.plantName));
  return { ...queued, key };
}

/** Sends the register's equipment list (and the plant's name as it is now) to the portal. */
export function queuePortalEquipment(
  portal: PlantPortal,
  plantName: string,
  equipment: readonly PortalEquipment[],
  uid: string,
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) =>
      batch.update(sdk.doc(db, paths.portal(portal.key)), {
        plantName,
        equipment: portalEquipmentList(equipment),
        updatedAt: sdk.serverTimestamp(),
        updatedBy: uid,
      }),
    labelOf(plantName),
  );
}
