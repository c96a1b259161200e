// The procedures library through the store, the saga and the service, against the emulators
// (strict profile: every query needs its declared index) and the real rules: an admin publishes
// and revises a procedure, the library filters, searches and pages live; a proposal is accepted
// (one batch: the proposal closed, revision 3 from it) and another rejected with a reason; a
// stale publish the rules refuse comes back as a refusal.
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import type { ProcedureContent } from '../../services/firebase/procedures';
import { adminInPlant, emulatorSuite } from '../../testing/emulatorCompany';
import { liveKitFeature } from '../../store/liveKit';
import {
  libraryLive,
  procedureDocLive,
  proposalsLive,
  revisionsLive,
  selectLibrary,
  selectOpenProcedure,
} from './proceduresLive';
import type { Store } from '../../testing/flows';
import { proceduresFeature } from './proceduresSaga';
import { queuePublish } from './proceduresService';
import {
  acceptRequested,
  libraryFilterChanged,
  proposeRequested,
  publishRequested,
  rejectRequested,
  selectProcedures,
} from './proceduresSlice';
import { until } from '../../testing/until';

emulatorSuite();

const content = (extra: Partial<ProcedureContent> = {}): ProcedureContent => ({
  title: 'Lock out feed pump P-101',
  category: 'loto',
  tags: ['pump', 'LOTO'],
  body: '# Steps\n\n1. Isolate the motor.',
  links: ['eq:north/pm1/pump1'],
  ...extra,
});

async function adminWithLibrary() {
  const { store, key, user } = await adminInPlant({
    prefix: 'procedures',
    features: [proceduresFeature, liveKitFeature],
  });
  store.dispatch(libraryLive.opened(libraryOf(store)));
  await until(() => expect(selectLibrary(store.getState()).status).toBe('ready'));
  return { store, key, user };
}

/** The library as its page shows it: the filter in the store. */
const libraryOf = (store: Store) => ({
  company: store.getState().auth.currentUser!.companyUID,
  filter: selectProcedures(store.getState()).libraryFilter,
});

/** Changes the filter as the page does: the list of the new filter replaces the old one. */
function filterLibrary(store: Store, change: Parameters<typeof libraryFilterChanged>[0]) {
  store.dispatch(libraryLive.closed(libraryOf(store)));
  store.dispatch(libraryFilterChanged(change));
  store.dispatch(libraryLive.opened(libraryOf(store)));
}

const titles = (store: Store) => selectLibrary(store.getState()).items.map((p) => [p.title, p.revision, p.pending]);

async function publishNew(store: Store, c: ProcedureContent) {
  const id = newId();
  store.dispatch(publishRequested({ id, isNew: true, content: c, note: 'First version.', archived: false }));
  await until(() => expect(selectLibrary(store.getState()).items.find((p) => p.id === id)?.pending).toBe(false));
  return id;
}

/** The procedure the test has open (as its page would). */
let shown = '';
const companyOf = (store: Store) => store.getState().auth.currentUser!.companyUID;

async function open(store: Store, id: string, revision: number) {
  shown = id;
  store.dispatch(procedureDocLive.opened({ company: companyOf(store), id }));
  store.dispatch(revisionsLive.opened({ company: companyOf(store), id }));
  store.dispatch(proposalsLive.opened({ company: companyOf(store), id }));
  await until(() => {
    const o = selectOpenProcedure(store.getState(), id);
    expect(o.procedure?.revision).toBe(revision);
    expect(o.revisions.length).toBe(revision);
  });
}

