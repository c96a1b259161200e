// What the request portal page does with Firebase: read the portal, send a request (the order,
// its first history event, the requester's status document and the throttle's step, in one
// batch; then the photo), read a status and the visitor's own requests. firestore.rules checks
// every part ("The rules: the request portal").
import {
  nextThrottle,
  PORTAL_KEY,
  PORTAL_STAGES,
  type Portal,
  type PortalEquipment,
  type PortalRequestValues,
  type PortalStage,
  type PortalStatus,
  type PortalUrgency,
  URGENCY_WORK_TYPE,
} from '../../domain/portal';
import { mailDocument } from '../../domain/mail';
import { rankAt, rime } from '../../domain/rime';
import { newId } from '../../lib/ids';
import { newWorkNumber, workKeywords } from '../../lib/workNumber';
import {
  createAll,
  getDocument,
  queryEqual,
  RestError,
  RestTime,
  type RestValue,
  SERVER_TIME,
  upload,
  visitorSession,
} from './rest';

export { RestError } from './rest';

const text = (v: RestValue | undefined) => (typeof v === 'string' ? v : '');
const time = (v: RestValue | undefined) => (v instanceof RestTime ? new Date(v.millis).toISOString() : null);

function equipmentOf(v: RestValue | undefined): PortalEquipment[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item) || item instanceof RestTime) return [];
    const e = item as Record<string, RestValue>;
    return typeof e.id === 'string' &&
      typeof e.tag === 'string' &&
      typeof e.name === 'string' &&
      typeof e.criticality === 'number'
      ? [{ id: e.id, tag: e.tag, name: e.name, criticality: e.criticality }]
      : [];
  });
}

/** The portal of `key`; 'closed' when it is turned off or no longer exists (a link that does not work). */
export async function readPortal(key: string): Promise<Portal | 'closed'> {
  if (!PORTAL_KEY.test(key)) return 'closed';
  try {
    const d = await getDocument(`portals/${key}`);
    if (!d || d.enabled !== true) return 'closed';
    return {
      key,
      company: text(d.company),
      site: text(d.site),
      plant: text(d.plant),
      plantName: text(d.plantName),
      enabled: true,
      equipment: equipmentOf(d.equipment),
      alert: Array.isArray(d.alert) ? d.alert.filter((u): u is string => typeof u === 'string') : [],
    };
  } catch (error) {
    if (error instanceof RestError && error.failure === 'denied') return 'closed';
    throw error;
  }
}

/** Why a request was not sent. */
export type SendRefusal =
  | { kind: 'wait'; seconds: number }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'refused' }
  | { kind: 'offline' }
  | { kind: 'server' };

export class SendError extends Error {
  constructor(readonly refusal: SendRefusal) {
    super(`portal request not sent: ${refusal.kind}`);
  }
}

export interface Sent {
  number: string;
  statusKey: string;
  /** The photo could not be sent (the request was). */
  photoFailed: boolean;
}

/** A stored name for the photo: a short random prefix and a safe version of its own name. */
export function photoName(original: string, type: string): string {
  const ext = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'photo';
  return `${Date.now().toString(36)}-${base}.${ext}`;
}

const fail = (refusal: SendRefusal): never => {
  throw new SendError(refusal);
};

function asRefusal(error: unknown): SendRefusal {
  if (error instanceof SendError) return error.refusal;
  if (error instanceof RestError)
    return error.failure === 'offline'
      ? { kind: 'offline' }
      : error.failure === 'denied'
        ? { kind: 'refused' }
        : { kind: 'server' };
  return { kind: 'server' };
}

/**
 * Sends a request through `portal` (values checked by portalRequestProblems first). The throttle
 * is read before the batch, so a visitor who must wait, or has sent 20 today, is told so without
 * a refused write; a refusal the page could not foresee (the portal turned off meanwhile, a
 * changed equipment item) is put in words by its kind. Nothing typed is lost: the page keeps the
 * form until this resolves.
 */
