import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
    await waitFor(() => expect(getTimeline).toHaveBeenCalledWith([1, 2], 1, 20, 'desc', [], null));
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
    await waitFor(() => expect(getTimeline).toHaveBeenLastCalledWith([1, 2], 1, 20, 'asc', [], null));
    fireEvent.click(screen.getByText('Grid'));
    expect(await screen.findByRole('heading', { name: 'July 2021' })).toBeInTheDocument();
    expect(document.querySelector('.ant-timeline')).toBeNull();
  });

  it('filters families, with Select All', async () => {
    renderWithApp(<TimelinePage />);
    await screen.findByRole('heading', { name: 'July 2021' });
    fireEvent.click(screen.getByRole('button', { name: /^Filter families/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Joneses' }));
    await waitFor(() => expect(getTimeline).toHaveBeenLastCalledWith([1], 1, 20, 'desc', [], null));

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

  describe('the decade jump', () => {
    /** The load-more sentinels watched (jsdom scrolls nothing): each is told it came into view. */
    const watching = new Set<IntersectionObserverCallback>();
    const seeSentinels = () => watching.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    const realObserver = window.IntersectionObserver;
    beforeAll(() => {
      window.IntersectionObserver = class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe() {
          watching.add(this.callback);
        }
        disconnect() {
          watching.delete(this.callback);
        }
      } as unknown as typeof IntersectionObserver;
    });
    afterAll(() => {
      window.IntersectionObserver = realObserver;
    });
    /** jsdom scrolls nothing and has no scrollIntoView: where the jump scrolls to. */
    const scrolled = vi.fn();
    const realScrollIntoView = Element.prototype.scrollIntoView;
    let scrolledTo: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      Element.prototype.scrollIntoView = scrolled;
      scrolledTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    });
    afterEach(() => {
      Element.prototype.scrollIntoView = realScrollIntoView;
      scrolledTo.mockRestore();
    });

    /** A photo of family 1 dated at `sortDate`. */
    const dated = (id: number, sortDate: string) => ({ ...makePhoto(id, { taken_date: sortDate, sort_date: sortDate }), family: { id: 1, name: 'Smiths' } });
    const page = (photos: ReturnType<typeof dated>[], pageNumber: number, hasNext: boolean) => ({ photos, pagination: { page: pageNumber, per_page: 20, has_next: hasNext } });

    beforeEach(() => {
      vi.mocked(timelineApi.getDecades).mockResolvedValue([
        { decade: 2020, count: 400 },
        { decade: 1980, count: 30 },
        { decade: 1950, count: 5 },
      ]);
      // From the newest photo, the 2020s fill many pages; from a day, the photos on or before (after, oldest first) it.
      getTimeline.mockImplementation(async (_families, pageNumber, _perPage, order, _people, from) => {
        if (from === '1989-12-31') return pageNumber === 1 ? page([dated(80, '1989-05-01T10:00:00'), dated(81, '1984-02-01T10:00:00')], 1, true) : page([dated(50, '1955-01-01T10:00:00')], 2, false);
        if (from === '1980-01-01') return page([dated(81, '1984-02-01T10:00:00'), dated(80, '1989-05-01T10:00:00'), dated(20, '2021-07-04T12:00:00')], 1, false);
        if (order === 'asc') return page([dated(50, '1955-01-01T10:00:00')], pageNumber, true);
        return page([dated(100 + pageNumber, '2021-07-04T12:00:00')], pageNumber, true);
      });
    });

    it('starts the list at a decade not loaded with one request from its last day, says so, loads on from there, and goes back to the newest', async () => {
      const { router } = renderWithApp(<TimelinePage />, { path: '/timeline' });
      await screen.findByRole('heading', { name: 'July 2021' });
      fireEvent.click(await screen.findByRole('button', { name: 'Jump to the 1980s (30 photos)' }));

      expect(await screen.findByRole('heading', { name: 'May 1989' })).toBeInTheDocument();
      expect(getTimeline).toHaveBeenLastCalledWith([1, 2], 1, 20, 'desc', [], '1989-12-31');
      // Not the pages between: the first page of the whole list, then the decade's.
      expect(getTimeline).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('status')).toHaveTextContent('Showing the 1980s and earlier');
      expect(screen.queryByRole('heading', { name: 'July 2021' })).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('?decade=1980');
      // The page's top (the notice and the decade's heading on screen), its first photo focused.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Photo 80,/ })));
      expect(scrolledTo).toHaveBeenLastCalledWith({ top: 0 });
      expect(scrolled).not.toHaveBeenCalled();

      // Scrolled to the end of the list: its sentinel comes into view.
      act(() => seeSentinels());
      expect(await screen.findByRole('heading', { name: 'January 1955' })).toBeInTheDocument();
      expect(getTimeline).toHaveBeenLastCalledWith([1, 2], 2, 20, 'desc', [], '1989-12-31');

      fireEvent.click(screen.getByRole('button', { name: 'Back to newest' }));
      expect(await screen.findByRole('heading', { name: 'July 2021' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });

    it('scrolls to a decade already loaded without asking again', async () => {
      renderWithApp(<TimelinePage />, { path: '/timeline' });
      await screen.findByRole('heading', { name: 'July 2021' });
      fireEvent.click(await screen.findByRole('button', { name: 'Jump to the 2020s (400 photos)' }));
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
      expect(getTimeline).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('oldest first, starts at the decade’s first day, and says the way back is to the oldest', async () => {
      renderWithApp(<TimelinePage />, { path: '/timeline?order=asc&decade=1980' });
      expect(await screen.findByRole('heading', { name: 'February 1984' })).toBeInTheDocument();
      expect(getTimeline).toHaveBeenCalledWith([1, 2], 1, 20, 'asc', [], '1980-01-01');
      expect(screen.getByRole('status')).toHaveTextContent('Showing the 1980s and later');
      fireEvent.click(screen.getByRole('button', { name: 'Back to oldest' }));
      expect(await screen.findByRole('heading', { name: 'January 1955' })).toBeInTheDocument();
      expect(getTimeline).toHaveBeenLastCalledWith([1, 2], 1, 20, 'asc', [], null);
    });
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
