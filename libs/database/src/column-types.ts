import { ColumnOptions } from 'typeorm';

/**
 * Column shapes shared by entities and migrations so both databases store the same thing.
 * Event times are UTC instants with milliseconds (DATETIME(3) on MariaDB, text on SQLite).
 */
export const instantColumn: ColumnOptions = { type: 'datetime', precision: 3 };

/** BIGINT columns come back as strings from MariaDB; counts and byte sizes stay well within a JS number. */
export const bigintAsNumber: ColumnOptions = {
  type: 'bigint',
  transformer: { from: (v: string | number | null) => (v === null ? null : Number(v)), to: (v: number | null) => v },
};
