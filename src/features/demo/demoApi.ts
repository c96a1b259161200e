// The demo apps' "server": local sample data answered after a simulated delay of 0.5 to 2 s
// (docs/product.md §1, §7). Never Firestore. Each call hands out copies, as a server would. The sample
// data is its own chunk, fetched with the first answer, so it is not part of the first load.
import type * as DemoData from './demoData';
import type { Contact, Conversation, SurveyDetail, SurveyListItem, TodoItem } from './demoTypes';

export const MIN_DELAY_MS = 500;
export const MAX_DELAY_MS = 2000;

/** A delay between 0.5 and 2 seconds. */
export function simulatedDelay(random: () => number = Math.random): number {
  return MIN_DELAY_MS + Math.round(random() * (MAX_DELAY_MS - MIN_DELAY_MS));
}

type SampleData = typeof DemoData;

function later<T>(answer: (data: SampleData) => T): Promise<T> {
  const delay = new Promise((resolve) => setTimeout(resolve, simulatedDelay()));
  return Promise.all([import('./demoData'), delay]).then(([data]) => structuredClone(answer(data)));
}

export const fetchTodoItems = (): Promise<TodoItem[]> => later((d) => d.TODO_ITEMS);
export const fetchSurveyItems = (): Promise<SurveyListItem[]> => later((d) => d.SURVEY_ITEMS);

export function fetchSurveyDetail(id: number): Promise<SurveyDetail> {
  return later((d) => {
    const survey = d.SURVEY_DETAILS.find((s) => s.id === id);
    if (!survey) throw new Error(`Survey ${id} does not exist`);
    return survey;
  });
}

export const fetchContacts = (): Promise<{ contacts: Contact[]; currentUser: Contact }> =>
  later((d) => ({ contacts: d.CONTACTS, currentUser: d.CONTACTS.find((c) => c.id === d.CHAT_CURRENT_USER_ID)! }));

/** The conversations that include the contact. */
export const fetchConversations = (contactId: number): Promise<Conversation[]> =>
  later((d) => d.CONVERSATIONS.filter((c) => c.users.includes(contactId)));

/** Saving a new list item: answered after the same delay. */
export const saveDemoItem = <T>(created: T): Promise<T> => later(() => created);
