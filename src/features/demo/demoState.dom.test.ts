// The demo slices and sagas run whole in a real store; the simulated server answers at once
// (its delay is tested on its own), or fails, as each test needs.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectFeature } from '../../store/featureRegistry';
import { makeStore } from '../../app/store';
import { formatDate, parseDate } from '../../lib/date';
import { searchContacts } from './chatLogic';
import { chatActions, selectChat } from './chatSlice';
import { demoFeature } from './demoSaga';
import * as api from './demoApi';
import { CONTACTS, CONVERSATIONS, SURVEY_DETAILS, SURVEY_ITEMS, TODO_ITEMS } from './demoData';
import { selectSurveyDetail, surveyDetailActions } from './surveyDetailSlice';
import { selectSurveyList, surveyListActions } from './surveyListSlice';
import { selectTodo, todoActions, todoList } from './todoSlice';

vi.mock('./demoApi', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  const clone = <T>(v: T) => Promise.resolve(structuredClone(v));
  return {
    ...actual,
    fetchTodoItems: vi.fn(() => clone(TODO_ITEMS)),
    fetchSurveyItems: vi.fn(() => clone(SURVEY_ITEMS)),
    fetchSurveyDetail: vi.fn((id: number) => {
      const found = SURVEY_DETAILS.find((s) => s.id === id);
      return found ? clone(found) : Promise.reject(new Error(`Survey ${id} does not exist`));
    }),
    fetchContacts: vi.fn(() => clone({ contacts: CONTACTS, currentUser: CONTACTS[0] })),
    fetchConversations: vi.fn((id: number) => clone(CONVERSATIONS.filter((c) => c.users.includes(id)))),
    saveDemoItem: vi.fn(<T>(item: T) => clone(item)),
  };
});

afterEach(() => vi.clearAllMocks());

function demoStore() {
  const store = makeStore();
  injectFeature(store, demoFeature);
  return store;
}

describe('simulated server', () => {
  it('answers after 0.5 to 2 seconds', async () => {
    const { simulatedDelay, MIN_DELAY_MS, MAX_DELAY_MS } = await vi.importActual<typeof api>('./demoApi');
    expect(simulatedDelay(() => 0)).toBe(MIN_DELAY_MS);
    expect(simulatedDelay(() => 0.9999)).toBeLessThanOrEqual(MAX_DELAY_MS);
    expect([MIN_DELAY_MS, MAX_DELAY_MS]).toEqual([500, 2000]);
  });
});

describe('todo list state', () => {
  it('loads the list: get-list, then success', async () => {
    const store = demoStore();
    store.dispatch(todoActions.getList());
    expect(selectTodo(store.getState()).loading).toBe(true);
    await waitFor(() => expect(selectTodo(store.getState()).loaded).toBe(true));
    expect(selectTodo(store.getState())).toMatchObject({ loading: false, error: null });
    expect(selectTodo(store.getState()).allItems).toHaveLength(TODO_ITEMS.length);
  });

  it('stores the error text when the loader fails', async () => {
    vi.mocked(api.fetchTodoItems).mockRejectedValueOnce(new Error('Server on fire'));
    const store = demoStore();
    store.dispatch(todoActions.getList());
    await waitFor(() => expect(selectTodo(store.getState()).error).toBe('Server on fire'));
    expect(selectTodo(store.getState()).loading).toBe(false);
  });

  it('filters, orders, searches and restores the full list', async () => {
    const store = demoStore();
    store.dispatch(todoActions.getList());
    await waitFor(() => expect(selectTodo(store.getState()).loaded).toBe(true));
    const visible = () => todoList.selectShown(store.getState());

    store.dispatch(todoActions.getListWithFilter({ column: 'status', value: 'COMPLETED' }));
    expect(visible().map((i) => i.id)).toEqual([10, 8, 4, 2]); // newest first (the data window)
    store.dispatch(todoActions.getListWithFilter(null));
    expect(visible()).toHaveLength(TODO_ITEMS.length);

    // Newest first is not title order, so the ordered list must differ from it.
    const time = (i: { createDate: string }) => parseDate(i.createDate)!.getTime();
    const titles = [...TODO_ITEMS].sort((a, b) => time(b) - time(a)).map((i) => i.title);
    const byTitle = [...titles].sort((a, b) => a.localeCompare(b));
    expect(visible().map((i) => i.title)).toEqual(titles);
    expect(titles).not.toEqual(byTitle);
    store.dispatch(todoActions.getListWithOrder('title'));
    expect(visible().map((i) => i.title)).toEqual(byTitle);

    store.dispatch(todoActions.getListSearch('BOOTS'));
    expect(visible().map((i) => i.id)).toEqual([11]);
    store.dispatch(todoActions.getListSearch(''));
    expect(visible()).toHaveLength(TODO_ITEMS.length);
  });

  it('adds an item with a new id, today as its date and its label colour', async () => {
    const store = demoStore();
    store.dispatch(todoActions.getList());
    await waitFor(() => expect(selectTodo(store.getState()).loaded).toBe(true));
    store.dispatch(
      todoActions.addItem({
        title: 'Grease the hoist',
        detail: 'Weekly',
        category: 'Sass',
        label: 'PERSONAL',
        status: 'PENDING',
      }),
    );
    expect(selectTodo(store.getState()).adding).toBe(true);
    await waitFor(() => expect(selectTodo(store.getState()).adding).toBe(false));
    expect(selectTodo(store.getState()).allItems.at(-1)).toEqual({
      id: 13,
      title: 'Grease the hoist',
      detail: 'Weekly',
      category: 'Sass',
      label: 'PERSONAL',
      labelColor: 'info',
      status: 'PENDING',
      createDate: formatDate(new Date()),
    });
  });

  it('keeps the selected items', () => {
    const store = demoStore();
    store.dispatch(todoActions.selectedItemsChange([2, 5]));
    expect(selectTodo(store.getState()).selectedItems).toEqual([2, 5]);
  });
});

