// services/firebase/crew.ts and the frozen week's listener over the tests' one in-memory backend
// (services/fakeBackend.ts): the crew, people's days and frozen weeks are kept there, and every
// write goes through `backend.write` (shown at once, then confirmed or refused and undone),
// logged in `backend.written` with its kind.
import { crewDayId } from '../../domain/board';
import { backend } from '../fakeBackend';
import type * as RealCrew from './crew';
import type * as RealWeeks from './scheduleWeeks';

export const fakeCrew: Pick<typeof RealCrew, 'subscribeCrew' | 'subscribeCrewDays' | 'queueCrew' | 'queueCrewDay'> = {
  subscribeCrew: (_key, l) =>
    backend.listen(() =>
      l.next({
        item: backend.crew && { ...backend.crew, updatedAt: null, updatedBy: 'u', pending: false },
        fromCache: backend.fromCache,
        hasPendingWrites: false,
      }),
    ),
  subscribeCrewDays: (_key, from, to, l) =>
    backend.listen(() =>
      l.next(
        backend.list(
          backend.crewDays.filter((d) => d.day >= from && d.day <= to),
          (d) => crewDayId(d.uid, d.day),
        ),
      ),
    ),
  queueCrew: (_key, crew) =>
    backend.write('crew', crew, () => {
      const undo = backend.keep('crew');
      backend.crew = crew;
      return undo;
    }),
  queueCrewDay: (_key, day) =>
    backend.write('crewDay', day, () => {
      const undo = backend.keep('crewDays');
      const id = crewDayId(day.uid, day.day);
      const rest = backend.crewDays.filter((d) => crewDayId(d.uid, d.day) !== id);
      backend.crewDays = day.kind === null ? rest : [...rest, { ...day, kind: day.kind }];
      return undo;
    }),
};

export const fakeFrozenWeeks: Pick<typeof RealWeeks, 'subscribeFrozenWeek' | 'freezeWeekIfNeeded'> = {
  // Weeks are frozen by the tests themselves (`backend.frozenWeeks`).
  freezeWeekIfNeeded: () => Promise.resolve(null),
  subscribeFrozenWeek: (_key, monday, l) =>
    backend.listen(() =>
      l.next({
        item: backend.frozenWeeks[monday] ? { ...backend.frozenWeeks[monday], pending: false } : null,
        fromCache: backend.fromCache,
        hasPendingWrites: false,
      }),
    ),
};
