import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import * as timelineApi from '../../api/timeline';
import { makeMemoryYear, makeOnThisDayPage, makePhotos } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import { makePerson } from '../people/people.test-support';
import OnThisDayPage from './OnThisDayPage';

vi.mock('../../api/timeline', () => ({ getOnThisDay: vi.fn() }));

const getOnThisDay = vi.mocked(timelineApi.getOnThisDay);
const renderPage = () => renderWithApp(<OnThisDayPage />, { path: '/on-this-day', route: '/on-this-day' });
/** The card of a year, found by its heading. */
const yearCard = (year: number) => screen.getByRole('heading', { name: String(year) }).closest('.ant-card') as HTMLElement;

describe('OnThisDayPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it("shows each year's count from photo_count, and a year running on into the next page in one card", async () => {
    const birthdays = [{ person: makePerson(1, { name: 'Grandpa' }), age: 90 }];
    getOnThisDay.mockImplementation(async (_date, page) =>
      page === 1
        ? makeOnThisDayPage([makeMemoryYear(2020, makePhotos(1, 1)), makeMemoryYear(2019, makePhotos(2, 2), { count: 3 })], { hasNext: true, count: 5, birthdays })
        : makeOnThisDayPage([makeMemoryYear(2019, makePhotos(4, 1), { count: 3 }), makeMemoryYear(2015, makePhotos(5, 1))], { page: 2, count: 5, birthdays }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: '2019' })).toBeInTheDocument();
    // The year's count is all of its photos, before the page holding the last of them is loaded.
    expect(within(yearCard(2019)).getByText('3 photos')).toBeInTheDocument();
    expect(within(yearCard(2019)).getByText('5 years ago')).toBeInTheDocument();
    expect(within(yearCard(2019)).getAllByRole('listitem')).toHaveLength(2);
    expect(within(yearCard(2020)).getByText('1 photo')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Open Grandpa' })).toBeInTheDocument();
    expect(getOnThisDay).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 1, 24);

    fireEvent.click(screen.getByRole('button', { name: 'Load More Memories' }));
    expect(await screen.findByRole('heading', { name: '2015' })).toBeInTheDocument();
    expect(getOnThisDay).toHaveBeenLastCalledWith(expect.any(String), 2, 24);
    expect(screen.getAllByRole('heading', { name: '2019' })).toHaveLength(1);
    expect(within(yearCard(2019)).getAllByRole('listitem')).toHaveLength(3);
    expect(within(yearCard(2019)).getByText('3 photos')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: 'Open Grandpa' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load More Memories' })).not.toBeInTheDocument();
  });

  it('says when the day has no photos of earlier years', async () => {
    getOnThisDay.mockResolvedValue(makeOnThisDayPage([]));
    renderPage();
    expect(await screen.findByText('No Memories on This Day Yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Memories' })).not.toBeInTheDocument();
  });

  it('says when the memories fail to load, and loads them again on Retry', async () => {
    getOnThisDay.mockRejectedValueOnce(new ApiError(500)).mockResolvedValue(makeOnThisDayPage([makeMemoryYear(2019, makePhotos(1, 1))]));
    renderPage();
    expect(await screen.findByText('Failed to load memories')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '2019' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to load memories')).not.toBeInTheDocument());
  });
});
