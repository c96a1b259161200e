// notificationsService over the tests' one in-memory backend (services/fakeBackend.ts): the notices'
// orders are the backend's work orders, queried as the real service does; the person's read state
// and e-mail choices are this fake's own (`notificationHooks`), written through `backend.write`
// (so pending marks, refusals and the write log come for free).
import type { ReadState } from '../../domain/notifications';
import type { MailKind } from '../../domain/mail';
import { NOTICE_QUERY_LIMIT, OPEN_ASSIGNED_READ } from '../../domain/notifications';
import { OPEN_STATUSES } from '../../domain/statusMachine';
import type { WorkRequest } from '../../domain/work';
import { backend } from '../../services/fakeBackend';
import type * as Real from './notificationsService';

export const server = backend;

/** The person's read state (null: never written) and e-mail choices, and the address signed in. */
export const notificationHooks = {
  readState: null as ReadState | null,
  mailKinds: [] as MailKind[],
  email: 'ana@example.com',
};
backend.onReset(() => Object.assign(notificationHooks, { readState: null, mailKinds: [], email: 'ana@example.com' }));

const orders = () => Object.values(backend.orders);
const list = (items: WorkRequest[]) => backend.list(items, (o) => o.number);
const latest = (items: WorkRequest[], field: 'updatedAt' | 'raisedAt') =>
  [...items].sort((a, b) => (b[field] ?? '9').localeCompare(a[field] ?? '9')).slice(0, NOTICE_QUERY_LIMIT);

export const fakeNotificationsService: typeof Real = {
  subscribeNoticeOrders: (_key, uid, admin, l) =>
    backend.listen(() => {
      const mine = orders().filter((o) => o.assignees.includes(uid));
      l.next({
        assigned: list(latest(mine, 'updatedAt')),
        open: list(
          latest(
            mine.filter((o) => OPEN_STATUSES.includes(o.status)),
            'updatedAt',
          ).slice(0, OPEN_ASSIGNED_READ),
        ),
        raised: list(
          latest(
            orders().filter((o) => o.raisedBy === uid),
            'updatedAt',
          ),
        ),
        fresh: list(
          admin
            ? latest(
                orders().filter((o) => o.status === 'new'),
                'raisedAt',
              )
            : [],
        ),
      });
    }),
  parseReadState: () => ({ seenAt: null, read: [] }),
  subscribeReadState: (_company, _uid, l) =>
    backend.listen(() => {
      const state = notificationHooks.readState;
      l.next({
        item: state && { ...state, pending: backend.pending.has('notificationState') },
        fromCache: backend.fromCache,
        hasPendingWrites: false,
      });
    }),
  queueReadState: (_company, _uid, state) =>
    backend.write(
      'notificationState',
      state,
      () => {
        const before = notificationHooks.readState;
        notificationHooks.readState = { seenAt: state.seenAt, read: [...state.read] };
        return () => void (notificationHooks.readState = before);
      },
      'notificationState',
    ),
  subscribeMailChoices: (_company, _uid, l) =>
    backend.listen(() => l.next({ kinds: [...notificationHooks.mailKinds], fromCache: backend.fromCache })),
  saveMailChoices: (_company, me, kinds) => {
    if (!notificationHooks.email)
      return Promise.reject(Object.assign(new Error('No e-mail address'), { code: 'notifications/no-email' }));
    return backend.write('mailKinds', { uid: me.uid, admin: me.admin, kinds: [...kinds] }, () => {
      const before = notificationHooks.mailKinds;
      notificationHooks.mailKinds = [...kinds];
      return () => void (notificationHooks.mailKinds = before);
    });
  },
};
