import { DataSourceOptions } from 'typeorm';

/** The two databases Heirloom runs on: SQLite in embedded mode, MariaDB or MySQL in scaled mode. */
export type Dialect = 'sqlite' | 'mysql';

/**
 * Which of the two a data source talks to (a DataSource, a query runner's or a driver's connection, anything with
 * its options). The one place that reads the driver's name: everything that differs between the databases asks
 * this. Any other driver is refused, so code written for the two never runs half-right on a third.
 */
export function dialectOf(source: { options: Pick<DataSourceOptions, 'type'> }): Dialect {
  const { type } = source.options;
  if (type === 'better-sqlite3') return 'sqlite';
  if (type === 'mysql' || type === 'mariadb') return 'mysql';
  throw new Error(`Heirloom runs on SQLite (better-sqlite3) and MariaDB/MySQL, not ${type}`);
}
