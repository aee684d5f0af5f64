import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as albumsApi from '../../api/albums';
import * as photosApi from '../../api/photos';
import { imageUrl, makeAlbum, makeAlbumPage, makePhotos } from '../../test/factories';
import { findDialog, renderWithApp } from '../../test/render';
import AlbumPage from './AlbumPage';
import { FamilyAlbums } from './components/FamilyAlbums';

vi.mock('../../api/photos', async (original) => ({ ...(await original<typeof import('../../api/photos')>()), listFamilyPhotos: vi.fn() }));
vi.mock('../../api/albums', () => ({
  listAlbums: vi.fn(),
  createAlbum: vi.fn(),
  getAlbum: vi.fn(),
  updateAlbum: vi.fn(),
  deleteAlbum: vi.fn(),
  listAlbumPhotos: vi.fn(),
  addAlbumPhotos: vi.fn(),
  removeAlbumPhotos: vi.fn(),
}));

const page = <T,>(items: T[]) => ({ photos: items, pagination: { page: 1, per_page: 24, has_next: false } });

describe("FamilyAlbums (the family page's Albums tab)", () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('shows the albums as cards with cover, count and years, and creates one', async () => {
    vi.mocked(albumsApi.listAlbums).mockResolvedValue(makeAlbumPage([makeAlbum(), makeAlbum({ id: 8, name: 'Empty', photo_count: 0, cover_thumbnail_url: null, date_start: null, date_end: null })]));
    vi.mocked(albumsApi.createAlbum).mockResolvedValue(makeAlbum({ id: 9, name: "Grandpa's 80th" }));
    renderWithApp(<FamilyAlbums familyId={4} />, { path: '/families/4/albums', route: '/families/:familyId/albums', routes: [{ path: '/albums/:albumId', element: <p>Album page</p> }] });
    const card = await screen.findByRole('link', { name: 'Italy 1972, 2 photos' });
    expect(card).toHaveAttribute('href', '/albums/7');
    expect(card.querySelector('img')).toHaveAttribute('src', imageUrl(3));
    expect(screen.getByText('2 albums')).toBeInTheDocument();
    expect(within(card).getByText('2 photos · 1972')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empty, 0 photos' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Create Album/ }));
    const dialog = await findDialog('Create Album');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: "  Grandpa's 80th " } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Album' }));
    await waitFor(() => expect(albumsApi.createAlbum).toHaveBeenCalledWith(4, { name: "Grandpa's 80th", description: null }));
    expect(await screen.findByText('Album page')).toBeInTheDocument();
  });

  it('says when there is no album yet', async () => {
    vi.mocked(albumsApi.listAlbums).mockResolvedValue(makeAlbumPage([]));
    renderWithApp(<FamilyAlbums familyId={4} />, { path: '/families/4/albums', route: '/families/:familyId/albums' });
    expect(await screen.findByText('No albums yet')).toBeInTheDocument();
    expect(screen.getByText('0 albums')).toBeInTheDocument();
  });

  it('loads the albums a page at a time, counting them all from the first', async () => {
    const albums = Array.from({ length: 26 }, (_, i) => makeAlbum({ id: 100 - i, name: `Album ${i + 1}` }));
    vi.mocked(albumsApi.listAlbums).mockImplementation(async (_familyId, page) =>
      page === 1 ? makeAlbumPage(albums.slice(0, 24), { hasNext: true, count: 26 }) : makeAlbumPage(albums.slice(24), { page: 2, count: 26 }),
    );
    renderWithApp(<FamilyAlbums familyId={4} />, { path: '/families/4/albums', route: '/families/:familyId/albums' });
    expect(await screen.findByRole('link', { name: 'Album 24, 2 photos' })).toBeInTheDocument();
    expect(screen.getByText('26 albums')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Album 25, 2 photos' })).not.toBeInTheDocument();
    expect(albumsApi.listAlbums).toHaveBeenCalledWith(4, 1, 24);
    fireEvent.click(screen.getByRole('button', { name: 'Load More Albums' }));
    expect(await screen.findByRole('link', { name: 'Album 26, 2 photos' })).toBeInTheDocument();
    expect(albumsApi.listAlbums).toHaveBeenCalledWith(4, 2, 24);
    expect(screen.queryByRole('button', { name: 'Load More Albums' })).not.toBeInTheDocument();
  });
});

describe('AlbumPage', () => {
  const renderAlbum = () => renderWithApp(<AlbumPage />, { path: '/albums/7', route: '/albums/:albumId' });

  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(albumsApi.getAlbum).mockResolvedValue(makeAlbum());
    vi.mocked(albumsApi.listAlbumPhotos).mockResolvedValue(page(makePhotos(1, 2)));
    vi.mocked(photosApi.listFamilyPhotos).mockResolvedValue({ photos: makePhotos(1, 5), pagination: { page: 1, per_page: 12, has_next: false } });
  });

  it('adds photos of the family picked in a multi-select', async () => {
    vi.mocked(albumsApi.addAlbumPhotos).mockResolvedValue(makeAlbum({ photo_count: 4 }));
    renderAlbum();
    expect(await screen.findByText(/2 photos · 1972-05-01 – 1972-07-01 · by Ada/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Add Photos/ }));
    const dialog = await findDialog('Add Photos');
    await within(dialog).findAllByRole('listitem');
    fireEvent.click(within(dialog).getByRole('link', { name: /Photo 3/ }));
    fireEvent.click(within(dialog).getByRole('link', { name: /Photo 5/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 photos' }));
    await waitFor(() => expect(albumsApi.addAlbumPhotos).toHaveBeenCalledWith(7, [3, 5]));
  });

  it('selects photos of the album and removes them', async () => {
    vi.mocked(albumsApi.removeAlbumPhotos).mockResolvedValue(makeAlbum({ photo_count: 1 }));
    renderAlbum();
    fireEvent.click(await screen.findByRole('button', { name: /Select/ }));
    fireEvent.click(await screen.findByRole('link', { name: /Photo 2/ }));
    fireEvent.click(screen.getByRole('button', { name: /Remove 1 photo/ }));
    await waitFor(() => expect(albumsApi.removeAlbumPhotos).toHaveBeenCalledWith(7, [2]));
  });

  it('offers Edit and Delete only to who may', async () => {
    vi.mocked(albumsApi.getAlbum).mockResolvedValue(makeAlbum({ can_edit: false }));
    renderAlbum();
    await screen.findByRole('heading', { name: 'Italy 1972' });
    expect(screen.queryByRole('button', { name: 'Album actions' })).not.toBeInTheDocument();
  });
});
