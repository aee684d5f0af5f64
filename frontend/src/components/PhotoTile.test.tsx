import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageUrl, makePhoto } from '../test/factories';
import { renderWithApp } from '../test/render';
import { PhotoGrid } from './PhotoGrid';

describe('PhotoTile', () => {
  it('marks a video with a play mark and its length, and says so in its name', async () => {
    const video = makePhoto(7, { description: 'First steps', media_type: 'video', duration_seconds: 65, playback_url: '/api/photos/7/playback' });
    const long = makePhoto(8, { description: 'Wedding', media_type: 'video', duration_seconds: 3723 });
    renderWithApp(<PhotoGrid photos={[video, long, makePhoto(9, { description: 'Beach', media_type: 'photo' })]} />);

    const tile = await screen.findByRole('link', { name: /^First steps, video, 1:05, / });
    expect(tile).toHaveAttribute('href', '/photos/7');
    const badge = within(tile).getByTestId('video-badge');
    expect(badge).toHaveTextContent('1:05');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(within(screen.getByRole('link', { name: /^Wedding, video, 1:02:03, / })).getByTestId('video-badge')).toHaveTextContent('1:02:03');

    const photo = screen.getByRole('link', { name: /^Beach, / });
    expect(photo.getAttribute('aria-label')).not.toMatch(/video/);
    expect(within(photo).queryByTestId('video-badge')).not.toBeInTheDocument();
  });

  it('shows the play mark alone while a video has no length yet', async () => {
    renderWithApp(<PhotoGrid photos={[makePhoto(3, { description: 'Clip', media_type: 'video', duration_seconds: null })]} />);
    const tile = await screen.findByRole('link', { name: 'Clip, video, April 15, 2020' });
    expect(within(tile).getByTestId('video-badge')).toHaveTextContent(/^$/);
  });

  it('names a photo without a description by its place, else by its date, never "Untitled"', async () => {
    renderWithApp(
      <PhotoGrid
        caption
        photos={[
          makePhoto(4, { description: null, display_location: 'Lisbon, Portugal', location: null }),
          makePhoto(5, { description: null, location: null, display_location: null, taken_date: '2019-07-14T09:00:00' }),
        ]}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Lisbon, Portugal, May 15, 2020' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'July 14, 2019' })).toBeInTheDocument();
    expect(screen.queryByText('Untitled')).not.toBeInTheDocument();
  });

  it('shows the thumbnail at the address the API gave', async () => {
    renderWithApp(<PhotoGrid photos={[makePhoto(6, { description: 'Lake' })]} />);
    expect((await screen.findByRole('link', { name: /^Lake, / })).querySelector('img')).toHaveAttribute('src', imageUrl(6));
  });
});
