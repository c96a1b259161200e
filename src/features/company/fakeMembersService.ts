// A small in-memory stand-in for membersService, behaving as Firestore does for the screen:
// live listeners, local writes shown at once as pending, then confirmed or refused (and undone).
import type { CompanyUserRecord, Invite, Membership, UserType } from './membersService';

type Emit = (value: unknown) => void;
export const server = {
  record: null as CompanyUserRecord | null,
  members: [] as Membership[],
  invites: [] as Invite[],
  /** Writes the server refuses, with this code. */
  refuse: null as string | null,
  /** Writes wait for `ack()` (a slow or absent connection). */
  hold: false,
  held: [] as (() => void)[],
  listeners: { record: [] as Emit[], membership: [] as Emit[], members: [] as Emit[], invites: [] as Emit[] },
  /** The window of the members listener (the data filter's, or every date). */
  membersWindow: null as { from: Date; to: Date } | null,
  /** How many member listeners in a row fail. */
  failMembers: 0,
  /** Whose membership the signed-in user listens to. */
  me: 'user-1',
  pending: new Set<string>(),
};

export function publish() {
  const p = (id: string) => server.pending.has(id);
  for (const l of server.listeners.record)
    l({ item: server.record && { ...server.record, pending: false }, fromCache: false });
  for (const l of server.listeners.membership)
    l({ item: server.members.find((m) => m.uid === server.me) ?? null, fromCache: false });
  for (const l of server.listeners.members) {
    // As the query does: only those who joined inside the list's window.
    const inWindow = server.members.filter((m) => {
      const t = new Date(m.joinedAt ?? 0).getTime();
      return (
        !server.membersWindow || (t >= server.membersWindow.from.getTime() && t <= server.membersWindow.to.getTime())
      );
    });
    l({ items: inWindow.map((m) => ({ ...m, pending: p(m.uid) })), fromCache: false, corrupt: [] });
  }
  for (const l of server.listeners.invites)
    l({ items: server.invites.map((i) => ({ ...i, pending: p(i.code) })), fromCache: false, corrupt: [] });
}

/** A write: applied locally at once (pending), then confirmed or refused by the "server". */
function write(id: string, apply: () => () => void) {
  const undo = apply();
  server.pending.add(id);
  publish();
  let settle!: () => void;
  const acknowledged = new Promise<void>((resolve, reject) => {
    settle = () => {
      server.pending.delete(id);
      if (server.refuse) {
        undo();
        publish();
        reject(Object.assign(new Error('raw SDK text: denied by Security Rules'), { code: server.refuse }));
      } else {
        publish();
        resolve();
      }
    };
  });
  if (server.hold) server.held.push(settle);
  else queueMicrotask(settle);
  return Promise.resolve({ acknowledged });
}

const listen = (list: Emit[], emit: Emit) => {
  list.push(emit);
  queueMicrotask(publish);
  return () => list.splice(list.indexOf(emit), 1);
};

export const fakeMembersService = {
  /** No upload this month: the figures' document does not exist. */
  subscribeUploadMonth: (_c: string, _m: string, l: { next: (v: unknown) => void }) => {
    queueMicrotask(() => l.next({ item: null, fromCache: false, hasPendingWrites: false }));
    return () => undefined;
  },
  subscribeCompanyRecord: (_c: string, l: { next: Emit }) => listen(server.listeners.record, l.next),
  subscribeMembership: (_c: string, uid: string, l: { next: Emit }) => {
    server.me = uid;
    return listen(server.listeners.membership, l.next);
  },
  subscribeMembers: (
    _c: string,
    w: { from: Date; to: Date },
    _p: number,
    l: { next: Emit; error: (e: { code: string; message: string }) => void },
  ) => {
    // A listener the server refuses (e.g. while the connection is being set up after an outage).
    if (server.failMembers > 0) {
      server.failMembers -= 1;
      queueMicrotask(() => l.error({ code: 'unavailable', message: 'raw SDK text: Failed to get documents' }));
      return () => undefined;
    }
    server.membersWindow = w;
    return listen(server.listeners.members, l.next);
  },
  subscribeInvites: (_c: string, _w: unknown, _p: number, l: { next: Emit }) =>
    listen(server.listeners.invites, l.next),
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
    const queued = await write(invite.code, () => {
      server.invites.push(invite);
      return () => (server.invites = server.invites.filter((i) => i !== invite));
    });
    return { ...queued, code: invite.code };
  },
  queueRoleChange: (_c: string, _r: unknown, uid: string, role: UserType) =>
    write(uid, () => {
      const before = server.members;
      server.members = server.members.map((m) => (m.uid === uid ? { ...m, role } : m));
      return () => (server.members = before);
    }),
  queueRemoval: (_c: string, _r: unknown, uid: string) =>
    write(uid, () => {
      const before = server.members;
      server.members = server.members.filter((m) => m.uid !== uid);
      return () => (server.members = before);
    }),
  queueRevoke: (code: string) =>
    write(code, () => {
      const before = server.invites;
      server.invites = server.invites.filter((i) => i.code !== code);
      return () => (server.invites = before);
    }),
  queueRename: (_c: string, name: string) =>
    write('record', () => {
      const before = server.record;
      server.record = { ...server.record!, companyName: name };
      return () => (server.record = before);
    }),
};
