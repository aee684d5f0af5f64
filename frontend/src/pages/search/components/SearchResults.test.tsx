import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@heirloom/contracts';
import { renderWithApp } from '../../../test/render';
import { SearchResults } from './SearchResults';
import { makePhotoHit } from '../search.test-support';

const onlyPhotos: SearchResponse = {
  total: 1,
  counts: { photos: 1, stories: 0, comments: 0, people: 0 },
  capped: { photos: false, stories: false, comments: false },
  results: {
    photos: [makePhotoHit(1, { description: 'Beach' })],
    stories: [],
    comments: [],
    people: [],
  },
};

describe('SearchResults', () => {
  it('says so on a tab with nothing to show', async () => {
    renderWithApp(<SearchResults response={onlyPhotos} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Comments (0)' }));
    expect(await screen.findByText('No comments match this search')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Stories (0)' }));
    expect(await screen.findByText('No stories match this search')).toBeInTheDocument();
  });

  it('shows a total the server stopped counting at as "1000+"', () => {
    const many: SearchResponse = {
      ...onlyPhotos,
      total: 1003,
      counts: { photos: 1000, stories: 3, comments: 0, people: 0 },
      capped: { photos: true, stories: false, comments: false },
    };
    renderWithApp(<SearchResults response={many} />);
    expect(screen.getByRole('tab', { name: 'All (1003+)' })).toBeInTheDocument();
    renderWithApp(<SearchResults response={onlyPhotos} />);
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
  });
});