export async function sendPortalRequest(
  portal: Portal,
  values: PortalRequestValues & { urgency: PortalUrgency },
  photo: { blob: Blob; name: string } | null,
  onStep: (step: 'sending' | 'photo') => void = () => {},
): Promise<Sent> {
  try {
    const equipment = portal.equipment.find((e) => e.id === values.equipmentId) ?? fail({ kind: 'refused' });
    const s = await visitorSession();
    const throttle = await getDocument(`portalThrottle/${s.uid}`);
    const was =
      throttle && throttle.last instanceof RestTime && throttle.windowStart instanceof RestTime
        ? { last: throttle.last.millis, windowStart: throttle.windowStart.millis, count: Number(throttle.count) }
        : null;
    const next = nextThrottle(was, Date.now());
    if (next === 'full') fail({ kind: 'full' });
    if (typeof next === 'object' && 'wait' in next) fail({ kind: 'wait', seconds: next.wait });
    const step = next as { windowStart: number; count: number };
    const fresh = !was || step.count === 1;

    onStep('sending');
    const number = newWorkNumber();
    const raisedAt = new Date();
    const statusKey = newId();
    const title = values.title.trim();
    const name = values.name.trim();
    const stored = photo ? photoName(photo.name, photo.blob.type) : null;
    const workType = URGENCY_WORK_TYPE[values.urgency];
    const plant = `users/${portal.company}/companies/${portal.company}/sites/${portal.site}/plants/${portal.plant}`;
    const order = `${plant}/workRequests/${number}`;
    await createAll([
      {
        path: order,
        data: {
          number,
          title,
          keywords: workKeywords(title, number),
          description: values.description.trim(),
          equipmentId: equipment.id,
          equipmentTag: equipment.tag,
          equipmentName: equipment.name,
          criticality: equipment.criticality,
          workType,
          rime: rime(equipment.criticality, workType),
          status: 'new',
          version: 1,
          raisedBy: s.uid,
          raisedByName: name,
          raisedAt: new RestTime(raisedAt.toISOString()),
          rankAt: new RestTime(rankAt(rime(equipment.criticality, workType), raisedAt).toISOString()),
          updatedAt: SERVER_TIME,
          updatedBy: s.uid,
          reason: null,
          plan: null,
          scheduledFor: null,
          execution: null,
          assignees: [],
          portal: {
            key: portal.key,
            status: statusKey,
            name,
            contact: values.contact.trim(),
            urgency: values.urgency,
            photo: stored,
          },
        },
      },
      {
        path: `${order}/history/v1`,
        data: { version: 1, from: null, to: 'new', by: s.uid, at: SERVER_TIME, note: '' },
      },
      {
        path: `portalStatus/${statusKey}`,
        data: {
          by: s.uid,
          company: portal.company,
          site: portal.site,
          plant: portal.plant,
          number,
          title,
          equipmentName: equipment.name,
          stage: 'received',
          createdAt: SERVER_TIME,
          updatedAt: SERVER_TIME,
        },
      },
      {
        path: `portalThrottle/${s.uid}`,
        data: {
          last: SERVER_TIME,
          windowStart: fresh ? SERVER_TIME : (throttle!.windowStart as RestTime),
          count: step.count,
        },
      },
    ]).catch(async (error: unknown) => {
      // Refused: the portal may have been turned off since the page opened.
      if (error instanceof RestError && error.failure === 'denied' && (await readPortal(portal.key)) === 'closed')
        fail({ kind: 'closed' });
      throw error;
    });

    // E-mail to the admins who chose it, one document each (an e-mail is best-effort: its refusal
    // never touches the request, already sent).
    for (const to of portal.alert ?? []) {
      const mail = mailDocument(
        'portal',
        to,
        { ...portal, plantName: portal.plantName },
        {
          number,
          title,
          equipmentName: equipment.name,
        },
      );
      void createAll([{ path: `mail/${mail.id}`, data: mail.data }]).catch(() => undefined);
    }

    let photoFailed = false;
    if (photo && stored) {
      onStep('photo');
      await upload(`${order}/attachments/${stored}`, photo.blob, photo.name.slice(0, 200) || stored).catch(() => {
        photoFailed = true;
      });
    }
    return { number, statusKey, photoFailed };
  } catch (error) {
    throw new SendError(asRefusal(error));
  }
}

function statusOf(key: string, d: Record<string, RestValue>): PortalStatus {
  const stage = PORTAL_STAGES.includes(d.stage as PortalStage) ? (d.stage as PortalStage) : 'received';
  return {
    key,
    by: text(d.by),
    number: text(d.number),
    title: text(d.title),
    equipmentName: text(d.equipmentName),
    stage,
    createdAt: time(d.createdAt),
    updatedAt: time(d.updatedAt),
  };
}

/** The status behind a status link, or null when the link names none. */
export async function readStatus(statusKey: string): Promise<PortalStatus | null> {
  if (!PORTAL_KEY.test(statusKey)) return null;
  const d = await getDocument(`portalStatus/${statusKey}`);
  return d && statusOf(statusKey, d);
}

/** The requests this browser sent, newest first (at most 20). */
export async function myRequests(): Promise<PortalStatus[]> {
  const s = await visitorSession();
  const rows = await queryEqual('portalStatus', 'by', s.uid, 'createdAt', 20);
  return rows.map((r) => statusOf(r.id, r.data));
}

/**
 * A photo ready to send: an image of at most `maxBytes`, scaled down (longest side 1,600 px,
 * JPEG) when it is larger than 1 MB or not a JPEG, PNG or WebP, so a phone's 12-megapixel photo
 * is sent in seconds on a weak signal. Null when the file is not an image the browser can read.
 */
export async function preparePhoto(file: File, maxBytes: number): Promise<{ blob: Blob; name: string } | null> {
  const fits = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type) && file.size <= 1024 * 1024;
  if (fits) return { blob: file, name: file.name };
  if (!file.type.startsWith('image/')) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.82, 0.6, 0.4]) {
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality));
    if (blob && blob.size <= maxBytes) return { blob, name: file.name.replace(/\.[^.]*$/, '') + '.jpg' };
  }
  return null;
}
