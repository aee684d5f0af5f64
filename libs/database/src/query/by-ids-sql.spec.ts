import { ByIdsSql } from './by-ids-sql';

describe(ByIdsSql.name, () => {
  it('completes the SELECT with the ids alone (and the fixed condition), one string kept per count', () => {
    const sql = new ByIdsSql('SELECT p.id FROM photos p', 'p', '+p.deleted_at IS NULL');
    expect(sql.sqlFor(3)).toBe('SELECT p.id FROM photos p WHERE p.id IN (?, ?, ?) AND +p.deleted_at IS NULL');
    expect(sql.sqlFor(3)).toBe(sql.sqlFor(3));
    expect(new ByIdsSql('SELECT s.id FROM stories s', 's').sqlFor(1)).toBe('SELECT s.id FROM stories s WHERE s.id IN (?)');
  });
});
