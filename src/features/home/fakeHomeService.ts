// homeService over the tests' one in-memory backend (services/fakeBackend.ts): Home's two lists
// are queries of the backend's work orders; its counts, and what each call asked for, are Home's
// own hooks.
import type { AppError } from '../../lib/errors';
import type { PlantKey } from '../../services/firebase/collections';
import type * as Real from './homeService';
import type { HomeCounts, WorkRequest } from './homeService';
import { backend, type Emit, workOrder } from '../../services/fakeBackend';

export const server = backend;

/** Home's own test hooks: its counts, what was asked, and a counting failure. */
export const homeHooks = {
  counts: null as HomeCounts | null,
  /** Counting fails with this (e.g. `{ code: 'unavailable' }` offline). */
  countError: null as AppError | null,
  /** Every count asked: plant, uid, day, admin. */
  countCalls: [] as { key: PlantKey; uid: string; day: string; admin: boolean }[],
  /** Every today's-schedule listener: its plant and assignee (null: everyone's). */
  todayAsked: [] as { key: PlantKey; assignee: string | null }[],
};
backend.onReset(() => Object.assign(homeHooks, { counts: null, countError: null, countCalls: [], todayAsked: [] }));

const TODAY_STATUSES = ['weeklySchedule', 'dailySchedule', 'inProgress'] as const;
const orders = () => Object.values(backend.orders);

const listen = (emit: Emit) => backend.listen(emit);

const list = (items: WorkRequest[]) => backend.list(items, (o) => o.number);

export const fakeHomeService: typeof Real = {
  TODAY_STATUSES,
  MY_REQUESTS_SHOWN: 5,
  TODAY_SHOWN: 10,
  countHome: (key, uid, day, admin) => {
    homeHooks.countCalls.push({ key, uid, day, admin });
    const error = homeHooks.countError;
    if (error) return Promise.reject(Object.assign(new Error(error.message), { code: error.code }));
    const counts = homeHooks.counts ?? { myOpen: 0, anyWork: false, admin: null };
    return Promise.resolve({ ...counts, admin: admin ? counts.admin : null });
  },
  // As the queries: my newest requests; today's scheduled work in the working statuses (mine or everyone's).
  subscribeMyRequests: (_key, uid, l) =>
    listen(() =>
      l.next(
        list(
          orders()
            .filter((o) => o.raisedBy === uid)
            .sort((a, b) => (b.raisedAt ?? '').localeCompare(a.raisedAt ?? ''))
            .slice(0, 5),
        ),
      ),
    ),
  subscribeToday: (key, day, assignee, l) => {
    homeHooks.todayAsked.push({ key, assignee });
    return listen(() =>
      l.next(
        list(
          orders()
            .filter((o) => o.scheduledFor === day && (TODAY_STATUSES as readonly string[]).includes(o.status))
            .filter((o) => !assignee || o.assignees.includes(assignee))
            .slice(0, 10),
        ),
      ),
    );
  },
};

/** A work order as the lists read it. */
export const order = workOrder;
