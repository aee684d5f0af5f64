import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkResponse } from '@heirloom/contracts';
import * as shareLinksApi from '../../api/shareLinks';
import { findDialog, renderWithApp } from '../../test/render';
import { ShareDialog } from './ShareDialog';

vi.mock('../../api/shareLinks', () => ({ createShareLink: vi.fn() }));

const created = (patch: Partial<ShareLinkResponse> = {}): ShareLinkResponse => ({
  id: 5,
  url: 'https://family.example.org/s/abcdefghijabcdefghijabcdefghijabcdefghijabc',
  kind: 'album',
  target_id: 7,
  target_title: 'Italy 1972',
  family_id: 4,
  expires_at: '2027-01-01T00:00:00.000Z',
  expired: false,
  has_password: false,
  allow_download: false,
  view_count: 0,
  last_viewed_at: null,
  created_by: { id: 1, name: 'Ada' },
  created_at: '2026-12-02T00:00:00.000Z',
  can_revoke: true,
  ...patch,
});

describe('ShareDialog', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  const open = async () => {
    const onClose = vi.fn();
    renderWithApp(<ShareDialog kind="album" targetId={7} title="Italy 1972" onClose={onClose} />);
    return { dialog: await findDialog('Share "Italy 1972"'), onClose };
  };

  it('makes a link that expires in 30 days, without password or downloads, unless told otherwise; then shows it to copy', async () => {
    vi.mocked(shareLinksApi.createShareLink).mockResolvedValue(created());
    const { dialog } = await open();
    expect(within(dialog).getByText('In 30 days')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch')).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    await waitFor(() => expect(shareLinksApi.createShareLink).toHaveBeenCalledWith('album', 7, { expires_in_days: 30, allow_download: false }));
    const link = await screen.findByLabelText('Link');
    expect(link).toHaveValue(created().url);
    expect(screen.getByRole('button', { name: /Copy Link/ })).toBeInTheDocument();
  });

  it('sends never (null) only when chosen, with a password of 8 characters or more and downloads allowed', async () => {
    vi.mocked(shareLinksApi.createShareLink).mockResolvedValue(created({ expires_at: null }));
    const { dialog } = await open();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Never'));
    expect(within(dialog).getByText('The link keeps working until you revoke it.')).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/Password/);
    fireEvent.change(password, { target: { value: 'short' } });
    expect(within(dialog).getByText('A password needs at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Link' })).toBeDisabled();
    fireEvent.change(password, { target: { value: 'grandma1972' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    await waitFor(() => expect(shareLinksApi.createShareLink).toHaveBeenCalledWith('album', 7, { expires_in_days: null, password: 'grandma1972', allow_download: true }));
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { ApiError } = await import('../../api/http');
    vi.mocked(shareLinksApi.createShareLink).mockRejectedValue(new ApiError(404, 'Album not found'));
    const { dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await within(dialog).findByText('Album not found')).toBeInTheDocument();
  });
});
