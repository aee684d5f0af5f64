import { ColumnOptions } from 'typeorm';

/**
 * Column shapes shared by entities and migrations so both databases store the same thing.
 * Event times are UTC instants with milliseconds (DATETIME(3) on MariaDB, text on SQLite).
 */
export const instantColumn: ColumnOptions = { type: 'datetime', precision: 3 };
