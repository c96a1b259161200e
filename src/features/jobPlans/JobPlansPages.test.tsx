// Job plans' pages through a real store and saga over the in-memory server: the list (labour,
// crew and duration, what each fits; admins add), the form's problems in words (nothing written,
// what was typed kept), publishing, an editor's proposal compared field by field and accepted by
// an admin as revision 2 (the revision names what changed), and a rejection without a reason
// refused in words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../lib/currentUser';
import { jobPlanKeywords, type JobPlanContent } from '../../domain/jobPlans';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { initialPlantState } from '../plant/plantSlice';
import { server } from './fakeJobPlansService';
import JobPlansRoutes from './JobPlansRoutes';
import type { JobPlan } from './jobPlansService';

vi.mock('./jobPlansService', async () => (await import('./fakeJobPlansService')).fakeJobPlansService);
vi.mock('../plans/plansService', async () => (await import('../plans/fakePlansService')).fakePlansService);
// The form's pickers (parts, procedures, failure classes) answer nothing here.
vi.mock('../../services/firebase/inventory', () => ({ subscribeParts: () => () => undefined }));
vi.mock('../procedures/proceduresService', () => ({ subscribeLibrary: () => () => undefined, PROCEDURES_PAGE: 50 }));
vi.mock('../../services/firebase/failureCodes', () => ({ subscribeFailureCodes: () => () => undefined }));

const KEY = { uid: 'user-1', company: 'user-1', site: 's1', plant: 'pm1' };

function render(route: string, role: UserRole = UserRole.Admin, uid = 'user-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/app/job-plans/*" element={<JobPlansRoutes />} />
    </Routes>,
    {
      route,
      signedIn: true,
      preloadedState: { plant: initialPlantState(KEY), auth: initialAuthState({ ...testUser, uid, role }) },
    },
  );
}

const SEAL: JobPlanContent = {
  title: 'Replace a pump mechanical seal',
  description: 'Centrifugal pumps up to 75 kW.',
  steps: [{ text: 'Isolate and lock out the pump.', reading: null }],
  craft: 'Mechanical',
  estimatedHours: 6,
  crewSize: 2,
  permits: ['CWP'],
  materials: [{ text: 'Mechanical seal 45 mm', quantity: 1 }],
  procedures: [],
  tools: ['Seal setting gauge'],
  classes: ['pump'],
};

const stored = (id: string, content: JobPlanContent, revision = 1): JobPlan => ({
  ...content,
  id,
  revision,
  keywords: jobPlanKeywords(content),
  archived: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'user-1',
  updatedAt: '2026-11-01T08:00:00.000Z',
  updatedBy: 'user-1',
  updatedByName: 'Ana López',
});

beforeEach(() => {
  server.reset();
  server.jobPlans = [
    stored('align', {
      ...SEAL,
      title: 'Alignment check',
      craft: 'Millwright',
      estimatedHours: 2,
      crewSize: 1,
      classes: [],
    }),
    stored('seal', SEAL),
  ];
  server.jobPlanRevisions.seal = [
    {
      ...SEAL,
      revision: 1,
      savedAt: '2026-11-01T08:00:00.000Z',
      savedBy: 'user-1',
      savedByName: 'Ana López',
      note: '',
      proposal: null,
      proposedBy: null,
      proposedByName: null,
    },
  ];
});

