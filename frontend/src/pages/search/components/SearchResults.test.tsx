import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '@heirloom/contracts';
import { renderWithApp } from '../../../test/render';
import { SearchResults } from './SearchResults';
import { makePhotoHit } from '../search.test-support';

const onlyPhotos: SearchResponse = {
  total: 1,
  counts: { photos: 1, stories: 0, comments: 0, people: 0 },
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
});
