import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as preferencesApi from '../../api/preferences';
import { renderWithApp } from '../../test/render';
import SettingsPage from './SettingsPage';

vi.mock('../../api/preferences', () => ({ getPreferences: vi.fn(), updatePreferences: vi.fn() }));
const api = vi.mocked(preferencesApi);

describe('SettingsPage', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    api.getPreferences.mockResolvedValue({ digest: 'weekly', email_mentions: true, email_comments: true, time_zone: 'Asia/Tokyo' });
    api.updatePreferences.mockResolvedValue({ digest: 'daily', email_mentions: true, email_comments: false, time_zone: 'Asia/Tokyo' });
  });

  it('shows the preferences and saves only what was changed', async () => {
    renderWithApp(<SettingsPage />);
    const comments = await screen.findByRole('checkbox', { name: 'E-mail me when someone comments on or writes a story about my photos' });
    expect(comments).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    fireEvent.click(comments);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.updatePreferences).toHaveBeenCalledWith({ digest: 'daily', email_comments: false }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('says when saving fails', async () => {
    api.updatePreferences.mockRejectedValue(new Error('down'));
    renderWithApp(<SettingsPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
  });
});
