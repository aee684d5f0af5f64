import { keysetCondition, keysetParameters } from './table-dump';

describe('keyset paging', () => {
  it('selects rows after the last one for a single-column key', () => {
    expect(keysetCondition('sqlite', ['id'])).toBe('("id" > ?)');
    expect(keysetParameters(['id'], { id: 7, name: 'x' })).toEqual([7]);
  });

  it('expands a composite key so each page stays an index range', () => {
    expect(keysetCondition('mysql', ['photo_id', 'tag'])).toBe('(`photo_id` > ?) OR (`photo_id` = ? AND `tag` > ?)');
    expect(keysetParameters(['photo_id', 'tag'], { photo_id: 3, tag: 'b' })).toEqual([3, 3, 'b']);
    expect(keysetParameters(['a', 'b', 'c'], { a: 1, b: 2, c: 3 })).toEqual([1, 1, 2, 1, 2, 3]);
  });

  it('quotes names per database', () => {
    expect(keysetCondition('mysql', ['we`ird'])).toBe('(`we``ird` > ?)');
    expect(keysetCondition('sqlite', ['we"ird'])).toBe('("we""ird" > ?)');
  });
});
