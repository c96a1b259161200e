// The demo's request portal: one for the first plant (Northfield mill, Paper machine 1) with a
// fixed key, so the demo's portal link and its QR codes are the same on every machine. A real
// portal's key is random (lib/ids.ts newId), made by the admin who turns it on.
import { type PortalEquipment, portalEquipmentList } from '../src/domain/portal';

/** The demo portal's key: /portal/DemoPortalPm1Key0001 opens its form. */
export const DEMO_PORTAL_KEY = 'DemoPortalPm1Key0001';

export function demoPortalDocument(
  adminUid: string,
  site: string,
  plant: { id: string; name: string },
  equipment: readonly PortalEquipment[],
  now: Date,
): readonly [path: string, data: object] {
  return [
    `portals/${DEMO_PORTAL_KEY}`,
    {
      company: adminUid,
      site,
      plant: plant.id,
      plantName: plant.name,
      enabled: true,
      equipment: portalEquipmentList(equipment),
      updatedAt: now,
      updatedBy: adminUid,
    },
  ];
}
