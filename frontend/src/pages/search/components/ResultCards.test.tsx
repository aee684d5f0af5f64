import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { makePhotoHit } from '../search.test-support';
import { PhotoResultCard } from './ResultCards';

describe('PhotoResultCard', () => {
  it('tells why the photo was found, the words of the search marked', () => {
    renderWithApp(<PhotoResultCard photo={makePhotoHit(3, { location: 'Pelican Bay', matched: { field: 'place', excerpt: 'Pelican Bay' } })} />, {
      path: '/search?q=pelic',
    });
    const line = screen.getByTestId('matched');
    expect(line).toHaveTextContent('Place: Pelican Bay');
    expect([...line.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Pelican']);
  });

  it("names a photo found by its uploader or a tagged person so, and shows no line when the server could not tell", () => {
    const { unmount } = renderWithApp(<PhotoResultCard photo={makePhotoHit(4, { matched: { field: 'uploader', excerpt: 'Ximena Quill' } })} />, { path: '/search?q=quill' });
    expect(screen.getByTestId('matched')).toHaveTextContent('Uploaded by: Ximena Quill');
    unmount();
    renderWithApp(<PhotoResultCard photo={makePhotoHit(5, { matched: null })} />, { path: '/search?q=beach' });
    expect(screen.queryByTestId('matched')).not.toBeInTheDocument();
  });

  it('gives a fuzzy date its chip as its group names it, and never says Untitled', () => {
    const photo = makePhotoHit(6, {
      description: null,
      fuzzy_date_text: 'about 1950',
      date_range_start: '1949-01-01',
      date_range_end: '1951-12-31',
      date_certainty: 'approximate',
      taken_date_precision: 'approximate',
      location: 'Brighton',
      matched: { field: 'place', excerpt: 'Brighton' },
    });
    renderWithApp(<PhotoResultCard photo={photo} />, { path: '/search?q=brighton' });
    expect(screen.queryByText('Untitled')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName('Brighton');
    expect(screen.getByText('c. 1950')).toBeInTheDocument();
  });
});