describe('survey state', () => {
  it('loads the survey list with its own statuses', async () => {
    const store = demoStore();
    store.dispatch(surveyListActions.getList());
    await waitFor(() => expect(selectSurveyList(store.getState()).loaded).toBe(true));
    expect(new Set(selectSurveyList(store.getState()).allItems.map((s) => s.status))).toEqual(
      new Set(['ACTIVE', 'COMPLETED']),
    );
  });

  it('loads a survey and deletes a question from it', async () => {
    const store = demoStore();
    store.dispatch(surveyDetailActions.getSurvey(2));
    await waitFor(() => expect(selectSurveyDetail(store.getState()).survey?.id).toBe(2));
    const survey = selectSurveyDetail(store.getState()).survey!;
    store.dispatch(surveyDetailActions.deleteQuestion({ questionId: 2, survey }));
    expect(selectSurveyDetail(store.getState()).survey!.questions.map((q) => q.id)).toEqual([1, 3, 4]);
  });

  it('reports a survey that does not exist', async () => {
    const store = demoStore();
    store.dispatch(surveyDetailActions.getSurvey(99));
    await waitFor(() => expect(selectSurveyDetail(store.getState()).error).toBe('Survey 99 does not exist'));
  });
});

describe('chat state', () => {
  it('loads contacts with the current user', async () => {
    const store = demoStore();
    store.dispatch(chatActions.getContacts());
    await waitFor(() => expect(selectChat(store.getState()).currentUser?.id).toBe(0));
    expect(selectChat(store.getState()).contacts).toHaveLength(CONTACTS.length);
  });

  it('loads the conversations that include the selected contact', async () => {
    const store = demoStore();
    store.dispatch(chatActions.getConversations(1));
    await waitFor(() => expect(selectChat(store.getState()).loadingConversations).toBe(false));
    const { conversations, selectedUser } = selectChat(store.getState());
    expect(selectedUser).toBe(1);
    expect(conversations.map((c) => c.id)).toEqual([1, 4]);
  });

  it('sends a message and starts a new chat', async () => {
    const store = demoStore();
    store.dispatch(chatActions.getConversations(2));
    await waitFor(() => expect(selectChat(store.getState()).loadingConversations).toBe(false));
    store.dispatch(
      chatActions.addMessageToConversation({
        currentUserId: 0,
        selectedUserId: 2,
        message: 'Thanks Tom',
        allConversations: selectChat(store.getState()).conversations,
      }),
    );
    expect(selectChat(store.getState()).conversations[0].messages.at(-1)?.text).toBe('Thanks Tom');

    store.dispatch(chatActions.getConversations(6));
    await waitFor(() => expect(selectChat(store.getState()).selectedUser).toBe(6));
    await waitFor(() => expect(selectChat(store.getState()).loadingConversations).toBe(false));
    store.dispatch(
      chatActions.createConversation({
        currentUserId: 0,
        selectedUserId: 6,
        allConversations: selectChat(store.getState()).conversations,
      }),
    );
    expect(selectChat(store.getState()).conversations[0]).toMatchObject({
      users: [0, 6],
      lastMessageTime: '-',
      messages: [],
    });
  });

  it('searches contacts by name, ignoring case, and lists them all again when cleared', async () => {
    const store = demoStore();
    store.dispatch(chatActions.getContacts());
    await waitFor(() => expect(selectChat(store.getState()).contacts).toHaveLength(CONTACTS.length));
    // What the chat page lists: the contacts that match the stored keyword.
    const listed = () => {
      const { contacts, searchKeyword } = selectChat(store.getState());
      return searchContacts(contacts, searchKeyword).map((c) => c.name);
    };
    store.dispatch(chatActions.searchContact('PRI'));
    expect(listed()).toEqual(['Priya Nair']);
    store.dispatch(chatActions.searchContact(' a '));
    expect(listed()).toEqual(['Marta Reyes', 'Priya Nair', 'Lars Holm', 'Ana Costa']);
    store.dispatch(chatActions.searchContact('zeppelin'));
    expect(listed()).toEqual([]);
    store.dispatch(chatActions.searchContact(''));
    expect(listed()).toEqual(CONTACTS.map((c) => c.name));
  });
});
