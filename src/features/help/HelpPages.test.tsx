import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_TOPICS, HelpLink } from '../../components/HelpLink';
import type * as Chunks from '../../lib/chunks';
import { loadChunk } from '../../lib/chunks';
import { UserRole } from '../../lib/currentUser';
import { forgetLazyModules } from '../../lib/useLazyModule';
import { renderWithProviders, testUser } from '../../testing/render';
import { initialAuthState } from '../auth/authSlice';
import { initialSettings } from '../settings/settingsSlice';
import { AGEING_POINTS_PER_WEEK } from '../../domain/rime';
import { WORK_TYPES } from '../../domain/referenceLists';
import { canMove, TRANSITIONS } from '../../domain/statusMachine';
import HelpRoutes from './HelpRoutes';

vi.mock('../../lib/chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof Chunks>();
  return { ...actual, loadChunk: vi.fn(actual.loadChunk) };
});

// jsdom lays nothing out.
const scrollIntoView = vi.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => forgetLazyModules());
afterEach(() => vi.mocked(loadChunk).mockClear());

function renderHelp(route: string, options: { role?: UserRole; locale?: 'en' | 'es' } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/app/help/*" element={<HelpRoutes />} />
      <Route path="*" element={<HelpLink topic="rime" />} />
    </Routes>,
    {
      route,
      preloadedState: {
        settings: { ...initialSettings(), locale: options.locale ?? 'en' },
        auth: initialAuthState({ ...testUser, role: options.role ?? UserRole.Admin }),
      },
    },
  );
}

describe('help home', () => {
  it('shows the guide of the reader’s role first, then the other, and the questions', async () => {
    renderHelp('/app/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as Admin\./)).toBeInTheDocument();
    const guides = screen.getAllByRole('region');
    expect(guides.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Admins and plannersYour role',
      'Editors and technicians',
      'Frequently asked questions',
    ]);
    // Status names come from the work vocabulary.
    expect(
      within(guides[0]).getByText(
        /move each one to In Planning, Awaiting Further Review, Work Request Rejected or Cancelled/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What is RIME?' })).toHaveAttribute('href', '/app/help/faq#rime');
    expect(screen.getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/app/help/faq');
  });

  it('puts the editor’s guide first for an editor', async () => {
    renderHelp('/app/help', { role: UserRole.Editor });
    expect(await screen.findByText(/You are signed in as Editor\./)).toBeInTheDocument();
    const [first] = screen.getAllByRole('region');
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Editors and technicians');
    expect(
      within(first).getByText(
        /When work assigned to you is on the Daily Work Schedule, start it: move it to In Progress\./,
      ),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderHelp('/app/help', { locale: 'es', role: UserRole.Editor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByText(/Ha iniciado sesión como Editor\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Editores y técnicos/ })).toBeInTheDocument();
    expect(
      screen.getByText(/Cuando un trabajo asignado a usted esté en el Programa diario, empiécelo: páselo a En curso\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Qué es el RIME?' })).toBeInTheDocument();
  });

  it('says in words when the help text cannot be downloaded, and retries', async () => {
    vi.mocked(loadChunk).mockRejectedValueOnce(new Error('Loading chunk i18n-help-en failed'));
    renderHelp('/app/help');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The help could not be downloaded. Check your connection, then try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  });
});

describe('FAQ', () => {
  it('has a section at the anchor of every topic, named by its question', async () => {
    const { container } = renderHelp('/app/help/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    for (const topic of HELP_TOPICS) {
      const section = container.querySelector(`section#${topic}`);
      expect(section, topic).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
    }
    expect(screen.getByRole('region', { name: 'What is RIME?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How is PM compliance counted?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What works offline?' })).toBeInTheDocument();
  });

  it('lists every move of the status machine with who makes it', async () => {
    renderHelp('/app/help/faq');
    const table = await screen.findByRole('table', { name: 'Every move, and who makes it' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Object.keys(TRANSITIONS).length);
    const row = (name: string) => rows.find((r) => within(r).getByRole('rowheader').textContent === name)!;
    expect(row('New')).toHaveTextContent('In Planning, Awaiting Further Review, Work Request Rejected, or Cancelled');
    expect(row('New')).toHaveTextContent(/Admins$/);
    expect(row('Daily Work Schedule')).toHaveTextContent('Admins; editors on work assigned to them (In Progress)');
    expect(row('In Progress')).toHaveTextContent('Admins; editors on work assigned to them (Work Complete)');
    expect(row('Closed')).toHaveTextContent('Nothing: the work order has ended.');
    // Exactly the editors' moves of the machine.
    const editorRows = rows.filter((r) => r.textContent?.includes('editors on work'));
    const editorFrom = Object.entries(TRANSITIONS).filter(([from, to]) =>
      to.some((next) => canMove(from as keyof typeof TRANSITIONS, next, 'editor')),
    );
    expect(editorRows).toHaveLength(editorFrom.length);
  });

  it('gives the RIME weights and the ageing of the code', async () => {
    renderHelp('/app/help/faq');
    const table = await screen.findByRole('table', { name: 'Work type weights' });
    const weights = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [/\((.+)\)/.exec(r.textContent ?? '')![1], Number(within(r).getByRole('cell').textContent)]);
    expect(Object.fromEntries(weights)).toEqual(WORK_TYPES);
    expect(weights.map(([, w]) => w)).toEqual([...weights.map(([, w]) => w)].sort((a, b) => Number(b) - Number(a)));
    expect(AGEING_POINTS_PER_WEEK).toBe(1);
    expect(
      screen.getByText(
        'The queues rank work by RIME plus one point for each week it has waited, counted by the hour and with no ceiling.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/a breakdown \(weight 8\) on equipment of criticality 7 has RIME 56\./),
    ).toBeInTheDocument();
  });

  it('explains PM compliance with its formula, and the delay codes and permits of the code', async () => {
    renderHelp('/app/help/faq');
    expect(
      await screen.findByText('PM compliance = on time ÷ (on time + late + missed + overdue)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Missed: Cancelled or Work Request Rejected.')).toBeInTheDocument();
    const delays = screen.getByRole('region', { name: 'Delay codes and permits' });
    expect(within(delays).getByText('1A–1F: Permits and safety')).toBeInTheDocument();
    expect(within(delays).getByText('7A–7D: Environment')).toBeInTheDocument();
    expect(
      within(delays).getByText(/HWP-FM, HWP-CM, HWP-FG, CWP, CSE, ELCT, SPC-HC, SPC-RM, SPC-DC, SPC-EV/),
    ).toBeInTheDocument();
  });

  it('focuses the section the address names, and another one chosen from the contents', async () => {
    renderHelp('/app/help/faq#rime');
    const heading = await screen.findByRole('heading', { level: 2, name: 'What is RIME?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    const contents = screen.getByRole('navigation', { name: 'Questions' });
    await userEvent.click(within(contents).getByRole('link', { name: 'What works offline?' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'What works offline?' })).toHaveFocus());
  });

  it('speaks Spanish', async () => {
    renderHelp('/app/help/faq#pm-compliance', { locale: 'es' });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '¿Cómo se cuenta el cumplimiento del preventivo?',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByText('Perdida: Cancelada o Solicitud rechazada.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Todos los cambios, y quién los hace' })).toBeInTheDocument();
  });
});

describe('HelpLink', () => {
  it('is a labelled link to its FAQ section', async () => {
    renderHelp('/app/work/queues');
    const link = screen.getByRole('link', { name: 'What is RIME?' });
    expect(link).toHaveAttribute('href', '/app/help/faq#rime');
    await userEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 2, name: 'What is RIME?' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('points only at topics the FAQ has (every use in the app)', () => {
    const src = path.resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : [],
      );
    const used = files(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<HelpLink\s[^>]*topic="([^"]+)"/g)].map((m) => [
        path.relative(src, file),
        m[1],
      ]),
    );
    const places = new Set(used.map(([file]) => file));
    // The pages the help explains link to it.
    for (const page of [
      'features/work/pages/QueuePage.tsx',
      'features/work/pages/OrderPage.tsx',
      'features/plans/pages/PlansListPage.tsx',
      'features/dashboard/pages/KpiTiles.tsx',
      'features/sync/SyncCentre.tsx',
    ]) {
      expect(places, page).toContain(page);
    }
    for (const [file, topic] of used) expect(HELP_TOPICS, `${file}: ${topic}`).toContain(topic);
  });
});
