import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePhoto } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { scrollWindowTo } from '../../../test/windowScroll';
import { TimelineView } from './TimelineView';
import { timelineRows } from './timelineRows';

/** 3,000 photos two weeks apart, newest first: 115 years, two or three a month. */
const photos = Array.from({ length: 3000 }, (_, index) => {
  const day = new Date(Date.UTC(2020, 11, 15 - index * 14)).toISOString().slice(0, 19);
  return makePhoto(index + 1, { taken_date: day, sort_date: day });
});
const positions = () => screen.getAllByRole('listitem').map((tile) => Number(tile.getAttribute('aria-posinset')));

describe('TimelineView', () => {
  // jsdom lays nothing out: the virtualiser measures each rendered row (marked data-index) at 300 px.
  beforeAll(() => {
    const layout = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.hasAttribute('data-index') ? DOMRect.fromRect({ width: 960, height: 300 }) : layout.call(this);
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
    scrollWindowTo(0);
  });

  it('renders the rows near the screen only, and the rows scrolled to instead', () => {
    renderWithApp(<TimelineView photos={photos} />);
    const first = positions();
    // jsdom's screen is 768 px tall: three rows, four more below, and the 12 decades' first groups.
    expect(first.length).toBeLessThan(100);
    expect(first).toContain(1);
    expect(screen.getByRole('heading', { name: '2020s' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '3000');

    act(() => scrollWindowTo(parseFloat(screen.getByTestId('timeline-view').style.height) / 2));
    const middle = positions();
    expect(middle.length).toBeLessThan(100);
    expect(middle.some((position) => position > 1400 && position < 1600)).toBe(true);
    expect(middle.filter((position) => position > 5 && position < 20)).toEqual([]);
    // Each decade's first group is kept rendered (marked) for the decade jump.
    const marked = [...document.querySelectorAll('[data-decade]')].map((row) => row.getAttribute('data-decade'));
    expect(marked).toEqual(['2020', '2010', '2000', '1990', '1980', '1970', '1960', '1950', '1940', '1930', '1920', '1910', '1900']);
  });
});

describe('timelineRows', () => {
  const day = (date: string, id: number) => makePhoto(id, { taken_date: `${date}T10:00:00`, sort_date: `${date}T10:00:00` });

  it('lists each decade’s header, then each date group cut into rows, with the rail between the groups of a decade', () => {
    const rows = timelineRows([day('1999-12-01', 1), day('1999-12-02', 2), day('1999-12-03', 3), day('1999-11-01', 4), day('1989-05-01', 5)], 2);
    expect(rows.map((row) => (row.kind === 'decade' ? `${row.decade}s` : `${row.group.label}: ${row.photos.map((photo) => photo.id).join(',')}`))).toEqual([
      '1990s',
      'December 1999: 1,2',
      'December 1999: 3',
      'November 1999: 4',
      '1980s',
      'May 1989: 5',
    ]);
    const photoRows = rows.flatMap((row) => (row.kind === 'photos' ? [row] : []));
    expect(photoRows.map(({ firstOfGroup, lastOfGroup, railAbove, railBelow, lastOfDecade, position }) => ({ firstOfGroup, lastOfGroup, railAbove, railBelow, lastOfDecade, position }))).toEqual([
      { firstOfGroup: true, lastOfGroup: false, railAbove: false, railBelow: true, lastOfDecade: false, position: 1 },
      { firstOfGroup: false, lastOfGroup: true, railAbove: false, railBelow: true, lastOfDecade: false, position: 3 },
      { firstOfGroup: true, lastOfGroup: true, railAbove: true, railBelow: false, lastOfDecade: true, position: 4 },
      { firstOfGroup: true, lastOfGroup: true, railAbove: false, railBelow: false, lastOfDecade: true, position: 5 },
    ]);
    expect(photoRows.map((row) => row.decadeStart)).toEqual([1990, undefined, undefined, 1980]);
  });

  it('gives undated photos no decade header, and marks a decade once when its groups come back', () => {
    const undated = makePhoto(9, { taken_date: null, sort_date: '2024-01-05T10:00:00' });
    const rows = timelineRows([undated, day('2021-03-01', 1), day('2020-02-01', 2)], 4);
    expect(rows.map((row) => (row.kind === 'decade' ? `${row.decade}s` : row.group.label))).toEqual(['Undated', '2020s', 'March 2021', 'February 2020']);
    // The undated photo is listed by its upload (2024): the 2020s' first group is the undated one.
    expect(rows.flatMap((row) => (row.kind === 'photos' ? [row.decadeStart] : []))).toEqual([2020, undefined, undefined]);
  });
});
