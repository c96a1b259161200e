// The request portal's part of the rules world: an enabled portal of the press plant, and the
// portal page's batch as it writes it (the request, its first history event, its status document
// and a step of the visitor's throttle), each part changeable by a test.
import { rankedChange, withRankAt } from './fieldCases';
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { titleKeywords } from '../../src/lib/keywords';
import { PLANT, PUMP, SITE, STORED } from './assetFixture';
import { visitor } from './fixture';
import { event, historyPath, workPath } from './workFixture';

export type Doc = Record<string, unknown>;
export type Change = (data: Doc) => Doc;
const same: Change = (d) => d;

export const KEY = 'PortalKeyAlicePress1';
export const STATUS = 'StatusKeyOfVisitor01';
export const NUMBER = 'WR-20261124-4PRT';
export const ME = 'visitor1';

export const portal = (extra: Doc = {}): Doc => ({
  company: 'alice',
  site: SITE,
  plant: PLANT,
  plantName: 'Press shop',
  enabled: true,
  equipment: [{ id: PUMP, tag: STORED[PUMP].tag, name: STORED[PUMP].name }],
  updatedAt: Timestamp.now(),
  updatedBy: 'dan',
  ...extra,
});

/** A request as the portal page writes it: safety on pump1 (criticality 7): SI, RIME 70. */
export const portalWork = (uid = ME, number = NUMBER, extra: Doc = {}, origin: Doc = {}): Doc =>
  withRankAt({
    number,
    title: 'Oil on the floor by the pump',
    keywords: titleKeywords('Oil on the floor by the pump'),
    description: 'Slippery, near the walkway.',
    equipmentId: PUMP,
    equipmentTag: STORED[PUMP].tag,
    equipmentName: STORED[PUMP].name,
    criticality: 7,
    workType: 'SI',
    rime: 70,
    status: 'new',
    version: 1,
    raisedBy: uid,
    raisedByName: 'Pat Operator',
    raisedAt: Timestamp.now(),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    reason: null,
    plan: null,
    scheduledFor: null,
    execution: null,
    assignees: [],
    portal: {
      key: KEY,
      status: STATUS,
      name: 'Pat Operator',
      contact: '+34 600 000 000',
      urgency: 'safety',
      photo: null,
      ...origin,
    },
    ...extra,
  });

export const statusDoc = (uid = ME, number = NUMBER, extra: Doc = {}): Doc => ({
  by: uid,
  company: 'alice',
  site: SITE,
  plant: PLANT,
  number,
  title: 'Oil on the floor by the pump',
  equipmentName: STORED[PUMP].name,
  stage: 'received',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...extra,
});

export const firstThrottle = (): Doc => ({ last: serverTimestamp(), windowStart: serverTimestamp(), count: 1 });

export interface Send {
  work?: Change;
  status?: Change;
  throttle?: Doc | null;
  skipEvent?: boolean;
  uid?: string;
  db?: Firestore;
  number?: string;
  statusKey?: string;
  plant?: string;
}

/** The portal page's batch: the request, its event v1, its status document, the throttle's step. */
export function send(change: Send = {}) {
  const uid = change.uid ?? ME;
  const db = change.db ?? visitor(uid);
  const number = change.number ?? NUMBER;
  const statusKey = change.statusKey ?? STATUS;
  const plant = change.plant ?? PLANT;
  const batch = writeBatch(db);
  batch.set(doc(db, workPath(number, plant)), rankedChange(change.work ?? same)(portalWork(uid, number)));
  if (!change.skipEvent) batch.set(doc(db, historyPath(number, 1, plant)), event({ uid, email: '' }, 1, null, 'new'));
  batch.set(
    doc(db, `portalStatus/${statusKey}`),
    (change.status ?? same)(statusDoc(uid, number, plant === PLANT ? {} : { plant })),
  );
  if (change.throttle !== null) batch.set(doc(db, `portalThrottle/${uid}`), change.throttle ?? firstThrottle());
  return batch.commit();
}
