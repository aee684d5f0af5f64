import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as albumsApi from '../../api/albums';
import * as authApi from '../../api/auth';
import * as familiesApi from '../../api/families';
import { ApiError } from '../../api/http';
import * as photosApi from '../../api/photos';
import * as timelineApi from '../../api/timeline';
import { makeAlbum, makeAlbumPage, makeFamily, makePhotos, makeUser } from '../../test/factories';
import { findDialog, renderWithApp } from '../../test/render';
import FamilyPage from './FamilyPage';

vi.mock('../../api/albums', () => ({ listAlbums: vi.fn(), createAlbum: vi.fn() }));
vi.mock('../../api/auth', () => ({ getMe: vi.fn(), getUploadLimits: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../api/families', () => ({ getFamily: vi.fn(), updateFamily: vi.fn() }));
// The person filter reads the family's people: none here (a plain function, left alone by resetAllMocks).
vi.mock('../../api/people', () => ({ listPeople: () => Promise.resolve([]) }));
vi.mock('../../api/timeline', () => ({ getDecades: vi.fn() }));
vi.mock('../../api/photos', async (importOriginal) => ({
  ...(await importOriginal<typeof photosApi>()),
  listFamilyPhotos: vi.fn(),
}));

const getFamily = vi.mocked(familiesApi.getFamily);
const listFamilyPhotos = vi.mocked(photosApi.listFamilyPhotos);

/** As the app's route table has it: the Albums tab is the child route albums. */
const renderFamily = (path = '/families/4') =>
  renderWithApp(<FamilyPage />, { path, route: '/families/:familyId', children: [{ path: 'albums' }], routes: [{ path: '/albums/:albumId', element: <p>Album page</p> }] });

describe('FamilyPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' }));
    getFamily.mockResolvedValue(makeFamily());
    listFamilyPhotos.mockImplementation(async (_id, page) => ({
      photos: makePhotos((page - 1) * 12 + 1, page < 2 ? 12 : 3),
      pagination: { page, per_page: 12, has_next: page < 2 },
    }));
  });

  it('shows the header with member count and created date', async () => {
    renderFamily();
    expect(await screen.findByRole('heading', { name: 'The Smiths' })).toBeInTheDocument();
    expect(screen.getByText('3 members · Created Feb 1, 2023')).toBeInTheDocument();
  });

  it("loads 12 photos a page, newest first, and more with 'Load More Photos'", async () => {
    renderFamily();
    expect(await screen.findByRole('link', { name: /^Photo 1,/ })).toHaveAttribute('href', '/photos/1');
    expect(listFamilyPhotos).toHaveBeenCalledWith(4, 1, 12, 'desc', [], null);
    expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(12);
    expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })[0]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('12+ photos')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load More Photos' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(15));
    expect(listFamilyPhotos).toHaveBeenLastCalledWith(4, 2, 12, 'desc', [], null);
    expect(screen.queryByRole('button', { name: 'Load More Photos' })).not.toBeInTheDocument();
    expect(screen.getByText('15 photos')).toBeInTheDocument();
  });

  it('lays the photos out in justified rows under date headers, counts every photo and jumps by decade', async () => {
    vi.mocked(timelineApi.getDecades).mockResolvedValue([
      { decade: 2020, count: 40 },
      { decade: 1950, count: 7 },
    ]);
    renderFamily();
    await screen.findByRole('link', { name: /^Photo 1,/ });
    expect(screen.getByRole('heading', { name: 'February 2020' })).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-row').length).toBeGreaterThan(1);
    expect(await screen.findByText('47 photos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump to the 1950s (7 photos)' })).toBeInTheDocument();
  });

  it('starts the list at a decade not loaded (one request from its last day), says so, and goes back to the newest', async () => {
    vi.mocked(timelineApi.getDecades).mockResolvedValue([
      { decade: 2020, count: 40 },
      { decade: 1950, count: 7 },
    ]);
    const fifties = makePhotos(90, 7, { taken_date: '1955-03-01T10:00:00', sort_date: '1955-03-01T10:00:00' });
    listFamilyPhotos.mockImplementation(async (_id, page, _perPage, _order, _people, from) =>
      from === '1959-12-31'
        ? { photos: fifties, pagination: { page, per_page: 12, has_next: false } }
        : { photos: makePhotos((page - 1) * 12 + 1, 12), pagination: { page, per_page: 12, has_next: true } },
    );
    const { router } = renderFamily();
    await screen.findByRole('link', { name: /^Photo 1,/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Jump to the 1950s (7 photos)' }));

    expect(await screen.findByRole('heading', { name: 'March 1955' })).toBeInTheDocument();
    expect(listFamilyPhotos).toHaveBeenLastCalledWith(4, 1, 12, 'desc', [], '1959-12-31');
    expect(listFamilyPhotos).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing the 1950s and earlier');
    expect(screen.queryByRole('link', { name: /^Photo 1,/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?decade=1950');

    fireEvent.click(screen.getByRole('button', { name: 'Back to newest' }));
    expect(await screen.findByRole('link', { name: /^Photo 1,/ })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("says 'No photos found' for an empty family", async () => {
    listFamilyPhotos.mockResolvedValue({ photos: [], pagination: { page: 1, per_page: 12, has_next: false } });
    renderFamily();
    expect(await screen.findByText('No photos found')).toBeInTheDocument();
  });

  it("says 'Family not found' for a 404", async () => {
    getFamily.mockRejectedValue(new ApiError(404, 'Family not found here'));
    renderFamily();
    expect(await screen.findByText('Family not found')).toBeInTheDocument();
  });

  it("says 'Failed to load family details' for other errors", async () => {
    getFamily.mockRejectedValue(new ApiError(500));
    renderFamily();
    expect(await screen.findByText('Failed to load family details')).toBeInTheDocument();
  });

  it('offers Family Settings only to family admins', async () => {
    renderFamily();
    fireEvent.click(await screen.findByRole('button', { name: 'Family actions' }));
    expect(await screen.findByText('Manage Members')).toBeInTheDocument();
    expect(screen.queryByText('Family Settings')).not.toBeInTheDocument();
  });

  it('shows the photos on the Photos tab, and the albums on the Albums tab with the tab in the URL', async () => {
    vi.mocked(albumsApi.listAlbums).mockResolvedValue(makeAlbumPage([makeAlbum({ description: null })]));
    const { router } = renderFamily();
    await screen.findByRole('link', { name: /^Photo 1,/ });
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    // The tab bar holds the two tabs and nothing else (axe: aria-required-children).
    expect(within(screen.getByRole('tablist')).queryAllByRole('button')).toEqual([]);
    expect(albumsApi.listAlbums).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Load More Photos' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(15));

    fireEvent.click(screen.getByRole('tab', { name: 'Albums' }));
    expect(router.state.location.pathname).toBe('/families/4/albums');
    const albumsPane = screen.getByRole('tabpanel');
    expect(await within(albumsPane).findByRole('link', { name: 'Italy 1972, 2 photos' })).toHaveAttribute('href', '/albums/7');
    expect(within(albumsPane).getByRole('button', { name: /Create Album/ })).toBeInTheDocument();
    // Upload and its floating button are the Photos tab's.
    expect(screen.queryAllByRole('button', { name: 'Upload Photo' })).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(router.state.location.pathname).toBe('/families/4');
    // The page stayed mounted: the photos loaded before are still there, not fetched again.
    expect(screen.getAllByRole('img', { name: /^Photo \d+$/ })).toHaveLength(15);
    expect(listFamilyPhotos).toHaveBeenCalledTimes(2);
  });

  it('opens on the Albums tab at /families/:id/albums, and creates an album there', async () => {
    vi.mocked(albumsApi.listAlbums).mockResolvedValue(makeAlbumPage([]));
    vi.mocked(albumsApi.createAlbum).mockResolvedValue(makeAlbum({ id: 9, name: "Grandpa's 80th" }));
    renderFamily('/families/4/albums');
    expect(await screen.findByText('No albums yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Albums' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: /Create Album/ }));
    const dialog = await findDialog('Create Album');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: "Grandpa's 80th" } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Album' }));
    expect(await screen.findByText('Album page')).toBeInTheDocument();
    expect(albumsApi.createAlbum).toHaveBeenCalledWith(4, { name: "Grandpa's 80th", description: null });
  });

  it("opens the family's Trash from the actions menu", async () => {
    renderWithApp(<FamilyPage />, { path: '/families/4', route: '/families/:familyId', routes: [{ path: '/families/:familyId/trash', element: <p>The trash</p> }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Family actions' }));
    fireEvent.click(await screen.findByText('Trash'));
    expect(await screen.findByText('The trash')).toBeInTheDocument();
  });

  it('opens the upload dialog from the floating button', async () => {
    renderFamily();
    await screen.findByRole('heading', { name: 'The Smiths' });
    const buttons = screen.getAllByRole('button', { name: 'Upload Photo' });
    fireEvent.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('Click or drag a photo to this area')).toBeInTheDocument();
  });
});
