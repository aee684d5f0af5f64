import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityItemResponse } from '@heirloom/contracts';
import { imageUrl } from '../../test/factories';
import { renderWithApp } from '../../test/render';
import { ActivityItem } from './ActivityPage';

describe('ActivityItem', () => {
  it("shows each photo at the thumbnail address the API gave, linking to the photo", async () => {
    const item: ActivityItemResponse = {
      id: 1,
      type: 'photos_added',
      actor: { id: 1, name: 'Ada' },
      family: { id: 4, name: 'The Smiths' },
      created_at: '2024-05-17T10:00:00Z',
      count: 2,
      photo_ids: [12, 11],
      thumbnail_urls: [imageUrl(12), '/api/photos/11/thumbnail'],
      text: null,
    };
    renderWithApp(<ActivityItem item={item} />);
    expect(await screen.findByRole('img', { name: 'Open photo 1 of 2' })).toHaveAttribute('src', imageUrl(12));
    expect(screen.getByRole('img', { name: 'Open photo 2 of 2' })).toHaveAttribute('src', '/api/photos/11/thumbnail');
    expect(screen.getByRole('img', { name: 'Open photo 1 of 2' }).closest('a')).toHaveAttribute('href', '/photos/12');
  });
});