describe('job plans', () => {
  it('lists each with its labour, crew, duration and what it fits; only admins add', async () => {
    render('/app/job-plans');
    const row = (await screen.findByRole('link', { name: 'Replace a pump mechanical seal' })).closest('tr')!;
    expect(row).toHaveTextContent('Mechanical');
    expect(row).toHaveTextContent('6 h');
    expect(row).toHaveTextContent('2 people · 3 h');
    expect(row).toHaveTextContent('Pump');
    expect(screen.getByRole('link', { name: 'Alignment check' }).closest('tr')).toHaveTextContent('Any equipment');
    expect(screen.getByRole('link', { name: 'New job plan' })).toBeVisible();
  });

  it('says every problem beside its field, focuses the first, keeps what was typed and writes nothing', async () => {
    const user = userEvent.setup();
    render('/app/job-plans/new');
    await user.type(await screen.findByLabelText('Labour (hours, the whole crew)'), '2000');
    await user.clear(screen.getByLabelText('Crew size (people)'));
    await user.type(screen.getByLabelText('Crew size (people)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add a material' }));
    await user.type(screen.getByLabelText('Material 1'), 'Seal');
    await user.clear(screen.getByLabelText('Quantity of material 1'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Please correct the fields marked below. Nothing was saved.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Give the job plan a title.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Craft')).toHaveAccessibleDescription('Name the craft (at most 60 characters).');
    expect(screen.getByLabelText('Labour (hours, the whole crew)')).toHaveAccessibleDescription(
      'Enter the labour in hours: more than 0, at most 1,000.',
    );
    expect(screen.getByLabelText('Crew size (people)')).toHaveAccessibleDescription(
      'The crew is a whole number of people from 1 to 10.',
    );
    expect(screen.getByRole('group', { name: 'Materials' })).toHaveAccessibleDescription(
      'Each material needs a description (at most 200 characters) and a quantity above 0.',
    );
    expect(screen.getByLabelText('Labour (hours, the whole crew)')).toHaveValue('2000');
    expect(screen.getByLabelText('Material 1')).toHaveValue('Seal');
    expect(server.written).toEqual([]);
  });

  it('publishes a new job plan, with its duration shown as the crew is typed', async () => {
    const user = userEvent.setup();
    render('/app/job-plans/new');
    await user.type(await screen.findByLabelText('Title'), 'Change gearbox oil');
    await user.type(screen.getByLabelText('Craft'), 'Lubrication');
    await user.type(screen.getByLabelText('Labour (hours, the whole crew)'), '3');
    await user.clear(screen.getByLabelText('Crew size (people)'));
    await user.type(screen.getByLabelText('Crew size (people)'), '2');
    expect(screen.getByLabelText('Labour (hours, the whole crew)')).toHaveAccessibleDescription(
      'The crew works 1.5 h on it.',
    );
    await user.type(screen.getByLabelText('Tools (one per line)'), 'Oil pump{enter}{enter}Funnel');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('heading', { level: 1, name: 'Change gearbox oil' });
    expect(await screen.findByText('3 h of Lubrication labour: 2 people for 1.5 h')).toBeVisible();
    expect(server.jobPlans.find((p) => p.title === 'Change gearbox oil')).toMatchObject({
      revision: 1,
      tools: ['Oil pump', 'Funnel'],
      crewSize: 2,
    });
  });

  it('takes an editor’s proposal, compares it field by field, and an admin accepts it as revision 2', async () => {
    const user = userEvent.setup();
    const editor = render('/app/job-plans/seal/propose', UserRole.Editor, 'user-2');
    const labour = await screen.findByLabelText('Labour (hours, the whole crew)');
    await user.clear(labour);
    await user.type(labour, '5');
    await user.type(screen.getByLabelText('What changed'), 'Two people do it in 2.5 h.');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(server.jobPlanProposals.seal).toHaveLength(1));
    editor.unmount();

    const proposalId = server.jobPlanProposals.seal[0].id;
    render(`/app/job-plans/seal/proposals/${proposalId}`);
    const compare = await screen.findByRole('table');
    const rows = within(compare).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-field'))).toEqual(['estimatedHours']);
    expect(rows[0]).toHaveTextContent('6 h of Mechanical labour: 2 people for 3 h');
    expect(rows[0]).toHaveTextContent('5 h of Mechanical labour: 2 people for 2.5 h');
    // A rejection needs a reason: said, nothing written.
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByLabelText('Reason for rejecting')).toHaveAccessibleDescription(
      'Say why the proposal is rejected.',
    );
    expect(server.jobPlanProposals.seal[0].status).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Accept and publish' }));
    await waitFor(() =>
      expect(server.jobPlans.find((p) => p.id === 'seal')).toMatchObject({ revision: 2, estimatedHours: 5 }),
    );
    expect(server.jobPlanProposals.seal[0].status).toBe('accepted');
  });

  it('shows each revision with what it changed', async () => {
    server.jobPlans = [stored('seal', { ...SEAL, estimatedHours: 5, tools: [] }, 2)];
    server.jobPlanRevisions.seal.unshift({
      ...SEAL,
      estimatedHours: 5,
      tools: [],
      revision: 2,
      savedAt: '2026-11-02T08:00:00.000Z',
      savedBy: 'user-1',
      savedByName: 'Ana López',
      note: 'Faster with two.',
      proposal: null,
      proposedBy: null,
      proposedByName: null,
    });
    render('/app/job-plans/seal');
    const entry = await screen.findByText('Faster with two.');
    expect(entry.closest('li')).toHaveTextContent('Changed: Labour and Tools');
  });
});
