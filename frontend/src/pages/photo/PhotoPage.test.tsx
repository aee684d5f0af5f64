import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import * as commentsApi from '../../api/comments';
import { ApiError } from '../../api/http';
import * as photosApi from '../../api/photos';
import * as storiesApi from '../../api/stories';
import { imageUrl, makePhoto, makePhotos, makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import PhotoPage from './PhotoPage';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../api/photos', async (importOriginal) => ({
  ...(await importOriginal<typeof photosApi>()),
  getPhoto: vi.fn(),
  listFamilyPhotos: vi.fn(),
  deletePhoto: vi.fn(),
  updatePhoto: vi.fn(),
}));
vi.mock('../../api/albums', () => ({ listPhotoAlbums: vi.fn().mockResolvedValue([]) }));
vi.mock('../../api/stories', () => ({ listStories: vi.fn(), createStory: vi.fn(), updateStory: vi.fn(), deleteStory: vi.fn() }));
vi.mock('../../api/comments', () => ({ listComments: vi.fn(), addComment: vi.fn(), deleteComment: vi.fn() }));

const photos = vi.mocked(photosApi);

const renderPhoto = (id = 3) =>
  renderWithApp(<PhotoPage />, { path: `/photos/${id}`, route: '/photos/:photoId' });

describe('PhotoPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' }));
    photos.getPhoto.mockImplementation(async (id) =>
      makePhoto(Number(id), {
        location: 'Brighton',
        camera_info: 'Canon EOS 5D',
        camera_settings: 'f/2.8 1/250s ISO 100',
        has_gps: true,
        gps_latitude: 50.8225,
        gps_longitude: -0.1372,
        gps_altitude: 12,
        display_location: 'Brighton, England, United Kingdom',
        // Ada (the signed-in user) uploaded it: the server says she may edit and delete it.
        can_edit: true,
        can_delete: true,
      }),
    );
    photos.listFamilyPhotos.mockResolvedValue({ photos: makePhotos(1, 5), pagination: { page: 1, per_page: 12, has_next: false } });
    vi.mocked(storiesApi.listStories).mockResolvedValue([]);
    vi.mocked(commentsApi.listComments).mockResolvedValue({ comments: [], pagination: { page: 1, per_page: 20, has_next: false } });
  });

  it('shows the 1600 px preview and never fetches the original for the page', async () => {
    const { container } = renderPhoto();
    const open = await screen.findByRole('button', { name: 'Open full-screen viewer' });
    expect(within(open).getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', imageUrl(3, 'preview'));
    expect(container.querySelector('img[src="/api/photos/3/file"]')).toBeNull();
  });

  it('falls back to the thumbnail when there is no preview yet', async () => {
    renderPhoto();
    const open = await screen.findByRole('button', { name: 'Open full-screen viewer' });
    fireEvent.error(within(open).getByRole('img', { name: 'Photo 3' }));
    expect(within(open).getByRole('img', { name: 'Photo 3' })).toHaveAttribute('src', imageUrl(3));
  });

  it('shows chips, technical details and the empty panels', async () => {
    renderPhoto();
    expect(await screen.findByText('Brighton')).toBeInTheDocument();
    expect(screen.getByText('Uploaded by Ada')).toBeInTheDocument();
    expect(screen.getByText('Technical Details')).toBeInTheDocument();
    expect(screen.getByText('Canon EOS 5D')).toBeInTheDocument();
    expect(screen.getByText('50.82250° N, 0.13720° W (12 m altitude)')).toBeInTheDocument();
    expect(screen.getByText('Brighton, England, United Kingdom')).toBeInTheDocument();
    expect(await screen.findByText('No stories yet. Be the first to share a memory!')).toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
  });

  it('steps through the family in the full-screen viewer', async () => {
    const { router } = renderPhoto(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Open full-screen viewer' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next photo' })).toBeEnabled());

    // A deep link (no list in the router state) walks the photo's family, counting it.
    expect(await screen.findByText('3 of 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/3'));
  });

  it('shows Edit Photo and Delete Photo only to the uploader', async () => {
    renderPhoto();
    fireEvent.click(await screen.findByRole('button', { name: 'Photo actions' }));
    expect(await screen.findByText('Edit Photo')).toBeInTheDocument();
    expect(screen.getByText('Delete Photo')).toBeInTheDocument();
  });

  it('says that deleting moves the photo to the trash, and goes back to the family once it is done', async () => {
    vi.mocked(photos.deletePhoto).mockResolvedValue(undefined);
    renderWithApp(<PhotoPage />, { path: '/photos/3', route: '/photos/:photoId', routes: [{ path: '/families/:familyId', element: <p>The family</p> }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Photo actions' }));
    fireEvent.click(await screen.findByText('Delete Photo'));
    const question = await screen.findByText(/Move this photo to the family's trash\?/);
    expect(photos.deletePhoto).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(photos.deletePhoto).toHaveBeenCalledWith(3));
    expect(await screen.findByText('The family')).toBeInTheDocument();
  });

  it('offers a family admin Delete Photo (to the trash) on a photo of someone else, and no Edit Photo', async () => {
    photos.getPhoto.mockResolvedValue(makePhoto(3, { uploaded_by: { id: 2, name: 'Bob' }, can_edit: false, can_delete: true }));
    renderPhoto();
    fireEvent.click(await screen.findByRole('button', { name: 'Photo actions' }));
    expect(await screen.findByText('Delete Photo')).toBeInTheDocument();
    expect(screen.queryByText('Edit Photo')).not.toBeInTheDocument();
  });

  it('hides the photo menu from other members', async () => {
    photos.getPhoto.mockResolvedValue(makePhoto(3, { uploaded_by: { id: 2, name: 'Bob' } }));
    renderPhoto();
    await screen.findByText('Uploaded by Bob');
    expect(screen.queryByRole('button', { name: 'Photo actions' })).not.toBeInTheDocument();
  });

  it('offers the original as a Download link the browser saves', async () => {
    photos.getPhoto.mockResolvedValue(makePhoto(3, { media_type: 'photo', download_url: '/api/photos/3/download' }));
    renderPhoto();
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/api/photos/3/download');
    expect(link).toHaveAttribute('download');
  });

  it('plays a video natively from its playback copy, with the preview as poster, and no image viewer', async () => {
    photos.getPhoto.mockResolvedValue(
      makePhoto(3, {
        description: 'First steps',
        media_type: 'video',
        duration_seconds: 65,
        playback_url: '/api/photos/3/playback',
        download_url: '/api/photos/3/download',
      }),
    );
    const { container } = renderPhoto();
    await screen.findByRole('heading', { name: 'First steps' });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/api/photos/3/playback');
    expect(video).toHaveAttribute('poster', imageUrl(3, 'preview'));
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('First steps');
    // Neither the original nor the viewer's image is fetched for a video.
    expect(container.querySelector('img[src="/api/photos/3/file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open full-screen viewer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/photos/3/download');
    expect(screen.getByText('Duration')).toBeInTheDocument();
    expect(screen.getByText('1:05')).toBeInTheDocument();
  });

  it("says 'Photo not found' for a 404", async () => {
    photos.getPhoto.mockRejectedValue(new ApiError(404));
    renderPhoto();
    expect(await screen.findByText('Photo not found')).toBeInTheDocument();
  });
});
