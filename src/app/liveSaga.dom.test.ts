// The live-data saga helpers run whole in a real store: listeners start with the session,
// restart when the company or role changes, stop at logout; refused writes become actions.
import { put, take, takeEvery } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { loginSucceeded, currentUserChanged } from '../features/auth/authSlice';
import { logoutRequested } from '../lib/sessionActions';
import { DEFAULT_PROFILE, UserRole } from '../lib/currentUser';
import type { Listener } from '../services/firebase/live';
import { injectFeature } from '../store/featureRegistry';
import { watchLive, whileSignedIn, writeOfflineFirst } from '../store/liveSaga';
import { makeStore } from './store';

const user = (companyUID: string) => ({ uid: 'u1', companyUID, isPaid: false, title: 'Ana', ...DEFAULT_PROFILE });

/** A fake subscription that records who listens and lets the test push values. */
function fakeSource() {
  const open = new Map<string, Listener<number>>();
  const subscribe = (company: string) => (listener: Listener<number>) => {
    open.set(company, listener);
    return () => open.delete(company);
  };
  return { open, subscribe };
}

describe('whileSignedIn + watchLive', () => {
  it('listens for the signed-in company, moves with a company change and stops at logout', () => {
    const source = fakeSource();
    const seen: string[] = [];
    const store = makeStore();
    injectFeature(store, {
      key: 'probe',
      *saga() {
        yield* whileSignedIn(function* worker(u) {
          yield* watchLive<number>(
            source.subscribe(u.companyUID),
            function* onValue(v) {
              seen.push(`${u.companyUID}:${v}`);
              yield put({ type: 'probe/seen' });
            },
            function* onError(e) {
              seen.push(`error:${e.code}`);
              yield put({ type: 'probe/failed' });
            },
          );
        });
      },
    });
    expect([...source.open.keys()]).toEqual([]);

    store.dispatch(loginSucceeded(user('acme')));
    expect([...source.open.keys()]).toEqual(['acme']);
    source.open.get('acme')!.next(1);

    store.dispatch(loginSucceeded(user('globex')));
    expect([...source.open.keys()]).toEqual(['globex']);
    source.open.get('globex')!.next(2);

    // A role change restarts the listeners too (what an editor may list differs).
    store.dispatch(currentUserChanged({ role: UserRole.Editor }));
    expect([...source.open.keys()]).toEqual(['globex']);

    source.open.get('globex')!.error({ code: 'permission-denied', message: 'raw' });
    expect(source.open.size).toBe(0); // a failed listener is closed

    store.dispatch(loginSucceeded(user('acme')));
    store.dispatch(logoutRequested());
    expect(source.open.size).toBe(0);
    expect(seen).toEqual(['acme:1', 'globex:2', 'error:permission-denied']);
  });
});

describe('writeOfflineFirst', () => {
  it('reports a write that cannot be queued, and the saga lives on', async () => {
    const store = makeStore();
    const steps: string[] = [];
    injectFeature(store, {
      key: 'writer',
      *saga() {
        yield takeEvery('writer/refused', (refused: { type: string; payload?: { code: string } }) => {
          steps.push(`refused: ${refused.payload?.code}`);
        });
        while (true) {
          yield take('writer/write');
          const queued = yield* writeOfflineFirst(
            () => Promise.reject(Object.assign(new Error('Loading chunk firestore failed'), { code: 'unavailable' })),
            (error) => ({ type: 'writer/refused', payload: error }),
          );
          steps.push(`queued: ${String(queued)}`);
        }
      },
    });
    store.dispatch({ type: 'writer/write' });
    await vi.waitFor(() => expect(steps).toEqual(['refused: unavailable', 'queued: false']));
    store.dispatch({ type: 'writer/write' });
    await vi.waitFor(() => expect(steps).toHaveLength(4));
  });

  it('moves on once the write is queued and reports a later refusal as an action', async () => {
    const store = makeStore();
    let refuse!: (e: unknown) => void;
    const acknowledged = new Promise<void>((_r, reject) => (refuse = reject));
    const steps: string[] = [];
    injectFeature(store, {
      key: 'writer',
      *saga() {
        yield* writeOfflineFirst(
          () => Promise.resolve({ acknowledged }),
          (error) => ({ type: 'writer/refused', payload: error }),
        );
        steps.push('moved on');
        const refused = (yield take('writer/refused')) as { payload: { code: string; message: string } };
        steps.push(`refused: ${refused.payload.code}`);
      },
    });
    await vi.waitFor(() => expect(steps).toEqual(['moved on']));
    refuse(Object.assign(new Error('denied by Security Rules'), { code: 'permission-denied' }));
    await vi.waitFor(() => expect(steps).toEqual(['moved on', 'refused: permission-denied']));
  });
});
