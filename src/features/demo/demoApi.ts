// The demo apps' "server": local sample data answered after a simulated delay of 0.5 to 2 s
// (spec §1, §7). Never Firestore. Each call hands out copies, as a server would.
import { CHAT_CURRENT_USER_ID, CONTACTS, CONVERSATIONS, SURVEY_DETAILS, SURVEY_ITEMS, TODO_ITEMS } from './demoData';
import type { Contact, Conversation, SurveyDetail, SurveyListItem, TodoItem } from './demoTypes';

export const MIN_DELAY_MS = 500;
export const MAX_DELAY_MS = 2000;

/** A delay between 0.5 and 2 seconds. */
export function simulatedDelay(random: () => number = Math.random): number {
  return MIN_DELAY_MS + Math.round(random() * (MAX_DELAY_MS - MIN_DELAY_MS));
}

function later<T>(answer: () => T): Promise<T> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(structuredClone(answer()));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, simulatedDelay()),
  );
}

export const fetchTodoItems = (): Promise<TodoItem[]> => later(() => TODO_ITEMS);
export const fetchSurveyItems = (): Promise<SurveyListItem[]> => later(() => SURVEY_ITEMS);

export function fetchSurveyDetail(id: number): Promise<SurveyDetail> {
  return later(() => {
    const survey = SURVEY_DETAILS.find((s) => s.id === id);
    if (!survey) throw new Error(`Survey ${id} does not exist`);
    return survey;
  });
}

export const fetchContacts = (): Promise<{ contacts: Contact[]; currentUser: Contact }> =>
  later(() => ({ contacts: CONTACTS, currentUser: CONTACTS.find((c) => c.id === CHAT_CURRENT_USER_ID)! }));

/** The conversations that include the contact. */
export const fetchConversations = (contactId: number): Promise<Conversation[]> =>
  later(() => CONVERSATIONS.filter((c) => c.users.includes(contactId)));

/** Saving a new list item: answered after the same delay. */
export const saveDemoItem = <T>(created: T): Promise<T> => later(() => created);
