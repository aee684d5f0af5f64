import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as searchApi from '../../api/search';
import type { SearchResponse } from '@heirloom/contracts';
import { makePhotoHit } from './search.test-support';
import { renderWithApp } from '../../test/render';
import SearchPage from './SearchPage';

vi.mock('../../api/search', () => ({ search: vi.fn(), getSuggestions: vi.fn() }));
const search = vi.mocked(searchApi.search);
const getSuggestions = vi.mocked(searchApi.getSuggestions);

const many = <T,>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i + 1));

const smiths = { id: 1, name: 'Smiths' };
const response: SearchResponse = {
  total: 20,
  counts: { photos: 8, stories: 5, comments: 7, people: 0 },
  capped: { photos: false, stories: false, comments: false },
  results: {
    people: [],
    photos: many(8, (i) => makePhotoHit(i, { location: 'Brighton', family: smiths })),
    stories: many(5, (i) => ({ id: i, content: `Story ${i}`, created_at: '2024-01-05T10:00:00Z', author: { id: 1, name: 'Ada' }, photo: { id: i, description: null }, family: smiths })),
    comments: many(7, (i) => ({ id: i, content: `Comment ${i}`, created_at: '2024-01-05T10:00:00Z', author: { id: 2, name: 'Bob' }, photo: { id: i }, family: smiths })),
  },
};

function renderSearch(path = '/search') {
  const view = renderWithApp(<SearchPage />, { path, route: '/search' });
  const input = () => screen.getByRole('combobox', { name: 'Search photos, stories, comments' });
  const type = (value: string) => fireEvent.change(input(), { target: { value } });
  const wait = async (ms: number) => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  };
  /** After the debounce, hand back real timers so findBy* can poll. */
  const settle = async (ms: number) => {
    await wait(ms);
    vi.useRealTimers();
  };
  return { ...view, input, type, wait, settle };
}

describe('SearchPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    search.mockReset();
    getSuggestions.mockReset();
    search.mockResolvedValue(response);
    getSuggestions.mockResolvedValue([
      { text: 'Brighton', type: 'location' },
      { text: 'Beach day', type: 'photo' },
    ]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title and the placeholder', () => {
    const { input } = renderSearch();
    expect(screen.getByRole('heading', { name: 'Search Memories' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Search photos, stories, comments...');
  });

  it('does not search text under 2 characters', async () => {
    const { type, wait } = renderSearch();
    type('b');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(getSuggestions).not.toHaveBeenCalled();
  });

  it('searches 500 ms after typing stops, and suggests after 300 ms', async () => {
    const { type, wait, router } = renderSearch();
    type('be');
    await wait(200);
    type('bea');
    await wait(299);
    expect(getSuggestions).not.toHaveBeenCalled();
    await wait(1);
    expect(getSuggestions).toHaveBeenCalledWith('bea');
    await wait(199);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('bea');
    expect(router.state.location.search).toBe('?q=bea');
  });

  it('shows tabs with counts; All limits to 6 photos, 3 stories and 3 comments', async () => {
    const { settle } = renderSearch('/search?q=beach');
    await settle(500);
    expect(search).toHaveBeenCalledWith('beach');
    expect(await screen.findByRole('tab', { name: 'All (20)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Photos (8)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stories (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments (7)' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Beach \d$/ })).toHaveLength(6);
    expect(screen.getAllByText(/^Story \d$/)).toHaveLength(3);
    expect(screen.getAllByText(/Comment \d/)).toHaveLength(3);
  });

  it("says 'No results found' for a total of 0", async () => {
    search.mockResolvedValue({
      total: 0,
      counts: { photos: 0, stories: 0, comments: 0, people: 0 },
      capped: { photos: false, stories: false, comments: false },
      results: { photos: [], stories: [], comments: [], people: [] },
    });
    const { settle } = renderSearch('/search?q=zzz');
    await settle(500);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords')).toBeInTheDocument();
  });

  it('clears the text, the results and the query string', async () => {
    const { settle, input, router } = renderSearch('/search?q=beach');
    await settle(500);
    expect(await screen.findByRole('tab', { name: 'All (20)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('tab', { name: 'All (20)' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows 'Failed to search' when the search fails", async () => {
    search.mockRejectedValue(new Error('boom'));
    const { settle } = renderSearch('/search?q=beach');
    await settle(500);
    expect(await screen.findByText('Failed to search')).toBeInTheDocument();
  });
});
