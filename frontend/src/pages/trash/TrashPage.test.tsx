import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as familiesApi from '../../api/families';
import * as trashApi from '../../api/trash';
import type { TrashedPhotoResponse } from '@heirloom/contracts';
import { imageUrl, makeFamily, makePhoto } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import TrashPage from './TrashPage';
import { daysLeft } from './components/TrashTile';

vi.mock('../../api/families', () => ({ getFamily: vi.fn() }));
vi.mock('../../api/trash', async (original) => ({
  ...(await original<typeof import('../../api/trash')>()),
  listTrash: vi.fn(),
  restorePhoto: vi.fn(),
  deletePhotoForever: vi.fn(),
  emptyTrash: vi.fn(),
}));

const DAY_MS = 24 * 60 * 60 * 1000;

function trashed(id: number, deletedDaysAgo: number, patch: Partial<TrashedPhotoResponse> = {}): TrashedPhotoResponse {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { file_url, download_url, playback_url, can_edit, ...photo } = makePhoto(id);
  const deletedAt = Date.now() - deletedDaysAgo * DAY_MS;
  return {
    ...photo,
    thumbnail_url: imageUrl(id, 'thumbnail', '/api/trash/photos'),
    preview_url: imageUrl(id, 'preview', '/api/trash/photos'),
    deleted_at: new Date(deletedAt).toISOString(),
    purge_at: new Date(deletedAt + 30 * DAY_MS).toISOString(),
    deleted_by: { id: 1, name: 'Ada' },
    ...patch,
  };
}

const renderTrash = () => renderWithApp(<TrashPage />, { path: '/families/4/trash', route: '/families/:familyId/trash' });
const page = (photos: TrashedPhotoResponse[]) => ({ photos, pagination: { page: 1, per_page: 24, has_next: false } });

describe('TrashPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ role: 'admin' }));
    vi.mocked(trashApi.listTrash).mockResolvedValue(page([trashed(1, 2), trashed(2, 28, { deleted_by: null })]));
  });

  it('shows each photo with its trash thumbnail, the days it has left and who deleted it', async () => {
    renderTrash();
    const tiles = await screen.findAllByTestId('trash-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', imageUrl(1, 'thumbnail', '/api/trash/photos'));
    expect(within(tiles[0]).getByText('28 days left')).toBeInTheDocument();
    expect(within(tiles[0]).getByText('Deleted by Ada')).toBeInTheDocument();
    expect(within(tiles[1]).getByText('2 days left')).toBeInTheDocument();
    expect(within(tiles[1]).queryByText(/Deleted by/)).not.toBeInTheDocument();
    expect(screen.getByText(/wait here for 30 days/)).toBeInTheDocument();
  });

  it('restores a photo and reads the trash again', async () => {
    vi.mocked(trashApi.restorePhoto).mockResolvedValue(makePhoto(1));
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Photo 1' }));
    await waitFor(() => expect(trashApi.restorePhoto).toHaveBeenCalledWith(1));
    await waitFor(() => expect(trashApi.listTrash).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Photo restored')).toBeInTheDocument();
  });

  it('asks before deleting a photo for good', async () => {
    vi.mocked(trashApi.deletePhotoForever).mockResolvedValue({ deleted: 1 });
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Photo 2 forever' }));
    const question = await screen.findByText(/This cannot be undone/);
    expect(trashApi.deletePhotoForever).not.toHaveBeenCalled();
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(trashApi.deletePhotoForever).toHaveBeenCalledWith(2));
  });

  it('lets a family admin empty the trash, after asking', async () => {
    vi.mocked(trashApi.emptyTrash).mockResolvedValue(2);
    renderTrash();
    fireEvent.click(await screen.findByRole('button', { name: /Empty trash/ }));
    const question = await screen.findByText(/Delete every photo in the trash for good/);
    fireEvent.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Empty trash' }));
    await waitFor(() => expect(trashApi.emptyTrash).toHaveBeenCalledWith(4));
    expect(await screen.findByText('2 photos deleted for good')).toBeInTheDocument();
  });

  it('offers a member no Empty trash, and says whose photos they see', async () => {
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily({ role: 'member' }));
    renderTrash();
    expect(await screen.findByText(/You see the photos you uploaded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Empty trash/ })).not.toBeInTheDocument();
  });

  it('says when the trash is empty', async () => {
    vi.mocked(trashApi.listTrash).mockResolvedValue(page([]));
    renderTrash();
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
  });

  it('counts days left down to the purge', () => {
    const now = Date.parse('2026-01-31T12:00:00Z');
    expect(daysLeft({ purge_at: '2026-02-01T11:00:00Z' }, now)).toBe(1);
    expect(daysLeft({ purge_at: '2026-03-02T12:00:00Z' }, now)).toBe(30);
    expect(daysLeft({ purge_at: '2026-01-30T12:00:00Z' }, now)).toBe(0);
  });
});
