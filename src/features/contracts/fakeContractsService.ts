// contractsService over the tests' one in-memory backend (services/fakeBackend.ts).
import type * as Real from './contractsService';
import { backend } from '../../services/fakeBackend';

export const server = backend;

const stamps = { createdAt: null, createdBy: 'user-1', updatedAt: null, updatedBy: 'user-1' };
let orders = 0;

export const fakeContractsService: typeof Real = {
  subscribeContracts: (_uid, site, l) =>
    backend.listen(() => l.next(backend.list(backend.contracts.filter((c) => c.site === site && !c.bin)))),
  queueSaveContract: (_uid, site, id, input, isNew) =>
    backend.write(
      'save',
      { id, isNew, input },
      () => {
        const before = backend.contracts;
        if (isNew)
          backend.contracts = [...before, { ...input, id, site, renewedFrom: null, renewedBy: null, ...stamps }];
        else backend.contracts = before.map((c) => (c.id === id ? { ...c, ...input } : c));
        return () => (backend.contracts = before);
      },
      id,
    ),
  queueBinContract: (_key, { id }, by) =>
    backend.write('bin', { id }, () => {
      const before = backend.contracts;
      const bin = { binnedAt: new Date().toISOString(), binnedBy: by.uid };
      backend.contracts = before.map((c) => (c.id === id ? { ...c, bin } : c));
      return () => (backend.contracts = before);
    }),
  queueRenew: (_uid, site, currentId, nextId, next) =>
    backend.write(
      'renew',
      { currentId, nextId, next },
      () => {
        const before = backend.contracts;
        backend.contracts = [
          ...before.map((c) => (c.id === currentId ? { ...c, renewedBy: nextId } : c)),
          { ...next, id: nextId, site, renewedFrom: currentId, renewedBy: null, ...stamps },
        ];
        return () => (backend.contracts = before);
      },
      nextId,
    ),
  queueVisitOrder: async (key, contract, choice, equipment) => {
    const number = `WR-20270101-000${(orders += 1)}`;
    const queued = await backend.write('visitOrder', { choice, equipmentId: equipment.id, number }, () => {
      const before = backend.contracts;
      backend.contracts = before.map((c) =>
        c.id === contract.id
          ? {
              ...c,
              visits: c.visits.map((v, i) => (i === choice.visit ? { ...v, plant: key.plant, order: number } : v)),
            }
          : c,
      );
      return () => (backend.contracts = before);
    });
    return { ...queued, number };
  },
};
