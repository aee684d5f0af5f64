import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePhoto } from '../test/factories';
import { renderWithApp } from '../test/render';
import { scrollWindowTo } from '../test/windowScroll';
import { JustifiedPhotoGrid, sortDecadeOf } from './JustifiedPhotoGrid';

/** 5,000 photos a week apart, newest first: 96 years, in month groups of four or five. */
const photos = Array.from({ length: 5000 }, (_, index) => {
  const day = new Date(Date.UTC(2020, 11, 15 - index * 7)).toISOString().slice(0, 19);
  return makePhoto(index + 1, { taken_date: day, sort_date: day });
});
const MOST_IN_DOM = 150;
const tiles = () => screen.getAllByRole('listitem');
const positions = () => tiles().map((tile) => Number(tile.getAttribute('aria-posinset')));

describe('JustifiedPhotoGrid', () => {
  afterEach(() => scrollWindowTo(0));

  it('renders the rows near the screen only, each tile saying its place in the whole list', () => {
    renderWithApp(<JustifiedPhotoGrid photos={photos} />);
    // jsdom's screen is 768 px tall: four rows of about 200 px, four more beyond each edge, and the 11 decades'
    // first rows: some 20 rows of five tiles or so.
    expect(tiles().length).toBeLessThan(MOST_IN_DOM);
    expect(positions()).toContain(1);
    expect(tiles()[0]).toHaveAttribute('aria-setsize', '5000');
    // The box is as tall as every row, so the page scrolls as far as before.
    expect(parseFloat(screen.getByTestId('justified-grid').style.height)).toBeGreaterThan(5000 / 6 * 190);
  });

  it('renders the rows scrolled to instead, and keeps each decade’s first photo for the decade jump', () => {
    renderWithApp(<JustifiedPhotoGrid photos={photos} />);
    const box = screen.getByTestId('justified-grid');
    act(() => scrollWindowTo(parseFloat(box.style.height) / 2));
    const shown = positions();
    expect(shown.length).toBeLessThan(MOST_IN_DOM);
    // Around the middle of the list, and none of the first screen's but the 2020s' first row.
    expect(shown.some((position) => position > 2400 && position < 2600)).toBe(true);
    expect(shown.filter((position) => position > 10 && position < 30)).toEqual([]);
    // Every decade's first photo is rendered wherever it is, marked for useDecadeJump.
    const marked = [...box.querySelectorAll('[data-decade]')].map((tile) => tile.getAttribute('data-decade'));
    expect(marked).toEqual([...new Set(photos.map(sortDecadeOf))].map(String));
    expect(marked.length).toBe(11);
  });

  it('keeps the just-uploaded photo’s row rendered, wherever it is, to bring it into view', () => {
    renderWithApp(<JustifiedPhotoGrid photos={photos} highlightId={3333} />);
    expect(screen.getByRole('link', { name: /^Photo 3333,/ })).toHaveAttribute('data-highlighted', 'true');
  });
});
