// The procedures library through a real store and saga over the in-memory procedures server: the
// library (live, filters, search, load more), the form's limits in words (a 1 MB body refused,
// nothing written, the text kept; an unknown category refused by the saga too), publishing,
// proposing as an editor and accepting as an admin, and the revision history.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import type { Procedure } from '../../services/firebase/procedures';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { initialPlantState } from '../plant/plantSlice';
import { server } from './fakeProceduresService';
import ProceduresRoutes from './ProceduresRoutes';
import { publishRequested, selectProcedures } from './proceduresSlice';
import { procedureKeywords } from './procedureValidation';

vi.mock('./proceduresService', async () => (await import('./fakeProceduresService')).fakeProceduresService);
// The files card lists Storage: not under test here.
vi.mock('../../components/attachments/AttachmentsCard', () => ({
  AttachmentsCard: ({ folder }: { folder: string }) => <p data-folder={folder}>files</p>,
}));

const KEY = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'pm1' };
const plantState = () => ({
  ...initialPlantState(KEY),
  status: 'ready' as const,
  plant: {
    id: 'pm1',
    name: 'Paper machine 1',
    archived: false,
    createdAt: null,
    createdBy: 'user-1',
    corruptItems: 0,
    equipments: [
      { id: 'p1', tag: 'P-101', name: 'Feed pump', criticality: 7, parent: null, status: 'inService' as const },
    ],
  },
});

function render(route: string, role: UserRole = UserRole.Admin, uid = 'user-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/app/procedures/*" element={<ProceduresRoutes />} />
    </Routes>,
    {
      route,
      signedIn: true,
      preloadedState: { plant: plantState(), auth: initialAuthState({ ...testUser, uid, role }) },
    },
  );
}

const procedure = (id: string, title: string, more: Partial<Procedure> = {}): Procedure =>
  withKeywords({
    id,
    title,
    category: 'loto',
    tags: ['pump'],
    body: '# Steps\n\n1. Isolate the motor.',
    links: ['eq:s1/pm1/p1'],
    revision: 1,
    keywords: [],
    archived: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    createdBy: 'user-1',
    updatedAt: '2026-11-01T08:00:00.000Z',
    updatedBy: 'user-1',
    updatedByName: 'Ana López',
    ...more,
  });

const withKeywords = (p: Procedure): Procedure => ({ ...p, keywords: procedureKeywords(p) });

beforeEach(() => server.reset());

const rows = () => [...document.querySelectorAll('[data-procedure]')].map((r) => r.getAttribute('data-procedure'));

describe('the library', () => {
  it(
    'lists by title with category, tags and revision, live, filtered, searched and paged',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      server.procedures = [
        procedure('a', 'Boiler safety valve check', { category: 'inspection', tags: ['boiler'] }),
        procedure('b', 'Lock out feed pump P-101', { revision: 3 }),
        procedure('c', 'Old compressor start-up', { category: 'sop', archived: true }),
      ];
      render('/app/procedures');
      await screen.findByText('Lock out feed pump P-101');
      expect(rows()).toEqual(['a', 'b']);
      const row = document.querySelector<HTMLElement>('[data-procedure="b"]')!;
      expect(within(row).getByText('Lock-out/tag-out')).toBeVisible();
      expect(within(row).getByText('pump')).toBeVisible();
      expect(within(row).getByText('Rev. 3')).toBeVisible();

      // A colleague's save appears without a reload.
      server.procedures = [...server.procedures, procedure('d', 'Dryer felt change', { category: 'howto' })];
      server.changed();
      await screen.findByText('Dryer felt change');
      // Two per page here: by title the new one comes second, and the third waits for "Load more".
      expect(rows()).toEqual(['a', 'd']);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await vi.waitFor(() => expect(rows()).toEqual(['a', 'd', 'b']));

      await user.selectOptions(screen.getByLabelText('Category'), 'Inspection');
      await vi.waitFor(() => expect(rows()).toEqual(['a']));
      await user.selectOptions(screen.getByLabelText('Category'), 'Standard operating procedure');
      await vi.waitFor(() => expect(rows()).toEqual([]));
      expect(await screen.findByText('No procedure matches the search.')).toBeVisible();
      await user.click(screen.getByLabelText('Show archived procedures'));
      await vi.waitFor(() => expect(rows()).toEqual(['c']));
      expect(within(document.querySelector<HTMLElement>('[data-procedure="c"]')!).getByText('Archived')).toBeVisible();

      await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
      await user.type(screen.getByLabelText('Search by title or tag'), 'boiler');
      await vi.waitFor(() => expect(rows()).toEqual(['a']));
    },
  );
});

