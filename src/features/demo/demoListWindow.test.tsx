// The data filter narrowing the demo lists, as a user sees it: fewer rows, a line naming the
// range and limit, and "Load more" revealing the rest of the range.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOfDay, formatDate, startOfDay } from '../../lib/date';
import { renderWithProviders } from '../../testing/render';
import type { DataFilter } from '../settings/dataFilter';
import { initialSettings } from '../settings/settingsSlice';
import type * as api from './demoApi';
import { SURVEY_ITEMS, TODO_ITEMS } from './demoData';
import DemoRoutes from './DemoRoutes';

/** The paragraph that says this, its dates and numbers in elements of their own (<bdi>). */
const sentence = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.startsWith(text) === true;

vi.mock('./demoApi', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  const clone = <T,>(v: T) => Promise.resolve(structuredClone(v));
  return {
    ...actual,
    fetchTodoItems: vi.fn(() => clone(TODO_ITEMS)),
    fetchSurveyItems: vi.fn(() => clone(SURVEY_ITEMS)),
    saveDemoItem: vi.fn(<T,>(item: T) => clone(item)),
  };
});

afterEach(() => vi.clearAllMocks());

const daysAgo = (days: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
};

/** The last two weeks, three items at a time: the sample todo items dated 14 to 3 days ago. */
const TWO_WEEKS: DataFilter = {
  fromDate: startOfDay(daysAgo(14)).toISOString(),
  toDate: endOfDay(new Date()).toISOString(),
  dataLimit: 3,
};

const open = (path: string, dataFilter?: DataFilter, locale: 'en' | 'es' = 'en') =>
  renderWithProviders(<DemoRoutes />, {
    route: path,
    preloadedState: { settings: initialSettings(dataFilter ? { dataFilter, locale } : { locale }) },
  });

const titlesIn = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.fw-semibold')!.textContent);

describe('demo lists under the data filter', () => {
  it('shows only the newest items of a narrower range, and "Load more" reveals the rest', async () => {
    open('/todo', TWO_WEEKS);
    expect(await titlesIn('Todo list')).toEqual([
      'Offline banner component',
      'Order safety boots',
      'Dark theme contrast check',
    ]);
    expect(
      screen.getByText(
        sentence(`Items dated ${formatDate(daysAgo(14))} to ${formatDate(new Date())}, newest first, 3 at a time.`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the data filter' })).toHaveAttribute(
      'href',
      '/app/settings/data-filter',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await titlesIn('Todo list')).toEqual([
      'Offline banner component',
      'Order safety boots',
      'Dark theme contrast check',
      'Grid for the shift handover sheet',
      'Renew the first-aid certificate',
      'Hooks for the delay-code picker',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await titlesIn('Todo list')).toHaveLength(7);
    expect(await titlesIn('Todo list')).toContain('Mixins for the permit badges');
    // The range holds no more: older items stay out and the button goes away.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText('Book the crane inspection')).not.toBeInTheDocument();
  });

  it('searches and orders within the window, and clearing restores the window', async () => {
    open('/todo', TWO_WEEKS);
    await titlesIn('Todo list');
    // 'Book the crane inspection' exists, but is older than the range.
    await userEvent.type(screen.getByLabelText('Search'), 'crane');
    expect(screen.getByText('Nothing matches. Clear the search or the filter to see everything.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await titlesIn('Todo list')).toHaveLength(3);

    await userEvent.selectOptions(screen.getByLabelText('Order by'), 'title');
    expect(await titlesIn('Todo list')).toEqual([
      'Dark theme contrast check',
      'Offline banner component',
      'Order safety boots',
    ]);
  });

  it('leaves out the surveys older than the default month', async () => {
    open('/survey');
    expect(await titlesIn('Surveys')).toEqual([
      'Report builder feedback',
      'Vibration sensor pilot',
      'Planning meeting format',
      'Workshop lighting',
    ]);
    expect(screen.queryByText('Tool crib satisfaction')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing is dated inside the range', async () => {
    open('/todo', { ...TWO_WEEKS, fromDate: startOfDay(daysAgo(1)).toISOString() });
    expect(
      await screen.findByText('Nothing is dated inside the data filter. Widen it to see more.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Todo list' })).not.toBeInTheDocument();
  });

  it('tells the range in Spanish', async () => {
    open('/todo', { ...TWO_WEEKS, dataLimit: 20 }, 'es');
    expect(
      await screen.findByText(
        sentence(
          `Elementos con fecha del ${formatDate(daysAgo(14))} al ${formatDate(new Date())}, los más recientes primero, 20 cada vez.`,
        ),
      ),
    ).toBeInTheDocument();
  });
});
