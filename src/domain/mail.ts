// E-mail a person may choose to receive, sent through Firebase's "Trigger Email from Firestore"
// extension (docs/deploy.md): the kinds, and the mail document the app writes for one of them
// (firestore.rules "The rules: notifications and e-mail" checks every part).

/** The kinds of e-mail, each chosen per person. Urgent and portal e-mail go to admins only. */
export const MAIL_KINDS = ['assigned', 'urgent', 'portal', 'digest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** The kinds about one order. */
export type OrderMailKind = Exclude<MailKind, 'digest'>;

/** The kinds an admin may choose; the others (editors) their assignments and the digest. */
export const ADMIN_MAIL_KINDS: readonly MailKind[] = MAIL_KINDS;
export const MEMBER_MAIL_KINDS: readonly MailKind[] = ['assigned', 'digest'];

/**
 * The daily digest: each morning, the first member's device that opens Torque after this hour
 * (its own local time) writes every digest of the day, one per person who chose it (the same
 * document ids on every device: a second device's attempt is refused as a copy). Torque has no
 * scheduled job of its own, so a day nobody opens Torque sends none.
 */
export const DIGEST_HOUR = 6;

/** The day (yyyy-mm-dd, local) a digest written at `now` is for. */
export function digestDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether this device should write today's digests: after the hour, and not yet today. */
export const digestDue = (now: Date, lastWritten: string | null): boolean =>
  now.getHours() >= DIGEST_HOUR && lastWritten !== digestDay(now);

/** What a person's digest counts, across the company's plants. */
export interface DigestCounts {
  /** Open work assigned to them. */
  assigned: number;
  /** Their scheduled work whose day has passed. */
  overdue: number;
  /** Requests raised in the last 24 hours (admins; 0 for the others). */
  newRequests: number;
}

/** `mail/digest-{day}-{uid}`: one person's digest of a day. */
export function digestDocument(to: string, company: string, day: string, counts: DigestCounts) {
  return {
    id: `digest-${day}-${to}`,
    data: {
      toUids: [to],
      kind: 'digest' as const,
      company,
      site: '-',
      plant: '-',
      template: { name: 'digest', data: { day, ...counts, link: '/app/home' } },
    },
  };
}

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
export function mailDocument(kind: OrderMailKind, to: string, place: MailPlace, order: MailOrder) {
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
