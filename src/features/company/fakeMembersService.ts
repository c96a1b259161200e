// membersService (the company record, memberships and invitations) over the tests' one in-memory
// backend (services/fakeBackend.ts): live listeners, local writes shown at once as pending, then
// confirmed or refused (and undone).
import type { Invite, UserType } from './membersService';
import { backend, type Emit } from '../../services/fakeBackend';

export const server = backend;

/** The members service's own test hooks. */
export const membersHooks = {
  /** The window of the members listener (the data filter's, or every date). */
  membersWindow: null as { from: Date; to: Date } | null,
  /** How many member listeners in a row fail. */
  failMembers: 0,
  /** Whose membership the signed-in user listens to. */
  me: 'user-1',
};
backend.onReset(() => Object.assign(membersHooks, { membersWindow: null, failMembers: 0, me: 'user-1' }));

type Next = (value: unknown) => void;

/** As the query does: only those who joined inside the list's window. */
const inWindow = () =>
  backend.members.filter((m) => {
    const t = new Date(m.joinedAt ?? 0).getTime();
    const w = membersHooks.membersWindow;
    return !w || (t >= w.from.getTime() && t <= w.to.getTime());
  });

const listen = (emit: Emit) => backend.listen(emit);

export const fakeMembersService = {
  /** No upload this month: the figures' document does not exist. */
  subscribeUploadMonth: (_c: string, _m: string, l: { next: (v: unknown) => void }) => {
    queueMicrotask(() => l.next({ item: null, fromCache: false, hasPendingWrites: false }));
    return () => undefined;
  },
  subscribeCompanyRecord: (_c: string, l: { next: Next }) =>
    listen(() => l.next({ item: backend.record && { ...backend.record, pending: false }, fromCache: false })),
  subscribeMembership: (_c: string, uid: string, l: { next: Next }) => {
    membersHooks.me = uid;
    return listen(() =>
      l.next({ item: backend.members.find((m) => m.uid === membersHooks.me) ?? null, fromCache: false }),
    );
  },
  subscribeMembers: (
    _c: string,
    w: { from: Date; to: Date },
    _p: number,
    l: { next: Next; error: (e: { code: string; message: string }) => void },
  ) => {
    // A listener the server refuses (e.g. while the connection is being set up after an outage).
    if (membersHooks.failMembers > 0) {
      membersHooks.failMembers -= 1;
      queueMicrotask(() => l.error({ code: 'unavailable', message: 'raw SDK text: Failed to get documents' }));
      return () => undefined;
    }
    membersHooks.membersWindow = w;
    return listen(() => l.next(backend.list(inWindow(), (m) => m.uid)));
  },
  subscribeInvites: (_c: string, _w: unknown, _p: number, l: { next: Next }) =>
    listen(() => l.next(backend.list(backend.invites, (i) => i.code))),
  queueInvite: async (input: { email: string; role: UserType; company: string }) => {
    const invite: Invite = {
      code: 'ABCDEFGHJKLMNPQRSTUV',
      email: input.email,
      role: input.role,
      companyUID: input.company,
      companyName: 'Northfield Mill',
      companyEmail: 'ana@plant.example',
      invitedBy: 'user-1',
      invitedAt: new Date().toISOString(),
      usedBy: null,
    };
    const queued = await backend.write(
      'invite',
      invite,
      () => {
        backend.invites = [...backend.invites, invite];
        return () => (backend.invites = backend.invites.filter((i) => i !== invite));
      },
      invite.code,
    );
    return { ...queued, code: invite.code };
  },
  queueRoleChange: (_c: string, _r: unknown, uid: string, role: UserType) =>
    backend.write(
      'role',
      { uid, role },
      () => {
        const before = backend.members;
        backend.members = before.map((m) => (m.uid === uid ? { ...m, role } : m));
        return () => (backend.members = before);
      },
      uid,
    ),
  queueRemoval: (_c: string, _r: unknown, uid: string) =>
    backend.write(
      'removal',
      { uid },
      () => {
        const before = backend.members;
        backend.members = before.filter((m) => m.uid !== uid);
        return () => (backend.members = before);
      },
      uid,
    ),
  queueRevoke: (code: string) =>
    backend.write(
      'revoke',
      { code },
      () => {
        const before = backend.invites;
        backend.invites = before.filter((i) => i.code !== code);
        return () => (backend.invites = before);
      },
      code,
    ),
  queueRename: (_c: string, name: string) =>
    backend.write(
      'rename',
      { name },
      () => {
        const before = backend.record;
        backend.record = { ...before!, companyName: name };
        return () => (backend.record = before);
      },
      'record',
    ),
};
