// The bin (domain/bin.ts, firestore.rules "The bin"): moving equipment, a maintenance plan or a
// service contract there, restoring it, deleting it for good once its time is over, and the live
// list of what is in it for one plant (its equipment and plans, and its site's contracts). Each
// move is one offline-first batch; equipment also leaves (or rejoins) the plant's summary list in
// that batch, so the register shows it gone (or back) at once.
import type * as FirestoreSdk from 'firebase/firestore';
import { type BinItem, type BinKind, type BinMark, byEndingFirst } from '../../domain/bin';
import { summaryOf, type EquipmentSummary } from '../../domain/assets';
import { assetRefs } from './assets';
import { paths, type PlantKey } from './collections';
import { contractRefs } from './contracts';
import { type Listener, type LiveList, mergeLists, subscribe, subscribeAll } from './live';
import { planRefs } from './plans';
import { type QueuedWrite, queueBatch, type WriteLabel } from './writes';

type Sdk = typeof FirestoreSdk;

/** One binned record, with what restoring it needs (equipment: its line in the plant's summary). */
export interface BinRecord extends BinItem {
  summary: EquipmentSummary | null;
}

/** What a bin move names: the record and where it lives. */
export interface BinTarget {
  kind: BinKind;
  id: string;
  label: string;
}

/** Where a binned record lives (contracts belong to the plant's site). */
export function binPath(key: PlantKey, kind: BinKind, id: string): string {
  if (kind === 'equipment') return `${paths.equipment(key)}/${id}`;
  if (kind === 'plan') return paths.maintenancePlan(key, id);
  return paths.serviceContract(key.uid, key.company, key.site, id);
}

/** Its page once restored (the bin while it is there). */
export function binLink(kind: BinKind, id: string): string {
  if (kind === 'equipment') return `/app/assets/equipment/${id}`;
  if (kind === 'plan') return `/app/plans/${id}`;
  return `/app/contracts/${id}`;
}

const label = (step: 'binned' | 'restored' | 'purged', t: BinTarget): WriteLabel => ({
  what: 'bin',
  values: { step, kind: t.kind },
  record: t.label,
  link: step === 'restored' ? binLink(t.kind, t.id) : '/app/company/bin',
});

/** A bin query: the documents carrying the mark (`binnedBy` is set at once, `binnedAt` on the server). */
const inBin = (sdk: Sdk) => sdk.where('binnedBy', '>=', '');

/** What is in the bin for one plant, live: its equipment and plans, and its site's contracts. */
export function subscribeBin(key: PlantKey, listener: Listener<LiveList<BinRecord>>): () => void {
  const record = <T>(list: LiveList<T>, to: (item: T) => BinRecord | null): LiveList<BinRecord> => ({
    ...list,
    items: list.items.flatMap((item) => {
      const r = to(item);
      return r ? [{ ...r, pending: item.pending }] : [];
    }),
  });
  return subscribeAll<LiveList<BinRecord>, LiveList<BinRecord>>(
    [
      (l) =>
        subscribe((sdk, db) => sdk.query(assetRefs(sdk, db).equipmentList(key), inBin(sdk)), {
          next: (list) =>
            l.next(
              record(list, (e) =>
                e.bin
                  ? {
                      kind: 'equipment',
                      id: e.id,
                      label: `${e.tag} – ${e.name}`,
                      ...e.bin,
                      summary: summaryOf(e.id, e),
                    }
                  : null,
              ),
            ),
          error: l.error,
        }),
      (l) =>
        subscribe((sdk, db) => sdk.query(planRefs(sdk, db).plans(key), inBin(sdk)), {
          next: (list) =>
            l.next(
              record(list, (p) => (p.bin ? { kind: 'plan', id: p.id, label: p.title, ...p.bin, summary: null } : null)),
            ),
          error: l.error,
        }),
      (l) =>
        subscribe((sdk, db) => sdk.query(contractRefs(sdk, db).contracts(key.uid, key.site), inBin(sdk)), {
          next: (list) =>
            l.next(
              record(list, (c) =>
                c.bin
                  ? {
                      kind: 'contract',
                      id: c.id,
                      label: [c.vendor, c.contractNumber].filter(Boolean).join(' · '),
                      ...c.bin,
                      summary: null,
                    }
                  : null,
              ),
            ),
          error: l.error,
        }),
    ],
    (lists) => {
      const all = mergeLists(lists);
      return { ...all, items: [...all.items].sort(byEndingFirst) };
    },
    listener,
  );
}

/** A live list's listener that is told only what is not in the bin (the app's lists). */
export function outOfBin<T extends { bin?: BinMark | null }>(listener: Listener<LiveList<T>>): Listener<LiveList<T>> {
  return {
    next: (list) => listener.next({ ...list, items: list.items.filter((item) => !item.bin) }),
    error: (error) => listener.error(error),
  };
}

/**
 * Moves a record to the bin. Equipment leaves the plant's summary (`previous`: the lines it has
 * there now); a plan must be paused first (the rules refuse an active one).
 */
export function queueBin(
  key: PlantKey,
  target: BinTarget,
  uid: string,
  previous: readonly EquipmentSummary[] = [],
): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      batch.update(sdk.doc(db, binPath(key, target.kind, target.id)), {
        binnedAt: sdk.serverTimestamp(),
        binnedBy: uid,
      });
      if (target.kind === 'equipment' && previous.length)
        batch.update(sdk.doc(db, paths.plant(key)), { equipments: sdk.arrayRemove(...previous) });
    },
    label('binned', target),
  );
}

/** Takes a record out of the bin as it was; equipment rejoins the plant's summary. */
export function queueRestore(key: PlantKey, record: BinRecord): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => {
      batch.update(sdk.doc(db, binPath(key, record.kind, record.id)), {
        binnedAt: sdk.deleteField(),
        binnedBy: sdk.deleteField(),
      });
      if (record.summary) batch.update(sdk.doc(db, paths.plant(key)), { equipments: sdk.arrayUnion(record.summary) });
    },
    label('restored', record),
  );
}

/** Deletes for good a record whose time in the bin is over (the rules refuse it before). */
export function queuePurge(key: PlantKey, record: BinRecord): Promise<QueuedWrite> {
  return queueBatch(
    (batch, sdk, db) => batch.delete(sdk.doc(db, binPath(key, record.kind, record.id))),
    label('purged', record),
  );
}
