// What the request portal's settings page works out: whether the portal's equipment list (and the
// plant's name it shows) is the register's as it is now, and how a requester's contact is reached.
import { type PortalEquipment, portalEquipmentList } from '../../../domain/portal';

/** Whether two equipment lists are the same items, in the same order, each as the other has it. */
export function sameEquipment(a: readonly PortalEquipment[], b: readonly PortalEquipment[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (e, i) => e.id === b[i].id && e.tag === b[i].tag && e.name === b[i].name && e.criticality === b[i].criticality,
    )
  );
}

/** Whether the portal shows something other than the register: its equipment list or the plant's name. */
export function portalOutOfDate(
  portal: { plantName: string; equipment: readonly PortalEquipment[] },
  register: { name: string; equipments: readonly PortalEquipment[] },
): boolean {
  return (
    portal.plantName !== register.name || !sameEquipment(portal.equipment, portalEquipmentList(register.equipments))
  );
}

/** An e-mail address of plain characters only (nothing a mail link would read as its subject or headers). */
const EMAIL = /^[A-Za-z0-9._+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** A telephone number as people type it: digits with spaces, dots, dashes, brackets, perhaps a leading +. */
const PHONE = /^\+?[\d\s().-]+$/;

/**
 * The link a requester's contact opens, when it looks like one: an e-mail address (mailto:) or a
 * telephone number of 6 to 15 digits (tel:, its digits and a leading +); null for anything else,
 * which is shown as the plain text it is.
 */
export function contactHref(contact: string): string | null {
  const text = contact.trim();
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (PHONE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 6 && digits.length <= 15) return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
  }
  return null;
}
