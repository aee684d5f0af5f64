import { dialectOf } from './dialect';

describe(dialectOf.name, () => {
  it.each([
    ['better-sqlite3', 'sqlite'],
    ['mysql', 'mysql'],
    ['mariadb', 'mysql'],
  ] as const)('names a %s data source %s', (type, dialect) => {
    expect(dialectOf({ options: { type } })).toBe(dialect);
  });

  it('refuses any other database rather than guess', () => {
    expect(() => dialectOf({ options: { type: 'postgres' } })).toThrow('Heirloom runs on SQLite (better-sqlite3) and MariaDB/MySQL, not postgres');
  });
});
