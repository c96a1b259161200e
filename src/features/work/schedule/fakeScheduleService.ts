// scheduleService (the plant's crew capacity) over the tests' one in-memory backend
// (services/fakeBackend.ts); the work orders of the schedule pages come from the work fake
// (../fakeWorkService.ts) over the same backend.
import type * as RealSchedule from './scheduleService';
import { backend } from '../../../services/fakeBackend';

export const server = backend;

export const fakeScheduleService: Pick<typeof RealSchedule, 'subscribeSchedule' | 'queueCapacity'> = {
  subscribeSchedule: (_k, l) =>
    backend.listen(() =>
      l.next({
        item: backend.capacity && {
          capacity: backend.capacity,
          rates: backend.rates,
          updatedAt: null,
          updatedBy: 'u',
          pending: false,
        },
        fromCache: backend.fromCache,
        hasPendingWrites: false,
      }),
    ),
  queueCapacity: (_k, { capacity, rates }) =>
    backend.write('capacity', capacity, () => {
      const before = { capacity: backend.capacity, rates: backend.rates };
      backend.capacity = capacity;
      backend.rates = rates;
      return () => {
        backend.capacity = before.capacity;
        backend.rates = before.rates;
      };
    }),
};