describe('the procedures library against the emulators', () => {
  it('publishes, revises, filters, searches and archives, live', async () => {
    const { store, user } = await adminWithLibrary();
    const id = await publishNew(store, content());
    await publishNew(store, content({ title: 'Check the boiler safety valve', category: 'inspection', tags: [] }));
    expect(titles(store)).toEqual([
      ['Check the boiler safety valve', 1, false],
      ['Lock out feed pump P-101', 1, false],
    ]);
    await open(store, id, 1);
    store.dispatch(
      publishRequested({
        id,
        isNew: false,
        content: content({ body: '# Steps\n\n1. Isolate.\n2. Lock.' }),
        note: 'Lock step.',
        archived: false,
      }),
    );
    await open(store, id, 2);
    const latest = selectOpenProcedure(store.getState(), shown).revisions[0];
    expect(latest).toMatchObject({ revision: 2, note: 'Lock step.', savedBy: user.uid, proposal: null });
    expect(selectOpenProcedure(store.getState(), shown).procedure?.keywords).toEqual(
      expect.arrayContaining(['lo', 'pump', 'loto']),
    );

    filterLibrary(store, { category: 'loto' });
    await until(() => expect(titles(store)).toEqual([['Lock out feed pump P-101', 2, false]]));
    filterLibrary(store, { category: null, search: 'valv boil' });
    await until(() => expect(titles(store)).toEqual([['Check the boiler safety valve', 1, false]]));
    filterLibrary(store, { search: 'loto' }); // a tag
    await until(() => expect(titles(store).map((t) => t[0])).toEqual(['Lock out feed pump P-101']));

    store.dispatch(publishRequested({ id, isNew: false, content: content(), note: 'Archived.', archived: true }));
    filterLibrary(store, { search: '' });
    await until(() => expect(titles(store).map((t) => t[0])).toEqual(['Check the boiler safety valve']));
    filterLibrary(store, { archived: true, category: 'loto' });
    await until(() => expect(titles(store)).toEqual([['Lock out feed pump P-101', 3, false]]));
    expect(selectProcedures(store.getState()).writeError).toBeNull();
  });

  it('accepts a proposal in one batch and rejects another with a reason; a stale publish is refused', async () => {
    const { store, user } = await adminWithLibrary();
    const id = await publishNew(store, content());
    await open(store, id, 1);
    const accepted = newId();
    const proposed = content({ body: '# Steps\n\n1. Isolate the motor.\n2. Try to start it.' });
    store.dispatch(proposeRequested({ procedureId: id, proposalId: accepted, content: proposed, note: 'Try-start.' }));
    await until(() =>
      expect(selectOpenProcedure(store.getState(), shown).proposals.map((p) => [p.id, p.status, p.pending])).toEqual([
        [accepted, 'open', false],
      ]),
    );
    store.dispatch(acceptRequested({ procedureId: id, proposalId: accepted, note: '' }));
    await open(store, id, 2);
    const o = selectOpenProcedure(store.getState(), shown);
    expect(o.procedure?.body).toBe(proposed.body);
    expect(o.revisions[0]).toMatchObject({ proposal: accepted, proposedBy: user.uid, note: 'Try-start.' });
    await until(() =>
      expect(selectOpenProcedure(store.getState(), shown).proposals[0]).toMatchObject({
        status: 'accepted',
        pending: false,
      }),
    );

    const rejected = newId();
    store.dispatch(
      proposeRequested({ procedureId: id, proposalId: rejected, content: content({ title: 'X' }), note: '' }),
    );
    await until(() =>
      expect(selectOpenProcedure(store.getState(), shown).proposals.find((p) => p.id === rejected)?.pending).toBe(
        false,
      ),
    );
    store.dispatch(rejectRequested({ procedureId: id, proposalId: rejected, reason: 'The title says nothing.' }));
    await until(() =>
      expect(selectOpenProcedure(store.getState(), shown).proposals.find((p) => p.id === rejected)).toMatchObject({
        status: 'rejected',
        decisionNote: 'The title says nothing.',
        pending: false,
      }),
    );

    // Another device still at revision 1 publishes its "revision 2": the rules refuse it.
    const stale = await queuePublish(
      user.companyUID,
      {
        id,
        content: content({ title: 'Stale' }),
        note: '',
        current: { revision: 1, archived: false },
        archived: false,
      },
      { uid: user.uid, name: user.title },
    );
    await expect(stale.acknowledged).rejects.toMatchObject({ code: 'permission-denied' });
    await until(() => expect(selectOpenProcedure(store.getState(), shown).procedure?.title).toBe(content().title));
  });
});
