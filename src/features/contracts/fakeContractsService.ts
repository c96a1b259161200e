// A small live in-memory stand-in for contractsService in component tests: listeners hear every
// change at once (as Firestore's local cache does), and what was written is kept, so a test can
// say "nothing was written" by looking at the server, not at calls.
import type { ServiceContract } from '../../services/firebase/contracts';
import type * as Real from './contractsService';

type Emit = () => void;

export const server = {
  contracts: [] as ServiceContract[],
  written: [] as { kind: string; payload: unknown }[],
  listeners: new Set<Emit>(),
  reset() {
    this.contracts = [];
    this.written = [];
    this.listeners.clear();
  },
};

const queued = () => Promise.resolve({ acknowledged: Promise.resolve() });

function write(kind: string, payload: unknown) {
  server.written.push({ kind, payload });
  server.listeners.forEach((emit) => emit());
}

const stamps = { createdAt: null, createdBy: 'user-1', updatedAt: null, updatedBy: 'user-1' };
let orders = 0;

export const fakeContractsService: typeof Real = {
  subscribeContracts: (_uid, site, l) => {
    const emit = () =>
      l.next({
        items: server.contracts.filter((c) => c.site === site).map((c) => ({ ...c, pending: false })),
        fromCache: false,
        hasPendingWrites: false,
        corrupt: [],
      });
    server.listeners.add(emit);
    queueMicrotask(emit);
    return () => void server.listeners.delete(emit);
  },
  queueSaveContract: (_uid, site, id, input, isNew) => {
    if (isNew) server.contracts.push({ ...input, id, site, renewedFrom: null, renewedBy: null, ...stamps });
    else server.contracts = server.contracts.map((c) => (c.id === id ? { ...c, ...input } : c));
    write('save', { id, isNew, input });
    return queued();
  },
  queueDeleteContract: (_uid, _site, id) => {
    server.contracts = server.contracts.filter((c) => c.id !== id);
    write('delete', { id });
    return queued();
  },
  queueRenew: (_uid, site, currentId, nextId, next) => {
    server.contracts = server.contracts.map((c) => (c.id === currentId ? { ...c, renewedBy: nextId } : c));
    server.contracts.push({ ...next, id: nextId, site, renewedFrom: currentId, renewedBy: null, ...stamps });
    write('renew', { currentId, nextId, next });
    return queued();
  },
  queueVisitOrder: (key, contract, choice, equipment) => {
    const number = `WR-20270101-000${(orders += 1)}`;
    server.contracts = server.contracts.map((c) =>
      c.id === contract.id
        ? { ...c, visits: c.visits.map((v, i) => (i === choice.visit ? { ...v, plant: key.plant, order: number } : v)) }
        : c,
    );
    write('visitOrder', { choice, equipmentId: equipment.id, number });
    return queued().then((q) => ({ ...q, number }));
  },
};
