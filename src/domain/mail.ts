// E-mail a person may choose to receive, sent through Firebase's "Trigger Email from Firestore"
// extension (docs/deploy.md): the kinds, and the mail document the app writes for one of them
// (firestore.rules "The rules: notifications and e-mail" checks every part).

/** The kinds of e-mail, each chosen per person. Urgent and portal e-mail go to admins only. */
export const MAIL_KINDS = ['assigned', 'urgent', 'portal'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The kinds an admin may choose; the others (editors) only their assignments. */
export const ADMIN_MAIL_KINDS: readonly MailKind[] = MAIL_KINDS;
export const MEMBER_MAIL_KINDS: readonly MailKind[] = ['assigned'];

/** The order an e-mail is about, as it stands when the e-mail is written. */
export interface MailOrder {
  number: string;
  title: string;
  equipmentName: string;
}

export interface MailPlace {
  company: string;
  site: string;
  plant: string;
  plantName: string;
}

/** `mail/{id}`: one e-mail to one member, of a kind, about an order (a template of the extension's). */
export function mailDocument(kind: MailKind, to: string, place: MailPlace, order: MailOrder) {
  return {
    id: `${kind}-${order.number}-${to}`,
    data: {
      toUids: [to],
      kind,
      company: place.company,
      site: place.site,
      plant: place.plant,
      template: {
        name: kind,
        data: {
          number: order.number,
          title: order.title,
          equipment: order.equipmentName,
          plantName: place.plantName,
          link: `/app/work/${order.number}`,
        },
      },
    },
  };
}