describe('the form', () => {
  it('refuses a 1 MB body in words, writes nothing and keeps the text', async () => {
    const user = userEvent.setup();
    render('/app/procedures/new');
    await user.type(await screen.findByLabelText('Title'), 'Lock out feed pump');
    await user.selectOptions(screen.getByLabelText('Category'), 'Lock-out/tag-out');
    const body = 'x'.repeat(1_000_000);
    fireEvent.change(screen.getByLabelText('Body (Markdown)'), { target: { value: body } });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('The body is 1,000,000 characters; a procedure can have at most 100,000.'),
    ).toBeVisible();
    expect(screen.getByText('Please correct the fields marked below. Nothing was saved.')).toBeVisible();
    expect(server.written).toEqual([]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Body (Markdown)').value).toHaveLength(1_000_000);
    expect(screen.getByLabelText('Title')).toHaveValue('Lock out feed pump');
  });

  it('asks for a title and a category; an unknown category sent anyway is refused by the saga', async () => {
    const user = userEvent.setup();
    const { store } = render('/app/procedures/new');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Give the procedure a title.')).toBeVisible();
    expect(screen.getByText('Choose a category.')).toBeVisible();
    store.dispatch(
      publishRequested({
        id: 'x1',
        isNew: true,
        content: { title: 'T', category: 'bogus' as never, tags: [], body: '', links: [] },
        note: '',
        archived: false,
      }),
    );
    await vi.waitFor(() => expect(selectProcedures(store.getState()).writeError?.code).toBe('procedures/invalid'));
    expect(await screen.findByText(/the procedure has fields that are not valid/)).toBeVisible();
    expect(server.written).toEqual([]);
  });

  it('publishes a new procedure with its links and shows its rendered body', async () => {
    const user = userEvent.setup();
    render('/app/procedures/new');
    await user.type(await screen.findByLabelText('Title'), 'Lock out feed pump');
    await user.selectOptions(screen.getByLabelText('Category'), 'Lock-out/tag-out');
    await user.type(screen.getByLabelText('Tags (separated by commas)'), 'pump, loto');
    await user.type(screen.getByLabelText('Body (Markdown)'), '# Steps{enter}{enter}1. Isolate the motor.');
    await user.selectOptions(screen.getByLabelText('Equipment to link'), 'P-101 – Feed pump');
    await user.click(screen.getAllByRole('button', { name: 'Link' })[0]);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Lock out feed pump/ })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Steps' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'P-101 – Feed pump' })).toHaveAttribute('href', '/app/assets/equipment/p1');
    expect(server.procedures[0]).toMatchObject({ revision: 1, tags: ['pump', 'loto'], links: ['eq:s1/pm1/p1'] });
  });
});

describe('proposals', () => {
  it('an editor proposes a change; an admin sees the difference and accepts it as revision 2', async () => {
    const user = userEvent.setup();
    server.procedures = [procedure('b', 'Lock out feed pump P-101')];
    server.revisions.b = [
      {
        ...procedure('b', 'Lock out feed pump P-101'),
        savedAt: null,
        savedBy: 'user-1',
        savedByName: 'Ana López',
        note: '',
        proposal: null,
        proposedBy: null,
        proposedByName: null,
      },
    ];
    const editor = render('/app/procedures/b/propose', UserRole.Editor, 'bob');
    const body = await screen.findByLabelText('Body (Markdown)');
    await user.type(body, '{enter}2. Try to start it.');
    await user.type(screen.getByLabelText('What changed'), 'Try-start step.');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Withdraw my proposal')).toBeVisible();
    expect(server.proposals.b[0]).toMatchObject({ status: 'open', baseRevision: 1, proposedBy: 'bob' });
    const proposalId = server.proposals.b[0].id;
    editor.unmount();

    render(`/app/procedures/b/proposals/${proposalId}`);
    expect(await screen.findByText('Try to start it.', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept and publish' }));
    await vi.waitFor(() => expect(server.procedures[0].revision).toBe(2));
    expect(server.procedures[0].body).toContain('2. Try to start it.');
    expect(server.revisions.b[0]).toMatchObject({ revision: 2, proposal: proposalId, proposedBy: 'bob' });
    expect(await screen.findByText(/Accepted by Ana López/)).toBeVisible();
  });

  it('a rejection needs a reason', async () => {
    const user = userEvent.setup();
    server.procedures = [procedure('b', 'Lock out feed pump P-101')];
    server.proposals.b = [
      {
        ...procedure('b', 'Lock out feed pump P-101'),
        id: 'p1',
        recordId: 'b',
        baseRevision: 1,
        status: 'open',
        note: '',
        proposedBy: 'bob',
        proposedByName: 'Bob',
        proposedAt: null,
        decidedBy: null,
        decidedByName: null,
        decidedAt: null,
        decisionNote: '',
      },
    ];
    render('/app/procedures/b/proposals/p1');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Say why the proposal is rejected.')).toBeVisible();
    expect(server.written).toEqual([]);
    await user.type(screen.getByLabelText('Reason for rejecting'), 'Step 2 is unsafe.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(server.proposals.b[0]).toMatchObject({ status: 'rejected', decisionNote: 'Step 2 is unsafe.' }),
    );
  });
});
