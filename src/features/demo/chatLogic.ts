// Chat rules (docs/product.md §4): selecting a contact loads the conversations including it; sending a
// message appends it and moves that conversation to the top; a new chat starts empty with
// lastMessageTime '-'; contacts are searched by name.
import type { Contact, Conversation } from './demoTypes';

export interface AddMessagePayload {
  currentUserId: number;
  selectedUserId: number;
  message: string;
  allConversations: Conversation[];
}

export interface CreateConversationPayload {
  currentUserId: number;
  selectedUserId: number;
  allConversations: Conversation[];
}

const between = (c: Conversation, a: number, b: number) => c.users.includes(a) && c.users.includes(b);

export function findConversation(all: Conversation[], a: number, b: number): Conversation | undefined {
  return all.find((c) => between(c, a, b));
}

function nextId(all: Conversation[]): number {
  return all.reduce((max, c) => Math.max(max, c.id), 0) + 1;
}

/** A new, empty conversation first in the list; an existing one between the two is reused. */
export function startConversation({ currentUserId, selectedUserId, allConversations }: CreateConversationPayload) {
  if (findConversation(allConversations, currentUserId, selectedUserId)) return allConversations;
  const created: Conversation = {
    id: nextId(allConversations),
    users: [currentUserId, selectedUserId],
    lastMessageTime: '-',
    messages: [],
  };
  return [created, ...allConversations];
}

/** The message appended to the two users' conversation, which moves to the top. */
export function appendMessage(payload: AddMessagePayload, time: string): Conversation[] {
  const text = payload.message.trim();
  if (!text) return payload.allConversations;
  const all = startConversation(payload);
  const target = findConversation(all, payload.currentUserId, payload.selectedUserId)!;
  const updated: Conversation = {
    ...target,
    lastMessageTime: time,
    messages: [...target.messages, { sender: payload.currentUserId, time, text }],
  };
  return [updated, ...all.filter((c) => c.id !== target.id)];
}

export function searchContacts(contacts: Contact[], keyword: string): Contact[] {
  const needle = keyword.trim().toLowerCase();
  return needle ? contacts.filter((c) => c.name.toLowerCase().includes(needle)) : contacts;
}

/** hh:mm of a moment, the time shown on messages. */
export function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
