import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../../api/auth';
import * as downloadsApi from '../../api/downloads';
import * as familiesApi from '../../api/families';
import { ApiError } from '../../api/http';
import * as photosApi from '../../api/photos';
import { makeFamily, makePhoto, makeUser } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import FamilyPage from './FamilyPage';

vi.mock('../../api/auth', () => ({ getMe: vi.fn(), getUploadLimits: vi.fn(), login: vi.fn(), register: vi.fn(), logout: vi.fn() }));
vi.mock('../../api/families', () => ({ getFamily: vi.fn(), updateFamily: vi.fn() }));
vi.mock('../../api/downloads', () => ({ createDownload: vi.fn() }));
vi.mock('../../api/photos', async (importOriginal) => ({
  ...(await importOriginal<typeof photosApi>()),
  listFamilyPhotos: vi.fn(),
}));

const createDownload = vi.mocked(downloadsApi.createDownload);
// Newest first, as the server sorts them: photo 1 is shown first, photo 6 last.
const shown = Array.from({ length: 6 }, (_, i) => makePhoto(i + 1, { taken_date: `2020-06-${String(20 - i).padStart(2, '0')}` }));
const tile = (id: number) => screen.getByRole('link', { name: new RegExp(`^Photo ${id},`) });
const bar = () => screen.getByRole('region', { name: 'Selected photos' });

function renderFamily() {
  return renderWithApp(<FamilyPage />, {
    path: '/families/4',
    route: '/families/:familyId',
    routes: [{ path: '/photos/:photoId', element: <p>photo page</p> }],
  });
}

describe('FamilyPage selection', () => {
  const assign = vi.fn();

  beforeEach(() => {
    vi.resetAllMocks();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(authApi.getMe).mockResolvedValue(makeUser({ id: 1, name: 'Ada', email: 'ada@example.com' }));
    vi.mocked(familiesApi.getFamily).mockResolvedValue(makeFamily());
    vi.mocked(photosApi.listFamilyPhotos).mockResolvedValue({ photos: shown, pagination: { page: 1, per_page: 12, has_next: false } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('selects with Ctrl/Cmd-click and a run with Shift-click, without opening a photo', async () => {
    const { router } = renderFamily();
    await screen.findByRole('link', { name: /^Photo 1,/ });
    expect(screen.queryByRole('region', { name: 'Selected photos' })).not.toBeInTheDocument();

    fireEvent.click(tile(2), { ctrlKey: true });
    expect(await screen.findByRole('region', { name: 'Selected photos' })).toHaveTextContent('1 selected');
    expect(tile(2)).toHaveAccessibleName(/, selected$/);
    fireEvent.click(tile(5), { shiftKey: true });
    await waitFor(() => expect(bar()).toHaveTextContent('4 selected'));
    for (const id of [2, 3, 4, 5]) expect(tile(id)).toHaveAccessibleName(/, selected$/);
    expect(tile(1)).not.toHaveAccessibleName(/selected/);
    fireEvent.click(tile(3), { metaKey: true });
    await waitFor(() => expect(bar()).toHaveTextContent('3 selected'));
    expect(router.state.location.pathname).toBe('/families/4');

    // While something is selected, a plain click selects too; Cancel ends it all.
    fireEvent.click(tile(6));
    await waitFor(() => expect(bar()).toHaveTextContent('4 selected'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected photos' })).not.toBeInTheDocument());
    expect(tile(2)).not.toHaveAccessibleName(/selected/);

    // Then a plain click opens the photo again.
    fireEvent.click(tile(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/photos/1'));
  });

  it('turns taps into selection in Select mode (phones), and Esc leaves it', async () => {
    const { router } = renderFamily();
    fireEvent.click(await screen.findByRole('button', { name: 'Select' }));
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Selected photos' })).toHaveTextContent('0 selected');
    expect(within(bar()).getByRole('button', { name: 'Download' })).toBeDisabled();

    fireEvent.click(tile(1));
    fireEvent.click(tile(4));
    await waitFor(() => expect(bar()).toHaveTextContent('2 selected'));
    fireEvent.click(tile(4));
    await waitFor(() => expect(bar()).toHaveTextContent('1 selected'));
    expect(router.state.location.pathname).toBe('/families/4');

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected photos' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Select' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('downloads the selection as one zip: asks the API, then sends the browser to its url', async () => {
    createDownload.mockResolvedValue({ url: '/api/downloads/t0k3n', expires_at: '2026-11-26T18:00:00Z', count: 2, size_bytes: 2048 });
    renderFamily();
    await screen.findByRole('link', { name: /^Photo 1,/ });
    fireEvent.click(tile(3), { ctrlKey: true });
    fireEvent.click(tile(1), { ctrlKey: true });
    fireEvent.click(await within(bar()).findByRole('button', { name: 'Download' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/downloads/t0k3n'));
    // In the order shown, as the family's ids.
    expect(createDownload).toHaveBeenCalledWith(4, [1, 3]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected photos' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal (else 'Failed to prepare the download') and keeps the selection", async () => {
    createDownload.mockRejectedValueOnce(new ApiError(400, 'Every photo must belong to this family'));
    renderFamily();
    await screen.findByRole('link', { name: /^Photo 1,/ });
    fireEvent.click(tile(2), { ctrlKey: true });
    fireEvent.click(await within(bar()).findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Every photo must belong to this family')).toBeInTheDocument();
    expect(bar()).toHaveTextContent('1 selected');

    createDownload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to prepare the download')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
