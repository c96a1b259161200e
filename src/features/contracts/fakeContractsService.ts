// A small live in-memory stand-in for contractsService in component tests: listeners hear every
// change at once (as Firestore's local cache does), and what was written is kept, so a test can
// say "nothing was written" by looking at the server, not at calls.
import type { ServiceContract } from '../../services/firebase/contracts';
import type * as Real from './contractsService';
import { liveList, LiveListeners, queuedWrite } from '../../services/fakeLiveServer';

export const server = {
  contracts: [] as ServiceContract[],
  written: [] as { kind: string; payload: unknown }[],
  listeners: new LiveListeners(),
  reset() {
    this.contracts = [];
    this.written = [];
    this.listeners.clear();
  },
};

const queued = () => queuedWrite();

function write(kind: string, payload: unknown) {
  server.written.push({ kind, payload });
  server.listeners.changed();
}

const stamps = { createdAt: null, createdBy: 'user-1', updatedAt: null, updatedBy: 'user-1' };
let orders = 0;

export const fakeContractsService: typeof Real = {
  subscribeContracts: (_uid, site, l) => {
    return server.listeners.listen(() => l.next(liveList(server.contracts.filter((c) => c.site === site))));
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
