import { describe, expect, it } from 'vitest';
import { appendMessage, clockTime, findConversation, searchContacts, startConversation } from './chatLogic';
import { CONTACTS, CONVERSATIONS } from './demoData';

describe('chat logic', () => {
  it('appends a message and moves its conversation to the top', () => {
    const result = appendMessage(
      { currentUserId: 0, selectedUserId: 3, message: '  Permit received, thanks  ', allConversations: CONVERSATIONS },
      '09:15',
    );
    expect(result[0].users).toEqual([0, 3]);
    expect(result[0].lastMessageTime).toBe('09:15');
    expect(result[0].messages.at(-1)).toEqual({ sender: 0, time: '09:15', text: 'Permit received, thanks' });
    expect(result).toHaveLength(CONVERSATIONS.length);
    expect(CONVERSATIONS.find((c) => c.id === 3)!.messages).toHaveLength(1);
  });

  it('ignores an empty message', () => {
    expect(
      appendMessage({ currentUserId: 0, selectedUserId: 1, message: '  ', allConversations: CONVERSATIONS }, '09:00'),
    ).toBe(CONVERSATIONS);
  });

  it("starts an empty conversation with lastMessageTime '-' at the top", () => {
    const result = startConversation({ currentUserId: 0, selectedUserId: 6, allConversations: CONVERSATIONS });
    expect(result[0]).toEqual({ id: 5, users: [0, 6], lastMessageTime: '-', messages: [] });
    expect(result.slice(1)).toEqual(CONVERSATIONS);
  });

  it('does not start a second conversation between the same two people', () => {
    expect(startConversation({ currentUserId: 0, selectedUserId: 1, allConversations: CONVERSATIONS })).toBe(
      CONVERSATIONS,
    );
  });

  it('sends the first message of a new chat', () => {
    const result = appendMessage(
      { currentUserId: 0, selectedUserId: 6, message: 'Hello', allConversations: CONVERSATIONS },
      '10:00',
    );
    expect(findConversation(result, 0, 6)).toMatchObject({ lastMessageTime: '10:00', messages: [{ text: 'Hello' }] });
    expect(result[0].users).toEqual([0, 6]);
  });

  it('searches contacts by name, ignoring case', () => {
    expect(searchContacts(CONTACTS, 'tom').map((c) => c.name)).toEqual(['Tom Becker']);
    expect(searchContacts(CONTACTS, '')).toBe(CONTACTS);
    expect(searchContacts(CONTACTS, 'zzz')).toEqual([]);
  });

  it('writes times as hh:mm', () => {
    expect(clockTime(new Date(2026, 10, 23, 7, 5))).toBe('07:05');
  });
});
