// The demo screens as a user meets them, with the simulated server answering when the test says.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { initialSettings } from '../settings/settingsSlice';
import * as api from './demoApi';
import { CONTACTS, CONVERSATIONS, SURVEY_DETAILS, SURVEY_ITEMS, TODO_ITEMS } from './demoData';
import DemoRoutes from './DemoRoutes';

vi.mock('./demoApi', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  const clone = <T,>(v: T) => Promise.resolve(structuredClone(v));
  return {
    ...actual,
    fetchTodoItems: vi.fn(() => clone(TODO_ITEMS)),
    fetchSurveyItems: vi.fn(() => clone(SURVEY_ITEMS)),
    fetchSurveyDetail: vi.fn((id: number) => clone(SURVEY_DETAILS.find((s) => s.id === id)!)),
    fetchContacts: vi.fn(() => clone({ contacts: CONTACTS, currentUser: CONTACTS[0] })),
    fetchConversations: vi.fn((id: number) => clone(CONVERSATIONS.filter((c) => c.users.includes(id)))),
    saveDemoItem: vi.fn(<T,>(item: T) => clone(item)),
  };
});

afterEach(() => vi.clearAllMocks());

const open = (path: string, locale: 'en' | 'es' = 'en') =>
  renderWithProviders(<DemoRoutes />, {
    route: path,
    preloadedState: { settings: initialSettings({ locale }) },
  });

const items = () => within(screen.getByRole('list', { name: 'Todo list' })).getAllByRole('listitem');

describe('todo list screen', () => {
  it('shows the loading state while the server answers', async () => {
    let answer!: (v: typeof TODO_ITEMS) => void;
    vi.mocked(api.fetchTodoItems).mockReturnValueOnce(new Promise((r) => (answer = r)));
    open('/todo');
    expect(await screen.findByText('Loading the sample data…')).toBeInTheDocument();
    answer(structuredClone(TODO_ITEMS));
    expect(await screen.findByRole('list', { name: 'Todo list' })).toBeInTheDocument();
    expect(items()).toHaveLength(TODO_ITEMS.length);
  });

  it('shows the error and loads again on retry', async () => {
    vi.mocked(api.fetchTodoItems).mockRejectedValueOnce(new Error('Server on fire'));
    open('/todo');
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded: Server on fire');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Todo list' })).toBeInTheDocument();
  });

  it('searches, filters and orders, and clearing brings everything back', async () => {
    open('/todo');
    await screen.findByRole('list', { name: 'Todo list' });
    await userEvent.type(screen.getByLabelText('Search'), 'crane');
    expect(items().map((li) => li.textContent)).toEqual([expect.stringContaining('Book the crane inspection')]);
    await userEvent.clear(screen.getByLabelText('Search'));
    expect(items()).toHaveLength(TODO_ITEMS.length);

    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'label:PERSONAL');
    expect(items()).toHaveLength(TODO_ITEMS.filter((i) => i.label === 'PERSONAL').length);
    await userEvent.selectOptions(screen.getByLabelText('Filter'), '');
    expect(items()).toHaveLength(TODO_ITEMS.length);

    await userEvent.selectOptions(screen.getByLabelText('Order by'), 'title');
    const titles = items().map((li) => li.querySelector('.fw-semibold')!.textContent);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('offers to clear a search that finds nothing', async () => {
    open('/todo');
    await screen.findByRole('list', { name: 'Todo list' });
    await userEvent.type(screen.getByLabelText('Search'), 'zeppelin');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(items()).toHaveLength(TODO_ITEMS.length);
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('selects items one by one and all at once', async () => {
    open('/todo');
    await screen.findByRole('list', { name: 'Todo list' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Book the crane inspection' }));
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText(new RegExp(`${TODO_ITEMS.length} selected`))).toBeInTheDocument();
  });

  it('adds an item, refusing one without a title', async () => {
    open('/todo');
    await screen.findByRole('list', { name: 'Todo list' });
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Detail'), 'Before Friday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Detail')).toHaveValue('Before Friday');
    expect(api.saveDemoItem).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Grease the hoist');
    await userEvent.selectOptions(within(dialog).getByLabelText('Label'), 'PERSONAL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(items()).toHaveLength(TODO_ITEMS.length + 1);
    // Dated today, so the newest: first in the default order.
    expect(items()[0]).toHaveTextContent('Grease the hoist');
    expect(items()[0]).toHaveTextContent('Personal');
  });

  it('speaks Spanish', async () => {
    open('/todo', 'es');
    expect(await screen.findByRole('heading', { name: 'Lista de tareas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toBeInTheDocument();
    expect((await screen.findAllByText('Pendiente')).length).toBeGreaterThan(0);
  });
});

describe('survey screens', () => {
  it('lists surveys and opens one', async () => {
    open('/survey');
    await userEvent.click(await screen.findByRole('link', { name: 'Open the survey Workshop lighting' }));
    expect(await screen.findByRole('heading', { name: 'Workshop lighting' })).toBeInTheDocument();
    expect(screen.getByText('4 questions')).toBeInTheDocument();
    expect(screen.getByText('Text answer')).toBeInTheDocument();
    expect(screen.getAllByText('Single choice')).toHaveLength(2);
    expect(screen.getByText('Multiple choice')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the surveys' }));
    expect(await screen.findByRole('heading', { name: 'Surveys' })).toBeInTheDocument();
  });

  it('deletes a question', async () => {
    open('/survey/3');
    await screen.findByRole('heading', { name: 'Mobile work-order app wishes' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the question Rating' }));
    expect(screen.queryByRole('heading', { name: 'Rating' })).not.toBeInTheDocument();
    expect(screen.getByText('3 questions')).toBeInTheDocument();
  });
});

describe('chat screen', () => {
  it('searches contacts, opens a conversation and sends a message', async () => {
    open('/chat');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search contacts by name' }), 'mar');
    const contacts = screen.getByRole('list', { name: 'Contacts' });
    expect(
      within(contacts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Marta Reyes')]);
    await userEvent.click(within(contacts).getByRole('button', { name: /Marta Reyes/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with Marta Reyes' });
    expect(await within(conversation).findByText(/Pump P-101 is vibrating again/)).toBeInTheDocument();
    await userEvent.type(within(conversation).getByLabelText('Message to Marta Reyes'), 'Bearing replaced{Enter}');
    expect(within(conversation).getByText('Bearing replaced')).toBeInTheDocument();
    expect(within(conversation).getByLabelText('Message to Marta Reyes')).toHaveValue('');
  });

  it('starts a new chat with a contact without one', async () => {
    open('/chat');
    await userEvent.click(await screen.findByRole('button', { name: /Yusuf Demir/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with Yusuf Demir' });
    expect(await within(conversation).findByText('No messages with Yusuf Demir yet.')).toBeInTheDocument();
    await userEvent.click(within(conversation).getByRole('button', { name: 'Start a chat' }));
    expect(within(conversation).queryByText('No messages with Yusuf Demir yet.')).not.toBeInTheDocument();
  });
});
