import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as familiesApi from '../../api/families';
import * as timelineApi from '../../api/timeline';
import { makeFamily, makePhoto } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import TimelinePage from './TimelinePage';

vi.mock('../../api/families', () => ({ listFamilies: vi.fn() }));
vi.mock('../../api/timeline', () => ({ getTimeline: vi.fn(), getDecades: vi.fn() }));
// The person filter reads the family's people: none here (a plain function, left alone by resetAllMocks).
vi.mock('../../api/people', () => ({ listPeople: () => Promise.resolve([]) }));

const getTimeline = vi.mocked(timelineApi.getTimeline);

describe('TimelinePage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(familiesApi.listFamilies).mockResolvedValue([
      makeFamily({ id: 1, name: 'Smiths' }),
      makeFamily({ id: 2, name: 'Joneses' }),
    ]);
    getTimeline.mockResolvedValue({
      photos: [
        { ...makePhoto(1, { taken_date: '2021-07-04T12:00:00' }), family: { id: 1, name: 'Smiths' } },
        { ...makePhoto(2, { taken_date: null, upload_date: '2019-03-02T12:00:00Z' }), family: { id: 2, name: 'Joneses' } },
      ],
      pagination: { page: 1, per_page: 20, has_next: false },
    });
  });

  it('loads 20 a page for every family, newest first, under decade and date headers (an undated photo under Undated)', async () => {
    vi.mocked(timelineApi.getDecades).mockResolvedValue([{ decade: 2020, count: 2 }]);
    renderWithApp(<TimelinePage />);
    expect(screen.getByRole('heading', { name: 'Family Timeline' })).toBeInTheDocument();
    await waitFor(() => expect(getTimeline).toHaveBeenCalledWith([1, 2], 1, 20, 'desc', []));
    expect(await screen.findByRole('heading', { name: '2020s' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'July 2021' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Undated' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('2 photos')).toBeInTheDocument();
    expect(screen.getAllByText('Joneses').length).toBeGreaterThan(0);
  });

  it('switches to oldest first and to the grid view', async () => {
    renderWithApp(<TimelinePage />);
    await screen.findByRole('heading', { name: 'July 2021' });
    fireEvent.click(screen.getByText('Oldest First'));
    await waitFor(() => expect(getTimeline).toHaveBeenLastCalledWith([1, 2], 1, 20, 'asc', []));
    fireEvent.click(screen.getByText('Grid'));
    expect(await screen.findByRole('heading', { name: 'July 2021' })).toBeInTheDocument();
    expect(document.querySelector('.ant-timeline')).toBeNull();
  });

  it('filters families, with Select All', async () => {
    renderWithApp(<TimelinePage />);
    await screen.findByRole('heading', { name: 'July 2021' });
    fireEvent.click(screen.getByRole('button', { name: /^Filter families/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Joneses' }));
    await waitFor(() => expect(getTimeline).toHaveBeenLastCalledWith([1], 1, 20, 'desc', []));

    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('button', { name: /^Filter families/ })).toHaveTextContent('Families (1/2)');
    fireEvent.click(selectAll);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Joneses' })).toBeChecked());
    expect(screen.getByRole('button', { name: /^Filter families/ })).toHaveTextContent('Families (2/2)');
    const calls = getTimeline.mock.calls.length;
    fireEvent.click(selectAll);
    expect(await screen.findByText('No photos found')).toBeInTheDocument();
    expect(getTimeline).toHaveBeenCalledTimes(calls);
  });

  it("shows 'Failed to load photos' when the timeline fails", async () => {
    getTimeline.mockRejectedValue(new Error('down'));
    renderWithApp(<TimelinePage />);
    expect(await screen.findByText('Failed to load photos')).toBeInTheDocument();
  });

  it('names the family on each card only to someone in several families', async () => {
    vi.mocked(familiesApi.listFamilies).mockResolvedValue([makeFamily({ id: 1, name: 'Smiths' })]);
    getTimeline.mockResolvedValue({
      photos: [{ ...makePhoto(1, { taken_date: '2021-07-04T12:00:00' }), family: { id: 1, name: 'Smiths' } }],
      pagination: { page: 1, per_page: 20, has_next: false },
    });
    renderWithApp(<TimelinePage />);
    await screen.findByRole('heading', { name: 'July 2021' });
    expect(screen.queryByText('Smiths')).not.toBeInTheDocument();
  });
});
