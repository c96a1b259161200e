import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchConversations, fetchSurveyDetail, fetchTodoItems, MAX_DELAY_MS, MIN_DELAY_MS } from './demoApi';
import { TODO_ITEMS } from './demoData';

describe('simulated demo server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers no sooner than 0.5 s and no later than 2 s', async () => {
    let answered = false;
    const answer = fetchTodoItems().then((items) => {
      answered = true;
      return items;
    });
    await vi.advanceTimersByTimeAsync(MIN_DELAY_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS - MIN_DELAY_MS + 1);
    expect(await answer).toEqual(TODO_ITEMS);
  });

  it('hands out copies, so a change on screen never alters the sample data', async () => {
    const answer = fetchTodoItems();
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS);
    const items = await answer;
    items[0].title = 'changed';
    expect(TODO_ITEMS[0].title).not.toBe('changed');
  });

  it('fails for a survey that does not exist', async () => {
    const answer = fetchSurveyDetail(99);
    const assertion = expect(answer).rejects.toThrow('Survey 99 does not exist');
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS);
    await assertion;
  });

  it('gives the conversations that include a contact', async () => {
    const answer = fetchConversations(5);
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS);
    expect((await answer).map((c) => c.users)).toEqual([[1, 5]]);
  });
});
