import { describe, expect, it } from 'vitest';
import { logoutRequested } from '../../lib/sessionActions';
import {
  cancelRequested,
  controlIgnored,
  initialUploadsState,
  listReceived,
  listRequested,
  moreRequested,
  pageSizeChanged,
  pauseRequested,
  resumeRequested,
  uploadDismissed,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadsReducer,
  type UploadsState,
  uploadSucceeded,
} from './uploadsSlice';

const request = (id: string, resumable = true) =>
  uploadRequested({
    id,
    folder: 'f',
    name: `${id}.pdf`,
    storedName: `x-${id}.pdf`,
    contentType: 'application/pdf',
    size: 1000,
    resumable,
  });

const run = (...actions: Parameters<typeof uploadsReducer>[1][]) =>
  actions.reduce<UploadsState>((s, a) => uploadsReducer(s, a), initialUploadsState);

const stateOf = (s: UploadsState, id = 'a') => s.uploads.find((u) => u.id === id)!;

describe('an upload through the seven states', () => {
  it('running → pausing → paused → running → success, with bytes', () => {
    let s = run(request('a'));
    expect(stateOf(s)).toMatchObject({ state: 'running', bytes: 0, total: 1000, error: null });
    s = uploadsReducer(s, uploadProgressed({ id: 'a', state: 'running', bytes: 400, total: 1000 }));
    s = uploadsReducer(s, pauseRequested('a'));
    expect(stateOf(s).state).toBe('pausing');
    // A late progress event does not undo the pause asked for.
    s = uploadsReducer(s, uploadProgressed({ id: 'a', state: 'running', bytes: 500, total: 1000 }));
    expect(stateOf(s)).toMatchObject({ state: 'pausing', bytes: 500 });
    s = uploadsReducer(s, uploadProgressed({ id: 'a', state: 'paused', bytes: 500, total: 1000 }));
    expect(stateOf(s).state).toBe('paused');
    s = uploadsReducer(s, resumeRequested('a'));
    expect(stateOf(s).state).toBe('running');
    s = uploadsReducer(s, uploadSucceeded({ id: 'a' }));
    expect(stateOf(s)).toMatchObject({ state: 'success', bytes: 1000 });
    // Finished is final.
    s = uploadsReducer(s, uploadProgressed({ id: 'a', state: 'paused', bytes: 1, total: 1000 }));
    expect(stateOf(s)).toMatchObject({ state: 'success', bytes: 1000 });
  });

  it('canceling → canceled (no error); another failure → error with its code', () => {
    let s = run(request('a'), request('b'), cancelRequested('a'));
    expect(stateOf(s).state).toBe('canceling');
    s = uploadsReducer(s, uploadProgressed({ id: 'a', state: 'paused', bytes: 10, total: 1000 }));
    expect(stateOf(s).state).toBe('canceling');
    s = uploadsReducer(s, uploadFailed({ id: 'a', error: { code: 'storage/canceled', message: 'x' } }));
    expect(stateOf(s)).toMatchObject({ state: 'canceled', error: null });
    s = uploadsReducer(s, uploadFailed({ id: 'b', error: { code: 'storage/quota-exceeded', message: 'x' } }));
    expect(stateOf(s, 'b')).toMatchObject({ state: 'error', error: { code: 'storage/quota-exceeded' } });
  });

  it('a single-request upload cannot be paused or cancelled', () => {
    const s = run(request('a', false), pauseRequested('a'), cancelRequested('a'));
    expect(stateOf(s).state).toBe('running');
  });

  it('a control the SDK ignored returns to running; only finished uploads are dismissed', () => {
    let s = run(request('a'), pauseRequested('a'), controlIgnored('a'));
    expect(stateOf(s).state).toBe('running');
    s = uploadsReducer(s, uploadDismissed('a'));
    expect(s.uploads).toHaveLength(1);
    s = uploadsReducer(s, uploadSucceeded({ id: 'a' }));
    s = uploadsReducer(s, uploadDismissed('a'));
    expect(s.uploads).toHaveLength(0);
  });
});

describe('lists', () => {
  const item = (name: string) => ({
    path: `f/${name}`,
    name,
    size: 1,
    contentType: 'text/plain',
    uploadedBy: 'u',
    originalName: name,
    timeCreated: '2026-01-01T00:00:00Z',
  });

  it('pages append, a refresh replaces, the page size is 1..1000', () => {
    let s = run(listRequested({ folder: 'f' }));
    expect(s.lists.f.status).toBe('loading');
    s = uploadsReducer(s, listReceived({ folder: 'f', items: [item('a')], nextPageToken: 't', append: false }));
    s = uploadsReducer(s, moreRequested({ folder: 'f' }));
    expect(s.lists.f.loadingMore).toBe(true);
    s = uploadsReducer(s, listReceived({ folder: 'f', items: [item('b')], nextPageToken: null, append: true }));
    expect(s.lists.f).toMatchObject({ pages: 2, nextPageToken: null, loadingMore: false, status: 'idle' });
    expect(s.lists.f.items.map((i) => i.name)).toEqual(['a', 'b']);

    for (const bad of [0, 1001, 2.5, Number.NaN]) expect(uploadsReducer(s, pageSizeChanged(bad))).toBe(s);
    s = uploadsReducer(s, pageSizeChanged(1000));
    expect(s.pageSize).toBe(1000);
    expect(s.lists.f).toMatchObject({ pages: 1, status: 'loading' });
  });

  it('signing out forgets every list and upload', () => {
    const s = run(request('a'), listRequested({ folder: 'f' }), logoutRequested());
    expect(s).toEqual(initialUploadsState);
  });
});
