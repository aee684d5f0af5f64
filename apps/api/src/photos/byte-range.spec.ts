import { parseByteRange } from './byte-range';

describe(parseByteRange.name, () => {
  const size = 1000;

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['BYTES=0-0', { start: 0, end: 0 }],
  ])('%s → %p', (header, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it.each([['bytes=1000-'], ['bytes=1000-2000'], ['bytes=-0']])('%s names no byte: unsatisfiable', (header) => {
    expect(parseByteRange(header, size)).toBe('unsatisfiable');
  });

  it.each([[undefined], [''], ['items=0-10'], ['bytes=abc'], ['bytes=-'], ['bytes=10-5'], ['bytes=0-1,5-9'], ['bytes=99999999999999999999-']])(
    '%p is ignored: the whole file is sent',
    (header) => {
      expect(parseByteRange(header, size)).toBeNull();
    },
  );

  it('finds nothing to send of an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
