import { etagMatches } from './photo-file.sender';

describe(etagMatches.name, () => {
  const etag = '"abc-thumbnail"';
  it.each([
    ['"abc-thumbnail"', true],
    ['W/"abc-thumbnail"', true],
    ['"other", "abc-thumbnail"', true],
    ['*', true],
    ['"abc"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %p → %p', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
